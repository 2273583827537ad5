package understand

import (
	"github.com/anamnesis-health/anamnesis/extract"
)

// A drug named in a repair is the drug of whoever the name it repairs was
// said of: "我堂客在吃降压药，硝苯地平……哦不是，是氨氯地平，她问利福平跟她的药会
// 不会打架？" (s49 blind round 18 zh17) took the nifedipine back and wrote the
// amlodipine as the patient's own drug, the repair's 是 naming no one. The
// word settled on takes the experiencer of the word taken back, when that
// was someone else and no person is named between the repair word and it
// ("哦不是，是我自己吃的氨氯地平" stays the speaker's).

// repairedKeepsWhose gives each drug a repair settles on the experiencer of
// the drug it replaces (see above).
func repairedKeepsWhose(x extract.Result, text string) extract.Result {
	tx := newText(text)
	withdrawn := withdrawnMentions(x, tx)
	whose := map[[2]int]extract.Assertion{}
	for i, m := range x.Mentions {
		if !withdrawn[i] || !isDrug(m) || m.Assertion.Experiencer == extract.Patient || m.Assertion.Experiencer == "" {
			continue
		}
		word, rest := repairWordAt(tx, m.Span[1])
		if word == "" {
			continue
		}
		from := len(tx.runes) - len([]rune(rest)) + len([]rune(word))
		for j := i + 1; j < len(x.Mentions); j++ {
			n := x.Mentions[j]
			if n.Span[0] < from || !isDrug(n) {
				continue
			}
			if n.Assertion.Experiencer == extract.Patient && len(extract.PersonWords(tx.between(from, n.Span[0]))) == 0 {
				a := n.Assertion
				a.Experiencer, a.Subject = m.Assertion.Experiencer, m.Assertion.Subject
				whose[n.Span] = a
			}
			break
		}
	}
	if len(whose) == 0 {
		return x
	}
	return reassigned(x, func(m extract.Mention) (extract.Assertion, bool) {
		if !isDrug(m) {
			return m.Assertion, false
		}
		a, ok := whose[m.Span]
		return a, ok
	})
}
