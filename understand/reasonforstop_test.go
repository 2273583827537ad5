package understand_test

import "testing"

// A Chinese turn that tells a drug stopped and then a complaint in the
// clause right after tells why it was stopped: the complaint went with the
// drug, and is past. One said to go on or to come after the stop is now.
func TestComplaintToldAsReasonForStop(t *testing.T) {
	runCases(t, []readCase{
		{"x1: furosemide stopped, too much urine", [][2]string{clinician("利尿的呢，螺内酯还吃吗"),
			patient("螺内酯吃着，还有个呋塞米……呋塞米后来就没吃了，尿太多了，一晚上跑好几趟")},
			[]string{"medication drug:spironolactone", "medication drug:furosemide stopped", "symptom sym:polyuria historical"}},
		{"amlodipine stopped, ankles swollen", [][2]string{patient("氨氯地平停了，脚肿得厉害")},
			[]string{"medication drug:amlodipine historical stopped", "symptom sym:ankle_swelling historical"}},
		{"aspirin given up, stomach ache", [][2]string{patient("阿司匹林不吃了，胃疼")},
			[]string{"medication drug:aspirin historical stopped", "symptom sym:epigastric_pain historical"}},
		{"a complaint still there after the stop stays", [][2]string{patient("氨氯地平停了，现在脚还肿")},
			[]string{"medication drug:amlodipine historical stopped", "symptom sym:foot_swelling"}},
		{"a complaint that came after the stop stays", [][2]string{patient("二甲双胍停了以后，头晕")},
			[]string{"medication drug:metformin historical stopped", "symptom sym:dizziness"}},
	})
}

// The same in English: a complaint told in the past in the sentence of a
// drug's stop, or the sentence just before or after it, is why the drug was
// stopped, the drug named in the turn or only in the question (en/w1). One
// told in the present or the perfect, or after the stop, is of now.
func TestComplaintToldAsReasonForStopEnglish(t *testing.T) {
	runCases(t, []readCase{
		{"w1: that one I stopped, I got a yeast infection", [][2]string{clinician("And the Jardiance, the empagliflozin, that we added in the summer?"),
			patient("Oh. Um, that one I stopped. I got a, a yeast infection, down there, twice, and my friend Carol, she said hers did the exact same thing on it, so I just quit.")},
			[]string{"condition cond:vaginal_candidiasis historical"}},
		{"w1: I stopped that, it bunged me right up", [][2]string{clinician("And you were on co-codamol last year as well, is that still going?"),
			patient("No, no, I stopped that, it bunged me right up, I was that constipated.")},
			[]string{"medication drug:paracetamol_codeine stopped", "symptom sym:constipation historical"}},
		{"w1: I stopped it, next sentence it was making me dizzy", [][2]string{clinician("Are you still taking the propranolol?"),
			patient("No, I stopped it, doctor, after two weeks. It was making me dizzy, when I stand up. So I left it.")},
			[]string{"medication drug:propranolol stopped", "symptom sym:dizziness historical"}},
		{"the drug named in the turn, the complaint first", [][2]string{clinician("How are the tablets?"),
			patient("The amlodipine, I stopped it. I had swollen ankles by the evening.")},
			[]string{"medication drug:amlodipine stopped", "symptom sym:ankle_swelling historical"}},
		{"I came off them, I was getting headaches", [][2]string{clinician("Are you still on the nitrates?"),
			patient("I came off them, I was getting headaches every day.")},
			[]string{"medication class:C01DA stopped", "symptom sym:headache historical"}},
		{"near miss: a complaint of now after the stop", [][2]string{clinician("Are you still taking the propranolol?"),
			patient("No, I stopped it. Now I get dizzy when I stand up.")},
			[]string{"medication drug:propranolol stopped", "symptom sym:orthostatic_dizziness"}},
		{"near miss: a complaint that came since the stop", [][2]string{clinician("Are you still taking the propranolol?"),
			patient("I stopped it last month, and after that I had palpitations.")},
			[]string{"medication drug:propranolol stopped", "symptom sym:palpitations"}},
		{"near miss: no drug in the turn or the question", [][2]string{clinician("How have you been?"),
			patient("I stopped it. I was getting headaches.")},
			[]string{"symptom sym:headache"}},
	})
}
