package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A drug the patient takes now, told after an allergy to another, is a
// drug, not a second allergen: "对青霉素过敏，在吃氯雷他定" (s49). The
// allergy's cue in the clause before reached the drug in the next; where
// the cue comes after the drug taken ("在吃阿莫西林，过敏了，起疹子") the
// drug is the allergen, and stays one.

// takingNow ends the words before a drug taken now.
var takingNow = []string{"在吃", "在用", "在喷", "在打", "正在吃", "吃着", "用着", "i take", "i'm on", "i am on", "i use", "i'm taking", "i am taking", "i'm using"}

// takenBesideAnAllergy makes each such drug allergy of st a medication.
func (r *Reader) takenBesideAnAllergy(x extract.Result, tx text, st []Statement) []Statement {
	allergens := 0
	for _, s := range st {
		if s.Type == Allergy && !s.Negated {
			allergens++
		}
	}
	if allergens < 2 {
		return st
	}
	for i := range st {
		s := &st[i]
		if s.Type != Allergy || s.Negated || !strings.HasPrefix(s.Concept, "drug:") {
			continue
		}
		m, ok := mentionOf(x, s.Concept)
		if !ok || !endsWithAny(strings.TrimRight(tx.before(m), " "), takingNow) || !allergyToldBefore(x, tx, m) {
			continue
		}
		s.Type, s.Display, s.Attributes = Medication, r.Display(s.Concept, "en"), map[string]string{}
	}
	return st
}

// allergyToldBefore reports whether an allergy word stands before m, in
// an earlier clause.
func allergyToldBefore(x extract.Result, tx text, m extract.Mention) bool {
	for _, w := range x.Mentions {
		if IsAllergyWord(w) && w.Span[1] <= m.Span[0] && !tx.sameClause(w, m) {
			return true
		}
	}
	return false
}
