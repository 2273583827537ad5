package understand_test

import "testing"

// A symptom is broader than one whose display holds one of its English
// names as words: "swelling" (edema) covers "knee swelling", so "Swelling's
// gone" closes the record's one knee swelling (en/r16-en18, where it stayed
// active). Conditions keep to their display names.
func TestASymptomIsBroaderByItsNames(t *testing.T) {
	r := newReader(t)
	for _, c := range []struct {
		name              string
		general, specific string
		want              bool
	}{
		{"r16-en18: swelling covers knee swelling", "sym:edema", "sym:knee_swelling", true},
		{"swelling covers arm swelling", "sym:edema", "sym:arm_swelling", true},
		{"by the display, as before: cough covers dry cough", "sym:cough", "sym:dry_cough", true},
		// Near misses.
		{"near miss: a lump is no kind of swelling", "sym:lump", "sym:knee_swelling", false},
		{"near miss: knee swelling does not cover swelling", "sym:knee_swelling", "sym:edema", false},
		{"near miss: itching is no kind of twitching", "sym:itching", "sym:muscle_twitching", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := r.Broader(c.general, c.specific); got != c.want {
				t.Errorf("Broader(%s, %s) = %v, want %v", c.general, c.specific, got, c.want)
			}
		})
	}
}
