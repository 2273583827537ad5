package understand

import (
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A dose told in answer to a question of how much or how often (session
// 70's review 4, and reviews 2 and 3 before it): "What dose of losartan are
// you taking, and how often?" "50mg, once in the morning." kept the
// losartan without its dose, since the answer names no drug to tie the
// dose to. A clinician's or the assistant's question that asks the dose or
// how often of the one drug it names marks that drug (Reading.DoseAsked);
// the answer's one dose tied to no drug, before any drug it names, is that
// drug's, and says the patient takes it.

// doseAskWords ask how much or how often a drug is taken.
var doseAskWords = []string{"what dose", "which dose", "how much", "how many mg", "how many milligrams", "what strength", "how often", "how many times",
	"每次吃多少", "吃多少", "多少毫克", "多大剂量", "什么剂量", "剂量", "一天几次", "几次", "每次几片", "几片", "多少片", "多少单位",
	// "胰岛素现在打多少？" (review 5, Z05).
	"打多少", "用多少", "多少个单位", "几个单位"}

// doseAskedOf returns the drug whose dose or frequency a questioning turn
// asks, when its questions name exactly one drug, or "".
func doseAskedOf(x extract.Result, sents []sentence) string {
	asked := false
	for _, s := range sents {
		asked = asked || s.question && containsAny(s.text, doseAskWords)
	}
	if !asked {
		return ""
	}
	drug := ""
	for _, m := range drugMentions(x.Mentions) {
		a := m.Assertion
		if a.Experiencer != "" && a.Experiencer != extract.Patient || a.Negated || a.Historical || drug != "" && drug != m.ConceptID {
			return "" // "以前吃的阿司匹林是多少剂量？" asks of a dose gone by
		}
		drug = m.ConceptID
	}
	return drug
}

// doneWords tell, in an answer, of a dose gone by: "以前吃一片", "I used to
// take 20 mg".
var doneWords = []string{"以前", "之前", "原来", "过去", "停了", "不吃了", "没吃了", "used to", "stopped", "was on", "were on", "came off", "no longer", "not anymore", "any more"}

// doseTold adds, to a patient's turn answering a dose question
// (doseAskedOf), the drug asked with the answer's one loose dose.
func (r *Reader) doseTold(x extract.Result, tx text, st []Statement, prior []Prior) []Statement {
	if len(prior) == 0 || prior[len(prior)-1].Speaker == Patient {
		return st
	}
	drug := prior[len(prior)-1].Reading.DoseAsked
	if drug == "" {
		return st
	}
	dose, ok := oneLooseDose(x)
	if !ok && len(x.Doses) > 0 {
		// "早上十二个单位，晚上八个": a dose at each time, which one
		// attribute does not hold; the drug is taken, its doses are the
		// turn's words.
		dose, ok = extract.Dose{Span: x.Doses[0].Span}, !slices.ContainsFunc(x.Doses, func(d extract.Dose) bool { return d.Mention >= 0 })
	}
	if sentence := strings.ToLower(tx.sentenceOf(dose.Span[0])); !ok || containsAny(sentence, outgrownHedges) || containsAny(sentence, doneWords) {
		return st // "I think I'm on zero point five milligrams a day": which dose, and whether still, is unsure (mts dev train-634)
	}
	for _, m := range drugMentions(x.Mentions) {
		if m.ConceptID == drug || m.Span[0] < dose.Span[0] {
			return st // named in the answer, it is read with its own dose; named before, the dose may be its
		}
	}
	for _, s := range st {
		if s.Concept == drug {
			return st
		}
	}
	s := Statement{Type: Medication, Concept: drug, Display: r.Display(drug, "en"), Attributes: map[string]string{}, Experiencer: extract.Patient, Confidence: 0.9}
	return append(st, withDose(s, dose))
}

// oneLooseDose returns the turn's one dose tied to no drug: a loose amount
// and a loose frequency told apart ("50mg up to three times a day") are
// one dose. Two amounts, or two frequencies, leave which is meant unsure.
func oneLooseDose(x extract.Result) (extract.Dose, bool) {
	var out extract.Dose
	amounts, freqs := 0, 0
	for _, d := range x.Doses {
		if d.Mention >= 0 {
			continue
		}
		if amounts+freqs == 0 {
			out.Span = d.Span
		}
		if d.Value > 0 {
			amounts++
			out.Value, out.Unit = d.Value, d.Unit
		}
		if d.Frequency != "" {
			freqs++
			out.Frequency = d.Frequency
		}
	}
	return out, amounts <= 1 && freqs <= 1 && amounts+freqs > 0
}

// withDose returns s with dose's amount and frequency.
func withDose(s Statement, dose extract.Dose) Statement {
	if dose.Value > 0 {
		setDose(s.Attributes, dose)
	}
	if dose.Frequency != "" {
		s.Attributes["frequency"] = dose.Frequency
	}
	return s
}
