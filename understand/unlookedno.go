package understand

import "strings"

// A no followed by the patient saying they do not look for it is a guess,
// not a denial: "Have you noticed any lumps in your breasts?" "I don't
// think so? I don't really check, to be honest." (asked/en-x1-031); "Any
// blood in your urine?" "I don't think so, but to be honest I don't really
// look." (en-h1-055). The answer is unsure: the record gets no confident
// absence. Only the few clauses right after the no are read, and only
// words that say the patient does not look or check; a check that was made
// ("this morning I checked") keeps the no.
var unlookedWords = []string{"don't really check", "don't check", "dont check", "dont really check", "don't really look", "don't look",
	"dont look", "dont really look", "never check", "never really check", "never look", "never really look", "haven't looked",
	"havent looked", "haven't really looked", "not really looked", "haven't checked", "havent checked", "didn't check", "didnt check",
	"didn't look", "didnt look", "haven't really checked", "not really checked", "wouldn't know", "wouldnt know",
	"don't pay attention", "don't really pay attention", "not really paid attention", "haven't paid attention"}

// unlookedAfter reports whether the clauses after a no say the patient
// does not look or check.
func unlookedAfter(rest []string) bool {
	for k, c := range rest {
		if k == 3 {
			break
		}
		if containsAny(strings.ToLower(c), unlookedWords) {
			return true
		}
	}
	return false
}
