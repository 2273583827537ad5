package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A drug told fine in an answer about allergies is tolerated, not an
// allergen: "有没有药物过敏？" "青霉素过敏…头孢倒是没事，去年还用过头孢克肟" wrote a
// cefixime allergy, and "Penicillin. Cephalosporins are fine, I had
// cefalexin last year." a cephalosporin allergy (s42 blind round 7). The
// allergy is denied: the patient takes it without trouble.

// takenFine, after a drug in its clause or sentence, say it is taken
// without trouble.
var takenFine = []string{"没事", "没问题", "冇事", "冇问题", "nothing happen", "nothing happened", "nutten nuh happen", "nothing happens", "没什么事", "没反应", "没过敏", "好好的", "are fine", "is fine", "was fine", "were fine", "been fine", "totally fine",
	"are ok", "is ok", "are okay", "is okay", "no problem", "no problems", "no trouble", "without any trouble", "without a problem",
	"fine with", "ok with", "okay with", "tolerate", "all ok", "all okay", "all fine", "both fine", "both ok"}

// usedWords tell a drug taken.
var usedWords = []string{"用过", "吃过", "打过", "输过", "i had", "i've had", "i took", "i've taken", "had some"}

// toleratedAllergens denies the patient's allergies whose drug a clause
// tells fine, or tells taken in a sentence that tells its class fine.
func (r *Reader) toleratedAllergens(x extract.Result, tx text, out []Statement) []Statement {
	fine := map[string]bool{}
	for _, m := range x.Mentions {
		if m.Assertion.Experiencer != extract.Patient || m.Assertion.Negated && !takenThenFine(tx, m) || IsAllergyWord(m) || // "青霉素打过没事" (takenfine.go)
			m.Type != ontology.TypeDrug && m.Type != ontology.TypeDrugClass && m.Type != ontology.TypeAllergen {
			continue
		}
		clause := strings.ToLower(tx.clauseOf(m.Span[0]))
		if containsAny(clause, []string{"过敏", "allerg"}) || r.reactionInClause(x, tx, m) {
			continue
		}
		told := containsAny(clause, takenFine) || fineToldAfter(x, tx, m) || // "Had cephalexin heaps of times, no worries with that" (toleratedafter.go)
			fineToldBefore(x, tx, m) || containsAny(clause, usedWords) && containsAny(clause, manyTimes) || drugsFineBefore(tx, m) || drugsFineInSentence(tx, m)
		if !told && containsAny(clause, usedWords) {
			for _, c := range x.Mentions {
				if c.Span != m.Span && tx.sameSentence(c, m) && (c.ConceptID == m.ConceptID || r.onto.InClass(m.ConceptID, c.ConceptID)) &&
					containsAny(strings.ToLower(tx.clauseOf(c.Span[0])), takenFine) {
					told = true
				}
			}
		}
		if told {
			fine[m.ConceptID], fine[r.allergenFor(m.ConceptID, m.Text)] = true, true
		}
	}
	for i := range out {
		if out[i].Type == Allergy && fine[out[i].Concept] && !out[i].Negated && out[i].Experiencer == extract.Patient {
			out[i].Negated, out[i].Uncertain = true, false
		}
	}
	return out
}

// reactionInClause reports whether m's clause names a symptom had: a
// reaction, which makes the drug no tolerated one ("打过一次起了一身疹子").
func (r *Reader) reactionInClause(x extract.Result, tx text, m extract.Mention) bool {
	for _, s := range x.Mentions {
		if s.Type == ontology.TypeSymptom && !s.Assertion.Negated && tx.sameClause(s, m) {
			return true
		}
	}
	return false
}

// manyTimes, with a word of having taken it in the drug's clause ("I've
// had amoxicillin loads of times for my chest"), tell it taken often
// without trouble; a reaction in the clause still makes it an allergen
// (reactionInClause).
var manyTimes = []string{"loads of times", "lots of times", "many times", "plenty of times", "heaps of times", "a few times", "several times",
	"a bunch of times", "bunch of times", "plenty times", "nuff time", "nuff times", "countless times",
	"好几次", "好多次", "很多次", "好几回", "好多回"}

// fineWithIt opens a clause that tells the speaker takes "it" without
// trouble, the drug named after it: "I'm fine with it myself, I've had
// amoxicillin loads of times".
var fineWithIt = []string{"i'm fine with it", "i am fine with it", "i'm ok with it", "i'm okay with it", "i'm fine with them", "i'm fine with that",
	"fine with it myself", "ok with it myself", "okay with it myself"}

// fineToldBefore reports whether the clause right before drug mention m's,
// in its sentence and naming no concept, says the speaker is fine with
// "it".
func fineToldBefore(x extract.Result, tx text, m extract.Mention) bool {
	start := m.Span[0]
	for start > 0 && tx.clause[start-1] == tx.clause[m.Span[0]] {
		start--
	}
	if start == 0 || tx.sent[start-1] != tx.sent[m.Span[0]] {
		return false
	}
	prev := start - 1
	from := prev
	for from > 0 && tx.clause[from-1] == tx.clause[prev] {
		from--
	}
	for _, n := range x.Mentions {
		if n.Span[0] >= from && n.Span[0] < start {
			return false
		}
	}
	return containsAny(strings.ToLower(tx.clauseOf(prev)), fineWithIt)
}
