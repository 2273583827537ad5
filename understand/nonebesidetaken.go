package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A no to "any allergies?" stays a no when the answer goes on to tell a
// drug the patient takes now: "有药物过敏吗？" "没有。我现在吃着二甲双胍。"
// (asked/zh-x1-024) has no known allergy and the metformin taken. Any
// concept the answer named kept the denial back, so that "no, just
// shellfish" names no allergy in general; a drug told with a taking verb
// before it (takingNow: "吃着", "在吃", "I'm on") is no allergen named.
// An answer that names anything else ("没有，就青霉素", "没有。我现在血压高")
// keeps the denial back as before.

// onlyDrugsTaken reports whether every mention the answer names (an echoed
// allergy word aside) is a drug told as taken now.
func onlyDrugsTaken(x extract.Result, tx text) bool {
	some := false
	for _, m := range x.Mentions {
		if IsAllergyWord(m) && !m.Assertion.Negated {
			continue
		}
		if m.Type != ontology.TypeDrug && m.Type != ontology.TypeDrugClass || m.Assertion.Negated ||
			!endsWithAny(strings.TrimRight(tx.before(m), " "), takingNow) {
			return false
		}
		some = true
	}
	return some
}
