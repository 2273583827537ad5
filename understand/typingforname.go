package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A relative who types for a parent or grandparent may call them by the
// kin word used as a name, with no "my": "Hi, I'm Margaret's daughter, I'm
// typing for Mum, she's 84 and has heart failure" (s45 blind round 12
// en04 wrote the heart failure as the daughter's family history). Typing,
// calling or asking for Mum says whom one speaks for as "for my mum" does;
// "for Mum's tablets" is a thing of hers, and "Mum has heart failure" no
// announcement.

// englishForKinName: the kin word used as a name, caught; the character
// after it is checked apart (no "'s").
var englishForKinName = regexp.MustCompile(`\b(?:typing|calling|ringing|phoning|messaging|texting|writing|asking|enquiring|inquiring) (?:this )?(?:for|about|on behalf of) (mum|mom|mam|mummy|mommy|mama|dad|daddy|papa|nan|nana|nanna|gran|granny|grandma|grandad|granddad|grandpa)\b`)

// proxyForKinName returns who the speaker is to the one they type for by
// a kin name, and who that one is to them; "", "" otherwise. text is
// lower-cased.
func proxyForKinName(text string) (typist, typingFor string) {
	for _, loc := range englishForKinName.FindAllStringSubmatchIndex(text, -1) {
		if rest := text[loc[1]:]; len(rest) > 0 && (rest[0] == '\'' || rest[0] == 's') {
			continue // "for Mum's tablets"
		}
		who := extract.SpeakerAlone("my " + text[loc[2]:loc[3]])
		if who == "" || who == extract.Other || inverseKin(who) == "" {
			continue
		}
		return inverseKin(who), who
	}
	return "", ""
}
