package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// "前几天发烧，现在没事了" and the Cantonese "前几日发烧到39度，食咗布洛芬退咗，
// 而家冇事喇" (session 70's review 5, Z20) kept the fever current: that all
// is well now was read only from a sentence of its own after the finding
// (allOverNext), not from a later clause of the finding's own sentence.

// overLaterInSentence reports whether a later clause of finding m's
// sentence says all is well now (overNow), with no other finding named
// between.
func overLaterInSentence(x extract.Result, tx text, m extract.Mention) bool {
	rest := tx.between(m.Span[1], tx.sentenceEnd(m))
	k := firstIndexOfAny(rest, overNow)
	if k < 0 {
		return false
	}
	until := m.Span[1] + len([]rune(rest[:k]))
	for _, n := range x.Mentions {
		if n.Span[0] >= m.Span[1] && n.Span[0] < until && (n.Type == ontology.TypeSymptom || n.Type == ontology.TypeCondition) {
			return false // "头疼，发烧，现在没事了": which is over is unsure
		}
	}
	return !strings.ContainsAny(rest[:k], "但还又") // "…，但还有点咳，现在没事了" says more
}

// takenForWhatIsOver reports whether drug m is told taken once ("食咗布洛
// 芬") in a sentence that goes on to say all is well now: a dose for what
// is over, taken then.
func takenForWhatIsOver(tx text, m extract.Mention) bool {
	before := strings.ToLower(strings.TrimRight(tx.before(m), " "))
	if !strings.HasSuffix(before, "吃了") && !strings.HasSuffix(before, "食咗") && !strings.HasSuffix(before, "食了") && !strings.HasSuffix(before, "服了") &&
		!strings.HasSuffix(before, "用了") && !strings.HasSuffix(before, "打了") && !endsWithAnyWord(before, []string{"took", "had some"}) {
		return false
	}
	return containsAny(tx.between(m.Span[1], tx.sentenceEnd(m)), overNow)
}

// zhUntilComma returns the words after Chinese mention i up to the comma
// that ends its clause, when the turn's next mention comes after that comma,
// or "": "医生说我的甲亢好了，让我把甲巯咪唑停了" (review 4, Z12) ends the
// illness before the drug is named, where untilNextMention, which leaves
// out the last two words before the next mention, kept nothing of a
// clause that is one space-less word.
func zhUntilComma(x extract.Result, tx text, i int) string {
	m := x.Mentions[i]
	if !isHan(m.Text) {
		return ""
	}
	rest := tx.afterInPart(m)
	k := strings.IndexAny(rest, "，,；;")
	if k < 0 {
		return ""
	}
	for _, n := range x.Mentions[i+1:] {
		if n.Type != ontology.TypeBodySite && n.Span[0] >= m.Span[1] && n.Span[0]-m.Span[1] < len([]rune(rest[:k])) {
			return "" // a mention inside the clause: untilNextMention's
		}
	}
	return rest[:k]
}
