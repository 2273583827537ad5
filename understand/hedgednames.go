package understand

import (
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A drug's name followed by a hedge set off as a clause of its own
// ("Trimethoprim, I think, from the GP", "It was doxycycline, I believe")
// doubts the name: the patient is unsure which drug it was, and a
// clinician should check it. A complaint trailed by "I think" is another
// matter (afterthought.go): there the words are a filler as often as a
// doubt, but a name is either remembered or not.

// nameHedges are the clauses that doubt the name said right before them.
var nameHedges = []string{"i think", "i believe", "i'm not sure", "i am not sure", "not sure", "maybe", "perhaps", "i guess", "i suppose",
	"possibly", "if i remember", "if i remember rightly", "if i remember right", "if i remember correctly", "i can't remember", "or something"}

// drugNameHedged reports whether the clause right after drug mention m is
// only a hedge of its name.
func drugNameHedged(tx text, m extract.Mention) bool {
	if isHan(m.Text) {
		return false
	}
	next := strings.Trim(strings.ToLower(tx.nextClause(m)), " ,.;!…")
	return strings.Trim(tx.after(m), " ,，") == "" && slices.Contains(nameHedges, next)
}
