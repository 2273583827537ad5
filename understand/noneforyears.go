package understand

import "strings"

// A finding told as had before, then "none for years": "Used to get
// migraines with aura as a teenager, none for years" (s45 blind round 12
// en10) read the "none" as an echo's bare no and denied the migraine. Of a
// finding the speaker has just told as had, a none with a span of time
// ("for years", "in ages", "now", "these days") says it has not come back:
// the finding stays past, as its own words read it. Of a finding told as
// now or echoed ("Migraines? None.", "chest pain, no, none of that") the
// none still denies.

// noneForAWhile are the spans of time that make a "none" say "not lately".
var noneForAWhile = []string{"for years", "in years", "for ages", "in ages", "for a long time", "in a long time", "for a while", "in a while",
	"for months", "in months", "for decades", "now", "these days", "nowadays", "lately", "recently", "any more", "anymore"}

// noneSinceTold reports whether an echo's clause after a finding told as
// had before is a none of a span of time (see above).
func noneSinceTold(historical bool, next string) bool {
	return historical && containsAny(strings.ToLower(next), noneForAWhile)
}
