package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// "How's the constipation now?" "Gone, really, since I come off the
// co-codamol." (s48 blind round 17 en13): the answer says the complaint the
// clinician took as known went, but it holds no yes or no, so the
// constipation stayed current. A how-question about a complaint the
// patient told of, answered by an opening that says it went, ends it; an
// answer that says how it is ("Still there, a bit better") leaves it.

// howIsItAsked reports whether an English question asks how a known
// complaint is: "how's the cough?", "how is the rash now?".
func howIsItAsked(q string) bool {
	return startsWithAny(strings.TrimSpace(askedPart(q)), []string{"how's the ", "how’s the ", "how is the ", "how are the ", "and how's the ", "and how is the "}) != ""
}

// goneOpenings say, first in an answer, that a complaint went.
var goneOpenings = []string{"gone", "all gone", "it's gone", "it’s gone", "it's all gone", "it has gone", "it went", "went away",
	"completely gone", "totally gone", "cleared up", "all cleared", "it's cleared", "it cleared", "disappeared", "it disappeared",
	// "How's the water infection doing?" "Och, that's all settled now."
	// (change dev en-z1-002, en-z1-009, en-z1-004).
	"that's gone", "that's all gone", "that's settled", "that's all settled", "all settled", "settled now", "that's sorted", "that's all sorted",
	"all sorted", "sorted now", "that's healed", "that's all healed", "all healed", "healed up", "that's cleared", "that's cleared up",
	"that's all cleared up", "that's away", "it's away now"}

// saidGone reports whether an answer opens by saying the complaint went.
func saidGone(text string) bool {
	s := strings.TrimLeft(withoutFillers(strings.ToLower(text)), " ,.")
	w := startsWithAny(s, goneOpenings)
	if w == "" {
		return false
	}
	rest := strings.TrimLeft(s[len(w):], " ")
	// "gone down my arm", "gone worse": where it went, or how it is.
	return startsWithAny(rest, []string{"down", "up", "into", "to ", "worse", "better", "off", "on "}) == ""
}

// goneAsHowAsked returns, for an answer that opens by saying it went, the
// complaints asked how they are and not named by the answer, ended.
func (r *Reader) goneAsHowAsked(asks []Ask, named map[string]bool, text string) []Statement {
	if !saidGone(text) {
		return nil
	}
	var out []Statement
	for _, a := range asks {
		if a.Over != askedHow && a.Over != askedBetter || named[a.Concept] || a.Relative != "" {
			continue
		}
		out = append(out, Statement{Type: a.Type, Concept: a.Concept, Display: r.Display(a.Concept, "en"), Attributes: map[string]string{},
			Status: stoppedStatus(a.Type), Experiencer: extract.Patient, Confidence: 0.9})
	}
	return out
}
