package understand

import (
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A drug the patient cannot tolerate is kept off as an allergy is, told
// as what it is: "Codeine makes me really sick, I throw up every time I
// take it. It's not an allergy as such, I just can't tolerate it." wrote
// only "no known allergies", and "我吃红霉素会胃疼、想吐，不是过敏，就是受
// 不了" wrote "not allergic to erythromycin" (session 69's review 3, E12
// and Z12): the context then offered the drug. Told with an intolerance
// word, the drug is an allergy of type intolerance (FHIR
// AllergyIntolerance.type), with what it does as its reaction; "not an
// allergy" beside it qualifies it, and denies no allergy.

// IntoleranceType is the value of an allergy's type attribute
// (entity.AllergyTypeAttribute) that says it is an intolerance.
const IntoleranceType = entity.Intolerance

var (
	intoleranceWords = []string{"can't tolerate", "cannot tolerate", "can not tolerate", "couldn't tolerate", "could not tolerate",
		"don't tolerate", "do not tolerate", "didn't tolerate", "intolerant", "intolerance", "不耐受", "受不了",
		// "codeine makes me throw up but that's not really an allergy, I
		// just can't handle it" (session 70's review 4, E02).
		"can't handle it", "cannot handle it", "couldn't handle it", "can't handle them",
		// "Codeine makes me sick as a dog, but that's not an allergy as such, I
		// just can't take it" (session 71's review 7, E02). Without "just",
		// "I can't take trimethoprim" tells an allergy (intoleranceCues).
		"just can't take it", "just can't take them", "just cannot take it"}
	// notAnAllergyWords qualify the intolerance: they deny no allergy.
	notAnAllergyWords = []string{"not an allergy", "not allergic", "isn't an allergy", "not really an allergy", "not a true allergy",
		"nuh allergy", "不是过敏", "不算过敏", "也不是过敏", "倒不是过敏", "唔系敏感", "唔系过敏"}
)

// intolerances reads the drug a turn tells the patient cannot tolerate as
// an allergy of type intolerance (see above), in place of what the turn's
// other readings made of it, its reactions and the "not an allergy".
func (r *Reader) intolerances(x extract.Result, tx text, st []Statement) []Statement {
	lower := strings.ToLower(tx.str)
	// "Not allergic to anything, but ibuprofen…" denies every allergy, and
	// qualifies nothing.
	qualified := containsAny(strings.ReplaceAll(lower, "not allergic to anything", ""), notAnAllergyWords)
	drug, ok, worded := intolerantOf(x, tx)
	if !ok {
		// Which drug it is, or whether any, is unsure; "I can't tolerate
		// dairy, it's not an allergy" denies no allergy still.
		return slices.DeleteFunc(st, func(s Statement) bool { return worded && qualified && deniesAllAllergies(s) })
	}
	return r.asIntolerance(x, tx, st, drug, qualified)
}

// intolerantOf returns the drug the turn tells the patient cannot
// tolerate, and whether the turn has an intolerance word at all: the one
// patient's drug of the sentence the word is in ("…and codeine makes me
// throw up but that's not really an allergy, I just can't handle it",
// beside a penicillin allergy: session 70's review 4, E02), or the turn's
// one drug when that sentence names none ("Codeine makes me really sick.
// It's not an allergy as such, I just can't tolerate it"). "Not allergic to
// anything, but tramadol makes me throw up" has no intolerance word: its
// annotators read no allergy and nothing more (en h1 dev).
func intolerantOf(x extract.Result, tx text) (drug extract.Mention, ok, worded bool) {
	lower := strings.ToLower(tx.str)
	i := firstIndexOfAny(lower, intoleranceWords)
	if i < 0 || strings.HasPrefix(lower[i:], "受不了") && unbearable(lower[:i]) {
		return extract.Mention{}, false, false // "疼得受不了": unbearable, of the pain
	}
	if insideAnotherMention(x, len([]rune(lower[:i]))) {
		return extract.Mention{}, false, true // "I'm lactose intolerant": the lactose's, not the albuterol's (session 72's review 10, E10)
	}
	cue := tx.sent[min(len([]rune(lower[:i])), len(tx.runes)-1)]
	var own, inSentence []extract.Mention
	for _, m := range x.Mentions {
		if !isDrug(m) || m.Assertion.Experiencer != "" && m.Assertion.Experiencer != extract.Patient ||
			slices.ContainsFunc(own, func(d extract.Mention) bool { return d.ConceptID == m.ConceptID }) {
			continue
		}
		own = append(own, m)
		if tx.sent[m.Span[0]] == cue {
			inSentence = append(inSentence, m)
		}
	}
	switch {
	case len(inSentence) == 1:
		return inSentence[0], true, true
	case len(inSentence) == 0 && len(own) == 1:
		return own[0], true, true
	case len(inSentence) > 1:
		// "头孢我不过敏哈 之前输过好几回都没得事 就是阿奇霉素 吃了肚子痛得很 想吐
		// 不是过敏 就是受不了" (session 72's review 11, Z03): chat typed with
		// spaces is one sentence; the drug last named before the word is
		// the one it tells of.
		at := len([]rune(lower[:i]))
		var last extract.Mention
		for _, m := range inSentence {
			if m.Span[1] <= at {
				last = m
			}
		}
		told := slices.ContainsFunc(x.Mentions, func(o extract.Mention) bool {
			return o.Type == ontology.TypeSymptom && o.Span[0] >= last.Span[1] && o.Span[1] <= at
		})
		if last.ConceptID != "" && told {
			return last, true, true // with what it did between ("吃了肚子痛得很 想吐"); not "one of them"
		}
	}
	return extract.Mention{}, false, true
}

// asIntolerance puts an intolerance of drug in place of every statement
// about it, with the reactions its sentence tells.
func (r *Reader) asIntolerance(x extract.Result, tx text, st []Statement, drug extract.Mention, qualified bool) []Statement {
	allergen := r.allergenFor(drug.ConceptID, drug.Text)
	lower := strings.ToLower(tx.str)
	at := drug.Span[0]
	if i := firstIndexOfAny(lower, intoleranceWords); i >= 0 {
		at = len([]rune(lower[:i])) // the rune the intolerance word opens at
	}
	var reactions []string
	for k, m := range x.Mentions {
		if m.Span == drug.Span {
			for _, j := range causedBy(x, tx, k) {
				reactions = append(reactions, r.Display(x.Mentions[j].ConceptID, "en")) // "makes me throw up"
			}
		}
	}
	kept := st[:0:0]
	for _, s := range st {
		switch {
		case s.Concept == drug.ConceptID || s.Concept == allergen:
			if s.Attributes["reaction"] != "" {
				reactions = append(reactions, strings.Split(s.Attributes["reaction"], ", ")...)
			}
			continue
		case qualified && deniesAllAllergies(s):
			continue // "It's not an allergy as such": no denial
		case s.Type == Symptom && !s.Negated && s.Experiencer == extract.Patient && toldOfTheDrug(x, tx, s.Concept, drug, at):
			reactions = append(reactions, r.Display(s.Concept, "en"))
			continue
		}
		kept = append(kept, s)
	}
	attrs := map[string]string{entity.AllergyTypeAttribute: IntoleranceType}
	if len(reactions) > 0 {
		attrs["reaction"] = strings.Join(uniqueWords(reactions), ", ")
	}
	return append(kept, Statement{Type: Allergy, Concept: allergen, Display: r.Display(allergen, "en"), Attributes: attrs,
		Experiencer: extract.Patient, Confidence: 0.9})
}

// toldOfTheDrug reports whether a finding of the turn is told in the
// sentence of the drug or of the intolerance word (at rune at): what the
// drug does.
func toldOfTheDrug(x extract.Result, tx text, concept string, drug extract.Mention, at int) bool {
	cue := tx.sent[min(at, len(tx.runes)-1)]
	for _, m := range x.Mentions {
		if m.ConceptID == concept && (m.Type == ontology.TypeSymptom || m.Type == ontology.TypeCondition) &&
			(tx.sent[m.Span[0]] == tx.sent[drug.Span[0]] || tx.sent[m.Span[0]] == cue) {
			return true
		}
	}
	return false
}

// uniqueWords returns values without repeats, in their order.
func uniqueWords(values []string) []string {
	var out []string
	for _, v := range values {
		if !slices.Contains(out, v) {
			out = append(out, v)
		}
	}
	return out
}

// deniesAllAllergies reports whether s says "no known (drug) allergies".
func deniesAllAllergies(s Statement) bool {
	return s.Type == Allergy && s.Negated && (s.Concept == NoKnownAllergy || s.Concept == NoKnownDrugAllergy)
}

// unbearable reports whether the words before a "受不了" make it "too much
// to bear" of something other than a drug: "疼得受不了", "痒得受不了", "热得受
// 不了", "实在受不了", "有点受不了了".
func unbearable(before string) bool {
	before = strings.TrimRight(before, " ")
	return strings.HasSuffix(before, "得") || strings.HasSuffix(before, "实在") || strings.HasSuffix(before, "真") ||
		strings.HasSuffix(before, "有点") || strings.HasSuffix(before, "快") || strings.HasSuffix(before, "都")
}

// insideAnotherMention reports whether rune offset at lies in a mention of no
// drug: a condition or an allergen the intolerance word is part of
// ("lactose intolerant", "gluten intolerance").
func insideAnotherMention(x extract.Result, at int) bool {
	return slices.ContainsFunc(x.Mentions, func(m extract.Mention) bool {
		return !isDrug(m) && m.Span[0] <= at && at < m.Span[1]
	})
}
