package understand

import (
	"regexp"
	"strings"
	"time"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A course prescribed for a number of days is over when the patient comes
// back and says the medicine is finished, naming no drug: "上次开的药吃完了，
// 来复诊一下" after "给你开阿莫西林，…吃五天" (followup dev zh-y1-002), "上次的药
// 吃完就好了" after "吃呋喃妥因，…吃五天" (zh-y1-019). The drug stayed current.
// The drugs of the clinician's order are stopped when the patient's turn names
// no drug, says its medicine (药, 药水, 药膏) is finished (吃完, 喝完, 用完,
// 滴完, 涂完, 吃光), and the order gave the course a length of two days to four
// weeks ("吃五天", "吃两周"; not "一天一片": one day, nor a follow-up time
// "两周后回来", which is no length, nor a month's supply of a standing drug).
//
// Not read: nearly or not yet finished ("快吃完了", "还没吃完"), a refill or
// a question after it ("药吃完了，再开点", "吃完了还要吃吗"), a finish only
// planned ("等吃完了再说", "吃完以后"), and a drug the turn names (its own
// rules read it).

// zhCourseFinished is the medicine finished.
var zhCourseFinished = regexp.MustCompile(`(药|藥)(水|膏|片|丸)?(也|都|已经|已經|早就|早|今天|昨天|前天|就)?(吃|喝|用|滴|涂|塗|抹|擦|食)(完|光|晒)(了|咗|啦|就|最后|最後)`)

// zhCourseNotFinished, in the clause before the finish, make it not yet, a
// plan or a condition.
var zhCourseNotFinished = []string{"快", "没", "沒", "冇", "未", "还没", "等", "要是", "如果", "的话", "以后", "之后"}

// courseFinished adds a stop of the drugs the last order of a course gave.
func courseFinished(x extract.Result, tx text, st []Statement, prior []Prior) []Statement {
	for _, m := range x.Mentions {
		if m.Type == ontology.TypeDrug || m.Type == ontology.TypeDrugClass {
			return st
		}
	}
	s := string(tx.runes)
	loc := zhCourseFinished.FindStringIndex(s)
	if loc == nil {
		return st
	}
	at := len([]rune(s[:loc[0]]))
	end := len([]rune(s[:loc[1]]))
	sent := tx.sentenceOf(at)
	if strings.ContainsAny(sent, "？?") || strings.Contains(sent, "吗") || strings.Contains(sent, "嗎") {
		return st
	}
	cs, _ := tx.bounds(tx.clause, at)
	if containsAny(string(tx.runes[cs:end]), zhCourseNotFinished) {
		return st
	}
	_, se := tx.bounds(tx.sent, at)
	if se > end && containsAny(strings.ReplaceAll(string(tx.runes[end:se]), "又开始", ""), zhRefill) { // 又开始 starts a complaint again, 又开 is a refill
		return st
	}
	if who := extract.LastPerson(string(tx.runes[tx.sentenceStart(at):at])); who != "" && who != extract.Patient {
		return st
	}
	for n := len(prior) - 1; n >= 0 && n >= len(prior)-4; n-- {
		p := prior[n]
		var drugs []Statement
		for _, y := range p.Reading.Statements {
			if y.Type == Medication && current(y) && y.Status != Stopped {
				drugs = append(drugs, y)
			}
		}
		if len(drugs) == 0 {
			continue
		}
		if p.Speaker != Clinician || !aCourseLength(p.Reading.Extract) {
			return st // the last drugs named were no course
		}
		for _, d := range drugs {
			if hasConcept(st, d.Concept) {
				continue
			}
			st = append(st, Statement{Type: Medication, Concept: d.Concept, Display: d.Display, Attributes: map[string]string{},
				Status: Stopped, Experiencer: extract.Patient, Confidence: 0.85})
		}
		return st
	}
	return st
}

// aCourseLength reports whether an order's words give a course a length of
// two days to four weeks.
func aCourseLength(x extract.Result) bool {
	for _, d := range x.Durations {
		if d.N >= 2 && d.D >= 48*time.Hour && d.D <= 28*24*time.Hour && !d.Approx {
			return true
		}
	}
	return false
}
