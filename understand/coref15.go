package understand

import (
	"regexp"
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// Complaints the reference resolver ranks drugs by, read from Chinese said
// as a place and how it feels (see zhStates).

// zhStatesOfPlaces are further rows of zhStates.
var zhStatesOfPlaces = []struct {
	places, states, concept string
}{
	// The pit of the stomach or the chest burning is heartburn: "心口窝这儿烧
	// 得慌", "胃里火辣辣的". Not "心口发烧": 发 is no word between.
	{pointedAt("心口窝", "心口", "胸口", "胃里"), "烧得慌|烧得很|烧|火辣辣|火烧火燎", "sym:heartburn"},
}

// pointedAt returns the places, each also pointed at ("心口窝这儿"), as
// zhStates spells them. Only for these rows: "后腰这儿，疼死了" may be a
// kidney stone's pain, not the back's.
func pointedAt(places ...string) string {
	var out []string
	for _, p := range places {
		out = append(out, p, p+"这儿", p+"这里", p+"这块")
	}
	return strings.Join(out, "|")
}

// zhStateRows are the rows zhStateStatements reads by.
var zhStateRows = slices.Concat(zhStates, zhStatesOfPlaces, zhStatesWithin, zhStatesOfChest, zhStatesOfSwelling)

// enSwelledUp says the patient swelled, as a verb: "I swelled up so bad",
// "I've puffed up like a balloon". The lexicon names swelling as a noun or
// with a site ("ankles swell up"), not the patient swelling.
var enSwelledUp = regexp.MustCompile(`\b(?:i|i've|ive|i have|i had|i'd|i just|i kind of|i kinda|i sort of) (?:all |really |just )?(?:swelled|swole|swollen|swelling|puffed|puffing|blew|blown|ballooned) up\b`)

// enSupposing, before "I swelled up" in its sentence, makes it a
// supposition.
var enSupposing = regexp.MustCompile(`\b(if|in case|whether)\b`)

// enSwellingStatements reads edema from a patient who says they swelled
// up, when no mention names a swelling already.
func (r *Reader) enSwellingStatements(t Turn, x extract.Result, tx text) []Statement {
	for _, m := range x.Mentions {
		if m.Type == "symptom" && strings.Contains(m.ConceptID, "swelling") || m.ConceptID == "sym:edema" {
			return nil
		}
	}
	lower := strings.ToLower(string(tx.runes))
	at := enSwelledUp.FindStringIndex(lower)
	if t.Speaker != Patient || at == nil {
		return nil
	}
	sentence := lower[strings.LastIndexAny(lower[:at[0]], ".?!")+1 : at[0]]
	if enSupposing.MatchString(sentence) {
		return nil // "what if I swelled up?" supposes
	}
	if _, ok := r.onto.Concept("sym:edema"); !ok {
		return nil
	}
	return []Statement{{Type: Symptom, Concept: "sym:edema", Display: r.Display("sym:edema", "en"), Attributes: map[string]string{},
		Experiencer: extract.Patient, Confidence: 0.9}}
}
