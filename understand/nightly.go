package understand

import "github.com/anamnesis-health/anamnesis/extract"

// Sweating told of the night is night sweats, a finding of its own (a sign
// of infection, lymphoma, withdrawal, the menopause), whatever words put the
// night beside it: "sweating loads at night", "at night I'm sweating a fair
// bit", "sweats through the night". The lexicon holds the set phrases
// ("night sweats", "sweating at night"); this reads the night anywhere in
// the clause.

// nightWords place what a clause tells in the night. A Chinese one stands
// right before the sweating, maybe with how often between (atNight).
var nightWords = []string{"at night", "in the night", "during the night", "through the night", "overnight", "in my sleep", "nights",
	"every night", "at nighttime", "at night-time", "in bed",
	"夜里", "夜晚", "晚上", "半夜", "夜间", "睡觉的时候", "睡着的时候", "睡着了", "夜头", "夜晚头", "晚头"}

// nightSweating reports whether a sweating mention's clause places it in
// the night.
func nightSweating(tx text, m extract.Mention, concept string) bool {
	return concept == "sym:sweating" && containsAny(tx.clauseOf(m.Span[0]), nightWords)
}
