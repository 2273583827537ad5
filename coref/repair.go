package coref

import (
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// repairWords correct what the speaker just said ("给你开点甲硝唑……哦不对，
// 那换成替硝唑吧", "I'll give you azithromycin... no, wait, let's do
// clarithromycin"): of the drugs the turn names, the one it settles on is
// the last named after the correction. Not a bare "I mean", which is
// mostly a filler, nor "对不对" and "不对劲", which correct nothing.
// Spoken, a "no" with a "sorry" corrects as well ("the ibuprofen no sorry
// no it's the naproxen").
var repairWords = []string{"不对", "说错了", "搞错了", "我是说", "更正一下", "no wait", "no, wait", "no no", "no, no", "sorry, i mean",
	"sorry i mean", "i meant", "scratch that", "or rather", "actually no", "actually, no", "let me correct",
	// A spoken "the ibuprofen no sorry no it's the naproxen".
	"no sorry", "no, sorry", "sorry no", "sorry, no"}

// repaired returns the drug mentions of a turn that a self-repair
// retracts: the drugs named before its last correction word, other than
// the one the turn settles on, the last drug named after the correction
// and not negated; wherever the turn names them again. Without a
// correction, a drug before it or a drug after it, nothing is retracted.
func repaired(text string, mentions []extract.Mention) map[[2]int]bool {
	from, at := repairAt([]rune(text))
	if at < 0 {
		return nil
	}
	// "the ibuprofen no sorry no it's the naproxen": the extractor reads
	// the correction's own "no" as denying the drug after it, which the
	// correction settles on.
	noCue := strings.Contains(" "+strings.ToLower(string([]rune(text)[from:at]))+" ", " no ") ||
		strings.HasPrefix(strings.ToLower(string([]rune(text)[from:at])), "no,") || strings.HasSuffix(strings.ToLower(string([]rune(text)[from:at])), ", no")
	if noCue {
		mentions = slices.Clone(mentions)
		for k := range mentions {
			if mentions[k].Span[0] >= at {
				mentions[k].Assertion.Negated = false
			}
		}
	}
	return retracted(from, at, mentions)
}

// repairAt returns where the text's last correction word starts and ends
// (runes), or -1, -1 when it has none.
func repairAt(rs []rune) (from, at int) {
	lower := []rune(strings.ToLower(string(rs)))
	from, at = -1, -1
	if len(lower) != len(rs) {
		return -1, -1
	}
	for i := range lower {
		n := hasPrefixAny(lower[i:], repairWords)
		if n == 0 || !wordBounded(lower, i, n) {
			continue
		}
		if string(lower[i:i+n]) == "不对" && (i > 0 && lower[i-1] == '对' || i+n < len(lower) && strings.ContainsRune("劲头", lower[i+n])) {
			continue
		}
		// A correcting 不对 opens its clause ("……哦不对，我是说"); after a
		// verb or 的 it says something was done wrong ("是不是哪个药吃的不对").
		if string(lower[i:i+n]) == "不对" && i > 0 && !isClauseBreak(lower[i-1]) && !strings.ContainsRune(" …—-哦噢呃啊哎唉嗯喔诶欸", lower[i-1]) {
			continue
		}
		// "I meant to ask", Scots "I meant tae ask": no correction.
		if string(lower[i:i+n]) == "i meant" && hasPrefixAny(lower[i+n:], []string{" to ", " tae ", " ta "}) > 0 {
			continue
		}
		from, at = i, i+n
	}
	return from, at
}

// retracted returns the drug mentions a correction from..at retracts
// (repaired).
func retracted(from, at int, mentions []extract.Mention) map[[2]int]bool {
	settled := -1
	for k, m := range mentions {
		if m.Type == ontology.TypeDrug && m.Span[0] >= at && !m.Assertion.Negated && (settled < 0 || m.Span[0] > mentions[settled].Span[0]) {
			settled = k
		}
	}
	if settled < 0 {
		return nil
	}
	// Only what was said before the correction is corrected: "No no, I
	// take amlodipine and metformin" corrects no drug.
	before := map[string]bool{}
	for _, m := range mentions {
		if m.Type == ontology.TypeDrug && m.Span[1] <= from && m.ConceptID != mentions[settled].ConceptID {
			before[m.ConceptID] = true
		}
	}
	if len(before) == 0 {
		return nil
	}
	out := map[[2]int]bool{}
	for _, m := range mentions {
		if m.Type == ontology.TypeDrug && before[m.ConceptID] {
			out[m.Span] = true
		}
	}
	return out
}

// wordBounded reports whether rs[i:i+n] stands whole when it is Latin:
// "no no" is not in "piano nothing".
func wordBounded(rs []rune, i, n int) bool {
	if rs[i] >= 0x80 {
		return true
	}
	return (i == 0 || !isWordRune(rs[i-1])) && (i+n == len(rs) || !isWordRune(rs[i+n]))
}
