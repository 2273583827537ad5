package understand_test

import "testing"

// The 头 that ends a noun is no head (extract/headcompound.go): "右脚大脚趾头
// 疼得走不了路" is the toe's pain, not a headache (s52, followup dev
// fu-zh-y1-004), and 手指头疼 a finger's. Near misses: 头疼 and 额头疼 stay
// headaches, and so does a headache told after a toe's pain.
func TestTheHeadOfANounIsNoHeadache(t *testing.T) {
	runCases(t, []readCase{
		{"s52 fu-zh-y1-004: 大脚趾头疼", [][2]string{patient("右脚大脚趾头疼得走不了路，一碰就疼。")},
			[]string{"symptom sym:toe_pain"}},
		{"左脚大脚趾头痛", [][2]string{patient("左脚大脚趾头痛得遭不住了")}, []string{"symptom sym:toe_pain"}},
		{"手指头疼", [][2]string{patient("手指头疼了好几天")}, []string{"symptom sym:finger_pain"}},
		{"骨头疼", [][2]string{patient("骨头疼得厉害")}, []string{"symptom sym:bone_pain"}},
		{"near miss: 头疼", [][2]string{patient("我头疼")}, []string{"symptom sym:headache"}},
		{"near miss: 额头疼", [][2]string{patient("额头疼")}, []string{"symptom sym:headache"}},
		{"near miss: a headache after the toe", [][2]string{patient("脚趾头疼，头也疼")},
			[]string{"symptom sym:headache", "symptom sym:toe_pain"}},
	})
}
