package understand_test

import "testing"

// A question about someone other than the patient makes what the answer
// names without a subject theirs: a drug in "Yes, gliclazide" after "does
// she take anything?" is never the patient's medication.
func TestAnAnswerAboutSomeoneElseIsTheirs(t *testing.T) {
	runCases(t, []readCase{
		{"a pronoun's drug", [][2]string{patient("My mum has diabetes, her sugar was 13 after dinner."), assistant("Does she take anything for it?"),
			patient("Yes, gliclazide, one in the morning.")}, []string{"medication drug:gliclazide of mother"}},
		{"a pronoun with no one spoken of is left to the patient", [][2]string{clinician("She stopped the metformin and started linagliptin, correct?"),
			patient("Correct, linagliptin 5 mg daily.")}, []string{"medication drug:linagliptin", "medication drug:metformin stopped"}},
		{"a title of address is the patient", [][2]string{clinician("阿姨，降压药吃了吗？"), patient("吃了，氨氯地平。")}, []string{"medication drug:amlodipine"}},
		{"a spouse the patient is asked about in Chinese", [][2]string{assistant("你老公平时吃降压药吗？"), patient("吃，氨氯地平。")}, []string{"medication drug:amlodipine of other"}},
		{"hearsay of a relative about the patient", [][2]string{clinician("大爷，听大娘说你前两天摔了一跤？"), patient("嗯，一站起来就头晕。")}, []string{"symptom sym:dizziness"}},
		{"a kin word of address too", [][2]string{clinician("大娘，咋不得劲？"), patient("头晕，天旋地转的。")}, []string{"symptom sym:dizziness", "symptom sym:vertigo"}},
		// Session 29: a blood-kin title of address (大姨, 大舅) before a yes/no
		// question is no relative asked about.
		{"a blood-kin title of address before a yes-no question", [][2]string{clinician("大舅，二甲双胍还在吃吧？"), patient("对，还在吃。")},
			[]string{"medication drug:metformin"}},
		{"a relative named after the title is asked about", [][2]string{clinician("大姨，您母亲有糖尿病吗？"), patient("有。")},
			[]string{"condition cond:diabetes of mother"}},
		{"the patient's relatives opening the question are asked about", [][2]string{clinician("那您父母呢，有糖尿病吗？"), patient("有，我妈。")},
			[]string{"condition cond:diabetes of mother"}},
		{"a title's drug", [][2]string{patient("我妈七十三了，血糖十三点二。"), assistant("阿姨平时有在吃降糖药吗？"), patient("吃的，格列美脲，一天一片。")},
			[]string{"medication drug:glimepiride of other"}},
		{"a spouse's drug", [][2]string{clinician("Is your husband on any tablets?"), patient("Just amlodipine.")}, []string{"medication drug:amlodipine of other"}},
		// Regression guards: a question that speaks to the patient, and an
		// answer that says whose it is.
		{"they gave you", [][2]string{clinician("Did they give you anything for it?"), patient("Yes, amoxicillin.")}, []string{"medication drug:amoxicillin"}},
		{"an answer about the patient after all", [][2]string{assistant("Does she take anything for it?"), patient("She doesn't, but I take metformin.")},
			[]string{"medication drug:metformin"}},
	})
}
