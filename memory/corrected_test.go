package memory_test

import (
	"fmt"
	"sort"
	"testing"

	"github.com/anamnesis-health/anamnesis/entity"
)

// A drug named wrongly and corrected in a later turn is withdrawn from the
// record, and the drug meant is written in its place (no duplicate-statin
// claim against the withdrawn one); a drug added keeps both. A condition
// the next turn gives to someone else and an allergy to a drug it tells
// taken without trouble leave too (s42 blind round 6). On every record
// backend: the withdrawal closes facts through the store's supersession.
func TestACorrectionLeavesTheRecord(t *testing.T) {
	cases := []struct {
		name  string
		turns [][2]string
		kind  string
		want  []string
	}{
		{"zh05: the spouse's atorvastatin leaves, the rosuvastatin is written",
			[][2]string{{"patient", "我在吃阿托伐他汀，一天一片20毫克"}, {"assistant", "晚上吃还是早上？"},
				{"patient", "哦不对不对，我记错了，是瑞舒伐他汀，10毫克的，阿托伐他汀是我老伴吃的"}},
			entity.Medication, []string{"drug:rosuvastatin active"}},
		{"en16: metformin leaves, metoprolol is written",
			[][2]string{{"patient", "I take metformin for my heart"}, {"assistant", "Metformin is usually for diabetes, do you mean metoprolol?"},
				{"patient", "oh yes sorry, metoprolol. 25 twice a day"}},
			entity.Medication, []string{"drug:metoprolol active"}},
		{"near miss: a drug added keeps both",
			[][2]string{{"patient", "I take metformin for my heart"}, {"assistant", "Anything else?"}, {"patient", "oh and also metoprolol"}},
			entity.Medication, []string{"drug:metformin active", "drug:metoprolol active"}},
		{"the husband's diabetes", [][2]string{{"patient", "I have high cholesterol and type 2 diabetes."},
			{"patient", "Sorry, I mean my husband has the diabetes. I just have the cholesterol."}},
			entity.Condition, []string{"cond:hypercholesterolemia active"}},
		{"penicillin taken fine since", [][2]string{{"assistant", "您对什么药物过敏吗？"}, {"patient", "青霉素吧……小时候打过一次起了一身疹子。"},
			{"patient", "哦不对，我记错了，那次是头孢，青霉素我后来打过好几次都没事。"}},
			entity.Allergy, []string{"allergen:cephalosporins active"}}, // the rash of that time was the cephalosporin's (allergycorrected.go)
		{"round 6 en10: warfarin switched for apixaban is stopped, no contradiction",
			[][2]string{{"patient", "I'm on warfarin, 5mg."},
				{"patient", "sorry no, it's apixaban now, they switched me in the summer. The warfarin was a faff with all the blood tests."}},
			entity.Medication, []string{"drug:apixaban active", "drug:warfarin stopped"}},
		{"near miss: the husband's too", [][2]string{{"patient", "I have high cholesterol and type 2 diabetes."},
			{"patient", "My husband has the diabetes as well."}},
			entity.Condition, []string{"cond:hypercholesterolemia active", "cond:type2_diabetes active"}},
	}
	for name, backend := range recordBackends(t) {
		for _, c := range cases {
			t.Run(name+"/"+c.name, func(t *testing.T) {
				e := newEnv(t, backend, nil)
				for i, turn := range c.turns {
					e.turn(fmt.Sprintf("t%d", i), turn[0], turn[1], nil)
				}
				var got []string
				for _, f := range e.record() {
					if f.Type == c.kind {
						got = append(got, f.Attributes[entity.ConceptAttribute]+" "+f.Status)
					}
				}
				sort.Strings(got)
				if fmt.Sprint(got) != fmt.Sprint(c.want) {
					t.Errorf("%s facts %q, want %q", c.kind, got, c.want)
				}
			})
		}
	}
}
