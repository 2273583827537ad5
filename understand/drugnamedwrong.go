package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A drug corrected by name later in the turn: "我现在吃的降压药是氨氯地平" …
// "等一下，我看了下药盒，不是氨氯地平，是非洛地平，写错了，不好意思" (s43 blind
// round 8, zh07). The turn does not open with a correction (drugcorrected.go
// wants one), so amlodipine stayed active beside the felodipine meant, and
// the gate held felodipine as a contradiction. Here the slip is said
// somewhere in the turn (写错了, "my mistake") and the drug taken back is
// named as the one it is not (不是氨氯地平): that is as sure as an opening
// "不对", and only the drug so denied is withdrawn. A slip said of a dose,
// or of a drug the turn before did not tell, withdraws nothing.

// slipWords say the speaker got a word wrong.
var slipWords = []string{"写错了", "说错了", "记错了", "看错了", "搞错了", "打错了", "弄错了", "my mistake", "my bad", "i got it wrong",
	"i got that wrong", "got it mixed up", "typo"}

// drugsNamedWrong returns the patient's drugs of the turn before that a turn
// telling its slip denies by name for another drug (see above).
func drugsNamedWrong(text string, statements []Statement, prior []Prior) []Statement {
	lower := strings.ToLower(text)
	if opensACorrection(text) || !containsAny(lower, slipWords) || containsAny(lower, addedWords) {
		return nil // an opening correction is drugsCorrected's
	}
	before, ok := patientTurnBefore(prior)
	if !ok {
		return nil
	}
	told, denied := map[string]bool{}, map[string]bool{}
	for _, s := range before.Statements {
		if s.Type == Medication && current(s) && s.Status != Stopped {
			told[s.Concept] = true
		}
	}
	meant := false
	for _, s := range statements {
		if s.Type != Medication || s.Experiencer != extract.Patient {
			continue
		}
		switch {
		case s.Negated:
			denied[s.Concept] = true
		case current(s) && s.Status != Stopped && !told[s.Concept]:
			meant = true
		}
	}
	if !meant {
		return nil
	}
	var out []Statement
	for _, s := range before.Statements {
		if s.Type == Medication && told[s.Concept] && denied[s.Concept] {
			out = append(out, Statement{Type: Medication, Concept: s.Concept, Display: s.Display, Experiencer: extract.Patient,
				Confidence: s.Confidence})
			delete(denied, s.Concept)
		}
	}
	return out
}
