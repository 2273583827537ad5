package coref

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// repairWords correct what the speaker just said ("给你开点甲硝唑……哦不对，
// 那换成替硝唑吧", "I'll give you azithromycin... no, wait, let's do
// clarithromycin"): of the drugs the turn names, the one it settles on is
// the last named after the correction. Not a bare "I mean", which is
// mostly a filler, nor "对不对" and "不对劲", which correct nothing.
var repairWords = []string{"不对", "说错了", "搞错了", "我是说", "更正一下", "no wait", "no, wait", "no no", "no, no", "sorry, i mean",
	"sorry i mean", "i meant", "scratch that", "or rather", "actually no", "actually, no", "let me correct"}

// repaired returns the drug mentions of a turn that a self-repair
// retracts: every drug it names but the last one, not negated, named after
// its last correction word. Without a correction, or with no drug after
// it, nothing is retracted.
func repaired(text string, mentions []extract.Mention) map[[2]int]bool {
	lower := []rune(strings.ToLower(text))
	at := -1
	for i := range lower {
		n := hasPrefixAny(lower[i:], repairWords)
		if n == 0 || !wordBounded(lower, i, n) {
			continue
		}
		if string(lower[i:i+n]) == "不对" && (i > 0 && lower[i-1] == '对' || i+n < len(lower) && strings.ContainsRune("劲头", lower[i+n])) {
			continue
		}
		at = i + n
	}
	if at < 0 {
		return nil
	}
	settled := -1
	for k, m := range mentions {
		if m.Type == ontology.TypeDrug && m.Span[0] >= at && !m.Assertion.Negated && (settled < 0 || m.Span[0] > mentions[settled].Span[0]) {
			settled = k
		}
	}
	if settled < 0 {
		return nil
	}
	out := map[[2]int]bool{}
	for k, m := range mentions {
		if m.Type == ontology.TypeDrug && k != settled {
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
