package extract

import "strings"

// A bare value after a drug in its sentence may be the drug's dose
// ("文拉法辛37.5", "Calpol, 37.5"), so bareTemperatures takes no value a drug
// names. A measuring word between them says the value is what was measured
// after the drug was given: "给他吃了布洛芬混悬液，刚才又量了一下37.8",
// "Gave him some Calpol, just checked again, 37.8" (s42 blind round 7).

// measuredWords say something was just measured. 量 alone is not one: it is
// also the 量 of 剂量 ("dose").
var measuredWords = []string{"又量", "再量", "重新量", "刚量", "量了", "量一下", "又测", "再测", "测了", "测一下", "checked", "measured",
	"took it again", "took his temp", "took her temp", "took my temp", "took it", "taken it"}

// measuredBetween reports whether a measuring word stands in text[a:b].
func measuredBetween(text []rune, a, b int) bool {
	if a < 0 || b > len(text) || a >= b {
		return false
	}
	return containsAnyWord(strings.ToLower(string(text[a:b])), measuredWords)
}

// thirdPersonReading reports whether a bare reading is said of "him" or
// "her" ("给他吃了…又量了一下37.8"): whose it is the reader knows, from who
// typed the turn, and it keeps the experiencer. A bare value has no
// quantity of its own; the reader gives it one only where the turn says it
// was taken again after a temperature, or answers a question of one.
func thirdPersonReading(a Assertion) bool {
	return a.Experiencer == Other && !a.Hypothetical && !a.Negated
}
