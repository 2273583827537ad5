package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// At the follow-up visit a Chinese speaker says a complaint told at the first
// one is over by its own verb denied with the 了 of a change, without naming
// it again: "复位完第二天就不晕了" after "一翻身就天旋地转" (followup dev
// zh-y1-011), "吃半片以后她说站起来不晕了" after "站起来头晕" (zh-y1-017),
// "觉能睡到六点了" and "一觉到天亮" after "睡不着" (zh-y1-007, -031), "酸水也不往
// 上冒了" after "反酸" (zh-y1-009), "大便通了", "不干了" after constipation
// told (zh-y1-039). Read as nothing, the complaint stayed active. Each row
// acts only on a complaint of its own concept the patient told before, in
// this turn before the phrase or in an earlier turn (as backtonormal.go),
// and every phrase of the turn is tried, not only the first (in "现在不吃也
// 能睡着，一觉到天亮" the first is passed over for the 不 before it).
//
// Not read: a question, a wish or a denial before the phrase in its clause
// (zhOverBefore), another person's ("我老伴儿不晕了"), a complaint that is
// back or still there after the phrase in its sentence ("躺着不晕了，一站起
// 来还是晕") or its verb again later in the turn (one spell over, "一会儿就
// 不晕了。躺下、抬头也晕"; zh dev zh-j1-015 said it with 转), and a complaint never told (no denial is written).

var zhOffEnd = `(了|啦|喇|咗)([，,。.！!；; ]|$)`

var zhComplaintOffRows = []backToNormal{
	{"sym:dizziness", regexp.MustCompile(`(头|頭|脑袋|站起来|起身|起来)?(也|都|就|早就|已经|已經)?(不|没|冇)(再)?(晕|暈|发晕|發暈|昏|天旋地转)` + zhOffEnd), false},
	// Not 不转了: "一会儿就不转了" ends one spell of the spinning (zh dev zh-j1-015).
	{"sym:vertigo", regexp.MustCompile(`(头|頭|脑袋|翻身|起床)?(也|都|就|早就|已经|已經)?(不|没|冇)(再)?(晕|暈|发晕|發暈)` + zhOffEnd), false},
	{"sym:orthostatic_dizziness", regexp.MustCompile(`(站起来|起身|起来|蹲起来)(的时候)?(也|都|就|早就|已经|已經)?(不|没|冇)(再)?(晕|暈|发晕|發暈|黑)` + zhOffEnd), false},
	{"sym:insomnia", regexp.MustCompile(`(能|也能|都能)睡(得)?(着|著|到[一二三四五六七八九十两0-9]+点|踏实|踏實|安稳|安穩)(了|啦)?([，,。.！!；; ]|$)|一觉(睡)?到天(亮|光)(了|啦)?([，,。.！!；; ]|$)`), false},
	{"sym:heartburn", regexp.MustCompile(`(酸水|反酸|烧心|燒心)(也|都|就|早就|已经)?(不|没|冇)(再)?(往上)?(冒|返|反|涌|湧|烧|燒)` + zhOffEnd), false},
	{"sym:constipation", regexp.MustCompile(`(大便|便便|屎|粑粑|解手)(也|都|就|已经)?(通了|顺了|順了|正常了|好解了|不(干|乾|硬)了)([，,。.！!；; ]|$)|(^|[，,。！!；; ])(也|都|就)?不(干|乾|硬)了([，,。.！!；; ]|$)`), false},
}

// zhStillAfter, after the phrase in its sentence, say the complaint is still
// there or back, when the complaint's own verb comes again.
var zhStillAfter = []string{"还是", "還是", "还有点", "還有點", "又", "还晕", "还会", "還會"}

// zhOffVerbs are the complaints' verbs a phrase may end in.
const zhOffVerbs = "晕暈冒返反涌湧烧燒干乾硬黑"

// offVerb is the last Han character of a phrase before its 了: the
// complaint's own verb (晕, 冒, 干), which a still-there after it repeats.
func offVerb(phrase string) rune {
	rs := []rune(strings.TrimRight(phrase, "了啦喇咗，,。.！!；; "))
	if len(rs) == 0 || !strings.ContainsRune(zhOffVerbs, rs[len(rs)-1]) {
		return 0 // sleep's phrases end in no verb ("睡到六点了", then "不再三四点醒")
	}
	return rs[len(rs)-1]
}

// complaintOffTold marks past the patient's complaint of a row that a phrase
// of the turn, after it was told, says is over (see above).
func (r *Reader) complaintOffTold(x extract.Result, tx text, st []Statement, prior []Prior) []Statement {
	s := tx.str
	for _, row := range zhComplaintOffRows {
		if _, ok := r.onto.Concept(row.concept); !ok {
			continue
		}
		for _, loc := range row.phrase.FindAllStringIndex(s, -1) {
			at := len([]rune(s[:loc[0]]))
			for at < len(tx.runes) && strings.ContainsRune("，,。.！!；; ", tx.runes[at]) {
				at++
			}
			if !spokenForSaysAt(tx, at, prior) { // "她说站起来不晕了" typed by her son (spokenforsays.go)
				continue
			}
			end := len([]rune(s[:loc[1]]))
			_, se := tx.bounds(tx.sent, at)
			if se > end && containsAny(tx.between(end, se), zhStillAfter) && strings.ContainsRune(tx.between(end, se), offVerb(s[loc[0]:loc[1]])) {
				continue
			}
			if strings.ContainsRune(tx.from(end), offVerb(s[loc[0]:loc[1]])) {
				continue // the verb again later in the turn: one spell over, not the complaint ("一会儿就不晕了。躺下也晕")
			}
			here := -1
			for i, y := range st {
				if y.Concept != row.concept || y.Experiencer != extract.Patient || y.Negated || y.Uncertain || y.Hypothetical {
					continue
				}
				if m, named := mentionOf(x, y.Concept); named && m.Span[1] <= at {
					here = i
				}
			}
			switch {
			case here >= 0:
				st[here].Historical = true
			case complaintToldBefore(row.concept, prior) && !hasConcept(st, row.concept):
				st = append(st, Statement{Type: Symptom, Concept: row.concept, Display: r.Display(row.concept, "en"), Attributes: map[string]string{},
					Historical: true, Experiencer: extract.Patient, Confidence: 0.9})
			}
			break
		}
	}
	return st
}
