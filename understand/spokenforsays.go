package understand

import (
	"github.com/anamnesis-health/anamnesis/extract"
)

// A relative who speaks for the patient tells the patient's own words about
// herself: "吃半片以后她说站起来不晕了" typed by the son who said "俺替她说"
// (s52, followup dev fu-zh-y1-017). patientSaysAt takes only the speaker's
// own telling, so 她 was another person and her dizziness on standing
// stayed active. With a relative (or carer) speaking for the patient, a
// 他/她 that does not stand for someone just named ("我婆婆…她"), or the
// typist's own word for the patient ("俺娘说…"), is the patient: what is
// said of them, or what they said of themselves, is theirs.

// spokenForSaysAt is patientSaysAt for a turn a relative types for the
// patient (see above).
func spokenForSaysAt(tx text, at int, prior []Prior) bool {
	if patientSaysAt(tx, at) {
		return true
	}
	typist, typingFor := typistNow(prior)
	if typist == "" {
		return false
	}
	if !toldPlainlyAt(tx, at) {
		return false
	}
	seg := tx.between(tx.sentenceStart(at), at)
	words := extract.PersonWords(seg)
	if len(words) == 0 {
		return false
	}
	w := words[len(words)-1]
	switch {
	case w.Who == extract.Pronoun:
		return !pronounOfAnother(words, typingFor, []rune(extract.Normalize(seg)))
	case w.Mine && typingFor != extract.Patient && w.Who == typingFor:
		return true // "俺娘说…"
	}
	return false
}
