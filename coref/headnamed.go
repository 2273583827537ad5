package coref

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A condition is often told by the one word of its names that heads the
// phrase, what follows saying it is the patient's own: "the clot I had a
// few years back" (a pulmonary embolism, "blood clot in the lung"), "the
// veins in my legs" (varicose veins), "前两年胃里查出来的那个细菌" (the
// H. pylori infection, "胃里的细菌"). The word is data, as for
// namedConditionRefs: Resolve keeps the phrase only when a condition of
// the record or the window is named by it (namedBy), so the finder reads
// the frame alone. In English: a determiner or "my", at most one word
// before the head, and right after it a clause of what the patient had or
// was found to have, a place on their body, or when it was. In Chinese: a
// demonstrative and two characters closing their clause.

// enHeadTold is what follows the head of such a phrase.
var enHeadTold = regexp.MustCompile(`(?i)^\s+(?:` +
	`(?:i|i've|ive|i'd|id|we)\s+(?:had|have|got|get|was|used|'ve|ve|'d|d)\b|` +
	`they\s+(?:found|said|told|diagnosed|picked|spotted|saw|treated|sorted|called)\b|` +
	`(?:in|inna|on|down|round|around|behind|under)\s+(?:my|me|ma|mi)\b|` +
	`from\s+(?:a|an|the|last|years?|when|back|before)\b|back\s+(?:in|when|then)\b|` +
	`(?:a\s+(?:few|couple\s+of)|two|three|four|five|some|many)\s+years?\s+(?:ago|back)\b|` +
	`last\s+(?:year|summer|winter|spring|autumn|fall)\b)`)

// enHeadNotNamed are words of condition names that everyday speech heads
// a phrase with in another sense ("the pressure at work", "the water in
// my shoes", "the episode I had of that show"), or that name a test, a
// time or a thing rather than a condition.
var enHeadNotNamed = map[string]bool{"pressure": true, "attack": true, "attacks": true, "time": true, "times": true, "day": true,
	"days": true, "one": true, "ones": true, "stuff": true, "bit": true, "lot": true, "age": true, "baby": true, "bed": true,
	"bird": true, "block": true, "car": true, "cell": true, "cells": true, "change": true, "control": true, "count": true,
	"damage": true, "drop": true, "end": true, "episode": true, "food": true, "function": true, "history": true, "hit": true,
	"hole": true, "issue": true, "issues": true, "levels": true, "life": true, "management": true, "mass": true,
	"morning": true, "night": true, "organ": true, "patient": true, "period": true, "periods": true, "school": true,
	"sea": true, "shell": true, "stage": true, "state": true, "status": true, "stress": true, "symptoms": true,
	"term": true, "test": true, "tests": true, "type": true, "use": true, "water": true, "winter": true, "results": true,
	"doctor": true, "doctors": true, "nurse": true, "way": true, "thing": true, "things": true, "kind": true, "sort": true}

// headNamedRefs finds, outside held, the English and Chinese phrases
// headed by a word a condition may be named by.
func headNamedRefs(rs []rune, held [][2]int) []Reference {
	return append(enHeadNamedRefs(rs, held), zhHeadNamedRefs(rs, held)...)
}

// placeHeads sets, on each condition reference told by its place whose
// words open with a determiner and a noun ("that bug in my stomach"), the
// noun as its Head: of the conditions at the place, those named by it are
// meant (namedFirst).
func placeHeads(refs []Reference) {
	for i, r := range refs {
		if r.Kind != KindCondition || r.Topic == "" || r.Named != "" {
			continue
		}
		lower := []rune(strings.ToLower(r.Text))
		words := splitWords(lower)
		if len(words) >= 3 && (enNamedDet[words[0].text] || dialectMy(words, 0)) && headAt(lower, words, 0, 1) {
			refs[i].Head = words[1].text
		}
	}
}

