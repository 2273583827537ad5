package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// "青霉素打过没事" says the drug was taken without trouble, though its "没事"
// reads as a negation of the drug: "我对青霉素过敏，哦不对，是头孢，头孢克洛，吃
// 了起荨麻疹。青霉素打过没事" (s46 blind round 14 zh19, an allergy history
// before surgery, corrected) kept the penicillin allergy taken back, since
// a drug read as negated is never told fine (toleratedallergen.go). A drug
// right before a word of taking it and then a word of no trouble is told
// fine all the same. Near misses unchanged: "青霉素没打过" (never taken, no
// tolerance), "头孢倒是没事" (already fine, not negated), "青霉素打过一次起了一身
// 疹子" (a reaction).

// takenThenFine reports whether the negated drug m is told taken and then
// fine, right after it in its clause: "打过没事", "吃过没问题".
func takenThenFine(tx text, m extract.Mention) bool {
	after := strings.TrimLeft(tx.after(m), " ")
	used := startsWithAny(after, usedWords)
	if used == "" {
		return false
	}
	rest := strings.TrimLeft(strings.TrimPrefix(after, used), " ")
	rest = strings.TrimPrefix(strings.TrimPrefix(rest, "都"), "也")
	return startsWithAny(rest, takenFine) != ""
}
