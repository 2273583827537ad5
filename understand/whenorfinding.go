package understand

import (
	"regexp"
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A finding asked under a circumstance and a finding asked after it: "Any
// chest pain when you walk, or breathlessness?" (blind round 21 en07) asked
// only of the chest pain, the breathlessness read as part of the walking.
// A comma and "or" (or "and") after the circumstance open a new thing
// asked: a finding named after them is asked plainly, not under the
// circumstance. Without the comma ("any pain when you walk or climb
// stairs?") the circumstance goes on.
//
// And the answer that denies the kind, "No, nothing like that.", "None of
// that", denies a finding asked under a circumstance as a whole: a bare
// "no" says only that there is none then (onlywhen.go), but "nothing like
// that" says there is nothing of the sort.

// whenThenOr is a comma and "or"/"and" that close the circumstance.
var whenThenOr = regexp.MustCompile(`, (?:or|and|or any|and any|any) `)

// whenClauseEnd returns the rune offset in q, after whenAt, where a comma
// and "or" close the circumstance, or -1.
func whenClauseEnd(q string, whenAt int) int {
	rs := []rune(q)
	if whenAt < 0 || whenAt >= len(rs) {
		return -1
	}
	loc := whenThenOr.FindStringIndex(string(rs[whenAt:]))
	if loc == nil {
		return -1
	}
	return whenAt + len([]rune(string(rs[whenAt:])[:loc[1]]))
}

// kindDenied matches an answer that denies the kind of thing asked, not
// only at the time asked.
var kindDenied = regexp.MustCompile(`\b(?:nothing like that|nothing of the sort|nothing of that sort|none of that|none of those|nothing like those|nothing of the kind)\b`)

// deniesTheKind reports whether a no answer (lower-cased) denies the kind
// of what was asked, and takes nothing back after.
func deniesTheKind(text string) bool {
	loc := kindDenied.FindStringIndex(text)
	if loc == nil {
		return false
	}
	return !hasAnyWord(text[loc[1]:], []string{"but", "except", "only", "just", "apart from", "sometimes", "when", "if"}) && !strings.Contains(text, "?")
}

// A finding whose words hold their own predicate and end the question,
// "Is your neck stiff?" (asked/en-x1-020), asks whether it is, not how a
// finding already told is ("Is your cough productive?" goes on after it):
// it is no given. So does a place and the verb that hurts, "Does your
// tummy hurt?" (asked/en-x2-009), whose "No" denied nothing, even with the
// listener named after it ("Does your ear hurt, pet?").

// predicateAsked reports whether nothing but the question mark follows m
// in its clause and m's words end in a state ("neck stiff").
func predicateAsked(tx text, m extract.Mention) bool {
	rest := strings.TrimSpace(tx.after(m))
	if rest != "" && rest != "?" && rest != "," { // "Does your ear hurt, pet?": the clause ends at the comma
		return false
	}
	words := strings.Fields(strings.ToLower(m.Text))
	if len(words) == 1 {
		return slices.Contains(hurtVerbs, words[0]) // "Does your tummy hurt?": the site before, the verb the finding
	}
	return len(words) >= 2 && (slices.Contains(predicateStates, words[len(words)-1]) || slices.Contains(hurtVerbs, words[len(words)-1]))
}

// hurtVerbs name a pain by its verb alone, after the place that hurts.
var hurtVerbs = []string{"hurt", "hurts", "hurting", "ache", "aches", "aching", "burn", "burns", "burning", "sting", "stings", "stinging",
	"throb", "throbbing"}

// predicateStates are the states a finding's words may end in.
var predicateStates = []string{"stiff", "swollen", "tight", "sore", "numb", "itchy", "red", "blocked", "runny"}
