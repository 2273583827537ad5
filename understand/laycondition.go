package understand

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// Patients name hypertension and diabetes in lay words: the pressure, the
// BP, the sugar. The words alone are a measure, or a food, or a feeling
// ("no sugar in my tea", "a pressure in my chest"), so they tell the
// condition only where the sentence says the patient is treated for it: a
// drug of theirs for it ("metformin … for my sugar", "BP also, Telma 40"),
// or their own tablets for it ("my blood pressure meds").

// layConditionWords name each condition in lay words, longest first.
var layConditionWords = map[string]string{
	"high blood pressure": "cond:hypertension", "blood pressure": "cond:hypertension", "high bp": "cond:hypertension",
	"bp": "cond:hypertension", "pressure": "cond:hypertension", "high blood": "cond:hypertension",
	"blood sugars": "cond:diabetes", "blood sugar": "cond:diabetes", "sugars": "cond:diabetes", "sugar": "cond:diabetes",
}

const (
	layNames = `(high blood pressure|blood pressure|high bp|bp|pressure|high blood|blood sugars|blood sugar|sugars|sugar)`
	// "one" is the drug only where it ends its phrase: "me blood pressure
	// one, amlo-something", not "my blood sugar one to two times a day".
	layDrugNouns = `(?:tablets?|tabs?|pills?|meds|medicines?|medications?|drugs?|ones?(?:[,.;!]|$))`
)

var (
	// "for my sugar", "for me blood pressure", "for pressure".
	layTakenFor = regexp.MustCompile(`\bfor (?:my |me |the |)` + layNames + `\b`)
	// "my sugar drug", "me blood pressure one": the patient's own tablets
	// for it.
	layOwnDrug = regexp.MustCompile(`\b(?:my|me) ` + layNames + ` ` + layDrugNouns)
	// "BP tablets I'm taking, Amlong 5": the tablets as the sentence's topic,
	// which a drug for it in the sentence must name. Said after the verb ("I
	// am also taking BP tablet, Telma 40") it names the drug the patient
	// takes, which the dev annotators (en-j1-047) write as the drug alone.
	layDrugTopic = regexp.MustCompile(`^(?:and |also |just |only )?(?:the )?` + layNames + ` ` + layDrugNouns)
	// A sentence that opens with the lay name as its topic: "BP also, Telma
	// 40", "Just the blood pressure, I take amlodipine".
	layTopic = regexp.MustCompile(`^(?:and |also |just |only )?(?:the |my |me )?` + layNames + `(?: also| too)?,`)
)

// layAfterNotTheCondition, right after the lay name, make it something
// else: "pressure sores", "sugar-free".
var layAfterNotTheCondition = []string{"sore", "sores", "ulcer", "ulcers", "area", "areas", "free", "-free", "level", "levels", "reading", "readings",
	"check", "checks", "machine", "monitor", "cuff", "in"}

// layConditions adds, to a patient's statements, the condition a lay name
// tells where the patient is treated for it (see layTakenFor, layDrugNoun,
// layTopic). A condition the turn already has a statement of, in any kind,
// is left to it.
func (r *Reader) layConditions(x extract.Result, tx text, sts []Statement) []Statement {
	var out []Statement
	has := func(concept string) bool {
		for _, s := range append(sts, out...) {
			if s.Type == Condition && (s.Concept == concept || r.Broader(concept, s.Concept) || r.Broader(s.Concept, concept)) {
				return true
			}
		}
		return false
	}
	for _, sn := range sentencesFrom(tx, 0) {
		s := strings.TrimSpace(sn.text)
		if strings.HasSuffix(s, "?") {
			continue // "what do you take for your blood pressure?" asks
		}
		end := sn.start + len([]rune(sn.text))
		for _, cond := range r.layTreated(x, tx, sts, sn.text, sn.start, end) {
			if !has(cond) {
				out = append(out, Statement{Type: Condition, Concept: cond, Display: r.Display(cond, "en"), Attributes: map[string]string{},
					Experiencer: extract.Patient, Confidence: 0.9})
			}
		}
	}
	return append(sts, out...)
}

// layTreated returns the conditions sentence s (runes start to end of tx)
// names in lay words and tells the patient treated for.
func (r *Reader) layTreated(x extract.Result, tx text, sts []Statement, s string, start, end int) []string {
	var out []string
	lead := start + len([]rune(s)) - len([]rune(strings.TrimLeft(s, " ")))
	s = strings.TrimLeft(s, " ")
	for _, re := range []*regexp.Regexp{layTakenFor, layOwnDrug, layDrugTopic, layTopic} {
		for _, m := range re.FindAllStringSubmatchIndex(s, -1) {
			name := s[m[2]:m[3]]
			if startsWithAny(strings.TrimLeft(s[m[3]:], " "), layAfterNotTheCondition) != "" {
				continue
			}
			cond := layConditionWords[name]
			if re == layOwnDrug {
				// Their own, unless the lexicon reads the words as a class
				// the sentence does not give them ("if … she'll change my
				// blood pressure tablets to doxazosin").
				from := lead + utf8.RuneCountInString(s[:m[0]])
				to := lead + utf8.RuneCountInString(s[:m[1]])
				if !r.classNotTaken(x, sts, from, to) {
					out = append(out, cond)
				}
				continue
			}
			if r.patientTreatedIn(x, tx, sts, cond, start, end) {
				out = append(out, cond)
			}
		}
	}
	return out
}

// classNotTaken reports whether a drug or class mention within runes from
// to to has no statement of the patient taking it.
func (r *Reader) classNotTaken(x extract.Result, sts []Statement, from, to int) bool {
	for _, d := range x.Mentions {
		if d.Type != ontology.TypeDrug && d.Type != ontology.TypeDrugClass || d.Span[1] <= from || d.Span[0] >= to {
			continue
		}
		for _, st := range sts {
			if st.Type == Medication && st.Concept == d.ConceptID && st.Experiencer == extract.Patient && !st.Negated && !st.Hypothetical {
				return false
			}
		}
		return true
	}
	return false
}

// patientTreatedIn reports whether a drug or class the patient takes (their
// statement of it not denied, not hypothetical, not another's) and that
// treats cond is named between runes start and end.
func (r *Reader) patientTreatedIn(x extract.Result, tx text, sts []Statement, cond string, start, end int) bool {
	for _, d := range x.Mentions {
		if d.Type != ontology.TypeDrug && d.Type != ontology.TypeDrugClass || d.Span[0] < start || d.Span[0] >= end || !r.treats(d.ConceptID, cond) {
			continue
		}
		for _, st := range sts {
			if st.Type == Medication && st.Concept == d.ConceptID && st.Experiencer == extract.Patient && !st.Negated && !st.Hypothetical {
				return true
			}
		}
	}
	return false
}

// treats reports whether drug or class concept has cond, or a kind of it
// (type 2 diabetes for diabetes), among its indications.
func (r *Reader) treats(drug, cond string) bool {
	c, ok := r.onto.Concept(drug)
	if !ok {
		return false
	}
	for _, ind := range c.Indications {
		if ind == cond || r.Broader(cond, ind) {
			return true
		}
	}
	return false
}
