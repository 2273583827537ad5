package understand_test

import "testing"

// Session 51's English constructions of time and change (change dev
// en-z1), each with near misses.

// A drug said finished is over even when the sentence says something
// else goes on; one nearly finished is still taken (episodes.go).
func TestAFinishedDrugBesideSomethingStillThere(t *testing.T) {
	runCases(t, []readCase{
		{"change dev en-z1-045: finished, but the earache's still there", [][2]string{patient("Finished the antibiotics on Monday, but the earache's still there.")},
			[]string{"medication class:antibiotics stopped", "symptom sym:ear_pain"}},
		{"near miss: nearly finished", [][2]string{patient("I've nearly finished the antibiotics.")}, []string{"medication class:antibiotics"}},
		{"near miss: not finished yet", [][2]string{patient("I haven't finished the antibiotics yet.")}, []string{"medication class:antibiotics"}},
		{"near miss: a course told without its end, still sore", [][2]string{patient("前阵子嗓子疼，吃了几天阿莫西林，还是疼")},
			[]string{"medication drug:amoxicillin", "symptom sym:sore_throat"}},
	})
}

// "packed in", "gave up", "ditched" stop a drug (statements.go stopWords).
func TestADrugPackedIn(t *testing.T) {
	runCases(t, []readCase{
		{"change dev en-z1-014: packed in the co-codamol", [][2]string{patient("Aye, I packed in the co-codamol, man, it was bunging us up somethin' terrible.")},
			[]string{"medication drug:paracetamol_codeine stopped"}},
		{"gave up the patches", [][2]string{patient("I gave up the nicotine patches in May.")}, []string{"medication drug:nicotine historical stopped"}},
		{"near miss: still on it", [][2]string{patient("I'm still on the co-codamol.")}, []string{"medication drug:paracetamol_codeine"}},
	})
}

// A drug the patient's own replaced "instead of the" one named after it
// stops that one, said by the patient or fronted by a clinician
// (insteadof.go, clinician.go orders).
func TestInsteadOfTheOneTheyHad(t *testing.T) {
	runCases(t, []readCase{
		{"change dev en-z1-023: on Telma instead of the amlodipine", [][2]string{patient("Now I am on Telma instead of the amlodipine, since two months.")},
			[]string{"medication drug:amlodipine stopped", "medication drug:telmisartan"}},
		{"change dev en-z1-025: instead of the codeine I'll put you on diclofenac", [][2]string{patient("The codeine's not touching the back pain, doctor."),
			clinician("Right, instead of the codeine I'll put you on diclofenac, twice a day with food.")},
			[]string{"medication drug:codeine stopped", "medication drug:diclofenac"}},
		{"near miss: a drug chosen over one never taken", [][2]string{patient("I take paracetamol rather than ibuprofen.")},
			[]string{"medication drug:paracetamol"}},
	})
}

// "sorted" and Scottish "away noo" end an illness (toldover.go,
// statements.go, dialogue.go's answerOver).
func TestSortedAndAway(t *testing.T) {
	runCases(t, []readCase{
		{"change dev en-z1-008: the anaemia's sorted", [][2]string{clinician("Your blood count's back to normal, so the anaemia's sorted and we'll stop the iron tablets now.")},
			[]string{"condition cond:anemia historical resolves", "medication class:iron_supplements stopped"}},
		{"change dev en-z1-005: it's away noo", [][2]string{clinician("Is that cold sore any better?"), patient("Aye, it's away noo, took aboot a week.")},
			[]string{"condition cond:herpes_simplex historical"}},
		{"near miss: gone each morning", [][2]string{clinician("Any swelling of the feet?"),
			patient("The ankles, a bit, at the end of the day, because I'm standing at the till at Shoprite the whole day. In the morning it's gone.")},
			[]string{"symptom sym:ankle_swelling"}},
		{"near miss: to be sorted", [][2]string{clinician("We'll get your anaemia sorted with iron.")}, []string{}},
	})
}

// A value given as the one of now with its copula ("now it's 8.1", "it's
// 54 now") replaces the one before it (readingthennow.go saidNowLater).
func TestAValueSaidAsNow(t *testing.T) {
	runReadingCases(t, []readingCase{
		{"change dev en-z1-057: now it's 8.1", [][2]string{patient("My sugar was 14.2 at seven, I took my insulin and now it's 8.1.")},
			[]string{"lab:glucose 8.1 mmol/L"}},
		{"change dev en-z1-058: it's 54 now", [][2]string{clinician("Your HbA1c was 71 in January and it's 54 now, that's a big improvement.")},
			[]string{"lab:hba1c 54 mmol/mol"}},
		{"near miss: a count", [][2]string{patient("My sugar was 14.2 at seven, now it's 2 tablets of metformin.")},
			[]string{"lab:glucose 14.2 mmol/L"}},
		{"near miss: another quantity named between", [][2]string{patient("My sugar was 14.2 at seven, and my pressure now it's 130.")},
			[]string{"lab:glucose 14.2 mmol/L"}},
	})
}
