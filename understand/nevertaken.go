package understand

import (
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A drug asked after ("一个月了，他汀吃得怎么样？", "How are you getting on
// with the atorvastatin?") and answered "一片都没吃", "I haven't taken a
// single one" was never taken: the answer names no drug, and the record
// kept the prescription as a drug taken (followup/zh-y1 dev).

// noneTakenWords say, in a turn that names no drug, that the patient has
// not taken any of the drug just asked about.
var noneTakenWords = []string{"一片都没吃", "一粒都没吃", "一颗都没吃", "一次都没吃", "一片也没吃", "一粒也没吃", "一直没吃", "一直没敢吃", "没敢吃",
	"根本没吃", "压根没吃", "压根儿没吃", "从来没吃", "还没开始吃", "没开始吃", "一粒都冇食", "一直冇食", "冇食过", "一次都冇食",
	"haven't taken a single", "have not taken a single", "haven't taken any", "have not taken any", "never took any", "never taken any",
	"never started it", "never started them", "never started taking", "haven't started it", "haven't started them", "haven't started taking",
	"haven't even started", "never even started", "haven't touched it", "haven't touched them", "never touched it", "never touched them"}

// neverTakenAnswered returns the drug the clinician's or assistant's turn
// before asked about, as not taken, when a sentence of the patient's turn
// that names no drug says none was taken ("说实话一直没敢吃。…维生素D和钙片倒是
// 天天吃。"); out otherwise.
func (r *Reader) neverTakenAnswered(x extract.Result, tx text, prior []Prior, out []Statement) []Statement {
	n := len(prior)
	if n == 0 || prior[n-1].Speaker == Patient || !namesADrug(prior[n-1].Reading.Extract) || !noneTakenInASentence(x, tx) {
		return out // the sentences are read only after a turn that named a drug
	}
	for _, a := range prior[n-1].Reading.Asks {
		if a.Type != Medication {
			return out // "…like rosuvastatin, she may want to try that. Do you smoke?" "Never touched them."
		}
	}
	asked := ""
	for _, m := range prior[n-1].Reading.Extract.Mentions {
		if !isDrug(m) || m.Assertion.Negated || m.Assertion.Experiencer != extract.Patient {
			continue
		}
		switch {
		case asked == "" || asked == m.ConceptID:
			asked = m.ConceptID
		case r.onto.InClass(asked, m.ConceptID):
			// "阿托伐他汀…他汀": the drug, in the class named after it
		case r.onto.InClass(m.ConceptID, asked):
			asked = m.ConceptID
		default:
			return out // two drugs asked: which one was never taken is not said
		}
	}
	if asked == "" {
		return out
	}
	return append(out, Statement{Type: Medication, Concept: asked, Display: r.Display(asked, "en"), Attributes: map[string]string{},
		Experiencer: extract.Patient, Confidence: 0.9, Negated: true})
}

// noneTakenInASentence reports whether a sentence of tx says none of a
// drug was taken (noneTakenWords) and names no drug.
func noneTakenInASentence(x extract.Result, tx text) bool {
	for i := 0; i < len(tx.runes); {
		start, end := tx.bounds(tx.sent, i)
		if containsAny(strings.ToLower(tx.between(start, end)), noneTakenWords) && !slices.ContainsFunc(x.Mentions, func(m extract.Mention) bool {
			return isDrug(m) && m.Span[0] >= start && m.Span[0] < end
		}) {
			return true
		}
		i = max(end, i+1)
	}
	return false
}
