package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// replacedByTheOneBefore reports whether drug mention i is named as the one
// a drug said before it in the sentence replaced, as the patient's own:
// "Now I am on Telma instead of the amlodipine" (change dev en-z1-023).
// Without the article ("paracetamol rather than ibuprofen") the second may
// be a drug never taken (see insteadOfTheirs).
func replacedByTheOneBefore(x extract.Result, tx text, i int) bool {
	between, ok := fromTheDrugBefore(x, tx, i)
	return ok && insteadOfTheirs.MatchString(strings.TrimRight(between, " ")+" ")
}

// avoidedForTheOneBefore reports whether drug mention i is named bare after
// "instead of" or "rather than" a drug said before it in the sentence: "I
// take paracetamol rather than ibuprofen" takes no ibuprofen.
func avoidedForTheOneBefore(x extract.Result, tx text, i int) bool {
	between, ok := fromTheDrugBefore(x, tx, i)
	return ok && insteadOfAvoided.MatchString(strings.TrimRight(between, " "))
}

// fromTheDrugBefore returns the words between the drug said last before
// mention i in its sentence and i; ok is false without one.
func fromTheDrugBefore(x extract.Result, tx text, i int) (string, bool) {
	j := drugBefore(x, tx, i)
	if j < 0 {
		return "", false
	}
	return tx.between(x.Mentions[j].Span[1], x.Mentions[i].Span[0]), true
}

// drugBefore returns the index of the drug said last before mention i in
// its sentence, or -1.
func drugBefore(x extract.Result, tx text, i int) int {
	m := x.Mentions[i]
	for j := i - 1; j >= 0; j-- {
		n := x.Mentions[j]
		if n.Type != ontology.TypeDrug && n.Type != ontology.TypeDrugClass || tx.sent[n.Span[0]] != tx.sent[m.Span[0]] || n.Span[1] > m.Span[0] {
			continue
		}
		return j
	}
	return -1
}
