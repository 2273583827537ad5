package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A drug repaired after its dose or its time, or by a bare "sorry" (session
// 70's review 5): "现在就吃个阿托伐他汀，晚上一粒，哦不是，是瑞舒伐他汀" kept both
// statins taken, since the repair word did not follow the name at once;
// "I stopped the atorvastatin last month, sorry, simvastatin" kept the
// simvastatin taken and stopped the atorvastatin named by mistake. The
// repair may come a clause or two after the name, with nothing named
// between; "sorry" alone repairs only when the same kind of thing is named
// right after it. And the drug settled on is told as the one taken back was:
// "I stopped the atorvastatin, no sorry, the simvastatin" stops the
// simvastatin.

// repairedLater reports whether drug mention i is taken back by a repair
// word that opens a clause later in its sentence, within a few words and
// with nothing named between, or by a bare "sorry" right before the next
// drug.
func repairedLater(x extract.Result, tx text, i int) bool {
	m := x.Mentions[i]
	if !isDrug(m) || m.Span[1] >= len(tx.runes) {
		return false
	}
	end := tx.sentenceEnd(m)
	for k := m.Span[1] + 1; k < end && k-m.Span[1] <= 24; k++ {
		if mentionIn(x, m.Span[1], k) {
			return false
		}
		if !strings.ContainsRune(",，…", tx.runes[k-1]) {
			continue
		}
		if w, rest := repairWordAt(tx, k); w != "" && !strings.HasSuffix(w, " my") {
			// "二甲双胍一天三次，哦不对，一天两次" (session 71's review 8, Z19)
			// repairs how often, and the drug stands.
			return !amountCorrectedAt(x, tx, len(tx.runes)-len([]rune(rest))+len([]rune(w)))
		}
		if sorryBeforeADrug(x, tx, k) {
			return true
		}
	}
	return sorryBeforeADrug(x, tx, m.Span[1])
}

// sorryBeforeADrug reports whether the words from rune k on are a bare
// "sorry" and then, at once, a drug: "…, sorry, simvastatin".
func sorryBeforeADrug(x extract.Result, tx text, k int) bool {
	rest := strings.TrimLeft(strings.ToLower(tx.from(k)), " ,")
	after, ok := strings.CutPrefix(rest, "sorry")
	if !ok {
		return false
	}
	at := len(tx.runes) - len([]rune(after))
	for _, n := range drugMentions(x.Mentions) {
		if n.Span[0] < at || n.Span[0]-at > 6 {
			continue
		}
		lead := strings.Trim(tx.between(at, n.Span[0]), " ,")
		// The name settled on stands alone in its clause: "sorry,
		// simvastatin, I always mix them up"; "sorry, metformin too" adds.
		rest := strings.TrimLeft(tx.from(n.Span[1]), " ")
		alone := rest == "" || strings.ContainsRune(",，.。!！;；…", []rune(rest)[0])
		return (lead == "" || lead == "the") && alone
	}
	return false
}

// stopBefore end the words before a drug that stop it: "I stopped the".
var stopBefore = []string{"stopped the", "stopped my", "stopped", "came off the", "came off", "quit the"}

// repairedStops returns the drugs a repair settles on after taking back a
// drug that was told stopped: the stop is theirs.
func repairedStops(x extract.Result, tx text, withdrawn map[int]bool) map[int]bool {
	out := map[int]bool{}
	for i, m := range x.Mentions {
		if !withdrawn[i] || !isDrug(m) || !endsWithAnyWord(strings.ToLower(strings.TrimRight(tx.before(m), " ")), stopBefore) {
			continue
		}
		for j := i + 1; j < len(x.Mentions); j++ {
			if n := x.Mentions[j]; isDrug(n) && tx.sameSentence(m, n) && !withdrawn[j] {
				out[j] = true
				break
			}
		}
	}
	return out
}
