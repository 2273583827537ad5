package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A switch told with the drug switched to first and the one left after
// it, with why it was left: "The doctor on the phone switched me to
// nitrofurantoin on Tuesday after the sample came back, the trimethoprim
// wasnae touchin' it" (s50 blind round 19 en20). "From A to B" reads the
// drugs in the other order (statements.go's switches); here the drug
// named after the switch, in its sentence, is the one left only when its
// own clause says it did not work. "Switched me to nitrofurantoin, I'm
// still on the tamsulosin" and "switched me to nitrofurantoin, the
// trimethoprim's in the cupboard" leave the drug after it as it was read.

// failedAfter opens the clause after a drug that says it did not work.
var failedAfter = regexp.MustCompile(`^\s*(?:was|were|is|'s|did|does|had|has)(?:n't|nt|nae|na| not)\s+(?:even\s+)?` +
	`(?:touch(?:ing|in'?)?|work(?:ing|in'?)?|do(?:ing|in'?)?(?: anything| owt| nothing| a thing)?|help(?:ing|in'?)?|shift(?:ing|in'?)?|clear(?:ing|in'?)?)\b|` +
	`^\s*(?:was|were|is|'s)\s+(?:useless|no good|no use|doing nothing|doin'? nothing|doing nowt|doin'? nowt)\b|^\s*did (?:nothing|nowt|sod all)\b`)

// switchedAwayAfter stops the drug named after a switch to another in the
// same sentence whose clause says it failed (see above).
func switchedAwayAfter(x extract.Result, tx text, out []Statement) []Statement {
	meds := drugMentions(x.Mentions)
	for k := 0; k+1 < len(meds); k++ {
		b, a := meds[k], meds[k+1]
		if a.ConceptID == b.ConceptID || !tx.sameSentence(a, b) || !switchesTo(tx, b) || wishedSwitchTo(tx, b) ||
			!failedAfter.MatchString(tx.after(a)) {
			continue
		}
		for i := range out {
			if out[i].Type == Medication && out[i].Concept == a.ConceptID && !out[i].Negated && !out[i].Hypothetical && out[i].Experiencer == extract.Patient {
				out[i].Status, out[i].Historical = Stopped, true
			}
		}
	}
	return out
}
