package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A hedge on how much is drunk is no hedge on the drinking: in "I drink
// maybe a glass or two of wine most nights" the patient drinks, and only
// the amount is a guess. Read as a hedge on the habit it became a pending
// claim for the whole of it, and the record never held a drinker. The
// habit is current, its amount kept as said and marked approximate. Only
// when every hedge of the sentence stands right before an amount of drink
// ("maybe a glass", "probably two or three pints"): "I might have the odd
// drink", "I think I drink…", "I probably drink a bottle a week" hedge the
// habit itself and stay claims.

// hedgedAmount is a hedge right before an amount of drink, up to the end of
// the amount's words.
var hedgedAmount = regexp.MustCompile(`\b(maybe|probably|possibly|perhaps)( about| around| like)? ((a|an|one|two|three|four|five|six|a couple of|a few|half a|\d+)( or (two|three|four|five|six|\d+))? )(\w+ ){0,2}?(glass|glasses|pint|pints|bottle|bottles|can|cans|beer|beers|drink|drinks|unit|units|shot|shots|measure|measures)\b[^,.;!?]*`)

// habitHedges say a habit is unsure.
var habitHedges = []string{"maybe", "probably", "possibly", "perhaps", "might", "may", "i think", "not sure", "i guess", "i suppose",
	"kind of", "sort of", "don't know", "dunno"}

// amountOnlyHedged returns h, a drinking habit read as unsure, as the habit
// current with its amount approximate, when the sentence's only hedges are
// of the amount (see hedgedAmount).
func amountOnlyHedged(h Statement, m extract.Mention, tx text) Statement {
	if h.Concept != "social:alcohol" || !h.Uncertain || h.Negated || h.Historical {
		return h
	}
	sent := strings.ToLower(tx.sentenceOf(m.Span[0]))
	loc := hedgedAmount.FindStringIndex(sent)
	if loc == nil || hasAnyWord(sent[:loc[0]]+" "+sent[loc[1]:], habitHedges) || hasAnyWord(sent[loc[0]+1:loc[1]], habitHedges) {
		return h
	}
	h.Uncertain = false
	h.Attributes["amount"] = strings.TrimSpace(sent[loc[0]:loc[1]])
	h.Attributes["approx"] = "approximately"
	h.Display += " (" + h.Attributes["amount"] + ")" // the line says how much, and that it is a guess
	return h
}
