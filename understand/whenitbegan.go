package understand

import (
	"regexp"
	"strings"
	"time"

	"github.com/anamnesis-health/anamnesis/extract"
)

// Times and lengths that are not a finding's (session 70's review 4): "The
// cardiologist wants to start me on apixaban next week … I'm a bit
// nervous about bleeding" dated the bleeding next week (E08); "Saw Dr
// Patel this morning, she stopped my amlodipine because my ankles kept
// swelling" began the swelling at the visit (E12); "我怀孕12周了，最近尿频"
// gave the frequency twelve weeks, the pregnancy's age (Z19).

// visitWords tell of seeing a clinician: the time of their clause is the
// visit's.
var visitWords = []string{"saw dr", "saw the", "saw my", "seen by", "seen the", "appointment", "went to the", "went to see", "visited", "看了医生", "看医生",
	"看病", "看了门诊", "复查", "门诊", "去医院", "去了医院", "就诊"}

// notAnOnset reports whether time tm of the turn, said at at, cannot be
// when finding m began: a time to come, or the time of a visit told in
// another clause.
func notAnOnset(tx text, tm extract.TimeRef, m extract.Mention, at time.Time) bool {
	if !at.IsZero() && tm.Start.After(at) {
		return true
	}
	return tx.clause[tm.Span[0]] != tx.clause[m.Span[0]] && containsAny(strings.ToLower(tx.clauseOf(tm.Span[0])), visitWords)
}

// gestation, right around a length of time, makes it a pregnancy's age:
// "怀孕12周了", "孕28周", "I'm 12 weeks pregnant".
var (
	gestationBefore = regexp.MustCompile(`(?:怀孕|怀了|孕|怀上)\s*$`)
	gestationAfter  = regexp.MustCompile(`^\s*(?:pregnant|along|gestation|of pregnancy|的身孕|身孕)`)
	// atAPoint, before a length, makes it a point in time: "I lost one
	// last year, at ten weeks".
	atAPoint = regexp.MustCompile(`\bat\s*$`)
	// takingBefore, right before a length, makes it how long a drug is
	// taken: "开了左氧氟沙星，一天一次吃五天" (review 6, Z16) gave the urinary
	// symptoms five days.
	takingBefore = regexp.MustCompile(`(?:吃|服|用|打|涂|抹|喷|连吃|连用|连打)\s*$`)
	// perPeriodAfter, after a length, makes it an amount in each period:
	// "not sleeping, maybe 3 or 4 hours a night" (review 5, E06).
	perPeriodAfter = regexp.MustCompile(`^\s*(?:a|per|each|every) (?:night|day|week|evening)\b`)
)

// noFindingsLength reports whether the duration at span is how far along a
// pregnancy is, a point of one ("at ten weeks"), an amount in each period
// ("4 hours a night"), or how long a drug is taken ("吃五天"): no finding's
// length.
func noFindingsLength(tx text, span [2]int) bool {
	before := strings.ToLower(tx.between(max(0, span[0]-4), span[0]))
	after := strings.ToLower(tx.from(span[1]))
	return gestationBefore.MatchString(before) || atAPoint.MatchString(before) || takingBefore.MatchString(before) ||
		gestationAfter.MatchString(after) || perPeriodAfter.MatchString(after)
}
