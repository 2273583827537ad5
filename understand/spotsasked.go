package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// Spots, in answer to a question about bleeding, are spots of blood:
// "Have you seen any bleeding during your cycle?" "Not as much anymore.
// Just some spots here and there." (MTS-Dialog dev train-268) is spotting,
// not a rash. symptomFalseFriends reads "spots" so when its own sentence
// names the bleeding; here the question does. Spots answered to a question
// about the skin stay a rash.

// bleedingAskedWords, in the clinician's question, ask after bleeding.
var bleedingAskedWords = []string{"bleed", "bleeding", "bled", "blood", "period", "periods", "cycle", "spotting", "discharge"}

// spotsOfTheBleedingAsked drops the rash that is only "spots" said in
// answer to a question about bleeding.
func spotsOfTheBleedingAsked(x extract.Result, st []Statement, prior []Prior) []Statement {
	if len(prior) == 0 || prior[len(prior)-1].Speaker == Patient {
		return st
	}
	asked := false
	for _, m := range prior[len(prior)-1].Reading.Extract.Mentions {
		asked = asked || hasAnyWord(strings.ToLower(m.Text), bleedingAskedWords)
	}
	if !asked {
		return st
	}
	out := st[:0]
	for _, s := range st {
		if m, ok := mentionOf(x, s.Concept); ok && s.Concept == "sym:rash" && s.Experiencer == extract.Patient && !s.Negated &&
			strings.TrimSpace(strings.ToLower(m.Text)) == "spots" {
			continue
		}
		out = append(out, s)
	}
	return out
}
