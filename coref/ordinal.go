package coref

import (
	"regexp"
	"slices"
	"strings"
)

// A drug told by its place in a list: "the second one you mentioned", "您
// 刚才说的第二个". Of the last turn that named several drugs, the one named
// in that place; with no such turn, or fewer drugs than the place, none is
// chosen.

// enOrdinals are the places a patient counts to.
var enOrdinals = map[string]int{"first": 1, "second": 2, "third": 3, "1st": 1, "2nd": 2, "3rd": 3}

// zhOrdinal is 第N个 as a drug: after 说的, 开的, 提的 or standing alone,
// followed by 药 or the end of its phrase, not by another noun ("第二个月").
var zhOrdinal = regexp.MustCompile(`第(一|二|三|1|2|3)(个|种|样)(药)?`)

// zhOrdinalRefs finds 第N个 standing for a drug.
func zhOrdinalRefs(rs []rune, taken [][2]int) []Reference {
	s := string(rs)
	var out []Reference
	for _, g := range zhOrdinal.FindAllStringSubmatchIndex(s, -1) {
		start, end := len([]rune(s[:g[0]])), len([]rune(s[:g[1]]))
		if end < len(rs) && g[6] < 0 && !isClauseBreak(rs[end]) && !strings.ContainsRune("是呢啊呀吧吗得要能就还", rs[end]) {
			continue // "第二个月", "第一个疗程"
		}
		before := string(rs[max(0, start-3):start])
		if g[6] < 0 && !strings.HasSuffix(before, "的") && start > 0 && !isClauseBreak(rs[start-1]) {
			continue // "吃第二个" of a count, not said of a list
		}
		span := [2]int{start, end}
		if overlapsAny(span, taken) {
			continue
		}
		n := map[string]int{"一": 1, "二": 2, "三": 3, "1": 1, "2": 2, "3": 3}[s[g[2]:g[3]]]
		out = append(out, Reference{Span: span, Kind: KindDrug, Ordinal: n})
	}
	return out
}

// enOrdinalOf returns the place a drug reference's own words count to:
// "the second one" is 2.
func enOrdinalOf(text string) int {
	for _, w := range strings.Fields(strings.ToLower(text)) {
		if n := enOrdinals[w]; n > 0 {
			return n
		}
	}
	return 0
}

// ordinalCandidates returns the drug named in place n of the last window
// turn that named several fitting drugs, and all of that turn's, or none
// when no turn did or it named fewer.
func ordinalCandidates(ref Reference, in Input, v Vocabulary, fit func(string, string) bool) (chosen []scored, all []scored) {
	var seq int64 = -1
	var listed []WindowMention
	for i := len(in.Window) - 1; i >= 0; i-- {
		w := in.Window[i]
		if w.Topical || w.ConceptID == "" || !fit(w.ConceptID, w.Type) {
			continue
		}
		if seq >= 0 && w.Seq != seq {
			if countDistinct(listed) >= 2 {
				break
			}
			listed = nil
		}
		seq = w.Seq
		listed = append([]WindowMention{w}, listed...)
	}
	if countDistinct(listed) < 2 {
		return nil, nil
	}
	var order []string
	for _, w := range listed {
		if !slices.Contains(order, w.ConceptID) {
			order = append(order, w.ConceptID)
		}
	}
	all = sessionCandidates(ref, listed, in.Record, v, fit, true)
	if ref.Ordinal > len(order) {
		return nil, all
	}
	for _, c := range all {
		if c.ConceptID == order[ref.Ordinal-1] {
			return []scored{c}, all
		}
	}
	return nil, all
}

func countDistinct(ws []WindowMention) int {
	seen := map[string]bool{}
	for _, w := range ws {
		seen[w.ConceptID] = true
	}
	return len(seen)
}

// enOrdinalPhrase is "the second one", "that first tablet"; enOrdinalSaid
// after it says it was one of a list someone said.
var (
	enOrdinalPhrase = regexp.MustCompile(`\b(the|that|your) (first|second|third|1st|2nd|3rd) (one|drug|tablet|pill|medicine|medication|thing|cream|inhaler)\b`)
	enOrdinalSaid   = regexp.MustCompile(`^,? ?(that |which )?(you|u|the doctor|doctor|the doc|he|she|they|the nurse|the gp)( just| have| had|'ve)? (said|mentioned|named|listed|gave|prescribed|told me about|brought up|went through|put down|wrote)\b`)
)

// enOrdinalRefs finds "the second one you mentioned", or "the second one"
// in a question: a place in a list of drugs.
func enOrdinalRefs(rs []rune, taken [][2]int) []Reference {
	lower := strings.ToLower(string(rs))
	question := strings.Contains(lower, "?")
	for _, g := range enOrdinalPhrase.FindAllStringSubmatchIndex(lower, -1) {
		if !question && !enOrdinalSaid.MatchString(lower[g[1]:]) {
			continue
		}
		start := len([]rune(lower[:g[0]]))
		span := [2]int{start, start + len([]rune(lower[g[0]:g[1]]))}
		if overlapsAny(span, taken) {
			continue
		}
		return []Reference{{Span: span, Kind: KindDrug, Ordinal: enOrdinals[lower[g[4]:g[5]]]}}
	}
	return nil
}
