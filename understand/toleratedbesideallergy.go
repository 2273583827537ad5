package understand

import (
	"slices"
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
// allergy denied, as it is after the question. A drug its clause tells
// taken now does not count: "I'm allergic to penicillin. I take
// amlodipine, no problems with it" is the amlodipine taken now, and a drug
// with no allergy told before it is as it was.

// zhTakenNowWords tell, in Chinese, a drug still taken.
var zhTakenNowWords = []string{"在吃", "吃着", "吃著", "还在吃", "食紧", "食緊", "每天", "一天", "每日", "一日"}

// takenNowWords tell a drug still taken.
var takenNowWords = []string{"take", "taking", "still", "now", "currently", "on it", "i'm on", "im on"}

// toleratedBesideAnAllergy reads the patient's drug, told taken
// before and then told no trouble after an allergy told in the turn, as
// that drug's allergy denied. An answer to a question about allergies is
// such a turn too, whether it tells one or none: "Naw, nae allergies…
// Paracetamol's fine, ibuprofen's fine", "Nope. I've had Tylenol, Advil,
// Keflex, a Z-pak, all fine", "amoxicillin mi tek nuff time, no problem"
// (session 74's review 15, E01, E07, E03) wrote the drugs taken now, and
// "阿莫西林就冇事" (Z11) a drug denied taken. The fine may be told in the
// drug's own clause or in the one after it.
func (r *Reader) toleratedBesideAnAllergy(x extract.Result, tx text, asks []Ask, st []Statement) []Statement {
	told, asked := false, allergyAsked(asks)
	for _, s := range st {
		told = told || s.Type == Allergy && !s.Negated && s.Experiencer == extract.Patient
	}
	if !told && !asked {
		return st
	}
	for i := range st {
		s := &st[i]
		if s.Type != Medication || s.Experiencer != extract.Patient || !strings.HasPrefix(s.Concept, "drug:") && !(asked && strings.HasPrefix(s.Concept, "class:")) {
			continue
		}
		m, ok := mentionOf(x, s.Concept)
		if !ok {
			continue
		}
		clause := strings.ToLower(tx.clauseOf(m.Span[0]))
		said := strings.ReplaceAll(clause, "'s ", " is ") // "Paracetamol's fine"
		allergen := r.allergenFor(m.ConceptID, m.Text)
		if slices.ContainsFunc(st, func(o Statement) bool {
			return o.Type == Allergy && o.Experiencer == s.Experiencer && (o.Concept == s.Concept || o.Concept == allergen)
		}) {
			continue // "…对阿司匹林过敏。后来我吃过阿司匹林，啥事没有": the allergy is read already
		}
		fine := containsAny(said, takenFine) || containsAny(said, noTroubleClauses)
		if s.Negated && !fine {
			continue // "阿莫西林就冇事" (review 15 Z11) is told fine, not denied taken
		}
		if hasAnyWord(clause, takenNowWords) || containsAny(clause, zhTakenNowWords) || !asked && !(told && (allergyToldBefore(x, tx, m) || allergyStatedBefore(x, st, m))) ||
			!fine && !fineToldAfter(x, tx, m) {
			continue
		}
		if strings.HasPrefix(s.Concept, "class:") {
			s.Concept = allergen // "Sulfa, penicillin, all I have taken before": the sulfonamides borne
		}
		s.Type, s.Status, s.Negated, s.Uncertain, s.Historical = Allergy, "", true, false, false
		s.Display, s.Attributes = r.Display(s.Concept, "en"), map[string]string{}
	}
	return st
}

// allergyStatedBefore reports whether a positive allergy of the patient's
// in st was read off a mention before m: "頭孢類嘅藥我食咗會出風癩…阿莫西林就冇事"
// tells the allergy by its reaction, with no allergy word.
func allergyStatedBefore(x extract.Result, st []Statement, m extract.Mention) bool {
	return slices.ContainsFunc(st, func(o Statement) bool {
		if o.Type != Allergy || o.Negated || o.Experiencer != extract.Patient {
			return false
		}
		a, ok := mentionOf(x, o.Concept)
		return !ok || a.Span[1] <= m.Span[0] // a class allergy is read off the class's mention (allergen:cephalosporins, class:cephalosporins)
	})
}
