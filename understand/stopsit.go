package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A clinician names a drug as the cause and stops it by a pronoun in the
// next breath: "It does sound like it could be a reaction to the Augmentin.
// I'd stop taking it now" (en/r1). thatDrugStopped reads only a turn that
// names no drug; here the turn names one before the stop, in a sentence
// that orders nothing, and "it" can be no other. Two drugs named before it
// leave "it" unsure (the lesson of thatonestopped.go: a referred stop of
// the wrong drug is a wrong write); what is named after it ("…and sort
// another antibiotic") is not what "it" points back to. Only a drug the
// patient said they take is stopped.

// enStopIt is a stop whose object is "it", ending its clause: "stop taking
// it now", "stop it today", "come off it", "hold it for now".
var enStopIt = regexp.MustCompile(`\b(?:stop|stop taking|stop using|come off|hold|discontinue)\s+it(?:\s+(?:now|then|for now|today|from today|straight away|right away|for the moment))?\s*(?:[.,!;:]|\band\b|$)`)

// itStopped adds a stop of the one drug the clinician's turn names before a
// sentence that stops "it" (see above).
func itStopped(x extract.Result, tx text, out []Statement, prior []Prior) []Statement {
	at := -1
	for _, s := range sentences(tx.str) {
		if s.question || containsAny(s.text, thatDrugBlocks) {
			continue
		}
		if loc := enStopIt.FindStringIndex(s.text); loc != nil {
			at = s.start + len([]rune(s.text[:loc[0]]))
			break
		}
	}
	if at < 0 {
		return out
	}
	var drug extract.Mention
	n := 0
	for _, m := range x.Mentions {
		if (m.Type == ontology.TypeDrug || m.Type == ontology.TypeDrugClass) && m.Span[1] <= at {
			if n == 0 || m.ConceptID != drug.ConceptID {
				n++
			}
			drug = m
		}
	}
	if n != 1 || stated(out, drug.ConceptID) {
		return out
	}
	for _, d := range patientDrugs(prior) {
		if d.Concept == drug.ConceptID {
			st := stopOf(d)
			st.Confidence = 0.8 // the drug is inferred from "it", not named in the order
			return append(out, st)
		}
	}
	return out
}
