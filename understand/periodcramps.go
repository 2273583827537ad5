package understand

import (
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// "Cramps" said alone, of a period or in answer to a question about
// periods, are period pains, not cramping muscles: "Any bleeding between
// periods, or after sex? Any pain?" "Pain, yes, cramps, the first two
// days". Cramps placed in the legs or feet ("cramps in my calves") are the
// muscles' whatever was asked.

// periodNames speak of menstruation.
var periodNames = []string{"period", "periods", "menstrual", "menstruation", "monthlies", "time of the month", "menses"}

// bareCramps are the words for cramps that name no place.
var bareCramps = []string{"cramps", "cramp", "cramping", "crampy"}

// periodCramps relabels the bare cramps of a patient's turn as period pains
// when its sentence, or the clinician's question before it, speaks of
// periods.
func (r *Reader) periodCramps(x extract.Result, tx text, prior []Prior) extract.Result {
	asked := false
	if n := len(prior); n > 0 && prior[n-1].Speaker != Patient {
		for _, q := range prior[n-1].Reading.Extract.Mentions {
			asked = asked || hasAnyWord(strings.ToLower(q.Text), periodNames)
		}
	}
	var out []extract.Mention
	for i, m := range x.Mentions {
		if m.ConceptID != "sym:muscle_cramps" || !slices.Contains(bareCramps, strings.ToLower(m.Text)) || !asked && !hasAnyWord(tx.sentenceOf(m.Span[0]), periodNames) {
			continue
		}
		placed := false
		for _, n := range x.Mentions {
			placed = placed || n.Type == ontology.TypeBodySite && tx.sameClause(n, m)
		}
		if placed {
			continue // "cramps in my calves"
		}
		c, ok := r.onto.Concept("cond:dysmenorrhea")
		if !ok {
			return x
		}
		if out == nil {
			out = slices.Clone(x.Mentions)
		}
		out[i].ConceptID, out[i].Type = c.ID, ontology.TypeCondition
	}
	if out != nil {
		x.Mentions = out
	}
	return x
}
