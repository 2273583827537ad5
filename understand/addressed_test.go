package understand_test

import "testing"

// A patient who addresses the clinician ("Doctor, …", "医生，…") reports
// their own complaint; only what a clinician said is relayed.
func TestAddressingTheClinicianRelaysNothing(t *testing.T) {
	runCases(t, []readCase{
		{"a greeting and a title open the turn", [][2]string{patient("Hiya doctor, I've had this chesty cough for a week.")},
			[]string{"symptom sym:productive_cough"}},
		{"a bare title opens the turn", [][2]string{patient("Doctor, I am having fever since two days.")}, []string{"symptom sym:fever"}},
		{"good morning and a title", [][2]string{patient("Morning doctor, I've had a sore throat since Tuesday.")}, []string{"symptom sym:sore_throat"}},
		{"a title and a name", [][2]string{patient("Hi Dr Patel, I have had a sore throat for three days.")}, []string{"symptom sym:sore_throat"}},
		{"a nurse addressed", [][2]string{patient("Nurse, I have a headache.")}, []string{"symptom sym:headache"}},
		{"the title at the end", [][2]string{patient("I have had a sore throat for three days, doctor.")}, []string{"symptom sym:sore_throat"}},
		{"医生 set off by a comma", [][2]string{patient("医生，我头疼三天了，太阳穴这里一跳一跳的。")}, []string{"symptom sym:headache"}},
		{"大夫 set off by a comma", [][2]string{patient("大夫，我这两天心口窝疼，烧心，反酸水。")},
			[]string{"symptom sym:epigastric_pain", "symptom sym:heartburn"}},
		{"a surname and a title", [][2]string{patient("王医生，我头疼三天了。")}, []string{"symptom sym:headache"}},
		{"医生您好 opens the turn", [][2]string{patient("医生您好，我吃了药以后老是头晕。")}, []string{"symptom sym:dizziness"}},
		// Near misses: what a clinician said is still relayed.
		{"the doctor said to stop", [][2]string{patient("The doctor said to stop the metformin")}, []string{"medication drug:metformin relayed stopped"}},
		{"医生说让我停", [][2]string{patient("医生说让我停了阿司匹林")}, []string{"medication drug:aspirin historical relayed stopped"}},
		{"my doctor put me on", [][2]string{patient("My doctor put me on ramipril")}, []string{"medication drug:ramipril relayed"}},
		{"an address, then a nurse's words", [][2]string{patient("Doctor, the nurse said to stop the metformin")},
			[]string{"medication drug:metformin relayed stopped"}},
		{"a doctor's words after a greeting, no comma", [][2]string{patient("Hi, doctor told me I have high blood pressure.")},
			[]string{"condition cond:hypertension relayed"}},
	})
}
