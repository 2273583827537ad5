package understand_test

import "testing"

// A speaker reaching for a drug's name may say its tail first and the whole
// name right after ("那个茶碱，多索茶碱"): one drug, the one named fully. Two
// drugs told apart by a word between them stay two.
func TestDrugNamedFullyAfterItsTail(t *testing.T) {
	runCases(t, []readCase{
		{"x1: the tail of doxofylline then its whole name", [][2]string{clinician("嗯嗯，平时用什么药"),
			patient("然后还有个，那个茶碱，多索茶碱，后来就没吃了")},
			[]string{"medication drug:doxofylline stopped"}},
		{"the tail of aminophylline then its whole name", [][2]string{clinician("平时吃什么药"),
			patient("吃着茶碱，就是氨茶碱，一天两次")},
			[]string{"medication drug:aminophylline"}},
		{"an English tail then the whole name", [][2]string{clinician("What do you take for it?"),
			patient("I take cetirizine, levocetirizine, every night.")},
			[]string{"medication drug:levocetirizine"}},
		{"two drugs joined by and stay two", [][2]string{clinician("平时吃什么药"),
			patient("茶碱和多索茶碱都吃过")},
			[]string{"medication drug:theophylline historical stopped", "medication drug:doxofylline historical stopped"}},
		{"two drugs each told stay two", [][2]string{clinician("平时吃什么药"),
			patient("茶碱吃着，多索茶碱也吃着")},
			[]string{"medication drug:theophylline", "medication drug:doxofylline"}},
	})
}
