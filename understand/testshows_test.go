package understand_test

import "testing"

// What a test shows, said by the clinician who read it, is the diagnosis
// they tell: "Your ECG shows atrial fibrillation. I'm starting you on
// apixaban" wrote the apixaban and not what it is for (session 68's blind
// review, E29 and Z29). "提示" (suggests) leaves it open.
func TestWhatATestShowsIsTheDiagnosis(t *testing.T) {
	runCases(t, []readCase{
		{"E29", [][2]string{patient("My heart has been racing on and off."),
			clinician("Your ECG shows atrial fibrillation. I'm starting you on apixaban 5 mg twice daily.")},
			[]string{"condition cond:atrial_fibrillation", "medication drug:apixaban"}},
		{"Z29", [][2]string{patient("我最近老是口渴，尿也多。"), clinician("你的检查结果显示是2型糖尿病，先吃二甲双胍，每次500毫克，每天两次。")},
			[]string{"condition cond:type2_diabetes", "medication drug:metformin"}},
		{"the scan showed", [][2]string{clinician("The scan showed gallstones.")}, []string{"condition cond:gallstones"}},
		{"提示 suggests", [][2]string{clinician("心电图提示房颤。")}, []string{"condition cond:atrial_fibrillation uncertain"}},
		{"near miss: shows none", [][2]string{clinician("Your ECG shows no sign of atrial fibrillation.")}, []string{"condition cond:atrial_fibrillation negated"}},
		{"near miss: shows how bad", [][2]string{clinician("It shows how bad asthma can get.")}, []string{}},
		// Near misses from the dev corpora (en-m1-026, train-576): a
		// finding named by more than the lexicon's word is not the word's.
		{"near miss: an abscess under the molar", [][2]string{clinician("The X-ray shows an abscess under that molar, under the old filling.")}, []string{}},
		{"near miss: diffuse pulmonary edema", [][2]string{clinician("Your chest x ray showed diffuse pulmonary edema.")}, []string{}},
		{"near miss: the lungs clear", [][2]string{clinician("Your X-ray shows your lungs are clear.")}, []string{}},
	})
}
