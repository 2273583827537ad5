package understand

import (
	"regexp"

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

// pregnancyTold adds the patient's pregnancy told by its weeks or a test.
func (r *Reader) pregnancyTold(tx text, st []Statement, prior []Prior) []Statement {
	if hasConcept(st, "cond:pregnancy") {
		return st
	}
	asked := askedOfThePatientBefore(prior, "cond:pregnancy")
	for k, se := range sentences(tx.str) {
		sent := se.text
		told := pregnancyWeeks.MatchString(sent) || positiveTest.MatchString(sent) && containsAny(sent, []string{"验孕", "驗孕", "测孕", "測孕", "早孕"})
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
