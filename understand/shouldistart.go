package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A drug the patient has heard of and asks whether to start ("听说阿司匹林能
// 预防心梗，我这岁数是不是该吃点？", "My friend says aspirin is good for the
// heart, should I start it?") is none they take: the question comes a
// clause after the drug, where the question rules of a clause did not
// reach, and each was a sure medication (the must-not probe list of
// session 56). A drug told taken before it ("我在吃阿司匹林，是不是该停一停？")
// is still taken.

// startAskedAfter, after the drug in a sentence that asks, asks whether to
// start it.
// Permission ("can I take one now?", "能不能吃") is left to the clause's own
// question rules: a drug the patient had may be asked about again.
var startAskedAfter = regexp.MustCompile(`(?i)\b(?:should|shall) i (?:start|take|try|be taking|go on|get)\b|\bdo i need to (?:start|take|go on)\b|` +
	`\bis it worth (?:taking|trying|starting)\b|(?:是不是|要不要|该不该|需不需要|用不用)该?(?:吃|用|开始吃|吃点|试试|试一下)|该吃点`)

// takenNowBeforeDrug, before the drug in its sentence, tell it taken now.
var takenNowBeforeDrug = []string{"在吃", "一直吃", "吃着", "正在吃", "在用", "i'm on", "i am on", "im on", "i take", "i've been taking", "been on", "still on", "still taking"}

// startAsked makes hypothetical the patient's drugs their sentence asks
// whether to start, unless it tells them taken now.
func startAsked(x extract.Result, tx text, st []Statement) []Statement {
	for i, s := range st {
		if s.Type != Medication || s.Negated || s.Hypothetical || s.Experiencer != extract.Patient || s.Status != "" {
			continue
		}
		m, ok := mentionOf(x, s.Concept)
		if !ok {
			continue
		}
		start, end := tx.sentenceStart(m.Span[0]), tx.sentenceEnd(m)
		sentence := strings.TrimRight(tx.between(start, end), " ")
		if !strings.HasSuffix(sentence, "?") && !strings.HasSuffix(sentence, "？") && !(end < len(tx.runes) && strings.ContainsRune("?？", tx.runes[end])) {
			continue
		}
		if startAskedAfter.MatchString(restOfSentence(tx, m)) && !containsAny(sentenceBefore(tx, m), takenNowBeforeDrug) {
			st[i].Hypothetical = true
		}
	}
	return st
}
