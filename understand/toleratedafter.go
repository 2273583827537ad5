package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A drug told taken, and then, in a clause of its own, told no trouble
// ("Had cephalexin heaps of times though, no worries with that", r16-en14
// in Australian English, answering "Any allergies?") is tolerated, as "I
// had cefalexin and it was fine" is (toleratedallergen.go): written as a
// cefalexin allergy, it would have kept a drug the patient takes safely
// off the table. The clause that tells no trouble must be only that, and
// name nothing else: "…, no problems with the ibuprofen" is the
// ibuprofen's.

// noTroubleClauses open a clause that tells no trouble; the regional
// "no worries" and "no dramas" (Australian) say what "no problem" does.
var noTroubleClauses = []string{"no problem", "no problems", "no trouble", "no worries", "no dramas", "no issues", "no issue",
	"never a problem", "never had a problem", "never had any problem", "never had any problems", "never any problem", "never any trouble",
	"it was fine", "it's fine", "that was fine", "that's fine", "was fine", "no reaction", "never reacted",
	// Scots "nae bother wi that" (s53 blind round 21 en01).
	"no bother", "nae bother", "nae problem", "nae bother at all"}

// fineToldAfter reports whether the clause after drug mention m's, in its
// sentence and naming no concept, says the drug gave no trouble. A clause
// that is only a trailing "though" or "anyway" is passed over.
func fineToldAfter(x extract.Result, tx text, m extract.Mention) bool {
	e := tx.clauseEnd(m.Span[0])
	for e < len(tx.runes) && tx.sent[e] == tx.sent[m.Span[0]] {
		c := strings.ToLower(strings.Trim(tx.clauseOf(e), " ,;."))
		end := tx.clauseEnd(e)
		switch {
		case c == "" || c == "though" || c == "anyway" || c == "mind" || c == "tho":
			e = end
			continue
		case startsWithAny(c, noTroubleClauses) == "":
			return false
		}
		for _, n := range x.Mentions {
			if n.Span[0] >= e && n.Span[0] < end {
				return false
			}
		}
		return true
	}
	return false
}
