package understand_test

import "testing"

// The patient's own stroke told in Chinese is an event over once it has
// happened (strokeeventzh.go): "三个月了，脑梗" (zh dev zh-x1-006) and "医生讲
// 是中风的根子" (zh dev zh-n1-020) wrote an active stroke months after it;
// every zh dev annotator has the patient's own stroke past.
func TestAStrokeToldInChineseIsPast(t *testing.T) {
	runCases(t, []readCase{
		{"zh-x1-006: three months since, a cerebral infarction", [][2]string{clinician("中风出院多长时间了"), patient("三个月了，脑梗，右边胳膊腿没劲儿，现在能拄着拐走了")},
			[]string{"condition cond:cerebral_infarction historical", "symptom sym:limb_weakness"}},
		{"zh-n1-020: the root of the stroke", [][2]string{clinician("华法林还在吃吧？"), patient("心脏那个房颤，医生讲是中风的根子。")},
			[]string{"condition cond:atrial_fibrillation", "condition cond:stroke historical relayed"}},
		{"a bare answer", [][2]string{clinician("以前有啥病？"), patient("脑梗，三年前。")},
			[]string{"condition cond:cerebral_infarction historical"}},
		// Near misses: told now, denied, a father's, doubted.
		{"near miss: told now", [][2]string{patient("刚才突然脑梗，嘴歪了。")},
			[]string{"condition cond:cerebral_infarction", "symptom sym:facial_weakness"}},
		{"near miss: denied", [][2]string{patient("不是中风。")}, []string{"condition cond:stroke negated"}},
		{"near miss: a father's", [][2]string{patient("我爸有脑梗。")}, []string{"condition cond:cerebral_infarction of father"}},
		{"near miss: an English stroke is the English rule's", [][2]string{patient("I am having a stroke.")}, []string{"condition cond:stroke"}},
	})
}
