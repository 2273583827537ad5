package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// Spoken consultations transcribed without punctuation ask without a
// question mark: "and is amma keeping well she is on tablets for the sugar"
// "yes doctor metformin and one more glimepiride" wrote the mother's drugs
// as the patient's (en dev en-s1-018). An English clinician turn with no
// question mark at all, whose last sentence opens with an auxiliary ("is",
// "does", "has" …) and names a relative without speaking to the patient,
// asks about that relative as "Is your mum on any tablets?" does. Only whose
// answer it is follows from this: the turn asks nothing else.

// auxiliaryOpeners open an English question said without its mark.
var auxiliaryOpeners = []string{"is", "are", "does", "do", "did", "has", "have", "was", "were"}

// unmarkedRelativeAsked returns the relative an unpunctuated English
// question asks about, or "".
func unmarkedRelativeAsked(raw string, sents []sentence) string {
	if len(sents) == 0 || strings.ContainsAny(raw, "?？") || isHan(raw) {
		return ""
	}
	last := strings.TrimLeft(sents[len(sents)-1].text, " ")
	for _, lead := range []string{"and ", "so ", "okay ", "ok ", "and so "} {
		last = strings.TrimPrefix(last, lead)
	}
	first, _, _ := strings.Cut(last, " ")
	if !hasAnyWord(first, auxiliaryOpeners) || addressesListener(last) {
		return ""
	}
	return extract.Relative(last)
}
