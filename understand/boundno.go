package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A "no" said of one thing asked answers that one only when the answer
// goes on to tell something of another: "Any tummy pain or yellowing of the
// eyes?" "No yellowing. Bit of discomfort on the right side sometimes."
// denied the tummy pain with the yellowing (s42 blind round 6). Of the rest
// the answer then said nothing that is read, and nothing is written. Where
// the rest is said fine or the same ("No blood, no. Weight's the same."),
// the opening no still answers each thing asked: annotators of the en and
// MTS dev corpora read it so, and binding every "No X." lost 10 of their
// denials (en dev R 0.551 → 0.549). "No, neither", "都没有" deny each.

// noBoundTo returns what an answer's opening no is said of, when it names
// it: a concept it names ("No fever", "黄疸没有"), or the one asked whose
// names hold the words after the no ("No yellowing", of jaundice asked as
// "yellowing of the eyes").
func (r *Reader) noBoundTo(text string, x extract.Result, asks []Ask) (string, bool) {
	lower := strings.ToLower(strings.TrimLeft(text, " ,."))
	if strings.Count(" "+lower, " no ") > 1 {
		return "", false // "No sugar, no pressure": each no of its own
	}
	for _, m := range x.Mentions {
		if !m.Assertion.Negated {
			continue
		}
		if strings.HasPrefix(lower, "no ") && m.Span[0] == len([]rune("no ")) {
			return r.askedOfThe(m.ConceptID, asks), true
		}
		if m.Span[0] == 0 && isHan(m.Text) {
			if rest := string([]rune(text)[m.Span[1]:]); strings.HasPrefix(rest, "没有") || strings.HasPrefix(rest, "没") || strings.HasPrefix(rest, "倒没有") {
				return r.askedOfThe(m.ConceptID, asks), true
			}
		}
	}
	if !strings.HasPrefix(lower, "no ") {
		return "", false
	}
	echo := strings.TrimSpace(lower[len("no "):])
	if i := strings.IndexAny(echo, ".,!?;"); i >= 0 {
		echo = strings.TrimSpace(echo[:i])
	}
	if echo == "" || len(strings.Fields(echo)) > 3 {
		return "", false
	}
	found := ""
	for _, a := range asks {
		c, ok := r.onto.Concept(a.Concept)
		if !ok || a.Concept == found {
			continue
		}
		for _, n := range c.Names {
			if hasWord(strings.ToLower(n.Text), echo) {
				if found != "" {
					return "", false // two asked are named so: of which, unsure
				}
				found = a.Concept
				break
			}
		}
	}
	return found, found != ""
}

// toldALittle, after the opening sentence, tell a little of something had.
// A yes is not enough: "No chest pain. No' faint, no. Aye, the 100, first
// thing." says yes to another question (en-j1-046).
var (
	toldALittle = []string{"bit of", "a bit", "a little", "a touch of", "slight", "mild", "sometimes", "now and then", "occasionally", "on and off",
		"有点", "有一点", "偶尔", "有时候", "有时"}
)

// goesOnToTellOne reports whether a sentence after an answer's first tells
// a little of something that names none of the things asked: "Bit of
// discomfort on the right side sometimes". One that names a thing asked
// answers it by its own words ("A bit breathless on the hills", en-j1-051).
func goesOnToTellOne(text string, x extract.Result, asked map[string]bool) bool {
	ss := sentences(text)
	for _, s := range ss[min(1, len(ss)):] {
		if !containsAny(strings.ToLower(s.text), toldALittle) {
			continue
		}
		names := false
		for _, m := range x.Mentions {
			names = names || s.in(m.Span) && asked[m.ConceptID]
		}
		if !names {
			return true
		}
	}
	return false
}

// noneOfAsked keep a bound no a no to each thing asked.
var noneOfAsked = []string{"neither", "none", "nothing", "nor", "either", "any of", "都没有", "都没", "都不", "也没有", "也没"}

// askedOfThe returns the one thing asked that a generic finding stands for
// ("Any chest pain…?" "No pain."), or the finding itself.
func (r *Reader) askedOfThe(concept string, asks []Ask) string {
	found := ""
	for _, a := range asks {
		if a.Concept == concept {
			return concept
		}
		if r.genericOf[a.Concept] == concept && a.Concept != found {
			if found != "" {
				return concept // two asked of its kind: which, unsure
			}
			found = a.Concept
		}
	}
	if found == "" {
		return concept
	}
	return found
}
