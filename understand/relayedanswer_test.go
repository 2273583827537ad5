package understand_test

import "testing"

// A question someone asked the patient, told with the patient's answer,
// denies what the answer denies (must-not-dev3's m3-zh-022 and dev5's
// m5-zh-071 wrote the chest pain and the headache asked as sure facts).
// And a negative test typed as chunks ("查了乳糜泻 阴性") denies what was
// tested, not the diagnosis told after the results (must-not-dev4's
// m4-zh-016 and dev5's m5-zh-056 wrote the tested illnesses, and denied
// the cold).
func TestAQuestionToldWithItsAnswerAndATestTypedInChunks(t *testing.T) {
	runCases(t, []readCase{
		{"问我…我说都没有", [][2]string{patient("医生问我胸口疼不疼、喘不喘得上气，我说都没有，就是咳嗽。")},
			[]string{"symptom sym:chest_pain negated", "symptom sym:cough uncertain", "symptom sym:dyspnea negated"}},
		{"asked had I, I said no", [][2]string{patient("The nurse asked had I any chest pain, I said no, just the cough.")},
			[]string{"symptom sym:chest_pain negated relayed", "symptom sym:cough relayed"}},
		{"问我, no answer", [][2]string{patient("护士问我有没有哮喘。")}, []string{"condition cond:asthma hypothetical relayed uncertain"}},
		{"查了 阴性, in chunks", [][2]string{patient("查了乳糜泻 阴性 医生说不是")}, []string{"condition cond:coeliac_disease negated"}},
		{"the diagnosis after the results", [][2]string{patient("新冠流感都测了 两个都是阴性 医生说就是普通感冒")},
			[]string{"condition cond:common_cold", "condition cond:covid19 negated", "condition cond:influenza negated"}},
		// Near misses.
		{"near miss: answered yes", [][2]string{patient("医生问我头疼不疼，我说有点疼。")}, []string{"symptom sym:headache"}},
		{"near miss: done in its chunk", [][2]string{patient("不烧 吐了一次 尿少了点")}, []string{"symptom sym:vomiting"}},
	})
}
