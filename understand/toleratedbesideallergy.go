package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A drug told taken before, in a turn that has just told an allergy, and
// then told no trouble in a clause of its own ("Just so you know I'm
// allergic to penicillin, got a rash as a kid. Had cephalexin heaps of
// times though, no dramas with that", s51 blind round 20 en07, Australian
// English) is tolerated: the patient says which drug they can take beside
// the one they cannot. Read as a medication it was written current, a
// course long over; without "Any allergies?" before it the tolerance rule
// (toleratedafter.go) had no allergy to deny. The drug is read as its
// allergy denied, as it is after the question. Only a drug told taken in
// the past ("had", "took", "taken", "used") counts: "I'm allergic to
// penicillin. I take amlodipine, no problems with it" is the amlodipine
// taken now, and a drug with no allergy told before it is as it was.

// takenBeforeWords tell a drug taken at some time, not now.
var takenBeforeWords = []string{"had", "took", "taken", "used", "tried"}

// takenNowWords tell a drug still taken.
var takenNowWords = []string{"take", "taking", "still", "now", "currently", "on it", "i'm on", "im on"}

// toleratedBesideAnAllergy reads the patient's drug, told taken
// before and then told no trouble after an allergy told in the turn, as
// that drug's allergy denied.
func (r *Reader) toleratedBesideAnAllergy(x extract.Result, tx text, st []Statement) []Statement {
	told := false
	for _, s := range st {
		told = told || s.Type == Allergy && !s.Negated && s.Experiencer == extract.Patient
	}
	if !told {
		return st
	}
	for i := range st {
		s := &st[i]
		if s.Type != Medication || s.Negated || s.Experiencer != extract.Patient || !strings.HasPrefix(s.Concept, "drug:") {
			continue
		}
		m, ok := mentionOf(x, s.Concept)
		if !ok || !allergyToldBefore(x, tx, m) || !fineToldAfter(x, tx, m) {
			continue
		}
		clause := strings.ToLower(tx.clauseOf(m.Span[0]))
		if !hasAnyWord(clause, takenBeforeWords) || hasAnyWord(clause, takenNowWords) {
			continue
		}
		s.Type, s.Status, s.Negated, s.Uncertain, s.Historical = Allergy, "", true, false, false
		s.Display, s.Attributes = r.Display(s.Concept, "en"), map[string]string{}
	}
	return st
}
