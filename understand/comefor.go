package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// In Caribbean and West African English a relative says whom they speak
// for by coming for them: "is Marcia, the daughter, mi come fi Mummy cause
// she nuh too good wid phone" (followup dev fu-en-y1-007: the mother's
// diabetes, metformin and gliclazide went in as family history, her
// swollen feet as the speaker's), "I come for my mama", "I don come for my
// papa", "we dey here for my mother". The kin word may stand bare
// ("Mummy", "Mama") or after mi/me/my. Read only in the turn's first
// sentence, where a speaker says who they are; "I came for my son's
// appointment" and "I come for my tablets" name no one spoken for.
var comeForKin = regexp.MustCompile(`(?:^|[^a-z'])(?:i|mi|me|a|ah|we|wi)\s+(?:(?:don|done|dey|did|just|jus|has|have|'ve)\s+)?(?:come|came|reach|dey here|am here|is here)\s+(?:fi|fe|for|about|on behalf of)\s+(?:(?:mi|me|my|ma|our|wi)\s+)?([a-z]+)\b`)

// comeForOf returns who a speaker who says they came for a relative is to
// the patient and who the patient is to them (see above); "", "" when the
// first sentence says no such thing.
func comeForOf(text string) (typist, typingFor string) {
	first := text
	if i := strings.IndexAny(text, ".!?"); i >= 0 {
		first = text[:i]
	}
	for _, m := range comeForKin.FindAllStringSubmatchIndex(first, -1) {
		w := first[m[2]:m[3]]
		if strings.HasPrefix(first[m[3]:], "'s") || strings.HasPrefix(first[m[3]:], "’s") {
			continue // "I came for my son's appointment"
		}
		who := extract.SpeakerAlone(w)
		if who == "" {
			who = extract.SpeakerAlone("my " + w)
		}
		if who != "" && who != extract.Other && who != extract.Patient && inverseKin(who) != "" {
			return inverseKin(who), who
		}
	}
	return "", ""
}
