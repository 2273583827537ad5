package understand

import (
	"regexp"
	"strings"
)

// Session 32: recall on spoken consultations. Each rule reads a general way
// patients and doctors talk; the tests are in recall32_test.go.

// givenUpOpening is an answer that opens by saying the patient gave up what
// was asked, with the "I" (and a filler) spoken: "Do you smoke?" "Uh, I
// used to."; "I quit a few years back."; "Not anymore.". Only the habit's
// own verb or words of time may follow in that clause, so "I used to get
// headaches" says nothing of the smoking asked.
var givenUpOpening = regexp.MustCompile(`^(?:i |i've |i have )?(?:used to|use to|quit|stopped|gave up|gave it up|gave them up|packed it in|packed in|no longer|not anymore|not any more)\b([^,.;!?]*)`)

// givenUpRest are the words the rest of a given-up clause may hold: the
// habit's or the drug's own verb and words of time or amount ("I used to
// smoke quite a lot years ago").
var givenUpRest = map[string]bool{"smoke": true, "smoking": true, "drink": true, "drinking": true, "vape": true, "vaping": true,
	"take": true, "taking": true, "it": true, "them": true, "that": true, "those": true, "and": true, "a": true, "lot": true, "bit": true,
	"quite": true, "heavily": true, "before": true, "years": true, "year": true, "months": true, "month": true, "ago": true, "back": true,
	"now": true, "though": true, "yeah": true, "yes": true, "a few": true, "few": true, "couple": true, "of": true, "when": true, "i": true,
	"was": true, "younger": true, "but": true, "socially": true, "occasionally": true, "the": true, "last": true, "since": true, "for": true,
	"about": true, "around": true, "some": true, "time": true, "long": true, "while": true, "do": true, "did": true, "one": true,
	"two": true, "three": true, "four": true, "five": true, "six": true, "seven": true, "eight": true, "nine": true, "ten": true}

// givenUpAnswer reports whether a patient's answer opens by saying that
// what was asked is over (see givenUpOpening), after any fillers.
func givenUpAnswer(text string) bool {
	s := withoutFillers(text)
	for _, lead := range []string{"no, ", "no ", "nah, ", "nope, "} {
		if strings.HasPrefix(s, lead+"not any") || strings.HasPrefix(s, lead+"no longer") {
			s = s[len(lead):] // "No, not anymore."
		}
	}
	m := givenUpOpening.FindStringSubmatch(s)
	if m == nil {
		return false
	}
	for _, w := range strings.Fields(m[1]) {
		if !givenUpRest[w] {
			return false
		}
	}
	return true
}

// drugAsked reports whether a medicine is among the questions open.
func drugAsked(asks []Ask) bool {
	for _, a := range asks {
		if a.Type == Medication {
			return true
		}
	}
	return false
}

// spokenNoAnswers are denials that hedge only on memory or awareness, which
// annotators and clinicians alike take as a no: "Any antibiotics
// recently?" "Not that I can remember." A patient who thinks they might
// have says so ("maybe once", "I think so"), which these do not.
var spokenNoAnswers = []string{"not that i can remember", "not that i recall", "not that i can recall", "not that i can think of",
	"not as far as i'm aware", "not as far as i am aware", "not as far as i can tell", "not as far as i remember",
	"not to my knowledge", "not that i've seen", "not that i have seen", "nothing that i've noticed", "nothing that i have noticed",
	"none that i can remember", "none that i can think of"}

func init() { noAnswers = append(noAnswers, spokenNoAnswers...) }
