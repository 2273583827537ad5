package understand_test

import "testing"

// Sites listed after a site-specific symptom in a question are asked too
// (sitelistedafter.go; asked/en-x1-008).
func TestSitesListedAfterASpecificSymptom(t *testing.T) {
	runCases(t, []readCase{
		{"hands or face, all denied (ask-en-x1-008)", [][2]string{
			patient("I'm thirty-four weeks gone and the midwife wanted me seen."),
			clinician("Any headaches, blurry vision, or swelling in your hands or face?"),
			patient("Naw, no tae all of them.")},
			[]string{"symptom sym:blurred_vision negated", "symptom sym:face_swelling negated", "symptom sym:hand_swelling negated", "symptom sym:headache negated"}},
		{"hands or feet, denied", [][2]string{
			clinician("Any swelling in your hands or feet?"),
			patient("No.")},
			[]string{"symptom sym:foot_swelling negated", "symptom sym:hand_swelling negated"}},
		// Near misses: a site with other words between is not listed.
		{"a site in another clause", [][2]string{
			clinician("Any swelling in your hands or a rash on your face?"),
			patient("No.")},
			[]string{"symptom sym:hand_swelling negated", "symptom sym:rash negated"}},
	})
}
