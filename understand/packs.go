package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A pack a day ("一天两包") is in the lexicon as the smoker's, but Chinese
// counts in packs whatever was named last: betel nut chewed, granules or
// powders taken, milk powder. The count is the cigarettes' only when the
// smoking is what it follows; said after another thing, or before a clause
// that names the smoking on its own ("槟榔嚼的，一天两包，烟不抽"), it is
// not, and that clause says what of the smoking.

// smokingWords name the habit a pack count may be of.
var smokingWords = []string{"烟", "抽", "吸"}

// packedThings are what else is counted in packs.
var packedThings = []string{"槟榔", "冲剂", "颗粒", "药", "奶粉", "茶叶", "饼干", "零食", "方便面", "泡面", "瓜子"}

// packOfAnother reports whether m is a bare pack count of the smoking's
// (no 烟 in its own words) that belongs to another thing or leaves the
// smoking to a clause of its own.
func packOfAnother(m extract.Mention, tx text) bool {
	said := tx.between(m.Span[0], m.Span[1])
	if m.ConceptID != "social:smoking" || !strings.Contains(said, "包") || containsAny(said, smokingWords) {
		return false
	}
	if after := []rune(strings.TrimLeft(tx.after(m), " ")); len(after) > 0 && after[0] == '烟' {
		return false // "一天两包烟"
	}
	// The nearest thing named before it in its sentence owns it.
	before := []rune(sentenceBefore(tx, m))
	for k := len(before) - 1; k >= 0; k-- {
		if startsWithAny(string(before[k:]), smokingWords) != "" {
			return false // "我抽烟，一天两包"
		}
		if startsWithAny(string(before[k:]), packedThings) != "" {
			return true // "槟榔嚼的，一天两包"
		}
	}
	// Nothing before it: a later clause that opens on the smoking tells it.
	for i := m.Span[1]; i < len(tx.runes); i++ {
		if tx.runes[i] == '烟' && i > 0 && tx.clause[i-1] != tx.clause[i] {
			return true // "一天两包，烟不抽"
		}
	}
	return false
}
