package understand_test

import (
	"fmt"
	"sort"
	"testing"
)

// withdrawnBy returns the concepts the last of turns takes back, sorted.
func withdrawnBy(t *testing.T, turns ...[2]string) []string {
	t.Helper()
	out := []string{}
	for _, st := range readLast(newReader(t), turns...).Withdrawn {
		out = append(out, st.Concept)
	}
	sort.Strings(out)
	return out
}

type withdrawCase struct {
	name  string
	turns [][2]string
	want  []string
}

func runWithdrawCases(t *testing.T, cases []withdrawCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := withdrawnBy(t, c.turns...); fmt.Sprint(got) != fmt.Sprint(c.want) {
				t.Errorf("withdrawn by %q:\n got  %q\n want %q", c.turns[len(c.turns)-1][1], got, c.want)
			}
		})
	}
}

// A drug named wrongly and corrected in the patient's next turn ("我在吃阿
// 托伐他汀" … "哦不对不对，我记错了，是瑞舒伐他汀"; "I take metformin for my
// heart" … "do you mean metoprolol?" "oh yes sorry, metoprolol") is taken
// back: the first drug is withdrawn from the record, not kept beside the
// one the patient meant. A drug added, a drug named back, a dose corrected
// or two drugs both taken withdraw nothing.
func TestADrugCorrectedInALaterTurnIsWithdrawn(t *testing.T) {
	const atorva = "我在吃阿托伐他汀，一天一片20毫克"
	runWithdrawCases(t, []withdrawCase{
		{"zh05: 记错了，是瑞舒伐他汀，阿托伐他汀是我老伴吃的",
			[][2]string{patient(atorva), assistant("晚上吃还是早上？"), patient("哦不对不对，我记错了，是瑞舒伐他汀，10毫克的，阿托伐他汀是我老伴吃的")},
			[]string{"drug:atorvastatin"}},
		{"zh: 不对，是瑞舒伐他汀 in the very next turn",
			[][2]string{patient(atorva), patient("不对，是瑞舒伐他汀")},
			[]string{"drug:atorvastatin"}},
		{"en16: do you mean metoprolol? oh yes sorry, metoprolol",
			[][2]string{patient("I take metformin for my heart"), assistant("Metformin is usually for diabetes, do you mean metoprolol?"),
				patient("oh yes sorry, metoprolol. 25 twice a day")},
			[]string{"drug:metformin"}},
		{"near miss: a drug added",
			[][2]string{patient("I take metformin for my heart"), assistant("Anything else?"), patient("oh and also metoprolol")},
			[]string{}},
		{"near miss: sorry, a drug added too",
			[][2]string{patient("I take metformin"), patient("sorry, I also take metoprolol")},
			[]string{}},
		{"near miss: no, it's metformin keeps it",
			[][2]string{patient("I take metformin for my heart"), assistant("Metformin is usually for diabetes, do you mean metoprolol?"),
				patient("no, it's metformin")},
			[]string{}},
		{"near miss: the dose corrected only",
			[][2]string{patient(atorva), assistant("晚上吃还是早上？"), patient("哦不对，是10毫克的")},
			[]string{}},
		{"near miss: both taken",
			[][2]string{patient(atorva), assistant("晚上吃还是早上？"), patient("哦不对，是瑞舒伐他汀，阿托伐他汀也吃")},
			[]string{}},
		{"near miss: a clinician's switch",
			[][2]string{patient(atorva), clinician("阿托伐他汀停了，换成瑞舒伐他汀")},
			[]string{}},
	})
	runCases(t, []readCase{
		{"zh05: the rosuvastatin is the patient's, the atorvastatin the spouse's",
			[][2]string{patient(atorva), assistant("晚上吃还是早上？"), patient("哦不对不对，我记错了，是瑞舒伐他汀，10毫克的，阿托伐他汀是我老伴吃的")},
			[]string{"medication drug:rosuvastatin", "medication drug:atorvastatin of spouse"}},
	})
}

// The dose a correcting turn tells apart from the drug it puts in place is
// that drug's: "oh yes sorry, metoprolol. 25 twice a day".
func TestTheDoseOfADrugCorrectedIsTheDrugMeants(t *testing.T) {
	runAttrCases(t, []attrCase{
		{"en16: metoprolol. 25 twice a day", "drug:metoprolol",
			[][2]string{patient("I take metformin for my heart"), assistant("Metformin is usually for diabetes, do you mean metoprolol?"),
				patient("oh yes sorry, metoprolol. 25 twice a day")},
			map[string]string{"dose": "25", "frequency": "bid"}},
		{"zh05: the drug's own dose stays", "drug:rosuvastatin",
			[][2]string{patient("我在吃阿托伐他汀，一天一片20毫克"), assistant("晚上吃还是早上？"),
				patient("哦不对不对，我记错了，是瑞舒伐他汀，10毫克的，阿托伐他汀是我老伴吃的")},
			map[string]string{"dose": "10 mg"}},
		{"near miss: no correction, no dose given", "drug:metoprolol",
			[][2]string{patient("I take metformin for my heart"), assistant("Anything else?"), patient("oh and metoprolol. 25 twice a day")},
			map[string]string{"dose": "", "frequency": ""}},
	})
}
