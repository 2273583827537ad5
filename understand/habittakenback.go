package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A habit told current and taken back later in the same turn, without
// naming it again: "I smoke about 20 a day. Well, I used to, I quit in
// January." kept the smoking current (session 69's review, E10). A later
// sentence that says only that it was given up makes the habit a former
// one. One that tells an amount ("I used to do 20") changed how much, not
// whether; one that says it came back ("started again") leaves it current.

// habitGivenUp are the words of a later sentence that gives a habit up.
var habitGivenUp = []string{"used to", "i quit", "quit in", "quit last", "quit a", "gave up", "given up", "i stopped", "packed it in",
	"戒了", "以前抽", "以前喝", "不抽了", "不喝了", "早就不"}

// habitBack are the words that keep it current after all, or tell how
// much it was ("I used to drink a lot more when I was younger").
var habitBack = []string{"again", "back on", "started", "still", "more", "less", "heavier", "a lot", "又", "还在", "还是", "复吸", "多", "少"}

// habitTakenBack makes former each current habit a later sentence of the
// turn gives up.
func habitTakenBack(x extract.Result, tx text, st []Statement) []Statement {
	for i, s := range st {
		if s.Type != Observation || s.Negated || s.Historical || s.Status == Inactive || !strings.HasPrefix(s.Concept, "social:") {
			continue
		}
		k, ok := mentionIndexOf(x, s.Concept)
		if !ok {
			continue
		}
		for start := tx.sentenceEnd(x.Mentions[k]); start < len(tx.runes); _, start = tx.bounds(tx.sent, start) {
			lower := strings.ToLower(tx.sentenceOf(start))
			if containsAny(lower, habitGivenUp) && !containsAny(lower, habitBack) && !strings.ContainsAny(lower, "0123456789一二两三四五六七八九十几") &&
				!namesAHabit(x, tx, start) {
				st[i].Status, st[i].Historical = Inactive, true
				break
			}
		}
	}
	return st
}

// namesAHabit reports whether the sentence from start names a habit.
func namesAHabit(x extract.Result, tx text, start int) bool {
	for _, m := range x.Mentions {
		if m.Type == ontology.TypeSocial && tx.sent[m.Span[0]] == tx.sent[start] {
			return true
		}
	}
	return false
}
