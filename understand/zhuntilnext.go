package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// untilNextMentionZh is untilNextMention for a mention in Chinese: the words
// up to the next mention, whole. untilNextMention leaves out the last two
// words before it ("… and the"), which in Chinese, where a clause is one
// space-less word, left nothing: "您这个尿路感染已经好了，左氧氟沙星不用再吃了"
// read no end of the infection, since a drug followed (session 51, change dev
// zh-z1-010).
func untilNextMentionZh(x extract.Result, tx text, i int) string {
	m := x.Mentions[i]
	if !isHan(m.Text) {
		return untilNextMention(x, tx, i)
	}
	rest := []rune(tx.afterInPart(m))
	for _, n := range x.Mentions[i+1:] {
		if n.Type != ontology.TypeBodySite && n.Span[0] >= m.Span[1] && n.Span[0]-m.Span[1] < len(rest) {
			return strings.TrimSpace(string(rest[:n.Span[0]-m.Span[1]]))
		}
	}
	return string(rest)
}
