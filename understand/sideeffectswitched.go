package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// The English twin of zhSideEffectOfStopped: "I used to take nifedipine, my
// ankles swelled up badly, so last year they switched me to valsartan". The
// complaint between a drug read stopped or past and a "so …" that switched
// or stopped it is what the drug did, the reason it went: it went with the
// drug. Only a "so" clause ties the stop to the complaint; a stop told first
// ("I stopped the nifedipine last week but my ankles are still swelling")
// says nothing of why, and a word of now keeps the complaint current.

// enSoStoppedAfter, after the complaint, is the stop or switch it led to:
// "so they switched me", "so I stopped it", "so I came off it", "so they
// took me off it". A few words may come between ("so last year they…").
var enSoStoppedAfter = regexp.MustCompile(`\bso\b[^.!?;]{0,30}?\b(switched me|changed me over|swapped me|took me off|stopped (it|them|that|taking it)|came off (it|them|that)|gave (it|them|that) up)\b`)

// enComplaintGoesOn, after the complaint, keep it current.
var enComplaintGoesOn = []string{"still", "now", "since", "again", "these days", "at the moment", "keeps", "ever since", "hasn't gone", "not gone", "haven't gone"}

// enSideEffectOfStopped reports whether an English symptom is told as what
// a stopped or past drug earlier in its sentence did before a "so …" stop
// or switch after it (see above).
func enSideEffectOfStopped(x extract.Result, tx text, m extract.Mention, st []Statement) bool {
	if isHan(m.Text) || !stoppedDrugBefore(x, tx, m, st) {
		return false
	}
	rest := tx.between(m.Span[1], tx.sentenceEnd(m))
	return enSoStoppedAfter.MatchString(rest) && !containsAny(rest, enComplaintGoesOn)
}

// stoppedDrugBefore reports whether a drug of m's sentence, named before
// it, is read stopped or past.
func stoppedDrugBefore(x extract.Result, tx text, m extract.Mention, st []Statement) bool {
	for _, d := range x.Mentions {
		if d.Span[0] >= m.Span[0] || (d.Type != ontology.TypeDrug && d.Type != ontology.TypeDrugClass) || !tx.sameSentence(d, m) {
			continue
		}
		for _, s := range st {
			if s.Concept == d.ConceptID && s.Type == Medication && !s.Negated && (s.Status == Stopped || s.Historical) {
				return true
			}
		}
	}
	return false
}
