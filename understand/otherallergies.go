package understand

import (
	"regexp"
	"slices"

	"github.com/anamnesis-health/anamnesis/extract"
)

// othersWords, in the clause of an allergy denied, make it a denial of the
// rest: "别的没发现过敏", "其他的都不过敏", "No other allergies", "not
// allergic to anything else".
var othersWords = regexp.MustCompile(`别的|别样|其他|其它|另外|\bothers?\b|\belse\b`)

// otherAllergiesAsked asks of allergies besides those told: "Any other
// allergies, food or medicine?", "Any other drug allergies?", "还有别的过敏
// 吗？". Its "no" denies the rest, not every allergy.
var otherAllergiesAsked = regexp.MustCompile(`\bother (?:drug |food |medicine |medication )?allerg|\bany others\b|别的.{0,4}过敏|其他.{0,4}过敏|其它.{0,4}过敏`)

// deniedOnlyTheRest drops "no known allergies" from a turn whose allergy
// denial is of the others only. The rest are others than an allergy told
// before or being asked about; writing no allergies at all beside it
// contradicts the record ("我对阿莫西林过敏" … "别的没发现过敏"), and what
// the others are is not said, so nothing is written.
func deniedOnlyTheRest(x extract.Result, tx text, out []Statement) []Statement {
	for _, m := range x.Mentions {
		if IsAllergyWord(m) && m.Assertion.Negated && othersWords.MatchString(tx.clauseOf(m.Span[0])) {
			return slices.DeleteFunc(out, func(s Statement) bool {
				return s.Type == Allergy && NoKnownAllergies(s.Concept) && s.Negated
			})
		}
	}
	return out
}
