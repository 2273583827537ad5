package understand_test

import "testing"

// Gallstones told as why the gallbladder came out are over with it: "对，
// 胆结石。" after "前年又把胆囊切了" wrote active gallstones (s42 blind round 6).
func TestADiseaseEndsWithItsOrgan(t *testing.T) {
	out := patient("我十几年前做过阑尾手术，前年又把胆囊切了。")
	runCases(t, []readCase{
		{"s42 round 6: 对，胆结石", [][2]string{out, assistant("胆囊是因为结石吗？"), patient("对，胆结石。现在右边肚子偶尔还会隐隐作痛。")},
			[]string{"condition cond:gallstones historical", "symptom sym:abdominal_pain"}},
		{"in one turn", [][2]string{patient("I had my gallbladder out two years ago, it was gallstones.")},
			[]string{"condition cond:gallstones historical", "procedure proc:cholecystectomy historical inactive"}},
		// Near misses: another organ, or said to be back.
		{"near miss: no removal", [][2]string{patient("I've got gallstones.")}, []string{"condition cond:gallstones"}},
		{"near miss: appendix out, gallstones now", [][2]string{patient("I had my appendix out years ago."), assistant("And now?"), patient("Now it's gallstones.")},
			[]string{"condition cond:gallstones"}},
	})
}
