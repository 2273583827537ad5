package understand_test

import "testing"

// A dose taken back in its own turn: "I take lisinopril 20 mg. Sorry, no,
// it's 10, they dropped it down" (s46 blind round 13 en14) kept 20 mg. A
// correction opening a clause after the one drug's dose, followed at once
// by a bare number, is the dose in the unit told before; a number of
// something else (years), a second drug, or no correction leave it.
func TestADoseCorrectedInItsOwnTurn(t *testing.T) {
	r := newReader(t)
	for _, c := range []struct {
		name, text, concept, want string
	}{
		{"r13 en14: Sorry, no, it's 10", "I take lisinopril 20 mg. Sorry, no, it's 10, they dropped it down", "drug:lisinopril", "10 mg"},
		{"no wait, 50 mg", "I'm on sertraline 100 mg, no wait, 50 mg", "drug:sertraline", "50 mg"},
		{"zh: 哦不对，是160的", "我吃缬沙坦80毫克，哦不对，是160的", "drug:valsartan", "160 mg"},
		// Near misses: unchanged.
		{"near miss: no correction", "I take lisinopril 20 mg, it's 10 years now", "drug:lisinopril", "20 mg"},
		{"near miss: sorry, then years", "I take lisinopril 20 mg. Sorry, I've been on it 10 years", "drug:lisinopril", "20 mg"},
		{"near miss: a second drug after the correction", "I take lisinopril 20 mg. Sorry, no, it's amlodipine 10", "drug:lisinopril", "20 mg"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := lastOf(attributeOf(r, c.text, c.concept, "dose")); got != c.want {
				t.Errorf("%q: dose %q, want %q", c.text, got, c.want)
			}
		})
	}
}

// How often, taken back in its own turn: "二甲双胍我一天吃三次，每次一片……
// 哦不对不对，是两次，早晚各一片" kept three times a day (session 69's review
// 3, Z02); a correction with two frequencies after it changes nothing.
func TestAFrequencyCorrectedInItsOwnTurn(t *testing.T) {
	r := newReader(t)
	for _, c := range []struct {
		name, text, want string
	}{
		{"Z02: 哦不对不对，是两次", "二甲双胍我一天吃三次，每次一片……哦不对不对，是两次，早晚各一片。", "bid"},
		{"near miss: no correction", "二甲双胍我一天吃三次，每次一片。", "tid"},
		{"near miss: two frequencies after it", "二甲双胍我一天吃三次……哦不对，有时候一天两次，有时候睡前一次。", "tid"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := lastOf(attributeOf(r, c.text, "drug:metformin", "frequency")); got != c.want {
				t.Errorf("%q: frequency %q, want %q", c.text, got, c.want)
			}
		})
	}
}

// "sorry no" opens a repair of what was just said, and denies nothing: "I
// take metformin 500 mg, sorry no, 850" read the metformin as denied
// (session 69).
func TestSorryNoRepairsAndDeniesNothing(t *testing.T) {
	runCases(t, []readCase{
		{"a dose", [][2]string{patient("I take metformin 500 mg, sorry no, 850.")}, []string{"medication drug:metformin"}},
		{"how often", [][2]string{patient("I take metformin three times a day, sorry no, twice a day.")}, []string{"medication drug:metformin"}},
		// Near miss: a no to an echoed question still denies.
		{"near miss: an echo denied", [][2]string{clinician("Any chest pain?"), patient("Chest pain? No.")}, []string{"symptom sym:chest_pain negated"}},
	})
	runAttrCases(t, []attrCase{
		{"the dose repaired", "drug:metformin", [][2]string{patient("I take metformin 500 mg, sorry no, 850.")}, map[string]string{"dose": "850 mg"}},
		{"how often repaired", "drug:metformin", [][2]string{patient("I take metformin three times a day, sorry no, twice a day.")}, map[string]string{"frequency": "bid"}},
	})
}
