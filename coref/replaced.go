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

// Words right before a drug that put it in another's place: a Chinese verb
// of switching (replaceVerbs: "换成", "改用") or the English "switch your
// amlodipine to" (switchedTo), read by replaceWordBefore.
var switchedTo = regexp.MustCompile(`\b(?:switch|swap|chang)\w*\b(?:\s+\w+){0,4}\s+to\s*$`)

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
	withdrawn := map[int]bool{} // by index in drugs: withdrawnAround, which b does not change
	for k, b := range drugs {
		verb, to := replaceWordBefore(rs, b.Span[0])
		if !verb && !(to && switchedTo.MatchString(string(rs[:b.Span[0]]))) && !insteadAfter.MatchString(string(rs[b.Span[1]:sentenceStop(rs, b.Span[1])])) {
			continue
		}
		if pauseIfWords.MatchString(string(rs[sentenceFrom(rs, b.Span[0]):b.Span[0]])) {
			continue // "如果脚肿得厉害，就停掉，换成硝苯地平": a switch that may come
		}
		for j, a := range drugs[:k] {
			if a.ConceptID == b.ConceptID || keptBy.MatchString(partAround(rs, a.Span, isClauseBreak)) {
				continue
			}
			w, ok := withdrawn[j]
			if !ok {
				w = withdrawnAround(rs, a.Span, drugs[j+1].Span[0])
				withdrawn[j] = w
			}
			if w || fewWordsBetween(rs, a.Span[1], b.Span[0]) && adjacentSwitch.MatchString(string(rs[a.Span[1]:b.Span[0]])) {
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
		if !pauseIfWords.MatchString(string(rs[sentenceFrom(rs, at):at])) {
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

// re2Space is the white space \s matches in a regexp: what a pattern
// reads between its words, and what a check that stands for it skips.
const re2Space = " \t\n\f\r"

// replaceVerbs are the Chinese verbs of switching.
var replaceVerbs = []string{"换成", "改成", "改用", "换用", "换为", "改为", "换上", "改吃", "换吃"}

// replaceWordBefore reports whether the text before rune at ends, but for
// white space, with a Chinese verb of switching or with " to" (switchedTo
// may then match: the English words before decide). It
// reads a few runes where the pattern read the whole text before every
// drug, which made a long turn's window quadratic.
func replaceWordBefore(rs []rune, at int) (verb, to bool) {
	for at > 0 && strings.ContainsRune(re2Space, rs[at-1]) {
		at--
	}
	for _, v := range replaceVerbs {
		if n := utf8.RuneCountInString(v); at >= n && string(rs[at-n:at]) == v {
			return true, false
		}
	}
	return false, at >= 3 && string(rs[at-2:at]) == "to" && strings.ContainsRune(re2Space, rs[at-3])
}

// sentenceStop returns where the stretch insteadAfter may read from i
// ends: at the first rune of a sentence or clause end it excludes.
func sentenceStop(rs []rune, i int) int {
	for i < len(rs) && !strings.ContainsRune(".!?。！？;；", rs[i]) {
		i++
	}
	return i
}

// fewWordsBetween reports whether runes from to to hold at most three that
// are not white space, as all that adjacentSwitch matches do: it reads no
// further than the fourth, where converting the stretch between every two
// drugs of a long turn made it quadratic.
func fewWordsBetween(rs []rune, from, to int) bool {
	n := 0
	for i := from; i < to; i++ {
		if !strings.ContainsRune(re2Space, rs[i]) {
			if n++; n > 3 {
				return false
			}
		}
	}
	return true
}
