package understand

import (
	"regexp"
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// An allergy told, then taken back by the patient as only an upset: "This
// is his wife typing. He's allergic to codeine" … "(him now) No love,
// codeine just made me sick. It was morphine that gave me the rash all
// over" (s45 blind round 12 en15 kept the codeine allergy, and read the
// codeine as a drug taken, which the gate held as a contradiction). A turn
// that opens with a no, right after a turn that told an allergy to a drug,
// and says that drug "just made me sick" (only made me drowsy, only upset
// my stomach) says it was a side effect, not an allergy: the allergy is
// withdrawn, and the drug, named for what it did once, is no drug taken
// now. "No, codeine made me come out in hives" stays an allergy (no "just"
// or "only", and a reaction), and "codeine just made me sick" with no
// allergy before it is read as before.

// onlyAnUpset follow the drug: what it did was only an upset.
var onlyAnUpset = regexp.MustCompile(`^,? (?:just|only|only ever|just ever) (?:made (?:me|him|her) (?:feel )?(?:sick|nauseous|queasy|throw up|vomit|drowsy|sleepy|dizzy|constipated|groggy|woozy)|gave (?:me|him|her) (?:a |an )?(?:upset stomach|tummy ache|sore stomach|constipation|the runs|nausea|a headache)|upset (?:my|his|her) (?:stomach|tummy))\b`)

// openingNo: the turn opens with a no, after a label in brackets ("(him
// now)") and before a term of address ("No love,").
var openingNo = regexp.MustCompile(`^\s*(?:\([^)]*\)\s*)?(?:no|nah|nope)\b`)

// allergyOnlyAnUpset returns the statements without the drug that only
// upset, and the allergy to it the turn before told, which this turn takes
// back; statements unchanged and nothing withdrawn otherwise.
func (r *Reader) allergyOnlyAnUpset(text string, x extract.Result, tx text, st []Statement, prior []Prior) ([]Statement, []Statement) {
	if !openingNo.MatchString(strings.ToLower(extract.Normalize(text))) {
		return st, nil
	}
	before, ok := patientTurnBefore(prior)
	if !ok {
		return st, nil
	}
	var gone []Statement
	for _, m := range x.Mentions {
		if !isDrug(m) || m.Assertion.Negated || !onlyAnUpset.MatchString(tx.after(m)) {
			continue
		}
		allergen := r.allergenFor(m.ConceptID, m.Text)
		for _, b := range before.Statements {
			if b.Type == Allergy && current(b) && !b.Negated && b.Experiencer == extract.Patient && (b.Concept == allergen || b.Concept == m.ConceptID) {
				gone = append(gone, b)
				st = slices.DeleteFunc(st, func(s Statement) bool { return s.Type == Medication && s.Concept == m.ConceptID })
			}
		}
	}
	return st, gone
}
