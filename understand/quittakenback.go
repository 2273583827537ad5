package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A quit taken back in the same answer: "Do you smoke?" "I quit last year.
// well, mostly. I have the odd one at parties". The quit made a former
// smoker, confidently, of someone who still smokes now and then. The odd
// one told after the quit makes the habit current, and occasional; a bare
// "mostly" after it only unsures the quit, so the habit is a claim to
// check. "mostly because of my chest" gives a reason, "the odd beer" is
// another habit's, and "not even at parties" keeps the quit.

// quitHedge, after the quit, takes it partly back.
var quitHedge = regexp.MustCompile(`\b(mostly|more or less|pretty much|nearly|almost|sort of|kind of)\b(\s+(because|cause|'cause|due|for|as|since|to|when|after))?`)

// oddOnes, after the quit, tell of the habit kept up now and then.
var oddOnes = []string{"the odd one", "the odd cigarette", "the odd fag", "the odd smoke", "the occasional one", "the occasional cigarette",
	"at parties", "socially", "now and then", "now and again", "occasionally", "once in a while", "on a night out", "on nights out"}

// quitTakenBack reports whether an answer that gives a habit up takes the
// quit back after it (see above), and whether it tells the habit kept up
// now and then. x is the answer's extraction: a sentence naming another
// habit tells of that one.
func quitTakenBack(x extract.Result, text, concept string) (back, odd bool) {
	tx := newText(text)
	folded := tx.str
	q := -1
	for _, w := range quitWords {
		if i := wordIndex(folded, w); i >= 0 && (q < 0 || i < q) {
			q = i
		}
	}
	if q < 0 {
		return false, false
	}
	rest := folded[q:]
	from := len([]rune(folded[:q]))
	for _, sent := range sentencesFrom(tx, from) {
		if hasAnyWord(sent.text, []string{"not", "never", "no", "haven't", "hasn't", "don't", "didn't"}) || namesAnotherHabit(x, tx, sent.start, concept) {
			continue
		}
		if containsAny(sent.text, oddOnes) && !oftenThen(sent.text) { // "I used to vape now and then years ago" is then
			return true, true
		}
	}
	for _, g := range quitHedge.FindAllStringSubmatch(rest, -1) {
		if g[3] == "" {
			back = true
		}
	}
	return back, false
}

// quitSentence is one sentence of a text and the rune offset it starts at.
type quitSentence struct {
	text  string
	start int
}

// sentencesFrom returns the sentences of tx from the one holding rune
// offset from on, the first cut to start at from.
func sentencesFrom(tx text, from int) []quitSentence {
	var out []quitSentence
	for i := from; i < len(tx.runes); {
		_, e := tx.bounds(tx.sent, i)
		out = append(out, quitSentence{tx.between(i, e), i})
		if e <= i {
			break
		}
		i = e
	}
	return out
}

// namesAnotherHabit reports whether the sentence of tx starting at rune
// offset start names a habit other than concept: "I have the odd beer at
// parties" is the drink's.
func namesAnotherHabit(x extract.Result, tx text, start int, concept string) bool {
	for _, m := range x.Mentions {
		if m.Type == ontology.TypeSocial && m.ConceptID != concept && m.Span[0] >= start && tx.sent[m.Span[0]] == tx.sent[start] {
			return true
		}
	}
	return false
}

// onlyHabit reports whether the turn names no habit but concept: with two,
// whose quit is taken back is unsure.
func onlyHabit(x extract.Result, concept string) bool {
	for _, m := range x.Mentions {
		if m.Type == ontology.TypeSocial && m.ConceptID != concept {
			return false
		}
	}
	return true
}

// keptUpNowAndThen returns s, a habit read as given up in an answer, as the
// habit current when the answer takes the quit back: occasional with the
// odd one told, a claim with a bare hedge.
func keptUpNowAndThen(s Statement, x extract.Result, text string) Statement {
	back, odd := quitTakenBack(x, text, s.Concept)
	switch {
	case odd:
		s.Status, s.Historical, s.Uncertain = "", false, false
		if s.Attributes == nil {
			s.Attributes = map[string]string{}
		}
		s.Attributes["amount"] = "occasional"
		if !strings.HasSuffix(s.Display, " (occasional)") {
			s.Display += " (occasional)"
		}
	case back:
		s.Status, s.Historical, s.Uncertain = "", false, true
	}
	return s
}
