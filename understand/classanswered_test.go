package understand_test

import "testing"

// A yes to a question about a class of drugs, answered by a drug of the
// class told as over (t1: "Have you been on any antibiotics recently?"
// "Yes, … the GP gave me clarithromycin … I finished it last Wednesday"),
// leaves the class stopped as the drug is, for a class given in courses.
// A drug of the class still taken keeps the class taken, and so does a
// class taken on and off ("painkillers"), of which one drug given up says
// nothing of the rest.
func TestAClassAnsweredByADrugOver(t *testing.T) {
	runCases(t, []readCase{
		{"t1: antibiotics answered by clarithromycin finished", [][2]string{clinician("Okay. Have you been on any antibiotics recently?"),
			patient("Yes, I had a chest infection two weeks ago, and the GP gave me clarithromycin, for, um, seven days. I finished it last Wednesday.")},
			[]string{"condition cond:lower_respiratory_infection historical", "medication drug:clarithromycin relayed stopped", "medication class:antibiotics stopped"}},
		{"antibiotics answered by a course completed", [][2]string{clinician("Did the walk-in centre give you any antibiotics?"),
			patient("Yes, amoxicillin, five days, I finished the course on Friday.")},
			[]string{"medication drug:amoxicillin stopped", "medication class:antibiotics stopped"}},
		{"painkillers answered by co-codamol stopped", [][2]string{clinician("Have you taken any painkillers for it?"),
			patient("Yes, co-codamol, but I stopped it last week.")},
			[]string{"medication drug:paracetamol_codeine stopped", "medication class:painkillers"}},
		{"blood pressure tablets answered by one still taken", [][2]string{clinician("Are you on any blood pressure tablets?"),
			patient("Yes, the amlodipine, every morning.")},
			[]string{"medication drug:amlodipine", "medication class:antihypertensives"}},
		{"a class answered by a drug of another class", [][2]string{clinician("Have you been on any antibiotics recently?"),
			patient("Yes. And I stopped the omeprazole last week.")},
			[]string{"medication class:antibiotics", "medication drug:omeprazole historical stopped"}},
	})
}
