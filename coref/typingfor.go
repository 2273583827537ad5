package coref

import (
	"regexp"
	"unicode/utf8"
)

// A speaker who types, writes or rings for someone called by name speaks
// for them: "Hiya, it's Mum typing for Callum, he's 9." makes Callum the
// patient, and "Since he started that tablet he's been having bad dreams"
// his drug and his complaint (en-dev39-011, which read the tablet as a
// relative's and offered nothing). The name is said with its capital and
// is no drug the turn names ("ringing for Ventolin" asks for a drug); "for
// Mum's tablets" is a thing of someone's, and "typing for my mum" and
// "typing for Mum" are read in understand (typingforname.go) and by
// enProxyIntro.
var enTypingForName = regexp.MustCompile(`(?i:\b(?:typing|writing|messaging|texting|calling|ringing|phoning|asking|enquiring) (?:this )?(?:for|on behalf of)) ([A-Z][a-z]+)\b(?:[^'’]|$)`)

// typingForName reports whether t, a turn of the speaker's, says they type
// or ring for someone by name.
func typingForName(t WindowTurn) bool {
	for _, loc := range enTypingForName.FindAllStringSubmatchIndex(t.Text, -1) {
		from := utf8.RuneCountInString(t.Text[:loc[2]])
		span := [2]int{from, from + utf8.RuneCountInString(t.Text[loc[2]:loc[3]])}
		named := notNames[t.Text[loc[2]:loc[3]]]
		for _, m := range t.Mentions {
			named = named || m.Span[0] < span[1] && span[0] < m.Span[1]
		}
		if !named {
			return true
		}
	}
	return false
}

// notNames are capitalised words after "calling for" that name a time, not
// a person: "I'm calling for Monday".
var notNames = map[string]bool{"Monday": true, "Tuesday": true, "Wednesday": true, "Thursday": true, "Friday": true, "Saturday": true, "Sunday": true,
	"Today": true, "Tomorrow": true, "Tonight": true}
