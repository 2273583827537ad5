package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// invertedAux, right before a clinician's "you have", "you've got", make it
// a question by inversion, which a transcript without punctuation does not
// mark with a question mark: "do you have diabetes or thyroid problems
// those can make this worse" asks, it tells no diagnosis. "whether you have
// a pneumonia" is left to the hedge it is.
var invertedAux = []string{"do", "did", "does", "don't", "didn't", "doesn't", "have", "haven't", "would", "could", "can", "might", "d'you"}

// askedByInversion reports whether the words before a diagnosis cue at
// byte offset at end in an auxiliary that asks: the cue is the question's.
func askedByInversion(before string, at int) bool {
	head := strings.TrimRight(strings.ToLower(before[:at]), " ,")
	for _, a := range invertedAux {
		if head == a || strings.HasSuffix(head, " "+a) {
			return true
		}
	}
	return false
}

// enCompoundPrefix is an English adjective of "after" right before a
// condition, making it part of a longer name the lexicon lacks, as "后" does
// in "带状疱疹后神经痛": "postherpetic neuralgia", "post-traumatic headache".
// The neuralgia inside is not the diagnosis told.
var enCompoundPrefix = regexp.MustCompile(`\bpost[- ]?[a-z]+(ic|al|ive|ous)\s*$`)

// enCompoundName reports whether condition mention m follows such an
// adjective.
func enCompoundName(tx text, m extract.Mention) bool {
	return enCompoundPrefix.MatchString(strings.ToLower(tx.between(max(0, m.Span[0]-30), m.Span[0])))
}
