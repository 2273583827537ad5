package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// Rules of session 34, on classes of wrong writes of the dev files. Like
// session 33's, each only moves a statement away from "the patient has it
// now"; none adds a finding.

// topicPauses are what a speaker leaves after a topic before telling about
// it ("安眠药……上趟邻居拨我两粒"): a pause, not the end of what is said of it.
var topicPauses = []string{"……", "…", "——", "...", "。。。"}

// drugTellingEnd returns where what a Chinese drug's sentence tells of it
// ends: at the next drug named, which what follows is about (speech
// transcribed without punctuation runs several drugs in one sentence:
// "熊去氧胆酸 吃着 头孢克肟吃好了"), else at the sentence's end. A drug said
// as a topic and followed by a pause ("安眠药……") has its story in the
// sentence after the pause, so the telling runs to that sentence's end.
func drugTellingEnd(x extract.Result, tx text, m extract.Mention) int {
	e := sentenceOrPauseEnd(tx, m)
	for _, n := range x.Mentions {
		// A form or name right after the drug ("妥布霉素眼药水", "降压药拉
		// 西地平") is the same drug, not the next.
		apart := n.Span[0] > m.Span[1] && strings.TrimSpace(string(tx.runes[m.Span[1]:n.Span[0]])) != ""
		if apart && n.Span[0] < e && (n.Type == ontology.TypeDrug || n.Type == ontology.TypeDrugClass) {
			e = n.Span[0]
		}
	}
	return e
}

// sentenceOrPauseEnd returns the end of m's sentence, or, when m is a
// topic followed by a pause, of the sentence after the pause.
func sentenceOrPauseEnd(tx text, m extract.Mention) int {
	e := tx.sentenceEnd(m)
	between := strings.TrimSpace(string(tx.runes[m.Span[1]:min(e+3, len(tx.runes))]))
	if startsWithAny(between, topicPauses) == "" {
		return e
	}
	// Skip the pause itself (it may be several sentence-ending runes) and
	// take the end of the sentence it opens.
	i := m.Span[1]
	for i < len(tx.runes) && strings.ContainsRune("…—.。 ", tx.runes[i]) {
		i++
	}
	if i >= len(tx.runes) {
		return e
	}
	_, next := tx.bounds(tx.sent, i)
	return next
}
