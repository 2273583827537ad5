package understand_test

import "testing"

// In speech typed without punctuation, a degree word right after a denied
// finding opens what the patient has (s47 blind round 15 en11); after the
// negation itself, or with no denial before, nothing changes.
func TestADegreeWordAfterADenialOpensAClause(t *testing.T) {
	ask := assistant("I'm sorry to hear that. Do you get any chest pain, dizziness or fainting with it?")
	runCases(t, []readCase{
		{"r15 en11: no chest pain um a bit lightheaded", [][2]string{ask, patient("no chest pain um a bit lightheaded sometimes never fainted")},
			[]string{"symptom sym:chest_pain negated", "symptom sym:dizziness", "symptom sym:syncope negated"}},
		{"no fever a little cough", [][2]string{patient("no fever a little cough")},
			[]string{"symptom sym:cough", "symptom sym:fever negated"}},
		{"near-miss: with a comma it was a clause already", [][2]string{patient("no chest pain, a bit lightheaded")},
			[]string{"symptom sym:chest_pain negated", "symptom sym:dizziness"}},
		{"near-miss: not a bit dizzy", [][2]string{patient("I'm not a bit dizzy")},
			[]string{"symptom sym:dizziness negated"}},
		{"near-miss: a list denied", [][2]string{patient("no chest pain or dizziness")},
			[]string{"symptom sym:chest_pain negated", "symptom sym:dizziness negated"}},
		{"near-miss: a bit at the end", [][2]string{patient("no cough and no fever a bit")},
			[]string{"symptom sym:cough negated", "symptom sym:fever negated"}},
	})
}
