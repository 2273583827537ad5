package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A pregnancy told by how far along it is or by a test (zh dev): "我现在孕24
// 周", "三十周了" and "八周咧" answering how many weeks, "验孕棒两道杠",
// "测哒，两条杠" answering whether a test was done. The lexicon has 怀孕 and
// its lay names, not the weeks nor the test's two lines, so these were read
// as nothing. Trying (备孕), a wish (想怀孕), a pregnancy before (以前怀过)
// and someone else's ("我女朋友刚测出来两道杠") read no pregnancy of the
// patient.

// pregnancyWeeks is a pregnancy's age said with 孕: "孕24周", "孕二十周".
var pregnancyWeeks = regexp.MustCompile(`孕\s*[0-9一二两三四五六七八九十几]+\s*(周|週|个月|個月)`)

// weeksAnswer is an answer that opens with a count of weeks or months:
// "三十周了", "八周咧", "二十九周".
var weeksAnswer = regexp.MustCompile(`^[0-9一二两三四五六七八九十几]+\s*(周|週|个月|個月|个多月)`)

// positiveTest is a home test's two lines or a positive.
var positiveTest = regexp.MustCompile(`(两|兩|二)(条|條|道)(杠|槓|线|線)|阳性|陽性`)

// pregnancyNotNow are words that put the pregnancy in the sentence as not
// the patient's now.
var pregnancyNotNow = []string{"备孕", "備孕", "想怀", "想懷", "避孕", "孕前", "怀孕前", "懷孕前", "以前", "之前", "上一胎", "上次", "那时", "那時", "当时", "當時",
	"怀过", "懷過", "流过", "流過", "不是", "没", "冇", "阴性", "陰性", "会不会", "是不是", "?", "？"}

// A pregnancy's weeks are often told bare, where the visit says what they
// count (asked/zh-x2-004, -035, en-x1-008, en-x2-007, -018): "医生，我这是二
// 胎，三十五周了", "二十八周了，来产检的", "I am thirty weeks now, madam",
// "I'm thirty-four weeks gone and the midwife wanted me seen". A Chinese
// clause of weeks alone counts them when the turn has a word of pregnancy
// or antenatal care; "咳嗽三周了" is a cough's length, and no bare clause.
// The English first person "I'm N weeks" followed by no noun can count
// nothing else.

// bareWeeksClause is a Chinese clause that is only a count of weeks.
var bareWeeksClause = regexp.MustCompile(`^(?:已经|现在|都|这都|我这都|快|刚|刚刚)?[0-9一二两三四五六七八九十几]+\s*(?:周|週)(?:多)?(?:了|啦|咯|咧|嘞)?$`)

// pregnancyContext are words of a pregnancy or its care in a turn.
var pregnancyContext = []string{"胎", "产检", "產檢", "建档", "建檔", "预产期", "預產期", "孕", "怀着", "懷着", "宝宝在肚子", "肚子里的", "剖", "顺产", "順產"}

// enWeeksGone is the patient's own count of weeks: "I'm twelve weeks now",
// "I am thirty-four weeks gone".
var enWeeksGone = regexp.MustCompile(`(?i)\bi(?:'m| am)\s+(?:about |nearly |almost |just over |over |only )?(?:\d{1,2}|(?:twenty|thirty|forty)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)\s+weeks?(?:\s+(?:now|gone|along|today|pregnant))?\s*(?:[,.!;]|$|\s+(?:now|and|so|but|madam|doctor|doc)\b)`)

// weeksToldBare reports whether a sentence counts the patient's weeks of a
// pregnancy in a bare clause, given the whole turn.
func weeksToldBare(sent, turn string) bool {
	if enWeeksGone.MatchString(sent) {
		return true
	}
	if !containsAny(turn, pregnancyContext) {
		return false
	}
	for _, cl := range strings.FieldsFunc(sent, func(r rune) bool { return strings.ContainsRune(",，。.!！;；、 ", r) }) {
		if bareWeeksClause.MatchString(cl) {
			return true
		}
	}
	return false
}

// pregnancyTold adds the patient's pregnancy told by its weeks or a test.
func (r *Reader) pregnancyTold(tx text, st []Statement, prior []Prior) []Statement {
	if hasConcept(st, "cond:pregnancy") {
		return st
	}
	asked := askedOfThePatientBefore(prior, "cond:pregnancy")
	for k, se := range sentences(tx.str) {
		sent := se.text
		told := pregnancyWeeks.MatchString(sent) || positiveTest.MatchString(sent) && containsAny(sent, []string{"验孕", "驗孕", "测孕", "測孕", "早孕"}) ||
			weeksToldBare(sent, tx.str)
		if k == 0 && asked {
			// "怀孕几周了？" "八周咧。"; "测过怀孕冇？" "测哒，两条杠"
			told = told || weeksAnswer.MatchString(sent) && !containsAny(sent, []string{"前", "之前", "以前"}) || positiveTest.MatchString(sent)
		}
		if !told || containsAny(sent, pregnancyNotNow) || someoneElseIn(sent) {
			continue
		}
		return append(st, Statement{Type: Condition, Concept: "cond:pregnancy", Display: r.Display("cond:pregnancy", "en"),
			Attributes: map[string]string{}, Experiencer: extract.Patient, Confidence: 0.85})
	}
	return st
}

// someoneElseIn reports whether a sentence names a person other than the
// speaker: "我女朋友刚测出来两道杠" is hers.
func someoneElseIn(sent string) bool {
	for _, w := range extract.PersonWords(sent) {
		if w.Who != extract.Patient {
			return true
		}
	}
	return false
}
