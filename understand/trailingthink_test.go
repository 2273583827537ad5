package understand_test

import "testing"

// "I think" at the end of a sentence hedges what it tells; in the middle,
// or before another clause, it does not.
func TestIThinkAtTheEndHedges(t *testing.T) {
	runCases(t, []readCase{
		{"r14 en13: a bit more muddled than usual I think", [][2]string{patient("I'm a bit more muddled than usual I think")},
			[]string{"symptom sym:confusion uncertain"}},
		{"I reckon, then a sentence of its own", [][2]string{patient("My chest is tight I reckon. And I have a cough")},
			[]string{"symptom sym:chest_tightness uncertain", "symptom sym:cough"}},
		{"near-miss: I think starts another clause", [][2]string{patient("I'm a bit more muddled than usual, I think it's the new tablets")},
			[]string{"symptom sym:confusion"}},
		{"near-miss: no hedge", [][2]string{patient("I'm a bit more muddled than usual")},
			[]string{"symptom sym:confusion"}},
	})
}

// A relative's illness, or a complaint told plainly elsewhere in the turn,
// keeps its reading under a trailing hedge (en dev c2-012, k1-012).
func TestIThinkAtTheEndLeavesTheRest(t *testing.T) {
	runCases(t, []readCase{
		{"en dev c2-012: runs in the family I guess", [][2]string{patient("my gran had a stroke at 70 and my auntie's got high blood pressure, so it runs in the family I guess")},
			[]string{"condition cond:hypertension of aunt_uncle", "condition cond:stroke historical of grandparent"}},
		{"en dev k1-012: the runs, then Bali belly I reckon", [][2]string{patient("I've had the runs ever since, like eight, nine times a day, watery. Bit of Bali belly, I reckon.")},
			[]string{"symptom sym:diarrhea"}},
	})
}
