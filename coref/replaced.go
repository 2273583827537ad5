package coref

import (
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A turn may name a drug and withdraw it for another it puts in its place:
// "I'll start you on co-amoxiclav... actually, hang on, you're allergic to
// penicillin. Let's go with erythromycin instead", "本来想给你用普萘洛尔，
// 可你有哮喘，这个不能用。换成氟桂利嗪吧", "螺内酯引起的。先把它停了，换成依普
// 利酮", "氨氯地平换成硝苯地平". Asked then about "that one", "换的这个",
// the patient means the one put in its place, not the one withdrawn, as
// with a drug paused (pausedhere.go). A drug the turn keeps ("缬沙坦接着吃")
// or names with nothing said against it ("Take the metformin with
// breakfast. We'll switch your amlodipine to nifedipine") is none withdrawn,
// nor is any where the switch only may come ("如果脚肿得厉害，就…换成").

// replacesBefore, ending the words right before a drug, puts it in another's
// place: "换成", "改用", "switch your amlodipine to".
var replacesBefore = regexp.MustCompile(`(?:换成|改成|改用|换用|换为|改为|换上|改吃|换吃)\s*$|\b(?:switch|swap|chang)\w*\b(?:\s+\w+){0,4}\s+to\s*$`)

// insteadAfter, after a drug in its sentence, says it is put in another's
// place: "Let's go with erythromycin instead".
var insteadAfter = regexp.MustCompile(`^[^.!?。！？;；]*\binstead\b`)

// withdrawnBy says, around a drug, that it is not to be had: it cannot be
// used, is stopped, caused the trouble, or the speaker thought better of it.
var withdrawnBy = regexp.MustCompile(`不能用|不能吃|不适合|不合适|停了|停掉|不用了|别吃了|不吃了|本来想|原来想|算了|引起的|闹的|` +
	`\bactually\b|\bhang on\b|\bon second thoughts?\b|\bscratch that\b|\ballergic\b|\bcan'?t (?:have|take|use)\b|\bnot suitable\b|\brather than\b|\bcaus(?:ed|ing)\b`)

// keptBy, in a drug's own clause, keeps it: "缬沙坦接着吃", "keep the metformin".
var keptBy = regexp.MustCompile(`接着吃|继续|照常|照旧|老样子|不用变|不变|\bkeep\b|\bcontinue\b|\bcarry on\b|\bstay on\b`)

// adjacentSwitch is all that stands between a drug and the one put in its
// place: "氨氯地平换成硝苯地平", "switch your amlodipine to nifedipine".
var adjacentSwitch = regexp.MustCompile(`^\s*(?:就|先|都|也)?(?:换成|改成|改用|换用|换为|改为)\s*$|^\s+to\s+$`)

// replacedIn returns the drugs of one turn withdrawn for another the turn
// puts in their place.
func replacedIn(text string, mentions []extract.Mention) map[string]bool {
	rs := []rune(strings.ToLower(text))
	drugs := drugsInOrder(mentions, len(rs))
	out := map[string]bool{}
	for k, b := range drugs {
		before := string(rs[:b.Span[0]])
		if !replacesBefore.MatchString(before) && !insteadAfter.MatchString(string(rs[b.Span[1]:])) {
			continue
		}
		if pauseIfWords.MatchString(sentenceBefore(before)) {
			continue // "如果脚肿得厉害，就停掉，换成硝苯地平": a switch that may come
		}
		for j, a := range drugs[:k] {
			if a.ConceptID == b.ConceptID || keptBy.MatchString(partAround(rs, a.Span, isClauseBreak)) {
				continue
			}
			if adjacentSwitch.MatchString(string(rs[a.Span[1]:b.Span[0]])) || withdrawnAround(rs, a.Span, drugs[j+1].Span[0]) {
				out[a.ConceptID] = true
			}
		}
	}
	return out
}

// withdrawnAround reports whether, from the start of the drug's sentence to
// the next drug named (next), the turn withdraws it (withdrawnBy), not in a
// sentence that only supposes it.
func withdrawnAround(rs []rune, span [2]int, next int) bool {
	lo := span[0]
	for lo > 0 && !sentenceEnd(rs[lo-1]) {
		lo--
	}
	part := string(rs[lo:next])
	for _, loc := range withdrawnBy.FindAllStringIndex(part, -1) {
		at := lo + utf8.RuneCountInString(part[:loc[0]])
		if !pauseIfWords.MatchString(sentenceBefore(string(rs[:at]))) {
			return true
		}
	}
	return false
}

// withoutReplaced returns the candidates less those the turn that last
// named them withdrew for another, when that leaves some; a turn asking
// about stopping keeps them all.
func withoutReplaced(cands []scored, window []WindowMention, stopping bool) []scored {
	if len(cands) < 2 || stopping {
		return cands
	}
	kept := slices.DeleteFunc(slices.Clone(cands), func(c scored) bool {
		return slices.ContainsFunc(window, func(w WindowMention) bool { return w.ConceptID == c.ConceptID && w.Seq == c.seq && w.Replaced })
	})
	if len(kept) == 0 {
		return cands
	}
	return kept
}
