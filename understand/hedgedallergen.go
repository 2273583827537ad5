package understand

import (
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// An allergen named and then doubted in a clause of its own ("Penicillin,
// I think?", "I'm allergic to penicillin, I think", "Penicillin, I'm not
// sure") is an allergy the patient is unsure of, as a drug's name doubted
// so is (hedgednames.go): a claim a clinician confirms, never a confident
// label (en-r1-017, en-s1-014 annotate it uncertain). A hedge that goes on
// to say something ("I think it gave me a rash") doubts nothing named.

// allergenNameHedged reports whether a mention of the allergy's concept,
// or of the drug it was read from ("Penicillin" is drug:benzylpenicillin,
// its allergy the penicillins), is followed only by a hedge.
func (r *Reader) allergenNameHedged(x extract.Result, tx text, concept string) bool {
	for _, m := range x.Mentions {
		if (m.ConceptID == concept || r.allergenFor(m.ConceptID, m.Text) == concept) && (nameHedgedAfter(tx, m) || zhAllergyDoubtedAfter(tx, m) || enAllergyDoubtedAfter(tx, m)) {
			return true
		}
	}
	return false
}

// nameHedgedAfter is drugNameHedged with the hedge asked as well as said:
// "Penicillin, I think?" doubts the name as "Penicillin, I think." does.
// "I believe" does not doubt an allergy: "Um, only penicillin, I believe"
// is PriMock57 dev day2_consultation09's penicillin allergy, and read
// unsure it lost that right reading (P 0.791 -> 0.789).
func nameHedgedAfter(tx text, m extract.Mention) bool {
	if isHan(m.Text) {
		return false
	}
	next := strings.Trim(strings.ToLower(tx.nextClause(m)), " ,.;!?…")
	return strings.Trim(tx.after(m), " ,，") == "" && slices.Contains(nameHedges, next) && next != "i believe"
}
