package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A paid carer may speak for the one they look after in English too: "Hi
// doctor, I'm his support worker lah, I'm asking for Daniel. He's 24,
// autistic, mostly non-verbal. He's been very constipated" … "Actually I
// myself got asthma, I use my Ventolin" (s49 blind round 18 en10: none of
// Daniel's findings was written, and the worker's own asthma and inhaler
// went in as the patient's). A speaker who says they are his, her or a
// named person's carer or support worker (not "a carer", which may be
// their job, come about their own back) and either says they ask, call or
// speak for that one, or tells only that one's findings and none of their
// own, speaks for them as staff calling about a resident do
// (carercalling.go): "he" is the patient, and what the carer tells of
// themselves is written nowhere.

// englishTheirCarer: the speaker is his, her, their or a named person's
// paid carer.
var englishTheirCarer = regexp.MustCompile(`\b(?:i'm|i am|this is|im) (?:his|her|their|[a-z]+'s) (?:paid |main |regular |usual |day |night |home |live-in )?` +
	`(?:carers?|care workers?|care assistants?|support workers?|key workers?|personal assistants?|caregivers?|care givers?|aides?|home helps?|nurses?)\b`)

// englishCarerSpeaksFor: the carer says they ask, call or speak for the one
// cared for, by pronoun or by name.
var englishCarerSpeaksFor = regexp.MustCompile(`\b(?:asking|calling|ringing|phoning|writing|typing|messaging|speaking|talking|here|enquiring|inquiring) (?:for|about|on behalf of|regarding) (?:him|her|them|[a-z]+)\b`)

// englishPaidCarerOf returns the typist and whom they type for when a
// paid carer announces themselves as above; "", "" otherwise. x is the
// turn read with no one announced.
func englishPaidCarerOf(x extract.Result, raw string) (typist, typingFor string) {
	text := strings.ToLower(extract.Normalize(raw))
	loc := englishTheirCarer.FindStringIndex(text)
	if loc == nil {
		return "", ""
	}
	if m := englishCarerSpeaksFor.FindStringSubmatch(text[loc[1]:]); m != nil && !strings.HasSuffix(m[0], " my") && !strings.HasSuffix(m[0], " myself") {
		return paidCarerTypist, extract.Patient
	}
	if tellsOwnFinding(x) {
		return "", ""
	}
	for _, m := range x.Mentions {
		if findingMention(m) && m.Assertion.Experiencer == extract.Other {
			return paidCarerTypist, extract.Patient
		}
	}
	return "", ""
}
