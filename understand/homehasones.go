package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// "家里有糖尿病的吗？" asks whether anyone at home has diabetes: 有…的 names
// the ones who have it, as 家里人 or "anyone in the family" do, and a "没有"
// to it says nothing of the patient's own diabetes (asked/zh-x1-027: the
// patient's diabetes was written denied). "家里有布洛芬吗？" asks of a drug
// kept at home, with no 的 closing the ones who have something, and stays
// as it was read.
var zhHomeHasOnes = regexp.MustCompile(`(?:家里|家里头|家里边|屋里|屋头|屋企|家中)(?:有没有|有冇|有无|有)[^，,。？?！!]{1,12}的(?:人)?(?:吗|嗎|没有|冇|不)?[？?]?\s*$`)

// homeHasOnesAsked makes the findings asked of by a turn whose one
// question is as above the family's, in rd's asks and as the relative
// asked of.
func homeHasOnesAsked(rd *Reading, sents []sentence) {
	var asked []sentence
	for _, s := range sents {
		if s.question {
			asked = append(asked, s)
		}
	}
	if len(asked) != 1 || !zhHomeHasOnes.MatchString(asked[0].text) {
		return
	}
	family := extract.Relative("家里人")
	for i := range rd.Asks {
		if rd.Asks[i].Relative == "" && (rd.Asks[i].Type == ontology.TypeCondition || rd.Asks[i].Type == ontology.TypeSymptom) {
			rd.Asks[i].Relative = family
		}
	}
	if rd.Relative == "" {
		rd.Relative = family
	}
}
