package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A diagnosis the patient relays keeps the hedge the clinician said it
// with. "The doctor said it sounds like a migraine" is the clinician's "it
// sounds like a migraine" told again, which is read uncertain when the
// clinician says it (clinician.go's hedgeCues); relayed, it was written as
// the clinician's firm word. MTS-Dialog dev train-295 runs the doctor's
// "This sounds like it is a migraine headache" into the patient's turn
// behind a "Doctor:" label, which reads as the same relay.

// relayHedges, between the relay and the condition, leave the diagnosis
// open. "thinks" and "thought" are the clinician's "I think".
var relayHedges = []string{"sounds like", "sounded like", "looks like", "looked like", "seems like", "seemed like", "seems to be",
	"might be", "might have", "could be", "could have", "may be", "may have", "probably", "possibly", "likely", "maybe", "perhaps",
	"suspect", "suspects", "suspected", "not sure", "thinks", "thought", "wondered", "wonders", "query", "consistent with", "in keeping with"}

// relayWords mark where the relayed words begin; a hedge of the patient's
// own before them ("it looks like the rash is back, the doctor said I have
// eczema") is not the clinician's.
var relayWords = []string{"said", "says", "told", "tells", "thinks", "thought", "reckons", "reckoned", "doctor", "doc", "dr", "gp",
	"nurse", "consultant", "specialist", "physician", "cardiologist"}

// relayedHedged reports whether relayed condition mention m has a hedge
// between the relay and it, in its sentence.
func relayedHedged(tx text, m extract.Mention) bool {
	if !m.Assertion.Relayed {
		return false
	}
	before := strings.ToLower(sentenceBefore(tx, m))
	at := -1
	for _, w := range relayWords {
		if i := lastWordIndex(before, w); i > at {
			at = i
		}
	}
	if at < 0 {
		return false
	}
	return hasAnyWord(before[at:], relayHedges)
}
