package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A drug's amount taken back after its name (session 69's review, "noticed"):
// "I take metformin, no, twice a day" denied the metformin, as an echo
// answered no, and "I take metformin, no, sorry, twice a day" withdrew it,
// as a repair that names no drug the lexicon knows ("布洛芬，不对，是洛索洛
// 芬"). Both correct how much or how often, and the drug stands:
// doseCorrectedInTurn then sets what the correction settles on.

// amountCorrectedAt reports whether the words from rune offset at on, to the
// end of their sentence, only tell a dose or how often: a dose the extractor
// read opens them, past pointing words ("it's", "是"), and no concept is
// named before the sentence ends.
func amountCorrectedAt(x extract.Result, tx text, at int) bool {
	if at >= len(tx.runes) {
		return false
	}
	end := at
	for end < len(tx.runes) && tx.sent[end] == tx.sent[at] {
		end++
	}
	if mentionIn(x, at, end) {
		return false
	}
	rest := strings.ToLower(tx.between(at, end))
	lead := len([]rune(rest)) - len([]rune(strings.TrimLeft(rest, " ,，.。…—–-")))
	for _, p := range []string{"it's ", "it is ", "its ", "is ", "是"} {
		if strings.HasPrefix(strings.TrimLeft(rest, " ,，.。…—–-"), p) {
			lead += len([]rune(p))
			break
		}
	}
	for _, d := range x.Doses {
		if d.Span[0] >= at && d.Span[0] <= at+lead+1 && (d.Frequency != "" || d.Value > 0) {
			return true
		}
	}
	return false
}
