package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// An acute illness told in the simple past is over when the turn tells
// the end of it in the past too, in one of two ways:
//
//   - the patient got well after it: "I got one of those chest
//     infections, the phlegm went all green … so I started the rescue
//     pack … And I was right as rain in about a week". The recovery told
//     in the past is over already; a story brought back to now after it
//     ("but it came back", "still") is not.
//   - the complaints it came with, told after it in its sentence, are
//     all said to be over: "I had a bit of a cold, yeah, like a week
//     before, a sore throat and a runny nose, but that's gone now". The
//     illness went with them; one of them still there keeps it.
//
// A chronic illness ("I had asthma… I was fine after the inhaler") is not
// ended so: the caller asks only of acute ones.

// recoveredAfter are told recoveries beyond the ones a dated story closes
// with (paststories.go).
var recoveredAfter = []string{"right as rain", "was fine in", "was fine within", "was better in", "was better within", "was grand after",
	"was grand in", "was grand within", "was right again", "back on my feet", "was back to myself", "was back to normal"}

// toldHadThenRecovered reports whether acute illness mention m is told in
// the simple past and the turn after it says, in the past, that the
// patient got well, with nothing between or after that brings it to now.
func toldHadThenRecovered(tx text, m extract.Mention) bool {
	if isHan(m.Text) || !toldHadPlainly(tx, m) {
		return false
	}
	rest := tx.from(m.Span[1])
	k := -1
	for _, w := range append(append([]string(nil), recoveredWords...), recoveredAfter...) {
		if j := strings.Index(rest, w); j >= 0 && hasWord(rest[j:], w) && (k < 0 || j < k) {
			k = j
		}
	}
	return k >= 0 && !hasAnyWord(rest[:k], storyPresent) && !holdsAny(rest[:k], ongoingParts) && !hasAnyWord(rest[k:], storyGoesOn)
}

// toldHadPlainly reports whether m's clause tells it in the simple past,
// keeping nothing going, and its sentence asks nothing.
func toldHadPlainly(tx text, m extract.Mention) bool {
	clause := tx.clauseOf(m.Span[0])
	return hasAnyWord(clause, append(pastTelling, "caught")) && !hasAnyWord(clause, keptGoing) && !holdsAny(clause, ongoingParts) &&
		!strings.HasSuffix(strings.TrimSpace(tx.sentenceOf(m.Span[0])), "?")
}

// overWithItsComplaints reports whether acute illness mention m is told in
// the simple past and every finding its sentence names after it is a
// complaint of the patient's that the turn reads as over.
func overWithItsComplaints(x extract.Result, tx text, m extract.Mention, all []Statement) bool {
	if isHan(m.Text) || !toldHadPlainly(tx, m) {
		return false
	}
	over := map[string]bool{}
	for _, s := range all {
		if s.Type == Symptom && s.Experiencer == extract.Patient && !s.Negated {
			over[s.Concept] = s.Historical
		}
	}
	n := 0
	for _, o := range x.Mentions {
		if o.Span[0] < m.Span[1] || !tx.sameSentence(o, m) || o.Type == ontology.TypeBodySite {
			continue
		}
		if o.Type != ontology.TypeSymptom || !over[o.ConceptID] {
			return false
		}
		n++
	}
	return n > 0
}
