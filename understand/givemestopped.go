package understand

import "github.com/anamnesis-health/anamnesis/extract"

// The dialect past "it give me" (Yorkshire, Scots "it gied me") is the
// present in form, so a symptom after it was read as the patient's now:
// "I were on naproxen but it give me heartburn summat rotten so I packed
// it in" (s53 blind round 21 en13) kept heartburn active. Told in a
// sentence that also tells the drug given up, it is what the drug did
// then, as "gave me" is (causedInThePast). Without such an ending ("this
// tablet give me heartburn") it may be the present, and stays.

// giveMeDialect are the present-looking pasts of "gave me".
var giveMeDialect = []string{"give me", "gie me", "gied me", "gi'e me"}

// takingEnded, in the same sentence, tell the drug given up.
var takingEnded = []string{"packed it in", "packed them in", "stopped it", "stopped them", "stopped taking", "came off", "come off it",
	"gave it up", "give it up", "knocked it on the head", "binned it", "stopped", "i were on", "i was on", "used to take"}

// causedBeforeGivenUp returns the causedThen words with the dialect ones
// when m's sentence tells the taking ended.
func causedBeforeGivenUp(tx text, m extract.Mention) []string {
	if !hasAnyWord(tx.sentenceOf(m.Span[0]), takingEnded) {
		return causedThen
	}
	return append(append([]string(nil), causedThen...), giveMeDialect...)
}
