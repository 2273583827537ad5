package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// No one speaks for the dead. "I'm here about my husband, he died six
// weeks ago and I'm not sleeping" and "I came about my mum. We lost her in
// the spring, and I've had headaches since" open as a relative speaking
// for the patient would ("I'm calling about my mum", "mi come fi Mummy"),
// but a bereaved patient is telling their own grief: the insomnia and the
// headaches are the speaker's. When the turn tells the death of the very
// relative the opening named, the opening announces no one. "She passed
// out in the kitchen" and "her sister died of breast cancer" tell no death
// of the one spoken for, and the announcement stands.

var (
	// diedSubject: the one whose death is told (group 1), by pronoun or
	// "my <kin>", and the verb (group 2).
	diedSubject = regexp.MustCompile(`\b(he|she|my [a-z]+) (?:has |had |just |recently |sadly |unfortunately )*(died|passed away|passed on|passed)\b`)
	// lostKin: "we lost her", "I buried my husband".
	lostKin = regexp.MustCompile(`\b(?:we|i|we've|i've|we have|i have) (?:just |recently |sadly )?(?:lost|buried) (him|her|my [a-z]+)\b`)
	// passedOn: what may follow a bare "passed" that tells a death; "passed
	// out", "passed urine" and "passed a stone" tell none.
	passedOn = regexp.MustCompile(`^(?:\s*$|\s*[,.;!?]|\s+(?:last|in|on|this|recently|yesterday|a few|a couple|away|two|three|four|five|six|[0-9]))`)
)

// spokenForDied reports whether text, lower-cased, tells the death of the
// one an opening said the speaker speaks for (typingFor, a kin of
// extract's): by "he" or "she", or by "my <kin>" naming that same kin.
func spokenForDied(text, typingFor string) bool {
	names := func(who string) bool {
		if who == "he" || who == "she" || who == "him" || who == "her" {
			return true
		}
		return extract.SpeakerAlone(who) == typingFor
	}
	for _, m := range diedSubject.FindAllStringSubmatchIndex(text, -1) {
		if text[m[4]:m[5]] == "passed" && !passedOn.MatchString(text[m[5]:]) {
			continue // "she passed out"
		}
		if names(strings.TrimSpace(text[m[2]:m[3]])) {
			return true
		}
	}
	for _, m := range lostKin.FindAllStringSubmatch(text, -1) {
		if names(m[1]) {
			return true
		}
	}
	return false
}
