package understand_test

import (
	"testing"

	"github.com/anamnesis-health/anamnesis/understand"
)

// What a provisional lay name (ontology/data/lay_*.csv) proposes is for a
// clinician to confirm: the statement comes below the gate's claim
// threshold, while the same finding in the lexicon's reviewed words stays
// a fact. A provisional site makes the symptom it places provisional too.
func TestProvisionalLayNamesProposeClaims(t *testing.T) {
	r := newReader(t)
	for _, c := range []struct {
		text, concept string
		provisional   bool
	}{
		{"I've had the skitters since Sunday.", "sym:diarrhea", true},
		{"I've had diarrhoea since Sunday.", "sym:diarrhea", false},
		{"这两天一直肚屙。", "sym:diarrhea", true},
		{"这两天一直拉肚子。", "sym:diarrhea", false},
		{"My tum is really sore.", "sym:abdominal_pain", true},
		{"My stomach is really sore.", "sym:abdominal_pain", false},
		// The reviewed name denies what the lay name asserts.
		{"It's not morning sickness, it's all-day sickness.", "cond:morning_sickness", true},
	} {
		rd := r.Read(understand.Turn{Speaker: understand.Patient, Text: c.text, At: at}, nil)
		checkAsserted(t, c.text, rd, c.concept, c.provisional)
	}
}

// A yes to a question asked only in a provisional lay name proposes the
// concept; a yes to the same question in reviewed words asserts it.
func TestProvisionalQuestionsProposeClaims(t *testing.T) {
	r := newReader(t)
	for _, c := range []struct {
		question, concept string
		provisional       bool
	}{
		{"It seems like you are not feeling very well today?", "sym:malaise", true},
		{"Have you had the skitters?", "sym:diarrhea", true},
		{"Have you had any diarrhoea?", "sym:diarrhea", false},
	} {
		q := r.Read(understand.Turn{Speaker: understand.Clinician, Text: c.question, At: at}, nil)
		prior := []understand.Prior{{Speaker: understand.Clinician, Reading: q}}
		rd := r.Read(understand.Turn{Speaker: understand.Patient, Text: "Yes.", At: at}, prior)
		checkAsserted(t, c.question+" / yes", rd, c.concept, c.provisional)
	}
}

// checkAsserted checks that the reading asserts concept, as a proposal
// below the claim threshold when provisional, else as a fact.
func checkAsserted(t *testing.T, what string, rd understand.Reading, concept string, provisional bool) {
	t.Helper()
	var found *understand.Statement
	for i, s := range rd.Statements {
		if s.Concept == concept && !s.Negated {
			found = &rd.Statements[i]
		}
	}
	switch {
	case found == nil:
		t.Errorf("%q: no statement of %s in %+v", what, concept, rd.Statements)
	case provisional && found.Confidence >= 0.5:
		t.Errorf("%q: %s at confidence %.2f, want below the claim threshold 0.5", what, concept, found.Confidence)
	case !provisional && found.Confidence < 0.9:
		t.Errorf("%q: %s at confidence %.2f, want a fact's 0.9", what, concept, found.Confidence)
	}
}
