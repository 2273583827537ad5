package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// normWords make a value a clinician names a threshold, a target or a
// range rather than a reading of the patient ("we want it under 140",
// "normal is below 5.7", "糖化控制在7以下").
var normWords = []string{"normal", "target", "goal", "aim for", "aiming for", "should be", "ought to be", "ideally", "ideal",
	"want it", "want your", "want to see", "keep it", "keep your", "get it", "get your", "range", "cut-off", "cutoff", "threshold",
	"under", "below", "less than", "lower than", "above", "over", "more than", "higher than", "at least", "or more", "or less",
	"or above", "or below", "or higher", "or lower", "up to",
	"正常", "目标", "控制在", "控制到", "保持在", "理想", "应该在", "要在", "要到", "以下", "以上", "以内", "之内", "低于", "高于",
	"超过", "不超过", "大于", "小于", "不到", "标准", "范围",
	// A value said as a stretch of values: "your GFR's in the low 40s".
	"in the low", "in the mid", "in the high", "in the upper", "in the lower",
	// A change to make: "lose five kilos", "体重先减个五公斤".
	"lose", "drop", "减", "减掉", "瘦",
	// What to do when a value is reached: "烧过三十八度五再吃".
	"再吃", "再用", "再来", "就吃", "就来"}

// earlierWords date a value the clinician names before today's ("last
// time it was 150"): the record keeps what was measured now.
var earlierWords = []string{"last time", "last visit", "last month", "last year", "previously", "before that", "used to be", "back then",
	"at the hospital", "in hospital", "上次", "上回", "之前", "以前", "原来", "去年", "上个月"}

// clinicianReadings are the values a clinician reads out to the patient in
// the consultation ("your blood pressure today is 142 over 88", "糖化
// 7.6%"): the patient's readings, as the patient's own report of them
// would be. A value asked about, set as a condition, a target or a norm,
// dated before today, or said of someone else is no reading of the
// patient now.
func (r *Reader) clinicianReadings(t Turn, x extract.Result, tx text, sents []sentence) []Statement {
	kept := x
	kept.Measurements = nil
	for _, ms := range x.Measurements {
		at := extract.Mention{Span: ms.Span}
		// The value's own words are no norm: "142 over 88" is a reading.
		clause := strings.Replace(tx.clauseOf(ms.Span[0]), tx.between(ms.Span[0], ms.Span[1]), " ", 1)
		clause = withoutChangedTo(clause) // "your haemoglobin is up to 112" (changedto.go)
		for _, other := range x.Measurements {
			// Nor are another reading's words read out in the same clause:
			// "your blood pressure's one thirty-six over eighty-two and your
			// weight is seventy-one and a half kilos" sets no norm by "over".
			if other.Span != ms.Span && tx.clause[other.Span[0]] == tx.clause[ms.Span[0]] {
				clause = strings.Replace(clause, tx.between(other.Span[0], other.Span[1]), " ", 1)
			}
		}
		if ms.Assertion.Hypothetical || question(sents, at) || conditional(tx, at) ||
			containsAny(clause, normWords) || containsAny(clause, earlierWords) {
			continue
		}
		kept.Measurements = append(kept.Measurements, ms)
	}
	if len(kept.Measurements) == 0 {
		return nil
	}
	// "Your pressure was 210 over 118 when you came, and after resting
	// it's 192 over 110": of a quantity read out twice, the last is now.
	last := map[string]int{}
	for i, ms := range kept.Measurements {
		last[ms.ConceptID] = i
	}
	now := kept.Measurements[:0:0]
	for i, ms := range kept.Measurements {
		if ms.ConceptID == "" || last[ms.ConceptID] == i {
			now = append(now, ms)
		}
	}
	kept.Measurements = now
	base := func(a extract.Assertion, typ, concept string) Statement {
		return Statement{Type: typ, Concept: concept, Display: r.Display(concept, "en"), Attributes: map[string]string{},
			Negated: a.Negated, Uncertain: a.Uncertain, Historical: a.Historical, Relayed: a.Relayed,
			Experiencer: experiencer(a, t.Speaker), Confidence: 0.9}
	}
	return r.measurements(t, kept, nil, base)
}
