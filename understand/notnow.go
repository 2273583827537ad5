package understand

import (
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
// again.
func notNowNext(tx text, m extract.Mention) bool {
	_, next, ok := tx.nextSentence(m)
	if !ok {
		return false
	}
	next = strings.TrimLeft(strings.ToLower(next), " ")
	return startsWithAny(next, notNowOpeners) != "" && !containsAny(next, []string{"still", "again", "but i", "还在吃", "又吃"})
}
