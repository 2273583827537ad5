package understand_test

import (
	"testing"

	"github.com/anamnesis-health/anamnesis/entity"
)

// A reading corrected in the next turn is the one it corrects, taken where
// and when that one was: "不对不对，我看错了，是145/95" after a home reading
// is a home reading, which replaces it (s41 blind round: the misread
// 150/95 stayed current beside the correction).
func TestAReadingCorrectedInTheNextTurnKeepsItsSetting(t *testing.T) {
	r := newReader(t)
	home := patient("今天早上在家量血压，高压150低压95")
	for _, c := range []struct {
		name    string
		turns   [][2]string
		concept string
		setting string
	}{
		{"s41: 不对不对，我看错了", [][2]string{home, patient("不对不对，我看错了，是145/95")}, "vital:bp", "home"},
		{"en: sorry, I misread", [][2]string{patient("My blood pressure at home this morning was 150 over 95."), patient("Sorry, I misread it, it was 145 over 95.")}, "vital:bp", "home"},
		{"a fasting sugar corrected", [][2]string{patient("今天空腹血糖7.8"), patient("不对，血糖是6.8")}, "lab:fasting_glucose", ""},
		// Near misses: no correction, or a turn between.
		{"near miss: a second reading", [][2]string{home, patient("下午又量了一次，145/95")}, "vital:bp", ""},
		{"near miss: the clinician between", [][2]string{home, clinician("好的"), patient("不对，是145/95")}, "vital:bp", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			rd := readLast(r, c.turns...)
			found := false
			for _, s := range rd.Statements {
				if s.Type == "observation" && s.Concept == c.concept {
					found = true
					if got := s.Attributes[entity.SettingAttribute]; got != c.setting {
						t.Errorf("setting = %q, want %q", got, c.setting)
					}
				}
			}
			if !found {
				t.Errorf("no %s reading in %v", c.concept, rd.Statements)
			}
		})
	}
}
