package coref

import (
	"testing"

	"github.com/anamnesis-health/anamnesis/entity"
)

// The signs said after a reference choose among all the conditions it
// fits, the window's as well as the record's: indigestion is both reflux's
// and gastritis's, so with gastritis named only in the window, nothing is
// chosen; the record's reflux alone would have been.
func TestChosenBySaidAfterWeighsTheWindow(t *testing.T) {
	lex, _ := testLexicon()
	gerd := fact("f1", entity.Condition, "cond:gerd", entity.Active, "2019-01-01")
	ref := Reference{Text: "the stomach thing", Kind: KindCondition, SaidAfter: &Told{Signs: []string{"sym:indigestion"}}}
	cands := []scored{
		{Candidate: Candidate{EntityID: gerd.ID, ConceptID: "cond:gerd"}, inRecord: true},
		{Candidate: Candidate{EntityID: "concept:cond:gastritis", ConceptID: "cond:gastritis"}},
	}
	in := Input{Record: []entity.Fact{gerd}, Window: []WindowMention{{ConceptID: "cond:gastritis", Type: "condition", Seq: 1}}}
	if r, ok := chosenBySaidAfter(ref, in, cands, StageSession, lex); ok {
		t.Errorf("chose %s, want gerd and gastritis asked about", r.ConceptID)
	}
	in.Window = nil
	if r, ok := chosenBySaidAfter(ref, in, cands[:1], StageSession, lex); !ok || r.ConceptID != "cond:gerd" {
		t.Errorf("with the record's reflux alone: %+v %v, want it chosen", r.Candidates, ok)
	}
}
