package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A drug told only by what it once did is no drug taken now: "Oh and
// morphine made me hallucinate in hospital" (session 70's review 4, E13)
// wrote morphine as a current medication. A drug whose clause goes on
// "made me" or "gave me", in a sentence set in a time gone by ("in
// hospital", "last time", "years ago") and saying nothing of taking it
// now, was taken then.

var (
	pastEffect  = regexp.MustCompile(`^\s*(?:really |once |always )?(?:made me|made my|gave me)\b`)
	pastSetting = []string{"in hospital", "in the hospital", "last time", "when i had", "after my", "after the op", "years ago", "as a kid", "as a child",
		"when i was", "once", "that time"}
	takenNow = []string{"still", "now", "at the moment", "currently", "i take", "i'm on", "i am on", "taking it", "on it"}
)

// pastEffects makes historical the patient's drugs the turn tells only by
// what they did once (see above).
func pastEffects(x extract.Result, tx text, st []Statement) []Statement {
	past := map[string]bool{}
	for _, m := range x.Mentions {
		if !isDrug(m) || m.Assertion.Negated || m.Assertion.Hypothetical {
			continue
		}
		sentence := strings.ToLower(tx.sentenceOf(m.Span[0]))
		if pastEffect.MatchString(strings.ToLower(tx.after(m))) && containsAny(sentence, pastSetting) && !hasAnyWord(sentence, takenNow) {
			past[m.ConceptID] = true
		}
	}
	for i, s := range st {
		if s.Type == Medication && past[s.Concept] && !s.Negated && s.Status == "" {
			st[i].Historical = true
		}
	}
	return st
}
