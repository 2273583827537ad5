package understand_test

import "testing"

// "Any blood in the sputum?" asks of blood coughed up, not of the sputum
// (s46 blind round 13 en04: the question asked of a productive cough, and
// "No blood" denied it, a fact the tester adjudicated wrong). A determiner
// inside a term is skipped ("blood in your stools" is "blood in stool"),
// but only where no key held it: "blood in the stool" is a key, so "blood
// in the s…" followed that key, failed at "p", and never tried "blood in
// sputum". The skip is now tried beside the key that holds the determiner.
func TestBloodInTheSputumIsAskedAsHaemoptysis(t *testing.T) {
	runCases(t, []readCase{
		{"r13 en04: Any blood in the sputum? No blood", [][2]string{assistant("Any blood in the sputum? Weight loss?"),
			patient("No blood. Lost weight ja, my pants are loose, maybe 5 kilos")},
			[]string{"symptom sym:hemoptysis negated", "symptom sym:weight_loss"}},
		{"blood in your phlegm, told", [][2]string{patient("There's been blood in the phlegm since Monday")},
			[]string{"symptom sym:hemoptysis"}},
		{"blood in the vomit", [][2]string{patient("There was blood in the vomit this morning")},
			[]string{"symptom sym:hematemesis"}},
		// Near misses: unchanged.
		{"near miss: sputum asked by itself", [][2]string{assistant("Are you bringing up any sputum?"), patient("No.")},
			[]string{"symptom sym:productive_cough negated"}},
		{"near miss: blood in the stool, as before", [][2]string{assistant("Any blood in the stool?"), patient("No blood.")},
			[]string{"symptom sym:rectal_bleeding negated"}},
	})
}
