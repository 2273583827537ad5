package understand_test

import (
	"testing"
)

// The readings of an answer take the place the question asked of, unless
// they name their own (s47 blind round 15 en20).
func TestAReadingTakesThePlaceItWasAskedOf(t *testing.T) {
	r := newReader(t)
	setting := func(turns ...[2]string) string {
		for _, st := range readLast(r, turns...).Statements {
			if st.Concept == "vital:bp" {
				return st.Attributes["setting"] + " " + st.Attributes["value"]
			}
		}
		return "none"
	}
	for _, c := range []struct {
		name  string
		turns [][2]string
		want  string
	}{
		{"r15 en20: home readings? usually around 145 over 90",
			[][2]string{clinician("Let's check your potassium. Home readings?"), patient("Usually around 145 over 90.")}, "home 145/90"},
		{"near-miss: the answer names the clinic",
			[][2]string{clinician("Home readings?"), patient("It was 150/95 at the clinic.")}, "clinic 150/95"},
		{"near-miss: no place asked",
			[][2]string{clinician("What's your blood pressure been?"), patient("Around 145 over 90.")}, " 145/90"},
		{"near-miss: a patient turn between",
			[][2]string{clinician("Home readings?"), patient("Let me look."), patient("145 over 90.")}, " 145/90"},
	} {
		if got := setting(c.turns...); got != c.want {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
}
