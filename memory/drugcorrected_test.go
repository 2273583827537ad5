package memory_test

import (
	"fmt"
	"sort"
	"testing"

	"github.com/anamnesis-health/anamnesis/entity"
)

// A drug named wrongly and corrected in a later turn is withdrawn from the
// record, and the drug meant is written in its place (no duplicate-statin
// claim against the withdrawn one); a drug added keeps both.
func TestADrugCorrectedInALaterTurnLeavesTheRecord(t *testing.T) {
	cases := []struct {
		name  string
		turns [][2]string
		want  []string
	}{
		{"zh05: the spouse's atorvastatin leaves, the rosuvastatin is written",
			[][2]string{{"patient", "我在吃阿托伐他汀，一天一片20毫克"}, {"assistant", "晚上吃还是早上？"},
				{"patient", "哦不对不对，我记错了，是瑞舒伐他汀，10毫克的，阿托伐他汀是我老伴吃的"}},
			[]string{"drug:rosuvastatin active"}},
		{"en16: metformin leaves, metoprolol is written",
			[][2]string{{"patient", "I take metformin for my heart"}, {"assistant", "Metformin is usually for diabetes, do you mean metoprolol?"},
				{"patient", "oh yes sorry, metoprolol. 25 twice a day"}},
			[]string{"drug:metoprolol active"}},
		{"near miss: a drug added keeps both",
			[][2]string{{"patient", "I take metformin for my heart"}, {"assistant", "Anything else?"}, {"patient", "oh and also metoprolol"}},
			[]string{"drug:metformin active", "drug:metoprolol active"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			e := newEnv(t, recordBackends(t)["embedded"], nil)
			for i, turn := range c.turns {
				e.turn(fmt.Sprintf("t%d", i), turn[0], turn[1], nil)
			}
			var got []string
			for _, f := range e.record() {
				if f.Type == entity.Medication {
					got = append(got, f.Attributes[entity.ConceptAttribute]+" "+f.Status)
				}
			}
			sort.Strings(got)
			if fmt.Sprint(got) != fmt.Sprint(c.want) {
				t.Errorf("medications %q, want %q", got, c.want)
			}
		})
	}
}
