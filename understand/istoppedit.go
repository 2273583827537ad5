package understand

import (
	"regexp"
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// "I've stopped it" said by the patient of the one drug the last turns
// named stops it: "the doc started me on allopurinol for gout about 2
// weeks ago" … "I've stopped it since yesterday cos of the rash" (s44
// blind round 10, en13). Coref resolves such an "it" only beyond the
// session's window (WithReferred); within it, as a clinician's "stop that
// one" does (thatDrugStopped), the stop is read only when exactly one drug
// was named and the patient takes it.

// iStoppedIt is the patient's own done stop of "it" or "them".
// "I packed it in" and "I gave it up" are the same stop said as people say
// it (session 70's review 6, E05).
var iStoppedIt = regexp.MustCompile(`\bi(?:'ve| have| had|'d)? (?:stopped|quit|came off|come off|stopped taking|quit taking|gave up|given up) (?:it|them|those|that one|those tablets|the tablets|taking it|taking them)\b` +
	`|\bi(?:'ve| have| had|'d)? (?:packed|knocked) (?:it|them|those) (?:in|on the head)\b|\bi(?:'ve| have| had|'d)? (?:gave|given) (?:it|them) up\b`)

// iStoppedItBlocks make the stop asked, to come, wished or denied.
var iStoppedItBlocks = []string{"should", "shall", "can i", "could", "would", "will", "'ll", "going to", "gonna", "thinking of", "want to", "wondering",
	"haven't", "have not", "hadn't", "didn't", "never", "not", "if", "when", "unless", "once"}

// patientStoppedIt adds a stop of the one drug the last turns named when
// a patient's turn that names no drug says "I stopped it". The patient's
// own word of the drug in this session is withdrawn as well, as a switch
// told in a correction does (switchedWhenCorrected): the stop then meets
// no active drug just said and is written as taken and stopped, not held
// as a contradiction of what the patient had just told.
func (r *Reader) patientStoppedIt(x extract.Result, tx text, out, withdrawn []Statement, prior []Prior) ([]Statement, []Statement) {
	for _, m := range x.Mentions {
		if m.Type == ontology.TypeDrug || m.Type == ontology.TypeDrugClass {
			return out, withdrawn
		}
		if m.Assertion.Experiencer != "" && m.Assertion.Experiencer != extract.Patient {
			return out, withdrawn // "my wife stopped hers": whose "it" is unsure
		}
	}
	stop, finished := false, false
	for _, s := range sentences(strings.ToLower(tx.str)) {
		if s.question {
			continue
		}
		if iStoppedIt.MatchString(s.text) && !containsAny(s.text, iStoppedItBlocks) {
			stop = true
		}
		if finishedItSaid(s.text) {
			stop, finished = true, true
		}
	}
	if !stop {
		return out, withdrawn
	}
	d, ok := oneDrugJustNamed(prior)
	if !ok {
		d, ok = r.drugTheListenerNamed(prior)
	}
	if !ok || stated(out, d.Concept) {
		return out, withdrawn
	}
	st := stopOf(d)
	st.Confidence = 0.8 // the drug is inferred, not named
	st.Finished = finished
	out = itsEffectsOver(x, tx, out)
	if toldByThePatient(d.Concept, prior) && !stated(withdrawn, d.Concept) {
		withdrawn = append(withdrawn, Statement{Type: Medication, Concept: d.Concept, Display: d.Display, Attributes: map[string]string{},
			Experiencer: extract.Patient, Confidence: 0.8})
	}
	return append(out, st), withdrawn
}

// toldByThePatient reports whether a patient's turn among the last few
// said the drug taken.
func toldByThePatient(concept string, prior []Prior) bool {
	return patientToldLately(prior, func(s Statement) bool {
		return s.Concept == concept && s.Type == Medication && current(s) && s.Status != Stopped
	})
}

// patientToldLately reports whether a statement of a patient's turn among
// the last few (oneDrugTurns) is one told.
func patientToldLately(prior []Prior, told func(Statement) bool) bool {
	for n := len(prior) - 1; n >= 0 && n >= len(prior)-oneDrugTurns; n-- {
		if prior[n].Speaker == Patient && slices.ContainsFunc(prior[n].Reading.Statements, told) {
			return true
		}
	}
	return false
}

// drugTheListenerNamed returns the one drug the clinician's or the
// assistant's turn just before named of the patient, when the last turns
// named no other: "How have you been getting on with the sertraline?"
// "Honestly I packed it in about three weeks ago" (review 6, E05) asks of
// a drug the patient takes, which nothing the patient said had put in the
// reading.
func (r *Reader) drugTheListenerNamed(prior []Prior) (Statement, bool) {
	n := len(prior)
	if n == 0 || prior[n-1].Speaker == Patient {
		return Statement{}, false
	}
	var found string
	for k := max(0, n-oneDrugTurns); k < n; k++ {
		for _, m := range prior[k].Reading.Extract.Mentions {
			if m.Type != ontology.TypeDrug && m.Type != ontology.TypeDrugClass {
				continue
			}
			if found != "" && found != m.ConceptID || k == n-1 && m.Assertion.Experiencer != "" && m.Assertion.Experiencer != extract.Patient {
				return Statement{}, false // two drugs, or someone else's: whose "it" is unsure
			}
			found = m.ConceptID
		}
	}
	if found == "" || !slices.ContainsFunc(prior[n-1].Reading.Extract.Mentions, func(m extract.Mention) bool { return m.ConceptID == found }) {
		return Statement{}, false
	}
	return Statement{Type: Medication, Concept: found, Display: r.Display(found, "en"), Attributes: map[string]string{}, Experiencer: extract.Patient}, true
}

// itsEffect, before a symptom in its sentence, tells what "it" did to the
// patient in the past: "it was making me feel sick all the time and I
// couldn't sleep".
var itsEffect = regexp.MustCompile(`\b(?:it|they|those)(?: was| were| had)? (?:making|made|giving|gave|causing|caused)\b`)

// itsEffectsOver makes historical what the drug the turn stops as "it" had
// done to the patient: the complaints went with it. A time the sentence
// names dates the stop, not their onset.
func itsEffectsOver(x extract.Result, tx text, out []Statement) []Statement {
	done := map[string]bool{}
	for _, m := range x.Mentions {
		if m.Type == ontology.TypeSymptom && itsEffect.MatchString(sentenceBefore(tx, m)) {
			done[m.ConceptID] = true
		}
	}
	for i, s := range out {
		if s.Type == Symptom && done[s.Concept] && current(s) && s.Experiencer == extract.Patient {
			out[i].Historical, out[i].Onset = true, nil
			delete(out[i].Attributes, "onset")
		}
	}
	return out
}
