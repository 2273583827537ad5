package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A drug planned and then never taken is no drug of the patient's: "原来说要
// 吃他莫昔芬，后来没吃，直接用的来曲唑" (s49, blind round 17 zh17), "I was
// supposed to start metformin but never did". The plan is to start it;
// a plan to stop that was not carried out ("I was going to stop the
// metformin but didn't") leaves the drug taken, and is not read here.

// planToStart opens the clause before the drug with a plan to start it.
var planToStart = regexp.MustCompile(`(?:(?:原来|本来|原本|当时|之前|起初)?(?:说|说好)?要|打算|准备|计划|想)(?:给我)?(?:先)?(?:吃|用|打|上|开|换成?)$|` +
	`\b(?:was|were|am|are|had been)\s+(?:going to|gonna|supposed to|meant to|due to|planning to|planned to)\s+(?:start|try|take|put me on|get me on|give me|prescribe(?: me)?|begin)(?:\s+me\s+on)?\s*(?:the\s+|some\s+|a\s+)?$`)

// neverCarriedOut, after the drug in its sentence, says the plan was not
// carried out: "后来没吃", "结果没用上", "but never did", "but I never took
// it".
var neverCarriedOut = regexp.MustCompile(`^[^。！？!?]{0,12}?(?:后来|最后|结果|但是|可是|不过|但)?(?:我)?(?:也)?(?:没|没有|冇)(?:吃|用|打|上|开)(?:成|上|过)?(?:[，,。！？!?\s]|$)|` +
	`^[^.!?]{0,30}?\bbut\s+(?:i\s+|we\s+|they\s+|he\s+|she\s+)?(?:never\s+(?:did|took|started|got|filled|had|went)|didn't|did not|it never happened)\b`)

// plannedNeverTaken drops the medications of st that the turn tells
// planned and never taken.
func plannedNeverTaken(x extract.Result, tx text, st []Statement) []Statement {
	kept := st[:0]
	for _, s := range st {
		if s.Type == Medication && !s.Negated {
			if m, ok := mentionOf(x, s.Concept); ok && planToStart.MatchString(strings.TrimRight(tx.before(m), " ")) &&
				neverCarriedOut.MatchString(tx.between(m.Span[1], tx.sentenceEnd(m))) {
				continue
			}
		}
		kept = append(kept, s)
	}
	return kept
}
