package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A drug the patient was told to keep off ("don't be taking any of that St
// John's wort, or the diclofenac gel neither", "芬必得那些莫碰，伤胃") is not
// taken; one told to be given up ("二甲双胍甭吃了，以后就打针") is stopped.

// enAvoidBefore, before a drug in its sentence, tell the patient to keep
// off it.
var enAvoidBefore = []string{"said don't take", "said do not take", "don't be taking", "not to take", "never to take", "to avoid", "stay off",
	"keep off", "steer clear of", "shouldn't take", "should not take", "mustn't take", "can't have any", "not allowed"}

// zhAvoidAfter, after a Chinese drug in its clause, tell the patient to
// keep off it.
var zhAvoidAfter = []string{"莫碰", "别碰", "不要碰", "碰都不能碰", "碰都莫碰", "碰都别碰", "碰不得", "千万别吃", "千万不能吃"}

// zhToldToStopAfter, right after a Chinese drug in its clause, tell the
// patient to give it up now.
var zhToldToStopAfter = []string{"甭吃了", "别吃了", "莫吃了", "不要吃了", "不用吃了", "甭用了", "别用了", "莫用了", "不用用了"}

// toldToAvoid reports whether drug m is one the patient was told to keep
// off (see above).
func toldToAvoid(tx text, m extract.Mention) bool {
	if isHan(tx.between(m.Span[0], m.Span[1])) || isHan(tx.after(m)) {
		return containsAny(tx.after(m), zhAvoidAfter)
	}
	before := sentenceBefore(tx, m)
	i := firstIndexOfAny(before, enAvoidBefore)
	return i >= 0 && !containsAny(before[i:], []string{"but", "instead", "except", "apart from", "other than", "only", "so i take", "so i'm on", "with", "alongside", "on top of"})
}

// zhToldToStop reports whether Chinese drug m is one the patient was told
// to give up now (see above).
func zhToldToStop(tx text, m extract.Mention) bool {
	after := strings.TrimLeft(tx.after(m), " 就也都")
	return startsWithAny(after, zhToldToStopAfter) != ""
}
