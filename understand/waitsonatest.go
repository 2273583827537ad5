package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A drug a clinician orders to start only once a test has come through
// ("阿莫西林皮试通过了再吃", "等皮试结果出来再用头孢", "做完皮试再打") is not
// taken yet, and may never be: until the test says so it is a plan.

// zhAfterTest says, in a drug's clause, that it waits on a test: the test,
// its passing or ending, and 再 with the verb of taking.
var zhAfterTest = regexp.MustCompile(`(皮试|试验|检查|化验|结果)[^，。,；;！!？?]{0,6}(了|以后|之后|后|完)[^，。,；;！!？?]{0,2}再(吃|用|服|打|输|开始)|等[^，。,；;！!？?]{0,10}(皮试|试验|检查|化验|结果)[^，。,；;！!？?]{0,6}再(吃|用|服|打|输|开始)|做完皮试再`)

// zhWaitsOnATest reports whether any of the turn's mentions of a drug
// concept sits in a clause that starts it only after a test.
func zhWaitsOnATest(x extract.Result, tx text, concept string) bool {
	for _, m := range x.Mentions {
		if m.ConceptID != concept || m.Type != ontology.TypeDrug && m.Type != ontology.TypeDrugClass {
			continue
		}
		if zhAfterTest.MatchString(tx.clauseOf(m.Span[0])) {
			return true
		}
	}
	return false
}
