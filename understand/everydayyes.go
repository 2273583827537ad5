package understand

import (
	"strings"
	"unicode/utf8"
)

// A yes/no question answered by how often says yes ("Still taking the
// Biktarvy every day for your HIV?" "Every single day, with breakfast",
// followup dev fu-en-y1-033; "…latanoprost … for the glaucoma?" "Every
// night, one drop each eye", fu-en-y1-020), as "sometimes" and
// "occasionally" already did: "every day", "every night" and the like join
// yesAnswers (dialogue.go). A frequency asked back ("Every day? No, I stopped
// it", "Like, every day?") is no answer: withoutEchoedQuestion drops it, so
// the answer is the words after it.

// frequencyYes are the answers of how often that say yes (yesAnswers).
var frequencyYes = []string{"every day", "every single day", "every night", "every morning", "every evening", "each day"}

// withoutEchoedQuestion returns text without a short opening question of
// at most four words that asks back how often ("Every day?", "Like, every
// day?", MTS-Dialog dev train-803 answering "Do you drink?"): it is no
// answer, and a turn that is nothing else answers nothing.
func withoutEchoedQuestion(text string) string {
	i := strings.IndexAny(text, "?？")
	if i < 0 {
		return text
	}
	head := strings.ToLower(text[:i])
	if len(strings.Fields(head)) > 4 || !containsAny(head, frequencyYes) {
		return text
	}
	_, size := utf8.DecodeRuneInString(text[i:])
	return strings.TrimSpace(text[i+size:])
}
