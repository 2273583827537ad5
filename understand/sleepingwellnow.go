package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// At a follow-up an English speaker says the sleeplessness told before is
// over by saying how they sleep now, with no word of the complaint:
// "The sertraline … I'm not sleeping, awake at four every morning" …
// "Six weeks on. Sleeping like a log now" (followup dev fu-en-y1-019: the
// insomnia stayed active). Chinese has the same (backtonormal.go, "睡得也
// 行"). A whole night's sleep said plainly — "sleeping like a log",
// "sleeping well", "sleeping fine", "sleeping through (the night)" — makes
// the insomnia a patient's earlier turn told past. A better sleep
// ("sleeping a bit better") is better, not over, and is not read; nor a
// sleep denied, wished, asked about or of before ("not sleeping well",
// "I used to sleep like a log", "if I was sleeping well"), nor another's
// ("the baby's sleeping through now").
var sleepingWellNow = regexp.MustCompile(`\b(?:sleeping|sleep|slept)\s+(?:like a log|like a baby|like a top|well|fine|great|soundly|all night|through(?: the night)?)\b`)

// sleepNotNow, in the sentence before the sleep words, deny it, wish it,
// put it before or make it another's.
var sleepNotNow = regexp.MustCompile(`\b(?:not|n't|never|no|can't|cannot|hope|wish|if|when|used to|before|was|were|until|till|would|could|want|he|she|they|baby|his|her|their)\b|n't\b`)

// sleepingWellTold marks past the insomnia an earlier patient turn told
// when this patient turn says they sleep well now.
func (r *Reader) sleepingWellTold(tx text, st []Statement, prior []Prior) []Statement {
	const insomnia = "sym:insomnia"
	if _, ok := r.onto.Concept(insomnia); !ok || !complaintToldBefore(insomnia, prior) {
		return st
	}
	s := strings.ToLower(tx.str)
	for _, loc := range sleepingWellNow.FindAllStringIndex(s, -1) {
		at := len([]rune(s[:loc[0]]))
		sent := tx.sentenceOf(at)
		if strings.Contains(sent, "?") {
			continue
		}
		from := tx.sentenceStart(at)
		before := strings.ToLower(tx.between(from, at))
		if sleepNotNow.MatchString(before) {
			continue
		}
		for _, y := range st {
			if y.Concept == insomnia {
				return st // the turn reads its own insomnia: leave it to that reading
			}
		}
		return append(st, Statement{Type: Symptom, Concept: insomnia, Display: r.Display(insomnia, "en"), Attributes: map[string]string{},
			Historical: true, Experiencer: extract.Patient, Confidence: 0.9})
	}
	return st
}
