package coref

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A drug the speaker is already on, named as what a new one is set
// against, is not what "that one" asks about: "lovely um and with her
// being on the warfarin is that one alright with it" (dev26 en-028: the
// cefalexin just prescribed). Read as someone else's the warfarin was no
// referent; since a daughter's "hi it's her daughter" speaks for her
// mother (s46 blind round 14, understand/itsherdad.go) it is the
// patient's, and "that one" took it. Only in the turn holding the
// reference, and only so framed: "I'm on the warfarin, is that one okay
// to keep taking?" still asks of the warfarin.

// beingOnFrame ends the words right before a drug so framed.
var beingOnFrame = regexp.MustCompile(`\b(?:with|given|since|as) (?:me|him|her|them|my|his|their) (?:being |already )?on (?:the |my |his |her |their )?$`)

// framedAgainst drops from the last turn (the one holding the reference)
// the drugs named as what a new one is set against (see above).
func framedAgainst(turns []WindowTurn) {
	if len(turns) == 0 {
		return
	}
	last := &turns[len(turns)-1]
	rs := []rune(strings.ToLower(last.Text))
	var kept []extract.Mention
	for _, m := range last.Mentions {
		if m.Type == ontology.TypeDrug && validSpan(m.Span, len(rs)) && beingOnFrame.MatchString(string(rs[max(0, m.Span[0]-40):m.Span[0]])) {
			continue
		}
		kept = append(kept, m)
	}
	last.Mentions = kept
}
