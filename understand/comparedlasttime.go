package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// comparedWithOpeners, right before a last time, compare with it: "跟上回一
// 样", "same as last time". comparisonClosers end the Chinese comparison;
// an English one ends at its comma.
var (
	comparedWithOpeners = []string{"跟", "和", "同", "像", "跟我", "和我", "像我", "like", "same as", "just like", "the same as"}
	comparisonClosers   = []string{"一样", "一模一样", "差不多", "似的", "那样", "一个样"}
)

// comparedLastTime reports whether the last time at ep in before (the
// sentence before a mention, see lastEpisode) opens a comparison, and
// whether the comparison closes before the mention: "跟上回一样，头痛" (closed:
// the headache is now), "跟上回痛风一模一样" (open: the gout is what it
// compares with).
func comparedLastTime(before string, ep int) (compared, closed bool) {
	lead := strings.ToLower(strings.TrimRight(before[:ep], " "))
	if !endsWithAny(lead, comparedWithOpeners) {
		return false, false
	}
	rest := before[ep:]
	return true, containsAny(rest, comparisonClosers) || !isHan(rest) && strings.ContainsAny(rest, ",;")
}

// relapseComparedWithLastTime reports whether a chronic illness is named as
// what a complaint now is like: "跟上回痛风一模一样". Its last bout is past,
// the illness is the patient's still.
func (r *Reader) relapseComparedWithLastTime(tx text, m extract.Mention) bool {
	if r.isAcute(m) {
		return false
	}
	before := sentenceBefore(tx, m)
	ep := lastIndexAny(before, lastTimes)
	if ep < 0 {
		return false
	}
	compared, closed := comparedLastTime(before, ep)
	return compared && !closed && startsWithAny(strings.TrimLeft(tx.afterInPart(m), " "), comparisonClosers) != ""
}
