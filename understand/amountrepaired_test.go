package understand_test

import (
	"slices"
	"testing"
)

// A drug's dose or frequency taken back right after the drug's name
// corrects the amount, and the drug stands (session 69, noticed: "I take
// metformin, no, twice a day" denied the metformin, and "…no, sorry, twice
// a day" withdrew it).
func TestAnAmountRepairedKeepsTheDrug(t *testing.T) {
	r := newReader(t)
	for _, c := range []struct {
		name, text, concept, attr, want string
	}{
		{"no, twice a day", "I take metformin, no, twice a day.", "drug:metformin", "frequency", "bid"},
		{"no, sorry, twice a day", "I take metformin, no, sorry, twice a day.", "drug:metformin", "frequency", "bid"},
		{"no, it's 1000 mg", "I take metformin, no, it's 1000 mg.", "drug:metformin", "dose", "1000 mg"},
		{"不对，是一天两次", "氨氯地平，不对，是一天两次。", "drug:amlodipine", "frequency", "bid"},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := read(r, patient(c.text))
			if want := []string{"medication " + c.concept}; !slices.Equal(got, want) {
				t.Fatalf("%q: read %q, want %q", c.text, got, want)
			}
			if v := lastOf(attributeOf(r, c.text, c.concept, c.attr)); v != c.want {
				t.Errorf("%q: %s %q, want %q", c.text, c.attr, v, c.want)
			}
		})
	}
	// Near misses: a repair that names another drug withdraws the first;
	// an echo answered no with nothing after it denies.
	runCases(t, []readCase{
		{"near miss: another drug after", [][2]string{patient("I take metformin, no sorry, gliclazide, twice a day.")}, []string{"medication drug:gliclazide"}},
		{"near miss: a bare no", [][2]string{patient("The chest pain, no, none of that.")}, []string{"symptom sym:chest_pain negated"}},
	})
}

// A drug taken, told in its own clause, is not the thing a test in the
// next clause tested (session 69, noticed: "the blood test was negative"
// denied the amoxicillin).
func TestADrugTakenIsNotTheTestNamedAfter(t *testing.T) {
	runCases(t, []readCase{
		{"on it, a test negative", [][2]string{patient("I'm on amoxicillin, and the blood test was negative.")}, []string{"medication drug:amoxicillin"}},
		{"near miss: the drug tested", [][2]string{patient("They tested my lithium level and it was fine.")}, []string{}},
	})
}
