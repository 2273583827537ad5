package understand_test

import "testing"

// A "no" that opens a noun phrase after a finding denies what it opens,
// not the finding before it: "2 days of diarrhoea and cramps, no blood"
// has the diarrhoea and the cramps. The echo rule (echoDenials) read the
// "no blood" clause as a bare no answering the finding named before it.
// A bare no that ends its clause ("Fever no.", "chest pain, no") still
// denies what it follows.
func TestANoOpeningAPhraseDeniesWhatItOpens(t *testing.T) {
	runCases(t, []readCase{
		// Cramps told with diarrhoea are the belly's, not a muscle's, and
		// write nothing of their own (bellyCramp).
		{"no blood", [][2]string{patient("2 days of diarrhoea and cramps, no blood")}, []string{"symptom sym:diarrhea"}},
		{"no blood in it", [][2]string{patient("I have had diarrhoea for 2 days, no blood in it")}, []string{"symptom sym:diarrhea"}},
		{"no vom", [][2]string{patient("nausea, no vom")}, []string{"symptom sym:nausea", "symptom sym:vomiting negated"}},
		{"no blood tho", [][2]string{patient("hi dr. 2 days of diarrhoea n cramps, no blood tho")}, []string{"symptom sym:diarrhea"}},
		{"no phlegm tho", [][2]string{patient("coughing for a week, no phlegm tho")}, []string{"symptom sym:cough", "symptom sym:productive_cough negated"}},
		{"no itch", [][2]string{patient("rash on my arms, no itch")}, []string{"symptom sym:itching negated", "symptom sym:rash"}},
		{"没有发烧", [][2]string{patient("头疼三天了，没有发烧")}, []string{"symptom sym:fever negated", "symptom sym:headache"}},
		{"no pus", [][2]string{patient("sore throat for 3 days, no pus")}, []string{"symptom sym:sore_throat"}},
		{"no injury or anything", [][2]string{patient("back pain since monday, no injury or anything")}, []string{"symptom sym:back_pain"}},
		{"cough, no blood", [][2]string{patient("cough for a week, no blood")}, []string{"symptom sym:cough"}},
		// Near misses: a bare no that ends its clause denies what it follows.
		{"near miss: Fever no.", [][2]string{patient("Fever no.")}, []string{"symptom sym:fever negated"}},
		{"near miss: Phlegm no, dry cough only", [][2]string{patient("Phlegm no, dry cough only")},
			[]string{"symptom sym:dry_cough", "symptom sym:productive_cough negated"}},
		{"near miss: nausea? no", [][2]string{patient("nausea? no")}, []string{"symptom sym:nausea negated"}},
		{"near miss: chest pain, no", [][2]string{clinician("Any chest pain?"), patient("chest pain, no")}, []string{"symptom sym:chest_pain negated"}},
		{"near miss: no, nothing like that", [][2]string{patient("chest pain? no, nothing like that")}, []string{"symptom sym:chest_pain negated"}},
		{"near miss: no not really", [][2]string{patient("chest pain, no not really")}, []string{"symptom sym:chest_pain negated"}},
		{"near miss: no I haven't", [][2]string{patient("chest pain, no I haven't")}, []string{"symptom sym:chest_pain negated"}},
		{"near miss: no o", [][2]string{clinician("Are you pregnant, or could you be?"), patient("Pregnant, no o, I'm fifty-four.")},
			[]string{"condition cond:pregnancy negated"}},
		{"near miss: no vomiting", [][2]string{patient("mild nausea, no vomiting")}, []string{"symptom sym:nausea", "symptom sym:vomiting negated"}},
	})
}
