package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
)

// allergyFeared, in an allergy's sentence, tell it as a worry: "本来还怕过敏",
// "伊拉讲头孢要当心过敏额", "I was worried I'd be allergic".
var allergyFeared = regexp.MustCompile(`(?:怕|担心|当心|小心|留意)(?:会|是)?过敏|\b(?:worried|scared|afraid|nervous) (?:i'd|i would|i might|i was|i'm|i am|it'd|it might) (?:be )?(?:allergic|react)`)

// reactionHad, beside a feared allergy, tell the fear came true.
var reactionHad = []string{"真的起", "真的过敏", "果然", "还真", "结果起了", "结果过敏", "and i came out", "and it did", "and i did", "sure enough"}

// feared reports whether allergy mention m's sentence tells it as a worry
// (see allergyFeared) that did not come true.
func feared(tx text, m extract.Mention) bool {
	s := tx.sentenceOf(m.Span[0])
	return allergyFeared.MatchString(s) && !containsAny(s, reactionHad)
}
