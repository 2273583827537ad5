package understand

import (
	"regexp"
	"unicode/utf8"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A speaker who types, writes or rings for someone called by name speaks
// for them: "Hiya, it's Mum typing for Callum, he's 9." (coref dev
// en-dev39-011) makes Callum the patient, and "Since he started that
// tablet he's been having bad dreams" his drug and his complaint. The
// name is said with its capital and is no drug the turn names ("ringing
// for Ventolin" asks for a drug); "for Mum's tablets" is a thing of
// someone's, and "typing for Mum" is a kin name (typingforname.go). A
// speaker who says which relative they are ("it's Mum") is that relative;
// one who does not is read as a carer is: what they tell of themselves is
// nobody's.
// Asking or ringing "for" a name may be for a friend ("I'm asking for
// Daniel"), which tells no one spoken for; "on behalf of" does.
var enTypingForName = regexp.MustCompile(`(?i:\b(?:(?:typing|writing|messaging|texting) (?:this )?(?:for|on behalf of)|(?:calling|ringing|phoning|asking|enquiring) (?:this )?on behalf of)) ([A-Z][a-z]+)\b(?:[^'’]|$)`)

// enKinSelf names the speaker by a kin word: "it's Mum", "this is Dad".
var enKinSelf = regexp.MustCompile(`(?i)\b(?:it's|it is|this is)\s+(mum|mom|mam|mummy|mommy|mama|dad|daddy|papa|nan|nana|gran|granny|grandma|grandad|granddad|grandpa)\b`)

// timesNotNames are capitalised words after "calling for" that name a time, not
// a person: "I'm calling for Monday".
var timesNotNames = map[string]bool{"Monday": true, "Tuesday": true, "Wednesday": true, "Thursday": true, "Friday": true, "Saturday": true, "Sunday": true,
	"Today": true, "Tomorrow": true, "Tonight": true}

// typingForAName returns who the speaker is to the one they type for by
// name, and who that one is to them; "", "" otherwise.
func typingForAName(x extract.Result, text string) (typist, typingFor string) {
	for _, loc := range enTypingForName.FindAllStringSubmatchIndex(text, -1) {
		from := utf8.RuneCountInString(text[:loc[2]])
		span := [2]int{from, from + utf8.RuneCountInString(text[loc[2]:loc[3]])}
		named := timesNotNames[text[loc[2]:loc[3]]]
		for _, m := range x.Mentions {
			named = named || m.Span[0] < span[1] && span[0] < m.Span[1]
		}
		if named {
			continue
		}
		if k := enKinSelf.FindStringSubmatch(text); k != nil {
			if who := extract.SpeakerAlone("my " + k[1]); who != "" && who != extract.Other && inverseKin(who) != "" {
				return who, inverseKin(who)
			}
		}
		return paidCarerTypist, extract.Patient
	}
	return "", ""
}