// namedFirst keeps, of a reference's candidates, those its Head names,
// when any.
func namedFirst(ref Reference, cands []scored, v Vocabulary) []scored {
	if ref.Head == "" {
		return cands
	}
	return atPlacesTold(cands, func(c scored) int {
		if namedBy(c.ConceptID, ref.Head, v) {
			return 1
		}
		return 0
	})
}

func enHeadNamedRefs(rs []rune, held [][2]int) []Reference {
	lower := []rune(strings.ToLower(string(rs)))
	words := splitWords(lower)
	var out []Reference
	for k := range words {
		if !enNamedDet[words[k].text] && !dialectMy(words, k) && words[k].text != "di" { // Jamaican "di veins inna mi legs"
			continue
		}
		for _, n := range []int{1, 2} { // "the clot", "that blood clot"
			if !headAt(lower, words, k, n) {
				continue
			}
			h := k + n
			head := words[h]
			span := [2]int{words[k].start, head.end}
			if overlapsAny(span, held) {
				break
			}
			named := head.text
			if n == 2 {
				named = words[k+1].text + " " + head.text
			}
			out = append(out, Reference{Span: span, Kind: KindCondition, Named: named, HeadNamed: true})
			held = append(held, span)
			break
		}
	}
	return out
}

// headAt reports whether the n words after the determiner at k (one: "the
// clot"; two: "that blood clot") are one phrase of naming words whose
// last, the head, is followed by what the patient had, where or when
// (enHeadTold).
func headAt(lower []rune, words []word, k, n int) bool {
	h := k + n
	if h >= len(words) || !oneDescription(lower, words[k:h+1]) || !enHeadTold.MatchString(string(lower[words[h].end:])) {
		return false
	}
	for _, w := range words[k+1 : h+1] {
		if !namingWord(w.text) {
			return false
		}
	}
	return true
}

// namingWord reports whether an English word may be one of a condition's
// names in a phrase headed by it.
func namingWord(w string) bool {
	return len([]rune(w)) >= 3 && !enHeadNotNamed[w] && !enNotNamed[w] && !enDrug[w] && !enTroubleWords[w] && !enNamedDet[w] &&
		!strings.Contains(w, "'")
}

// zhHeadDets open a Chinese phrase headed by a noun of a condition's
// names: "那个细菌", "嗰个瘤".
var zhHeadDets = []string{"那个", "这个", "嗰个", "呢个"}

// zhHeadHad are what the patient had or was found to have, right before
// 的 and the phrase: "查出来的那个细菌", "得过的那个", "长的那个". Only so is
// the noun a condition of theirs: "开的那个膏方" is a remedy, "这两天" a
// time.
var zhHeadHad = []string{"查出来", "查出", "检查出来", "查到", "发现", "得过", "得了", "有过", "长过", "长了", "长", "落下", "犯过", "诊断"}

func zhHeadNamedRefs(rs []rune, held [][2]int) []Reference {
	var out []Reference
	for i := 1; i < len(rs); i++ {
		if rs[i-1] != '的' && rs[i-1] != '嘅' || hasSuffixAny(rs[:i-1], zhHeadHad) == 0 {
			continue
		}
		n := hasPrefixAny(rs[i:], zhHeadDets)
		if n == 0 {
			continue
		}
		h := i + n
		if h+2 > len(rs) || !extract.HanRune(rs[h]) || !extract.HanRune(rs[h+1]) {
			continue
		}
		// The head closes its clause: "那个细菌，" or "那个细菌会不会…" reads
		// one noun; "那个细菌感染的药" goes on to another.
		if h+2 < len(rs) && !isClauseBreak(rs[h+2]) && rs[h+2] != ' ' && !strings.ContainsRune("会能要是还又也就呢吗啊呀嘛吧咋怎有没", rs[h+2]) {
			continue
		}
		span := [2]int{i, h + 2}
		if overlapsAny(span, held) {
			continue
		}
		out = append(out, Reference{Span: span, Kind: KindCondition, Named: string(rs[h : h+2]), HeadNamed: true})
		held = append(held, span)
	}
	return out
}
