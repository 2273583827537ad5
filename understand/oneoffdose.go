package understand

import (
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A few tablets taken on a day gone by ("Took a couple of Nurofen last
// night for the headache", "昨天晚上头疼 吃了一片布洛芬", "I took three Advil
// last night and iced it") say a dose was had, not whether the patient is
// on the drug now: annotators read it both ways (change/*-z2 as over,
// en/j1 and en/p1 as taken now). The record holds it as a claim for a
// clinician to settle, not as a drug taken. Anything that makes it a habit
// or keeps it going ("every night", "still", "一直", "天天") leaves it current.

var (
	// enDoseTaken ends the words before a drug taken as a count of units.
	enDoseTaken = regexp.MustCompile(`\b(?:took|had|popped|swallowed|tried)(?: (?:a|one|two|three|a couple of|a couple|couple of|a few|2|3))(?: (?:of (?:the|my|them|those)?|more|extra))?\s*$`)
	// zhDoseTaken ends the words before a drug taken as a count of units.
	zhDoseTaken = regexp.MustCompile(`(?:吃了|吃咗|食咗|吞了|服了|喝了)(?:一|两|兩|二|几|幾|1|2)(?:片|粒|颗|顆|包|袋|支)\s*$`)
	// zhDoseKeptGoing make a dose a habit or carry it on.
	zhDoseKeptGoing = []string{"每", "天天", "一直", "经常", "經常", "老是", "总是", "還在", "还在", "一天", "长期", "長期", "现在吃", "在吃", "吃着", "吃著"}
)

// doseHadThen reports whether drug mention m is told as a few units taken
// on a day before the turn's, with nothing that makes it a habit.
func doseHadThen(x extract.Result, tx text, m extract.Mention, at time.Time) bool {
	if isHan(m.Text) {
		// A WeChat turn breaks its sentences at spaces ("医生 昨天晚上头疼
		// 吃了一片布洛芬"): the day may be told in any sentence before the drug.
		return zhDoseTaken.MatchString(tx.between(0, m.Span[0])) && timeGoneByBefore(x, m, at) && !containsAny(tx.str, zhDoseKeptGoing)
	}
	// "…, it's still banging this morning" keeps the headache going, not
	// the dose: what goes on is read in the drug's clause, a habit in
	// its sentence.
	clause := tx.clauseOf(m.Span[0])
	return enDoseTaken.MatchString(strings.ToLower(tx.before(m))) && datedBeforeToday(x, tx, m, at) &&
		!hasAnyWord(clause, keptGoing) && !holdsAny(clause, ongoingParts) &&
		!hasAnyWord(tx.sentenceOf(m.Span[0]), []string{"every", "regularly", "a day", "usually", "always"})
}

// timeGoneByBefore reports whether the turn names, before m, a time that
// ended before the day of the turn.
func timeGoneByBefore(x extract.Result, m extract.Mention, at time.Time) bool {
	day := at.Truncate(24 * time.Hour)
	return slices.ContainsFunc(x.Times, func(t extract.TimeRef) bool { return t.Span[1] <= m.Span[0] && !t.End.IsZero() && !t.End.After(day) })
}
