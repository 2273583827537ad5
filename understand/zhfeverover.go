package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A fever told and then said gone in the same turn was, and is not now:
// "上礼拜发了两天烧，现在烧已经退了" (change dev zh-z1-003), "昨天晚上烧到三十八
// 度六，今天早上量是三十六度九，不烧了" (zh-z1-050). The first read no fever (发
// 了两天烧 splits 发烧; 烧到 with a fall after it adds none, feverbyheat.go),
// and "不烧了" was read as the fever denied. The telling must come first and
// the end last: "烧退了，晚上又烧到三十九度" is a fever now, and is left to the
// other rules. Another person's fever ("我儿子烧到三十九，现在退了") and a
// question are not read; "胃不烧了" is heartburn.

// zhFeverTold tells a fever: 发烧, 烧到 a heat, 发了两天烧, 烧了三天, 有点烧.
var zhFeverTold = regexp.MustCompile(`发烧|發燒|发热|發熱|发高烧|烧到|燒到|高烧|低烧|发[了过着咗]?[^，。,；;！？?!\s]{0,5}?烧|烧了[一二两三四五六七八九十几半0-9]+[天日晚]|有点烧|有啲烧|烧起来|燒起來`)

// zhFeverOver says the fever is gone: 烧退了, 烧已经退了, 烧也退了, 退烧了, 不烧了,
// 没再烧, 冇烧了, 唔烧喇.
var zhFeverOver = regexp.MustCompile(`(烧|燒)(已经|已經|也|早|早就|都|就|总算|終於|终于)?(退了|退咗|退啦|退晒|退落嚟|下去了|降下来了)|退(了)?烧了|退燒了|` +
	`(不|没|沒|冇|唔)(再)?(发烧|發燒|烧|燒)(了|咗|喇|啦|嘞)`)

// notFeverBefore are the places a burning is heartburn or a burn, not a fever.
const notFeverBefore = "胃心口喉咙嗓脸手脚皮"

// feverToldThenOver marks the patient's fever of the turn as past, or adds
// it, when the turn tells a fever and then that it is gone.
func (r *Reader) feverToldThenOver(tx text, st []Statement) []Statement {
	s := tx.str
	told := zhFeverTold.FindAllStringIndex(s, -1)
	over := zhFeverOver.FindAllStringIndex(s, -1)
	if len(told) == 0 || len(over) == 0 {
		return st
	}
	end := over[len(over)-1]
	if told[0][0] >= end[0] || told[len(told)-1][0] > end[1] {
		return st // the end first, or a fever told again after it
	}
	if rs := []rune(s[:end[0]]); len(rs) > 0 && containsRune(notFeverBefore, rs[len(rs)-1]) {
		return st
	}
	at := len([]rune(s[:told[0][0]]))
	endAt := len([]rune(s[:end[0]]))
	for _, part := range []string{tx.between(tx.sentenceStart(at), at), tx.between(at, endAt)} {
		if who := extract.LastPerson(part); who != "" && who != extract.Patient {
			return st
		}
	}
	if sent := tx.sentenceOf(endAt); containsAny(sent, []string{"?", "？", "吗", "嗎", "么"}) {
		return st
	}
	for i := range st {
		if st[i].Concept != "sym:fever" || st[i].Experiencer != extract.Patient || st[i].Uncertain || st[i].Hypothetical {
			continue
		}
		st[i].Negated, st[i].Historical = false, true
		return st
	}
	return append(st, Statement{Type: Symptom, Concept: "sym:fever", Display: r.Display("sym:fever", "en"), Attributes: map[string]string{},
		Historical: true, Experiencer: extract.Patient, Confidence: 0.85})
}

// containsRune reports whether s holds r.
func containsRune(s string, r rune) bool {
	for _, c := range s {
		if c == r {
			return true
		}
	}
	return false
}
