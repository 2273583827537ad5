package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A drug the clinician has just put forward, said back by the patient as a
// bare word while they take it in, is no drug the patient tells of: "I'm
// gonna add chlorthalidone … It's a water pill" … "A water pill. Okay. My
// sister's on one of those" (en dev en-q1-002) wrote the diuretics as the
// patient's own, from the echo alone. The clinician's turn already holds
// the order; the echo adds nothing, and said back in a question ("A water
// pill?") it is no fact either.
//
// Only a sentence that is nothing but the drug's name (an article or
// "the" before it, a mark after it) is an echo, and only of a drug the
// clinician's turn right before named without asking about it, and only
// when it is asked back ("Chlorthalidone?"), ends the turn, or is taken in
// with an "okay": "What do you take?" "Metformin." and "Still on the
// metformin?" "Metformin, yes." are answers, and "I'll start metformin"
// "Metformin. I've been on it before." is told.

// echoArticles may open an echoed name.
var echoArticles = []string{"a ", "an ", "the ", "some ", "this ", "that "}

// echoedOrders drops a patient's medication statement whose every mention
// is a bare echo of a drug the clinician's turn before named.
func echoedOrders(x extract.Result, tx text, st []Statement, prior []Prior) []Statement {
	if len(prior) == 0 || prior[len(prior)-1].Speaker == Patient {
		return st
	}
	before := prior[len(prior)-1].Reading
	named := map[string]bool{}
	for _, m := range before.Extract.Mentions {
		if m.Type == ontology.TypeDrug || m.Type == ontology.TypeDrugClass {
			named[m.ConceptID] = true
		}
	}
	for _, a := range before.Asks {
		delete(named, a.Concept) // asked about: the name said back is an answer
	}
	if len(named) == 0 {
		return st
	}
	out := st[:0:0]
	for _, s := range st {
		if s.Type == Medication && s.Experiencer == extract.Patient && !s.Negated && named[s.Concept] && onlyEchoed(x, tx, s.Concept) {
			continue
		}
		out = append(out, s)
	}
	return out
}

// onlyEchoed reports whether every mention of concept in the turn is a
// sentence of its own holding nothing but the name.
func onlyEchoed(x extract.Result, tx text, concept string) bool {
	seen := false
	for _, m := range x.Mentions {
		if m.ConceptID != concept {
			continue
		}
		if m.Span[1] > len(tx.runes) {
			return false
		}
		sent := strings.ToLower(strings.TrimSpace(tx.sentenceOf(m.Span[0])))
		sent = strings.TrimRight(sent, ".?!… ")
		for _, a := range echoArticles {
			sent = strings.TrimPrefix(sent, a)
		}
		if sent != strings.ToLower(strings.TrimSpace(m.Text)) {
			return false
		}
		if end := strings.TrimSpace(tx.sentenceOf(m.Span[0])); strings.HasSuffix(end, "?") {
			seen = true
			continue // asked back
		}
		if !takenIn(tx, m) {
			return false
		}
		seen = true
	}
	return seen
}

// echoAcks take in what was said.
var echoAcks = []string{"okay", "ok", "right", "alright", "all right", "sure", "fine", "got it", "i see", "mm", "hmm", "mhm", "yeah", "yes", "okay then", "right then"}

// takenIn reports whether the echoed name ends the turn or the sentence
// after it is an acknowledgement alone ("Okay.", "Right, okay.").
func takenIn(tx text, m extract.Mention) bool {
	_, e := tx.bounds(tx.sent, m.Span[0])
	if e >= len(tx.runes) {
		return true
	}
	next := strings.ToLower(strings.TrimSpace(tx.sentenceOf(e)))
	next = strings.TrimRight(next, ".?!… ")
	if next == "" {
		return true
	}
	for _, part := range strings.Split(next, ",") {
		part = strings.TrimSpace(part)
		ok := false
		for _, a := range echoAcks {
			if part == a {
				ok = true
			}
		}
		if !ok {
			return false
		}
	}
	return true
}
