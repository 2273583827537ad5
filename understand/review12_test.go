package understand_test

import "testing"

// Review 12 (session 73, "is what was said still going on?"), read after
// it was measured held out: each case is a general reading, with a near
// miss that keeps the old one.
func TestReview12StillGoingOn(t *testing.T) {
	runCases(t, []readCase{
		{"E09: switched her off warfarin", [][2]string{patient("I'm on apixaban for my AF, they switched me off warfarin last month.")},
			[]string{"condition cond:atrial_fibrillation", "medication drug:apixaban", "medication drug:warfarin historical stopped"}},
		{"near miss: switched from A to B", [][2]string{patient("They switched me from warfarin to apixaban last month.")},
			[]string{"medication drug:apixaban", "medication drug:warfarin historical stopped"}},
		{"E01: switched me fae the gliclazide tae that Jardiance", [][2]string{patient("Aye, they switched me fae the gliclazide tae that Jardiance last month.")},
			[]string{"medication drug:empagliflozin", "medication drug:gliclazide historical stopped"}},
		{"E02: last winter's cough told after tonight's", [][2]string{patient("I'm coughing half the night. Last winter it was only a bit of a cough.")},
			[]string{"symptom sym:cough"}},
		{"near miss: a cough over, told after", [][2]string{patient("I had a cough last winter.")},
			[]string{"symptom sym:cough historical"}},
		{"E06: 28 weeks now with my second", [][2]string{patient("I'm 28 weeks now with my second, and the heartburn's back with a vengeance.")},
			[]string{"condition cond:pregnancy", "symptom sym:heartburn"}},
		{"near miss: heartburn with my first", [][2]string{patient("I had heartburn with my first.")},
			[]string{"symptom sym:heartburn historical"}},
		{"Z20: 停了以后潮热又回来了", [][2]string{patient("停了以后潮热又回来了。")},
			[]string{"symptom sym:hot_flashes"}},
		{"near miss: the drug before 停了以后 is stopped", [][2]string{patient("二甲双胍停了以后血糖高了。")},
			[]string{"condition cond:hyperglycemia", "medication drug:metformin historical stopped"}},
		{"Z07: 去年冬天就有", [][2]string{patient("我这个湿疹又犯了，去年冬天就有，手背痒。")},
			[]string{"condition cond:eczema", "symptom sym:itching"}},
		{"Z05: 前年…说是腰椎间盘突出", [][2]string{patient("前年在县医院拍了片子，说是腰椎间盘突出。")},
			[]string{"condition cond:lumbar_disc_herniation"}},
		{"near miss: an acute illness said to be, then over", [][2]string{patient("前年夏天发高烧，说是急性肾盂肾炎，住了八天。出院到现在再没犯过。")},
			[]string{"condition cond:pyelonephritis historical", "symptom sym:fever historical"}},
		{"E16: no more vomiting, told earlier in the turn", [][2]string{patient("I vomited on Tuesday but since yesterday no more vomiting.")},
			[]string{"symptom sym:vomiting historical"}},
		{"l1-048: 生完孩子以后 is the mother's", [][2]string{patient("就是生完孩子以后老觉得有点漏尿。")},
			[]string{"symptom sym:incontinence"}},
	})
}

// Speakers who tell of a relative in words the typist reading did not
// know: Jamaican "Mi a call bout mi madda" and "I am the mother of baby
// Tobi" (review 12 E03, E16); Jamaican "mi" is the speaker.
func TestReview12SpeakingFor(t *testing.T) {
	const madda = "Good evening doc. Mi a call bout mi madda, she 78, mi a di daughter."
	runCases(t, []readCase{
		{"E03: she did have a chest pain", [][2]string{patient(madda), patient("She have sugar from long time.")},
			[]string{"condition cond:diabetes"}},
		{"E03: mi tek amlodipine is the daughter's", [][2]string{patient(madda), patient("Mi have di pressure too, mi tek amlodipine, but she nuh tek dat one.")},
			[]string{"medication drug:amlodipine of other"}},
		{"E16: I am the mother of baby Tobi", [][2]string{patient("Good morning doctor, I am the mother of baby Tobi, he is 9 months."), patient("He has a fever since yesterday.")},
			[]string{"symptom sym:fever"}},
		{"near miss: no one announced", [][2]string{patient("He has a fever since yesterday.")},
			[]string{"symptom sym:fever of other"}},
	})
}

// "A fall on Wednesday, nothing else" (review 10, E-dev) denied the fall:
// the lexicon did not know "a fall on", so the answer named nothing and its
// "nothing else" denied everything asked.
func TestAFallToldBesideNothingElse(t *testing.T) {
	runCases(t, []readCase{
		{"a fall on Wednesday, nothing else", [][2]string{assistant("Any falls or other injuries?"), patient("A fall on Wednesday, nothing else.")},
			[]string{"symptom sym:falls"}},
		{"near miss: nothing at all", [][2]string{assistant("Any falls?"), patient("No, nothing.")},
			[]string{"symptom sym:falls negated"}},
	})
}
