package memory_test

import (
	"fmt"
	"sort"
	"testing"

	"github.com/anamnesis-health/anamnesis/entity"
)

// A condition the patient's next turn gives to someone else, an allergy to
// a drug it tells taken without trouble, and a weight it corrects leave
// the record as the patient's (s42 blind round 6).
func TestACorrectionLeavesTheRecord(t *testing.T) {
	cases := []struct {
		name  string
		turns [][2]string
		kind  string
		want  []string
	}{
		{"the husband's diabetes", [][2]string{{"patient", "I have high cholesterol and type 2 diabetes."},
			{"patient", "Sorry, I mean my husband has the diabetes. I just have the cholesterol."}},
			entity.Condition, []string{"cond:hypercholesterolemia"}},
		{"penicillin taken fine since", [][2]string{{"assistant", "您对什么药物过敏吗？"}, {"patient", "青霉素吧……小时候打过一次起了一身疹子。"},
			{"patient", "哦不对，我记错了，那次是头孢，青霉素我后来打过好几次都没事。"}},
			entity.Allergy, nil},
		{"near miss: the husband's too", [][2]string{{"patient", "I have high cholesterol and type 2 diabetes."},
			{"patient", "My husband has the diabetes as well."}},
			entity.Condition, []string{"cond:hypercholesterolemia", "cond:type2_diabetes"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			e := newEnv(t, recordBackends(t)["embedded"], nil)
			for i, turn := range c.turns {
				e.turn(fmt.Sprintf("t%d", i), turn[0], turn[1], nil)
			}
			var got []string
			for _, f := range e.record() {
				if f.Type == c.kind && f.Status == entity.Active {
					got = append(got, f.Attributes[entity.ConceptAttribute])
				}
			}
			sort.Strings(got)
			if fmt.Sprint(got) != fmt.Sprint(c.want) {
				t.Errorf("active %q, want %q", got, c.want)
			}
		})
	}
}
