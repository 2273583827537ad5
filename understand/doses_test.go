package understand_test

import (
	"fmt"
	"testing"
)

// attrsOf returns the attributes of the statement of concept in the
// reading of the last of turns, or nil.
func attrsOf(t *testing.T, turns [][2]string, concept string) map[string]string {
	t.Helper()
	for _, s := range readLast(newReader(t), turns...).Statements {
		if s.Concept == concept {
			return s.Attributes
		}
	}
	return nil
}

type attrCase struct {
	name, concept string
	turns         [][2]string
	want          map[string]string // "" wants the attribute absent
}

func runAttrCases(t *testing.T, cases []attrCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := attrsOf(t, c.turns, c.concept)
			if got == nil {
				t.Fatalf("read %q: no %s", c.turns[len(c.turns)-1][1], c.concept)
			}
			for k, v := range c.want {
				if got[k] != v {
					t.Errorf("read %q: %s %s = %q, want %q (all: %v)", c.turns[len(c.turns)-1][1], c.concept, k, got[k], v, fmt.Sprint(got))
				}
			}
		})
	}
}

// A count of tablets said with a strength is how many each time: the
// strength stays.
func TestATabletCountKeepsTheStrength(t *testing.T) {
	runAttrCases(t, []attrCase{
		{"a strength, then tablets a day", "drug:aspirin", [][2]string{patient("我在吃二甲双胍，还有阿司匹林100毫克，每天一片。")},
			map[string]string{"dose": "100 mg", "frequency": "qd"}},
		{"tablets a day, then the strength", "drug:aspirin", [][2]string{patient("阿司匹林每天一片，100毫克的。")},
			map[string]string{"dose": "100 mg"}},
		{"tablets alone stay tablets", "drug:metformin", [][2]string{patient("二甲双胍一次两片，一天两次。")},
			map[string]string{"dose": "2 tablet", "frequency": "bid"}},
		{"a strength alone", "drug:amlodipine", [][2]string{patient("I take amlodipine 10 mg once daily.")},
			map[string]string{"dose": "10 mg", "frequency": "qd"}},
	})
}

// How often is read with the amount it follows and in a clinician's order
// as in the patient's words; "a day" and "in the morning" away from an
// amount say when, not how often.
func TestAFrequencyWithItsAmount(t *testing.T) {
	runAttrCases(t, []attrCase{
		{"a day after a strength", "drug:prednisolone", [][2]string{patient("I take prednisolone 20 mg a day.")}, map[string]string{"dose": "20 mg", "frequency": "qd"}},
		{"in the morning after a strength", "drug:ramipril", [][2]string{patient("I take ramipril 5 mg in the morning.")}, map[string]string{"dose": "5 mg", "frequency": "qd"}},
		{"a clinician's order once daily", "drug:amlodipine", [][2]string{clinician("I'll start you on amlodipine 10 mg once daily.")}, map[string]string{"dose": "10 mg", "frequency": "qd"}},
		{"a clinician's order once a day", "drug:omeprazole", [][2]string{clinician("Let's add omeprazole 20 mg once a day.")}, map[string]string{"frequency": "qd"}},
		{"a clinician's order in tablets twice a day", "drug:metformin", [][2]string{clinician("二甲双胍加到一次两片，一天两次。")}, map[string]string{"dose": "2 tablet", "frequency": "bid"}},
		{"a clinician's order 一天一次", "drug:pantoprazole", [][2]string{clinician("泮托拉唑每次40毫克，一天一次，饭前吃。")}, map[string]string{"dose": "40 mg", "frequency": "qd"}},
		{"in the morning said of a symptom", "drug:ramipril", [][2]string{patient("I feel dizzy in the morning, and I take ramipril.")}, map[string]string{"frequency": ""}},
		{"two tablets a day is how many, not how often", "drug:metformin", [][2]string{patient("I take 2 tablets a day of metformin.")}, map[string]string{"frequency": ""}},
		{"a day after no amount", "drug:amlodipine", [][2]string{patient("I was in hospital for a day, on amlodipine 5 mg.")}, map[string]string{"frequency": ""}},
	})
}

// A bare number right between a drug's name and how often is its amount,
// its unit unsaid (the lexicon holds no strength per drug to guess it by).
func TestABareAmountAfterADrug(t *testing.T) {
	text := "I take metformin 500 twice a day, ramipril 5 in the morning, and simvastatin 40 at night."
	runAttrCases(t, []attrCase{
		{"metformin 500 twice a day", "drug:metformin", [][2]string{patient(text)}, map[string]string{"dose": "500", "frequency": "bid"}},
		{"ramipril 5 in the morning", "drug:ramipril", [][2]string{patient(text)}, map[string]string{"dose": "5", "frequency": "qd"}},
		{"simvastatin 40 at night", "drug:simvastatin", [][2]string{patient(text)}, map[string]string{"dose": "40", "frequency": "qn"}},
		{"a count of times is how often", "drug:metformin", [][2]string{patient("I take metformin 3 times a day.")}, map[string]string{"dose": "", "frequency": "tid"}},
		{"years on it are no amount", "drug:metformin", [][2]string{patient("I've been on metformin 2 years, twice a day.")}, map[string]string{"dose": ""}},
		{"a number with no frequency after it", "drug:metformin", [][2]string{patient("I started metformin 2 weeks ago.")}, map[string]string{"dose": ""}},
	})
}
