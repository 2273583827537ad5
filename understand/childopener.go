package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A parent may open with the child they have come about and the child's
// age, with no "I'm calling about": "Doctor my son 6 years old lah, fever
// since Sunday, today 39.5 still" (s46 blind round 14 en05: the fever went
// in as the mother's family history and the rash, gums and vomiting
// nowhere), "Hi, my daughter Mia (14) rolled her ankle at netball" (en11:
// the sprain as family history). The child with an age at the head of the
// first patient turn is whom the consultation is for, as "I'm calling
// about my son" says (englishProxyFor), and from then on "he", "she" and
// "my son" are the patient. A turn that also tells the speaker's own
// finding ("My son is 6 and I've had this cough since he brought it
// home") announces no one: the speaker may be the patient. Only a child:
// "my dad, 60, had a heart attack" opens family history as often as a
// consultation for him.

// englishChildOpener: the child (group 1) named with their age at the
// opening, after a greeting or the one addressed.
var englishChildOpener = regexp.MustCompile(`^\W*(?:(?:hi|hello|hey|hiya|morning|evening|good morning|good afternoon|good evening)\W+)?` +
	`(?:(?:doc|doctor|dr|nurse|sister|sir|madam|there)\W+)?` +
	`((?:my|our) (?:little |wee |baby |youngest |eldest |oldest |middle )?(?:son|daughter|boy|girl|baby|kid|child|lad|lass|toddler|one))` +
	`(?: [a-z]+)?\W*(?:` +
	`(?:(?:is|he's|she's|who's|aged|age) )?(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen)` +
	`(?:\W*\)|\W*(?:years?|yrs?|yo|y/o|months?|mths?|weeks?)\b)` +
	// "my daughter Mia, she's 14, rolled her ankle" (s47 blind round 15
	// en09): an age said as a clause of its own, set off by commas.
	`|(?:he's|she's|who's|aged) (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen),)`)

// childOpenerOf returns, for the first patient turn of a session opening
// as above and telling no finding of the speaker's own, who the speaker is
// to the child and who the child is to them; "", "" otherwise. x is the
// turn read with no one announced.
func childOpenerOf(x extract.Result, raw string, prior []Prior) (typist, typingFor string) {
	if !firstPatientTurn(prior) {
		return "", ""
	}
	text := extract.Normalize(raw)
	loc := englishChildOpener.FindStringSubmatchIndex(text)
	if loc == nil || strings.HasPrefix(strings.TrimLeft(text[loc[1]:], " "), "ago") {
		return "", "" // "my son 2 years ago had asthma" is no age
	}
	child := text[loc[2]:loc[3]]
	who := extract.SpeakerAlone(child)
	if who == "" {
		who = extract.SpeakerAlone(child[strings.Index(child, " ")+1:]) // "son" for "my son"
	}
	if who != "child" || saysOwnFinding(x, text) {
		return "", ""
	}
	return inverseKin(who), who
}

// saysOwnFinding reports whether a finding of the turn is said of the
// speaker by their own word ("I've had this cough", "my chest"); a
// finding said with no person ("fever since Sunday") is not.
func saysOwnFinding(x extract.Result, text string) bool {
	tx := newText(text)
	rs := []rune(text)
	for _, m := range x.Mentions {
		if !findingMention(m) && m.Type != ontology.TypeBodySite || m.Assertion.Experiencer != extract.Patient {
			continue
		}
		seg := string(rs[tx.sentenceStart(m.Span[0]):m.Span[0]])
		words := extract.PersonWords(seg)
		if len(words) == 0 {
			continue
		}
		w := words[len(words)-1]
		word := strings.TrimSpace(string([]rune(seg)[w.Start:min(w.End, len([]rune(seg)))]))
		if w.Who == extract.Patient && englishSelf[word] {
			return true
		}
	}
	return false
}
