package understand_test

import "testing"

// A yes/no question answered by a count or a frequency says the patient
// has what was asked (countanswer.go; asked/en-x1-004, -014, -018).
func TestACountAnswersYes(t *testing.T) {
	runCases(t, []readCase{
		{"nocturia by how many times a night (ask-en-x1-004)", [][2]string{
			clinician("Are you having to get up in the night to pass water?"),
			patient("Three times a night, every night, it's driving me round the bend.")},
			[]string{"symptom sym:nocturia"}},
		{"vomiting asked again after a side question (ask-en-x1-014)", [][2]string{
			clinician("Been throwing up at all?"),
			patient("When did you say the blood results come back?"),
			clinician("Next week. And have you vomited?"),
			patient("Once, this morning.")},
			[]string{"symptom sym:vomiting"}},
		{"smoking by how many a day (ask-en-x1-018)", [][2]string{
			clinician("Do you smoke at all, Gary?"),
			patient("Ten a day.")},
			[]string{"observation social:smoking"}},
		{"most days", [][2]string{
			clinician("Do you get headaches?"),
			patient("Most days, yeah, by the afternoon.")},
			[]string{"symptom sym:headache"}},
		// Near misses.
		{"once as a time clause is no count", [][2]string{
			clinician("Any heartburn?"),
			patient("Once I've eaten it settles down.")},
			nil},
		{"a count of long ago", [][2]string{
			clinician("Have you vomited?"),
			patient("Once, years ago, after a bad curry.")},
			nil},
		{"a count to two things asked says which of them nothing", [][2]string{
			clinician("Any chest pain or palpitations?"),
			patient("Twice a week.")},
			nil},
		{"a count after more words is not the answer's opening", [][2]string{
			clinician("Have you vomited?"),
			patient("My son was sick three times a night last week.")},
			[]string{"symptom sym:vomiting historical of child"}},
	})
}
