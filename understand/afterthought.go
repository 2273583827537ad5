package understand

import (
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// afterthoughtHedges, set off by commas as a clause of their own right
// after a complaint, hedge it: "A bit woozy first thing, perhaps, but I put
// that down to the tablets", "some swelling, maybe.". The hedge word inside
// the clause is read by the extract package; one said as an afterthought
// is a clause apart, which its scope does not reach back over.
// Fillers of speech ("sort of", "I think", "you know") and "or so", which
// rounds a length, are left out: they trail a complaint as often as they
// doubt it.
var afterthoughtHedges = []string{"perhaps", "maybe", "possibly", "i suppose", "i guess", "i'm not sure", "not sure"}

// hedgedAfterward reports whether the clause right after finding mention
// m's is only a hedge.
func hedgedAfterward(tx text, m extract.Mention) bool {
	next := strings.Trim(strings.ToLower(tx.nextClause(m)), " ,.;!…")
	return slices.Contains(afterthoughtHedges, next)
}
