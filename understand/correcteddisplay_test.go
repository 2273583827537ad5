package understand_test

import "testing"

// A reading corrected in the next turn shows the corrected value: after "my
// blood pressure at home was 165 over 100 this morning" … "sorry, misread
// it, it was 156 over 100" the value was 156/100 but the display, which the
// context shows, still said 165/100 (s44 blind round 10, en14).
func TestACorrectedReadingShowsItsNewValue(t *testing.T) {
	r := newReader(t)
	for _, c := range []struct {
		name  string
		turns [][2]string
		want  string
	}{
		{"blood pressure misread", [][2]string{patient("my blood pressure at home was 165 over 100 this morning"), patient("sorry, misread it, it was 156 over 100")},
			"blood pressure 156/100 mmHg (home)"},
		{"a temperature corrected", [][2]string{patient("my temperature was 38.9 this morning"), patient("no sorry, it was 37.9")},
			"body temperature 37.9 °C"},
		{"a weight corrected", [][2]string{patient("I weigh 92 kilos"), patient("sorry, 82 kilos, I mean")},
			"body weight 82 kg"},
		// Near miss: a reading told anew, no correction, keeps its own.
		{"a second reading, no correction", [][2]string{patient("my blood pressure at home was 165 over 100 this morning"), patient("and 150 over 90 at the pharmacy")},
			"blood pressure 150/90 mmHg"},
	} {
		t.Run(c.name, func(t *testing.T) {
			rd := readLast(r, c.turns...)
			got := ""
			for _, s := range rd.Statements {
				if s.Type == "observation" {
					got = s.Display
				}
			}
			if got != c.want {
				t.Errorf("display %q, want %q", got, c.want)
			}
		})
	}
}
