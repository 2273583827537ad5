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
	if !at.IsZero() && tm.Start.After(at) || ageThisYear.MatchString(tx.from(tm.Span[1])) {
		return true
	}
	return tx.clause[tm.Span[0]] != tx.clause[m.Span[0]] && containsAny(strings.ToLower(tx.clauseOf(tm.Span[0])), visitWords)
}

// ageThisYear, right after "今年", makes it an age, not a time: "阿拉囡囡今年
// 六岁。伊昨日夜里开始肚皮痛" (session 71's review 7, Z12) dated the pain to
// the first of January.
var ageThisYear = regexp.MustCompile(`^\s*(?:才|已经|都|刚|刚刚|也)?(?:[零一二两三四五六七八九十百\d]+)(?:岁|周岁|歲|足岁)`)

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
	// sinceBirthBefore, right before a length, makes it the time since a
	// birth: "我生完孩子两个月了…这几天左边乳房胀痛" (session 71's review 7,
	// Z16) gave the breast pain two months.
	// leftOfACourse, around a length, makes it what remains of a course:
	// "I've got two days left of the flucloxacillin" (session 71's review 8,
	// E19) gave the redness two days; "还剩三天".
	leftAfter        = regexp.MustCompile(`^\s*(?:left|to go|remaining)\b`)
	leftBefore       = regexp.MustCompile(`(?:还剩|剩下|剩)\s*$`)
	sinceBirthBefore = regexp.MustCompile(`(?:生完|生了|生下|产后|生完孩子|生了孩子|生孩子|生完宝宝|生宝宝|生完小孩|坐完月子|出了月子|出月子)\s*$|\b(?:since (?:the|my) (?:baby|birth|delivery)|postpartum|post-partum)\s*$`)
)

// noFindingsLength reports whether the duration at span is how far along a
// pregnancy is, a point of one ("at ten weeks"), an amount in each period
// ("4 hours a night"), how long a drug is taken ("吃五天"), what is left of
// a course ("two days left") or since a birth ("生完孩子两个月了"): no
// finding's length.
func noFindingsLength(tx text, span [2]int) bool {
	before := strings.ToLower(tx.between(max(0, span[0]-4), span[0]))
	after := strings.ToLower(tx.from(span[1]))
	birth := strings.ToLower(tx.between(max(0, span[0]-24), span[0]))
	return gestationBefore.MatchString(before) || atAPoint.MatchString(before) || takingBefore.MatchString(before) || sinceBirthBefore.MatchString(birth) ||
		leftBefore.MatchString(before) || gestationAfter.MatchString(after) || perPeriodAfter.MatchString(after) || leftAfter.MatchString(after)
}
