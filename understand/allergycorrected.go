package understand

import (
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// An allergy named to the wrong drug and corrected in the patient's next
// turn: "I'm allergic to aspirin" … "wait no sorry, it's ibuprofen. aspirin
// I take every day for my heart" (s44 blind round 11 en13, held out and
// tuned on after its measurement). The drug the correction names as what
// "it" is ("it's ibuprofen", "是布洛芬") is the allergen, not a drug taken,
// and the allergy before is withdrawn, as a drug named wrongly is
// (drugcorrected.go). Only a turn that opens as a correction of a patient's
// turn that told one drug allergy and nothing else is read so.

// itIsWords name what "it" was, right before the drug meant.
var itIsWords = []string{"it's", "it is", "it was", "its", "是", "其实是", "应该是", "是对", "其实是对", "应该是对"}

// allergyCorrected returns the statements with the drug a correction names
// as the allergen made the allergy, and the allergy of the turn before it
// takes back; statements unchanged and nothing withdrawn otherwise.
func (r *Reader) allergyCorrected(text string, x extract.Result, tx text, st []Statement, prior []Prior) ([]Statement, []Statement) {
	before, ok := patientTurnBefore(prior)
	if !ok || containsAny(strings.ToLower(text), addedWords) {
		return st, nil
	}
	var wrong *Statement
	for i, s := range before.Statements {
		if s.Type != Allergy || !current(s) || s.Negated || s.Uncertain || s.Experiencer != extract.Patient || wrong != nil {
			return st, nil // one drug allergy told, and nothing else
		}
		wrong = &before.Statements[i]
	}
	if wrong == nil {
		return st, nil
	}
	denied, deniesIt := r.opensDenyingTheAllergen(x, tx, wrong.Concept)
	if !deniesIt && !opensACorrection(text) {
		return st, nil
	}
	for i, s := range st {
		if s.Type != Medication && s.Type != Allergy || s.Negated || s.Concept == wrong.Concept {
			continue // the drug meant is read as taken, or as the allergen when the turn tells a reaction to it
		}
		m, found := mentionOf(x, s.Concept)
		if !found || !endsWithAny(tx.before(m), itIsWords) || deniesIt && m.Span[0] <= denied.Span[0] {
			continue
		}
		allergen := r.allergenFor(s.Concept, m.Text)
		if allergen == wrong.Concept {
			return st, nil
		}
		attrs := map[string]string{}
		if s.Type == Allergy {
			attrs = s.Attributes // "是对阿莫西林过敏，起疹子": read as an allergy already, with its reaction
		}
		st[i] = Statement{Type: Allergy, Concept: allergen, Display: r.Display(allergen, "en"), Attributes: attrs,
			Experiencer: extract.Patient, Confidence: s.Confidence}
		return r.reactionsOfTheMeant(x, tx, m, i, wrong.Concept, toleratedBefore(x, tx, st, wrong.Concept, r)), []Statement{*wrong}
	}
	return st, nil
}

// takenFineWords tell a drug taken before without trouble: "Aspirin's
// fine, I've had it loads of times" (session 69's review 3, E20: written
// a drug taken now).
var takenFineWords = []string{"had it", "taken it", "took it", "had them", "taken them", "no problem", "no trouble", "吃过", "用过", "没事"}

// toleratedBefore makes past the drug of the allergy taken back, told in
// the correction as taken before without trouble and not as taken now.
func toleratedBefore(x extract.Result, tx text, st []Statement, allergen string, r *Reader) []Statement {
	for k, s := range st {
		if s.Type != Medication || !current(s) || s.Status == Stopped {
			continue
		}
		for _, m := range x.Mentions {
			if m.ConceptID != s.Concept || s.Concept != allergen && r.allergenFor(s.Concept, m.Text) != allergen {
				continue
			}
			sentence := strings.ToLower(tx.sentenceOf(m.Span[0]))
			if containsAny(sentence, takenFineWords) && !containsAny(sentence, takenNowBefore) && !hasAnyWord(sentence, []string{"every day", "daily", "still"}) {
				st[k].Historical, st[k].Status = true, Stopped
				break
			}
		}
	}
	return st
}

// deniedOpeners open a turn by denying what comes right after them.
var deniedOpeners = []string{"不是", "no, not", "no not", "not"}

// opensDenyingTheAllergen reports whether a turn opens, after interjections
// and an aside in brackets ("（患者本人）"), by denying the allergen just
// told and pausing: "不是磺胺，是阿莫西林", "no, not codeine, it was
// tramadol". It returns the denied mention.
func (r *Reader) opensDenyingTheAllergen(x extract.Result, tx text, allergen string) (extract.Mention, bool) {
	if len(x.Mentions) == 0 {
		return extract.Mention{}, false
	}
	m := x.Mentions[0]
	lead := strings.ToLower(strings.TrimSpace(tx.between(0, m.Span[0])))
	lead = strings.Trim(withoutAside(lead), " ,，.。…")
	for w := startsWithAny(lead, interjections); w != "" && startsWithAny(lead, deniedOpeners) == ""; w = startsWithAny(lead, interjections) {
		lead = strings.TrimLeft(lead[len(w):], " ,，.。…!！")
	}
	if !slices.Contains(deniedOpeners, lead) || m.Type != ontology.TypeDrug && m.Type != ontology.TypeDrugClass && m.Type != ontology.TypeAllergen {
		return extract.Mention{}, false
	}
	if m.ConceptID != allergen && r.allergenFor(m.ConceptID, m.Text) != allergen {
		return extract.Mention{}, false
	}
	pause := strings.TrimLeft(tx.from(m.Span[1]), " ")
	return m, strings.HasPrefix(pause, "，") || strings.HasPrefix(pause, ",")
}

// reactionsOfTheMeant returns the statements with the allergy st[i] (the
// drug meant, at mention m) given the findings told after it in its
// sentence as its reaction ("是阿莫西林，吃了起荨麻疹"), not as current
// findings, and without an allergy to the drug the turn denies.
func (r *Reader) reactionsOfTheMeant(x extract.Result, tx text, m extract.Mention, i int, denied string, st []Statement) []Statement {
	var rs []string
	out := make([]Statement, 0, len(st))
	for k, s := range st {
		if k != i && s.Type == Allergy && s.Concept == denied && !s.Negated {
			continue // "no, not codeine, it was tramadol, it gave me hives"
		}
		if n, found := mentionOf(x, s.Concept); found && !s.Negated && (s.Type == Symptom || s.Type == Condition && reactionConditions[s.Concept]) &&
			tx.sent[n.Span[0]] == tx.sent[m.Span[0]] && n.Span[0] > m.Span[0] {
			rs = append(rs, r.Display(s.Concept, "en"))
			continue
		}
		out = append(out, s)
	}
	for k := range out {
		if out[k].Type == Allergy && out[k].Concept == st[i].Concept && len(rs) > 0 {
			out[k].Attributes["reaction"] = strings.Join(rs, ", ")
		}
	}
	return out
}

// withoutAside drops an aside in brackets that opens a turn: "（患者本人）".
func withoutAside(s string) string {
	for _, p := range [][2]string{{"(", ")"}, {"（", "）"}} {
		if end := strings.Index(s, p[1]); strings.HasPrefix(s, p[0]) && end > 0 {
			return s[end+len(p[1]):]
		}
	}
	return s
}
