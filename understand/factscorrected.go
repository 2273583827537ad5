package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// What the patient's next turn takes back, besides a drug (drugcorrected.go)
// and a reading of the same analyte (readingcorrected.go), from s42 blind
// round 6:
//   - a reading corrected without its name: "我今天早上称了一下体重，72公斤。"
//     "哦说错了，是62公斤，72是我老公的。" is the weight, 62 kg;
//   - a condition given to someone else: "I have high cholesterol and type
//     2 diabetes." "Sorry, I mean my husband has the diabetes." withdraws
//     the patient's diabetes;
//   - an allergy to a drug then told taken without trouble: "青霉素吧……小
//     时候打过一次起了一身疹子。" "哦不对，我记错了，那次是头孢，青霉素我后来
//     打过好几次都没事。" withdraws the penicillin allergy.
// Each needs the turn to open as a correction (correctionOpeners) of the
// patient's turn just before.

// measuresCorrected names the unlabelled readings of a correcting turn with
// the concept of the reading in the same unit the turn before gave.
func measuresCorrected(t Turn, x extract.Result, prior []Prior) extract.Result {
	from, before, ok := 0, Reading{}, correctsTheTurnBefore(t.Text, prior)
	if ok {
		before = prior[len(prior)-1].Reading
	} else if from = correctionLaterInTurn(t.Text); from >= 0 {
		before, ok = patientTurnBefore(prior)
	}
	if !ok {
		return x
	}
	byUnit := map[string]string{}
	var only extract.Measurement // the turn before's one analyte, for a number said bare
	analytes := 0
	for _, ms := range before.Extract.Measurements {
		if ms.ConceptID != "" && ms.Unit != "" && ms.Assertion.Experiencer == extract.Patient {
			if only.ConceptID != ms.ConceptID {
				analytes++
				only = ms
			}
			if c, seen := byUnit[ms.Unit]; seen && c != ms.ConceptID {
				byUnit[ms.Unit] = "" // two analytes in that unit: which, unsure
				continue
			}
			byUnit[ms.Unit] = ms.ConceptID
		}
	}
	for i, ms := range x.Measurements {
		if ms.ConceptID != "" || ms.Assertion.Experiencer != extract.Patient || ms.Span[0] < from {
			continue // "半年前一百三十斤左右。哦刚才说错了，…": what comes before the correction is not corrected
		}
		switch {
		case byUnit[ms.Unit] != "":
			x.Measurements[i].ConceptID = byUnit[ms.Unit]
		case from > 0 && ms.UnitInferred && analytes == 1 && len(ms.Values) == len(only.Values):
			// "我糖化是7.8" … "哦不是，7.8是三个月前的，上个月复查是6.9了": a
			// bare number is the one analyte corrected, in its unit.
			x.Measurements[i].ConceptID, x.Measurements[i].Unit = only.ConceptID, only.Unit
		}
	}
	return x
}

// laterCorrections open a clause inside a turn that takes back what was
// said before; an opening one is correctionOpeners'.
var laterCorrections = []string{"哦不是", "噢不是", "啊不是", "哦不对", "哦说错了", "哦刚才说错了", "刚才说错了", "我刚才说错了", "说错了",
	"不对不对", "哦记错了", "记错了", "我记错了", "sorry i mean", "sorry, i mean"}

// correctionLaterInTurn returns the rune offset, in the normalized text, of
// the first clause after the turn's first that opens with a correction
// (laterCorrections), or -1.
func correctionLaterInTurn(text string) int {
	tx := newText(text)
	rs := tx.runes
	for i := 1; i < len(rs); i++ {
		if !strings.ContainsRune(",，.。;；!！ ", rs[i-1]) {
			continue
		}
		if startsWithAny(strings.TrimLeft(tx.from(i), " "), laterCorrections) != "" {
			return i
		}
	}
	return -1
}

// factsCorrected returns the conditions and allergies of the patient's turn
// before that a correcting turn gives to someone else or tells tolerated.
func (r *Reader) factsCorrected(text string, x extract.Result, statements []Statement, prior []Prior) []Statement {
	if !correctsTheTurnBefore(text, prior) || containsAny(strings.ToLower(text), addedWords) {
		return nil // "…has the diabetes too": told beside it, not for it
	}
	others, mine := map[string]bool{}, map[string]bool{}
	for _, s := range statements {
		switch {
		case s.Type != Condition:
		case s.Experiencer != extract.Patient && !s.Negated:
			others[s.Concept] = true
		case current(s):
			mine[s.Concept] = true
		}
	}
	tolerated := map[string]bool{}
	tx := newText(text)
	for _, m := range x.Mentions {
		if m.Assertion.Experiencer == extract.Patient && containsAny(strings.ToLower(restOfSentence(tx, m)), takenFine) {
			tolerated[m.ConceptID], tolerated[r.allergenFor(m.ConceptID, m.Text)] = true, true
		}
	}
	var out []Statement
	for _, b := range prior[len(prior)-1].Reading.Statements {
		if b.Experiencer != extract.Patient || b.Negated || b.Hypothetical {
			continue
		}
		switch {
		case b.Type == Condition && toldOfAnother(b.Concept, others) && !mine[b.Concept]:
		case b.Type == Allergy && r.toldTakenFine(b.Concept, tolerated):
		default:
			continue
		}
		out = append(out, Statement{Type: b.Type, Concept: b.Concept, Display: b.Display, Experiencer: extract.Patient, Confidence: b.Confidence})
	}
	return out
}

// toldOfAnother reports whether a condition, or the kind it is a type of,
// was given to someone else: "type 2 diabetes" the patient said is the
// husband's "diabetes". The lexicon has no hierarchy of conditions; a key
// that ends in the other's key after an underscore ("type2_diabetes",
// "diabetes") is of its kind.
func toldOfAnother(concept string, others map[string]bool) bool {
	if others[concept] {
		return true
	}
	for o := range others {
		if k := strings.TrimPrefix(o, "cond:"); k != o && strings.HasSuffix(concept, "_"+k) {
			return true
		}
	}
	return false
}

// toldTakenFine reports whether the allergen, or a drug of it, was told taken
// without trouble ("青霉素…都没事" of an allergy to the penicillins).
func (r *Reader) toldTakenFine(allergen string, tolerated map[string]bool) bool {
	for d := range tolerated {
		if d == allergen || r.onto.InClass(d, allergen) {
			return true
		}
	}
	return false
}
