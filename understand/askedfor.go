package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A drug the patient asks for ("abeg I need cipro or that ampiclox", "can I
// get some amoxicillin", "I'd like a Ventolin") is a request, not a drug
// taken: the pharmacist or the doctor may refuse it. It is a claim, as
// zhAskedForDrug makes one of "侬拿盒奥美拉唑拨我". One of the patient's own
// ("I need my metformin", "I need more of my inhaler") is a refill of a
// drug taken, and is left alone.

// enRequestLead ends the words before a drug asked for.
var enRequestLead = regexp.MustCompile(`\b(?:i need|i want|i wan|i'd like|i would like|can i get|can i have|can i buy|could i get|could i have|may i have|(?:can you|could you|please|pls|abeg) (?:give|sell) me|i came for|i come for|i dey find|i'm looking for|i am looking for|looking for)(?: some| a| an| the| that| this| one| any| something like)?\s*$`)

// enAskedForDrug reports whether a patient's drug mention is one asked for.
func enAskedForDrug(tx text, m extract.Mention) bool {
	return enRequestLead.MatchString(strings.ToLower(tx.before(m)))
}
