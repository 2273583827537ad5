package understand

import (
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A condition the patient comes back about is theirs: in "我甲减复查，这是
// 化验单，TSH 6.8，FT4正常" the hypothyroidism is what is followed up, not
// what the test looked for, so a normal result in the same sentence denies
// nothing of it (round 12 zh05). A test for a condition not yet had ("查了
// 甲状腺功能，没有甲减，都正常") still denies it.

// followUpWords, right after a condition, say the visit follows it up.
// Chinese only: in English "my diabetes review, bloods all normal" the
// "normal" would then read as the condition resolved, no better than denied.
var followUpWords = []string{"复查", "复诊", "随访"}

// followedUp reports whether condition m is named as what the visit
// follows up: a follow-up word right after it, in its part.
func followedUp(tx text, m extract.Mention) bool {
	if m.Type != ontology.TypeCondition {
		return false
	}
	after := strings.TrimLeft(tx.afterInPart(m), " 的")
	for _, w := range followUpWords {
		if strings.HasPrefix(after, w) {
			return true
		}
	}
	return false
}

// resolutionWordsOf returns the words that say condition m is over: for a
// condition followed up, "正常" speaks of the results ("我糖尿病复诊，化验都
// 正常"), which are normal on treatment, and only a word of the condition
// itself gone ("好了", "痊愈") ends it.
func resolutionWordsOf(tx text, m extract.Mention) []string {
	if !followedUp(tx, m) {
		return resolutionWords
	}
	return slices.DeleteFunc(slices.Clone(resolutionWords), func(w string) bool { return strings.HasPrefix(w, "正常") })
}
