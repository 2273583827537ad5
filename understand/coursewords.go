package understand

import (
	"regexp"
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// Words right before or after a drug that say its course ended or that it
// was started: the stop reading (statements.go) asks them of each drug.

// finishedRightBefore reports whether the words right before drug m say a
// course of it was finished: "I finished Coartem last week for malaria",
// "he just finished Coartem yesterday" (session 74's review 15, E04, E16).
// "I finished work and took my metformin" finishes no drug, nor "I
// haven't finished the amoxicillin yet" its course.
func finishedRightBefore(tx text, m extract.Mention) bool {
	w := strings.Fields(strings.ToLower(tx.between(tx.clauseStart(m.Span[0]), m.Span[0])))
	for len(w) > 0 && slices.Contains([]string{"the", "her", "his", "my", "their", "off", "up", "all", "of", "course", "iv", "oral"}, w[len(w)-1]) {
		w = w[:len(w)-1]
	}
	n := len(w)
	if n == 0 || w[n-1] != "finished" && w[n-1] != "finish" || hasAnyWord(strings.ToLower(tx.clauseOf(m.Span[0])), []string{"yet"}) {
		return false
	}
	// "I haven't finished the amoxicillin", "I've nearly finished the
	// antibiotics", "I have to finish my antibiotics": a course that goes
	// on. Bare "finish" is the past in Caribbean and West African English
	// ("I just finish my Coartem yesterday", review 16 E13).
	return n < 2 || !slices.Contains(finishNotOver, w[n-2])
}

// finishNotOver, right before "finished" or "finish", say the course is
// not over.
var finishNotOver = []string{"haven't", "hasn't", "hadn't", "havent", "hasnt", "not", "nearly", "almost", "never", "didn't", "didnt", "nae", "havnae",
	"to", "will", "must", "should", "gonna", "can", "can't", "cannot", "need", "don't", "dont", "i'll", "we'll", "must've", "go", "na", "no"}

// finishedItAfter, after a drug, says the speaker or the patient finished
// it: "di doctor give her nitrofurantoin and she finish it Saturday gone"
// (review 16 E04). A modal between ("I must finish it") keeps it going.
var finishedItAfter = regexp.MustCompile(`\b(?:i|he|she|we|they|mi|me|him|her)(?: just| don| done| already| dun)? finish(?:ed)? (?:it|am|dem|them|all of it|di course|the course)\b`)

// startWordsBefore, right before a drug, start it: the stop said before
// them is the old drug's ("tek mi off di Glucophage an put mi pon
// gliclazide", review 16 E12).
var startWordsBefore = []string{"put me on", "put mi pon", "put mi on", "put me pon", "put him on", "put her on", "put him pon", "put her pon",
	"started me on", "started him on", "started her on", "switched me to", "switched him to", "switched her to", "changed me to", "moved me to",
	"put me onto", "swapped me to", "swapped me onto"}

// startedRightBefore reports whether the words of drug m's clause right
// before it start it (see startWordsBefore).
func startedRightBefore(tx text, m extract.Mention) bool {
	lead := strings.TrimRight(strings.ToLower(tx.between(tx.clauseStart(m.Span[0]), m.Span[0])), " ")
	for _, d := range []string{" the", " di", " my", " mi", " some"} {
		lead = strings.TrimSuffix(lead, d)
	}
	return endsWithAny(lead, startWordsBefore)
}
