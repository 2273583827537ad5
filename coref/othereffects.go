package coref

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/anamnesis-health/anamnesis/extract"
)

// What a drug just named does is said of it by more subjects than "it" and
// "that" (effectSubject): a drug given as tablets is "they" ("will they make
// me feel sick?", "those have been giving me headaches"), and a change of
// taste is said of everything the patient eats ("it makes everything taste
// like pennies"). Like effectSubject's pronoun, each is JustSaid: only a
// drug the last turns named, never the record's.

// pluralEffect is "they", "those" or "these" as what does something to the
// patient. "They" is as often the doctors ("will they make me wait?"), so
// only where a symptom the matcher found follows (pluralEffectRefs).
var pluralEffect = regexp.MustCompile(`(?:^|[.!?;,]\s*|\b(?:but|and|so|now|well|yeah|though|because|cos|coz)\s+)(they|those|these)(?:'re| are| have| 've)?\s+(?:been |really |just |always |still )?(?:makes|made|make|making|gives|gave|give|giving|leaves|left)\s+(?:me|my|mi)\b` +
	`|\b(?:would|will|do|did|could|can|might|may|won't|wouldn't|don't)\s+(they|those|these|those ones|these ones)\s+(?:make|give|leave)\s+(?:me|my|mi|you|your)\b`)

// tasteChanged is a thing that changes the taste of what the patient eats
// or drinks: "it makes everything taste like pennies", "will that make food
// taste funny?". A taste gone strange over all one eats is a drug's doing,
// not a meal's.
var tasteChanged = regexp.MustCompile(`\b(it|that one|this one|that|this|they|those)\s+(?:makes|made|making|make|will make|would make|can make|could make|might make|does make)\s+` +
	`(?:everything|food|things|stuff|all my food|my food|all food|water|drinks|my drinks|my tea|my coffee)\s+(?:taste|tastes|tasting)\b`)

// otherEffectRefs finds a pluralEffect or a tasteChanged subject: a
// JustSaid reference.
func otherEffectRefs(rs []rune, mentions []extract.Mention, taken [][2]int) []Reference {
	lower := strings.ToLower(string(rs))
	from, to, asked := -1, -1, false
	if loc := pluralEffect.FindStringSubmatchIndex(lower); loc != nil && symptomWithin(mentions, utf8.RuneCountInString(lower[:loc[1]]), 3, rs) {
		from, to = loc[2], loc[3]
		if from < 0 {
			from, to, asked = loc[4], loc[5], true
		}
	} else if loc := tasteChanged.FindStringSubmatchIndex(lower); loc != nil {
		from, to, asked = loc[2], loc[3], true
	}
	return effectRef(rs, lower, from, to, asked, taken)
}
