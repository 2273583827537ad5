package understand_test

import (
	"strings"
	"testing"

	"github.com/anamnesis-health/anamnesis/understand"
)

// A reading's display is what a model reads in the context, and its value
// is what the record keeps: when a turn corrects a reading or gives it
// again later, the two must say the same number (s44 blind round 10 en14:
// "sorry, misread it, it was 156 over 100" kept 156/100 under the label
// "blood pressure 165/100 mmHg (home)").
func TestAReadingShowsTheValueItKeeps(t *testing.T) {
	r, err := understand.New()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name  string
		turns [][2]string
		value string // the value the reading keeps
	}{
		{"corrected in the next turn", [][2]string{patient("my blood pressure at home was 165 over 100 this morning"), patient("sorry, misread it, it was 156 over 100")}, "156/100"},
		{"corrected in the next turn, zh", [][2]string{patient("早上在家量血压，高压150低压95"), patient("不对不对，我看错了，是145/95")}, "145/95"},
		{"a weight corrected in the next turn", [][2]string{patient("我今天早上称了一下体重，72公斤。"), patient("哦说错了，是62公斤，72是我老公的。")}, "62"},
		{"given again later in the turn", [][2]string{patient("Temp was 38.4 last night, this morning 37.2")}, "37.2"},
		{"a weight of now after one of before, zh", [][2]string{patient("体重前几天一百二十一斤，今儿早上称是一百二十四斤")}, "124"},
		{"a clinician's reading come down", [][2]string{clinician("心率一百八十几，推了药以后下来了，现在七十八")}, "78"},
		{"a reading said once", [][2]string{patient("my blood pressure this morning was 142 over 88")}, "142/88"},
	} {
		t.Run(c.name, func(t *testing.T) {
			rd := readLast(r, c.turns...)
			seen := false
			for _, s := range rd.Statements {
				if s.Type != understand.Observation || s.Attributes["value"] == "" {
					continue
				}
				seen = true
				v := s.Attributes["value"]
				if c.value != "" && v != c.value {
					t.Errorf("%s keeps %s; want %s", s.Concept, v, c.value)
				}
				if !strings.Contains(s.Display+" ", " "+v+" ") {
					t.Errorf("%s keeps %s but shows %q", s.Concept, v, s.Display)
				}
			}
			if !seen {
				t.Fatalf("no reading in %q", read(r, c.turns...))
			}
		})
	}
}
