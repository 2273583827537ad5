package understand

import (
	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// notTakenCues say the patient cannot or does not take a drug. The
// negation they give the drug is about taking it, not about the allergy:
// "青霉素不能打，打了会过敏", "I can't have penicillin, I'm allergic", and in
// Scots "I cannae take penicillin, came up in a rash as a wean" (s46 blind
// round 14 en01 wrote penicillin as a drug taken).
var notTakenCues = []string{"can't take", "cannot take", "can not take", "cannae take", "canna take", "cannae have", "can't have", "couldn't take", "unable to take",
	"can't use", "cannot use", "don't take", "do not take", "won't take", "never take",
	"不能用", "不能吃", "不能打", "不能输", "不能碰", "用不了", "吃不了", "打不了", "输不了", "不吃", "不用", "不打", "不输",
	"不敢吃", "不敢用", "不敢打", "碰不得", "沾不得", "都不能"}

// notTakenForAllergy reports whether drug mention m is negated only by
// its own clause's not-taking ("布洛芬我不能吃") while an allergy word of
// its part, in a clause of its own that names no other drug or allergen
// ("吃了就过敏", "I'm allergic to it"), gives the reason and is not denied:
// then the allergy stands. "I'm allergic to codeine, not penicillin" keeps
// penicillin denied, since the allergy word there has its own drug.
func notTakenForAllergy(x extract.Result, tx text, m extract.Mention) bool {
	if !m.Assertion.Negated || !containsAny(tx.clauseOf(m.Span[0]), notTakenCues) {
		return false
	}
	for _, w := range x.Mentions {
		if !IsAllergyWord(w) || w.Type == ontology.TypeAllergen || w.Assertion.Negated || tx.part[w.Span[0]] != tx.part[m.Span[0]] ||
			tx.clause[w.Span[0]] == tx.clause[m.Span[0]] {
			continue
		}
		named := false
		for _, d := range x.Mentions {
			named = named || tx.clause[d.Span[0]] == tx.clause[w.Span[0]] &&
				(d.Type == ontology.TypeDrug || d.Type == ontology.TypeDrugClass || d.Type == ontology.TypeAllergen)
		}
		if !named {
			return true
		}
	}
	return false
}
