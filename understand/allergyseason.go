package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// An allergy word that says when a drug is taken names its indication, not
// a reaction to it: "还有氯雷他定，过敏季节吃" (blind round 10 zh20),
// "氯雷他定过敏的时候吃一片", "西替利嗪，过敏犯了就吃", "I take loratadine in
// allergy season". notCues drops these from a part's cues and
// treatedAllergy from the allergy words.

// allergyTimesPattern is the notCues alternative for them.
const allergyTimesPattern = `过敏(?:季|期|的时候|犯了|发作的时候|那阵)|\ballerg(?:y|ies) season\b`

// allergyTimes follow an allergy word that says when.
var allergyTimes = []string{"季", "期", "的时候", "犯了", "发作的时候", "那阵", " season"}

// allergyAsATime reports whether the allergy word is followed by words of
// when: "过敏季节", "allergy season".
func allergyAsATime(tx text, m extract.Mention) bool {
	return startsWithAny(strings.ToLower(tx.after(m)), allergyTimes) != ""
}
