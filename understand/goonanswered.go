package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// "二甲双胍还继续吃吗？" "继续吃，一次500毫克，一天两次。" (session 70's review 4,
// Z16) wrote no metformin: the clinician's answer names no drug, so it
// ordered nothing. An answer that opens by going on ("继续吃", "keep taking
// it") to the patient's question about one drug is an order to go on with
// that drug, at the dose the answer tells; answeredStop reads a stop so.

// goOnOpenings open an answer that says to go on with the drug asked.
var goOnOpenings = []string{"继续吃", "继续用", "继续", "接着吃", "照常吃", "照吃", "还是吃", "要吃", "可以继续", "keep taking it", "keep taking them",
	"keep on taking it", "carry on with it", "carry on taking it", "yes, keep taking", "yes, carry on", "yes, continue", "continue it", "continue with it"}

// answeredGoOn adds the drug the patient just asked about, taken on, when the
// clinician's answer opens by going on with it and names no drug.
func answeredGoOn(x extract.Result, tx text, out []Statement, prior []Prior) []Statement {
	asked, ok := drugJustAsked(tx, out, prior)
	if !ok || len(drugMentions(x.Mentions)) > 0 {
		return out
	}
	first := strings.ToLower(strings.TrimLeft(tx.clauseOf(0), " "))
	if startsWithAny(first, goOnOpenings) == "" {
		return out
	}
	s := Statement{Type: Medication, Concept: asked.Concept, Display: asked.Display, Attributes: map[string]string{},
		Experiencer: extract.Patient, Confidence: 0.9}
	return append(out, withDoseAnswered(s, x))
}
