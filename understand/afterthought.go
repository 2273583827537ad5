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
	raw := strings.ToLower(tx.nextClause(m))
	next := strings.Trim(raw, " ,.;!?…")
	if slices.Contains(afterthoughtHedges, next) {
		return true
	}
	// "Thirsty, kind of?": a filler hedge doubts the complaint when it
	// follows the complaint said alone, as the answer, or asks it back.
	if !slices.Contains(fillerHedges, next) {
		return false
	}
	alone := strings.Trim(strings.Replace(tx.clauseOf(m.Span[0]), strings.ToLower(m.Text), "", 1), " ,.;!?…")
	return alone == "" || strings.HasSuffix(strings.TrimRight(raw, " "), "?")
}

// fillerHedges trail a complaint as a filler as often as they doubt it;
// they doubt it said after the complaint alone or with a rising "?".
var fillerHedges = []string{"kind of", "sort of", "kinda", "sorta", "i think", "i think so"}
