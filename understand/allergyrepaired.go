package understand

import (
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// An allergy repaired in the turn that tells it, after its reaction:
// "Penicillin, I swell up. Sorry, no, I mean erythromycin, penicillin's
// grand, I've had it loads of times" (session 70's review 6, E14) kept the
// penicillin allergy and wrote erythromycin as a drug taken, so that a
// context steered towards the drug the patient reacts to. The repair looks
// only as far as the words right after a name (withdrawnMentions), and here
// the reaction stands between. allergyCorrected does the same for a repair
// told in the next turn.

// allergyRepairedInTurn returns the statements with an allergy the turn
// takes back by a repair that opens the next clause or sentence after its
// reaction, and names another drug right after it, moved to that drug with
// its reaction; the drug taken back, told as taken without trouble, is no
// drug taken now (toleratedBefore).
func (r *Reader) allergyRepairedInTurn(x extract.Result, tx text, st []Statement) []Statement {
	for i, s := range st {
		if s.Type != Allergy || !current(s) {
			continue
		}
		wrong := r.allergenMention(x, s.Concept)
		if wrong < 0 {
			continue
		}
		meant := repairedToAfterReaction(x, tx, wrong)
		if meant < 0 {
			continue
		}
		n := x.Mentions[meant]
		allergen := r.allergenFor(n.ConceptID, n.Text)
		if allergen == s.Concept {
			continue
		}
		st[i].Concept, st[i].Display = allergen, r.Display(allergen, "en")
		out := st[:0]
		for k, t := range st {
			if t.Type == Medication && t.Concept == n.ConceptID && !t.Negated {
				continue // the drug meant is the allergen, not a drug taken
			}
			if k != i && t.Type == Allergy && t.Concept == allergen && current(t) {
				continue // "I mean erythromycin" read as an allergy already: one allergy, with the reaction told
			}
			out = append(out, t)
		}
		return toleratedBefore(x, tx, out, s.Concept, r)
	}
	return st
}

// allergenMention returns the index of the first mention that names
// allergen, or -1.
func (r *Reader) allergenMention(x extract.Result, allergen string) int {
	for i, m := range x.Mentions {
		if (isDrug(m) || m.Type == ontology.TypeAllergen) && (m.ConceptID == allergen || r.allergenFor(m.ConceptID, m.Text) == allergen) {
			return i
		}
	}
	return -1
}

// repairedToAfterReaction returns the index of the drug a repair names
// right after it, when the repair opens a clause in mention i's sentence or
// the next, and only findings (the reaction told) stand between; -1
// otherwise.
func repairedToAfterReaction(x extract.Result, tx text, i int) int {
	m := x.Mentions[i]
	end := tx.sentenceEnd(m)
	if _, _, ok := tx.nextSentence(m); ok {
		_, end = tx.bounds(tx.sent, end)
	}
	for k := m.Span[1] + 1; k < end; k++ {
		if !strings.ContainsRune(",，.。…!！;；", tx.runes[k-1]) {
			continue
		}
		word, rest := repairWordAt(tx, k)
		if word == "" || strings.HasSuffix(word, " my") {
			continue
		}
		for j := i + 1; j < len(x.Mentions); j++ {
			n := x.Mentions[j]
			if n.Span[0] < k {
				if isDrug(n) || n.Type == ontology.TypeAllergen {
					return -1 // another drug named between: the repair is of it
				}
				continue
			}
			at := len(tx.runes) - len([]rune(rest)) + len([]rune(word))
			lead := strings.Trim(tx.between(at, n.Span[0]), " ,")
			if (isDrug(n) || n.Type == ontology.TypeAllergen) && (lead == "" || lead == "i mean" || lead == "it's" || lead == "it was" || lead == "it is") {
				return j
			}
			return -1
		}
		return -1
	}
	return -1
}

// withoutWithdrawnAllergies drops the patient's allergies every mention of
// which, told of the patient, a repair took back: "我对青霉素过敏……哦不对不
// 对，是我弟弟青霉素过敏，我自己没事" (session 71's review 7, Z15) kept the
// patient's allergy beside the brother's, since allergies are read before
// the repairs are.
func withoutWithdrawnAllergies(x extract.Result, st []Statement, withdrawn map[int]bool) []Statement {
	return slices.DeleteFunc(st, func(s Statement) bool {
		if s.Type != Allergy || s.Experiencer != extract.Patient {
			return false
		}
		told, taken := false, true
		for i, m := range x.Mentions {
			if m.ConceptID != s.Concept || m.Assertion.Experiencer != "" && m.Assertion.Experiencer != extract.Patient {
				continue
			}
			told, taken = true, taken && withdrawn[i]
		}
		return told && taken
	})
}
