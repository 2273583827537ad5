package understand_test

import "testing"

// A parent who names themself by the child's name after greeting the one
// addressed ("Hi doctor, I'm Aoife's mam, I've brought her in") speaks for
// the child: "she" is the patient (en/r16-en03: her temperature, vomiting
// and amoxicillin went in as no one's). A speaker who names no kin word
// ("I'm Aoife's friend") speaks for no one.
func TestAParentNamedByTheChildAfterTheOneAddressed(t *testing.T) {
	runCases(t, []readCase{
		{"r16-en03: temp of the child, after Hi doctor", [][2]string{
			patient("Hi doctor, I'm Aoife's mam, I've brought her in. She's ten months. She's been roasting since last night, her temp was 39.2 this morning."),
			clinician("Any vomiting or diarrhoea?"), patient("She vomited once after her bottle. No diarrhoea.")},
			[]string{"symptom sym:diarrhea negated", "symptom sym:vomiting uncertain"}},
		{"the temperature is the child's", [][2]string{
			patient("Hi doctor, I'm Aoife's mam, I've brought her in. She's ten months. Her temp was 39.2 this morning.")},
			[]string{"observation vital:temperature"}},
		// Near miss: a friend speaks for no one.
		{"near miss: a friend", [][2]string{patient("Hi doctor, I'm Aoife's friend. Her temp was 39.2 this morning.")},
			[]string{}},
	})
}
