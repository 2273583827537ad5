package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// zhTookItLead, in the sentence before a Chinese symptom, tells what taking
// a drug did: "吃了心跳太慢了", "那个吃了起疹子", "阿司匹林吃了胃疼". Only
// at the head of its clause or right after the drug or a word pointing back
// at it, so that "吃了饭头晕" or "我昨天吃了火锅" is no drug's doing.
// A plaster or an ointment put on says what it did by the verb of putting
// it on and 得: "膏药也贴了两贴，贴得皮肤发红刺挠，今儿就没贴" (zh dev
// zh-t1-019), stopped by the same verb denied ("没贴", "不抹了").
var zhTookItLead = regexp.MustCompile(`吃了|用了|吃上|一吃|食咗|打了|抹了|擦了|贴得|貼得|抹得|涂得|塗得|擦得`)

// zhPutOnStopped stop a plaster or an ointment: the verb of putting it on
// denied, after the effect.
var zhPutOnStopped = regexp.MustCompile(`(没|沒|不|没再|沒再|不再)(贴|貼|抹|涂|塗|擦)(了)?`)

// zhNotADrugAfterLead, right after the lead, make it a meal, not a drug.
var zhNotADrugAfterLead = []string{"饭", "飯", "东西", "東西", "早饭", "午饭", "晚饭", "火锅", "火鍋", "酒"}

// zhStillGoingOn, after the stop, say the complaint is still there.
var zhStillGoingOn = []string{"还疼", "还痛", "还是", "还在", "還在", "现在还", "現在還", "一直", "又", "还晕", "还有", "還有"}

// zhEffectThenStopped reports whether a Chinese symptom is told as what a
// drug did, and the drug as stopped after it, though the drug is not named
// in the sentence: "（美托洛尔）吃了心跳太慢了，五十几，头晕乎乎的，我就自个
// 儿停了", "别嘌……那个吃了起疹子，浑身痒，大夫给停了". The effect went with the
// drug: it is past. A complaint said to go on ("…停了还是晕") stays.
func zhEffectThenStopped(x extract.Result, tx text, m extract.Mention) bool {
	if !isHan(m.Text) {
		return false
	}
	before := sentenceBefore(tx, m)
	loc := zhTookItLead.FindAllStringIndex(before, -1)
	if loc == nil {
		return false
	}
	lead := loc[len(loc)-1]
	if startsWithAny(before[lead[1]:], zhNotADrugAfterLead) != "" {
		return false
	}
	head := strings.TrimSuffix(strings.TrimSpace(before[:lead[0]]), "我")
	if head != "" && !strings.HasSuffix(head, "，") && !strings.HasSuffix(head, ",") && !strings.HasSuffix(head, "、") &&
		!zhPointsBack(head) && !zhDrugEndsAt(x, tx, m, len([]rune(before[:lead[0]]))) {
		return false
	}
	rest := tx.between(m.Span[1], tx.sentenceEnd(m))
	if firstIndexOfAny(rest, zhStoppedAfter) < 0 && !(strings.HasSuffix(before[lead[0]:lead[1]], "得") && zhPutOnStopped.MatchString(rest)) {
		return false
	}
	return !containsAny(rest, zhStillGoingOn)
}

// zhPointsBack reports whether the words before a lead end with a word
// pointing back at a drug just named: "那个", "这药", "它".
func zhPointsBack(head string) bool {
	for _, w := range []string{"那个", "那個", "这个", "這個", "那药", "那藥", "这药", "這藥", "它"} {
		if strings.HasSuffix(head, w) {
			return true
		}
	}
	return false
}

// zhDrugEndsAt reports whether a drug mention of m's sentence ends where
// the lead begins (offset from the sentence's start, a space or 我 between
// allowed): "阿司匹林吃了胃疼".
func zhDrugEndsAt(x extract.Result, tx text, m extract.Mention, offset int) bool {
	start := tx.sentenceStart(m.Span[0]) + offset
	for _, d := range x.Mentions {
		if d.Type != ontology.TypeDrug && d.Type != ontology.TypeDrugClass || !tx.sameSentence(d, m) {
			continue
		}
		if gap := strings.TrimSpace(tx.between(min(d.Span[1], start), start)); d.Span[1] <= start && (gap == "" || gap == "我") {
			return true
		}
	}
	return false
}
