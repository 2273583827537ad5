package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// An answer about the relative a question asked after speaks of them by a
// pronoun: "Good, what about your mother?" "She died when she was seventy
// four, she had heart failure and emphysema." (mts-dialog dev train-795),
// "How did your brother pass away?" "He had pancreatitis." The pronoun read
// as someone unknown, whose illnesses are no family history, so the
// mother's heart failure was lost. It is the relative asked about when the
// answer names no other person and no pronoun of the other sex, and only
// for an illness: a relative's passing complaint is no family history
// ("孩子这几天咳嗽流鼻涕吗？" "她流鼻涕", zh/u1-017).

// pronounFor reports whether the only people an answer speaks of are
// third-person pronouns that may stand for relative, a blood relative the
// question before asked about.
func pronounFor(answer, relative string) bool {
	if !extract.BloodRelative(relative) || relative == "family" {
		return false
	}
	words := extract.PersonWords(answer)
	pronouns := 0
	for _, w := range words {
		switch w.Who {
		case extract.Patient:
		case extract.Pronoun:
			pronouns++
		default:
			return false // "She's fine. My neighbour had a stroke."
		}
	}
	if pronouns == 0 {
		return false
	}
	lower := " " + strings.ToLower(extract.Normalize(answer)) + " "
	she := containsAny(lower, []string{"she", "her", "she's", "她"})
	he := containsAny(lower, []string{"he", "his", "him", "he's", "他"})
	switch relative {
	case "mother":
		return !he
	case "father":
		return !she
	}
	return !(she && he) // a sibling, a child, a cousin may be either
}
