package understand

import (
	"regexp"
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
var iStoppedIt = regexp.MustCompile(`\bi(?:'ve| have| had|'d)? (?:stopped|quit|came off|come off|stopped taking|quit taking|gave up|given up) (?:it|them|those|that one|those tablets|the tablets|taking it|taking them)\b`)

// iStoppedItBlocks make the stop asked, to come, wished or denied.
var iStoppedItBlocks = []string{"should", "shall", "can i", "could", "would", "will", "'ll", "going to", "gonna", "thinking of", "want to", "wondering",
	"haven't", "have not", "hadn't", "didn't", "never", "not", "if", "when", "unless", "once"}

// patientStoppedIt adds a stop of the one drug the last turns named when
// a patient's turn that names no drug says "I stopped it". The patient's
// own word of the drug in this session is withdrawn as well, as a switch
// told in a correction does (switchedWhenCorrected): the stop then meets
// no active drug just said and is written as taken and stopped, not held
// as a contradiction of what the patient had just told.
func patientStoppedIt(x extract.Result, tx text, out, withdrawn []Statement, prior []Prior) ([]Statement, []Statement) {
	for _, m := range x.Mentions {
		if m.Type == ontology.TypeDrug || m.Type == ontology.TypeDrugClass {
			return out, withdrawn
		}
		if m.Assertion.Experiencer != "" && m.Assertion.Experiencer != extract.Patient {
			return out, withdrawn // "my wife stopped hers": whose "it" is unsure
		}
	}
	stop := false
	for _, s := range sentences(strings.ToLower(tx.str)) {
		if !s.question && (iStoppedIt.MatchString(s.text) && !containsAny(s.text, iStoppedItBlocks) || finishedItSaid(s.text)) {
			stop = true
		}
	}
	if !stop {
		return out, withdrawn
	}
	d, ok := oneDrugJustNamed(prior)
	if !ok || stated(out, d.Concept) {
		return out, withdrawn
	}
	st := stopOf(d)
	st.Confidence = 0.8 // the drug is inferred, not named
	if toldByThePatient(d.Concept, prior) && !stated(withdrawn, d.Concept) {
		withdrawn = append(withdrawn, Statement{Type: Medication, Concept: d.Concept, Display: d.Display, Attributes: map[string]string{},
			Experiencer: extract.Patient, Confidence: 0.8})
	}
	return append(out, st), withdrawn
}

// toldByThePatient reports whether a patient's turn among the last few
// said the drug taken.
func toldByThePatient(concept string, prior []Prior) bool {
	for n := len(prior) - 1; n >= 0 && n >= len(prior)-oneDrugTurns; n-- {
		if prior[n].Speaker != Patient {
			continue
		}
		for _, s := range prior[n].Reading.Statements {
			if s.Concept == concept && s.Type == Medication && current(s) && s.Status != Stopped {
				return true
			}
		}
	}
	return false
}
