package understand_test

import (
	"testing"

	"github.com/anamnesis-health/anamnesis/understand"
)

// An allergy to the wrong drug corrected in the next turn ("I'm allergic to
// aspirin" … "wait no sorry, it's ibuprofen. aspirin I take every day for
// my heart", s44 blind round 11 en13) is an allergy to the drug meant, and
// takes back the first; it wrote ibuprofen as a drug taken and kept the
// aspirin allergy.
func TestAnAllergyCorrectedToAnotherDrug(t *testing.T) {
	r := newReader(t)
	for _, c := range []struct {
		name           string
		turns          [][2]string
		want, withdraw []string
	}{
		{"s44 round 11 en13", [][2]string{patient("I'm allergic to aspirin"), patient("wait no sorry, it's ibuprofen. aspirin I take every day for my heart")},
			[]string{"allergy drug:ibuprofen", "medication drug:aspirin"}, []string{"allergy allergen:aspirin"}},
		{"zh: 是布洛芬", [][2]string{patient("我对阿司匹林过敏"), patient("不对不对，说错了，是布洛芬")},
			[]string{"allergy drug:ibuprofen"}, []string{"allergy allergen:aspirin"}},
		{"it was codeine", [][2]string{patient("allergic to morphine"), patient("sorry, no, it was codeine")},
			[]string{"allergy drug:codeine"}, []string{"allergy drug:morphine"}},
		// Near misses: a second allergy added, a drug taken told after an
		// allergy, a correction of a drug taken.
		{"near miss: a drug taken besides", [][2]string{patient("I'm allergic to aspirin"), patient("oh and I take ibuprofen too")},
			[]string{"medication drug:ibuprofen"}, nil},
		{"near miss: no correction", [][2]string{patient("I'm allergic to aspirin"), patient("I take ibuprofen for my back")},
			[]string{"medication drug:ibuprofen"}, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			rd := readLast(r, c.turns...)
			if got := said2(rd.Statements); !equalSets(got, c.want) {
				t.Errorf("statements %q; want %q", got, c.want)
			}
			if got := said2(rd.Withdrawn); !equalSets(got, c.withdraw) {
				t.Errorf("withdrawn %q; want %q", got, c.withdraw)
			}
		})
	}
}

func said2(st []understand.Statement) []string {
	var out []string
	for _, s := range st {
		out = append(out, s.Type+" "+s.Concept)
	}
	return out
}

func equalSets(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	seen := map[string]int{}
	for _, x := range a {
		seen[x]++
	}
	for _, x := range b {
		seen[x]--
	}
	for _, n := range seen {
		if n != 0 {
			return false
		}
	}
	return true
}
