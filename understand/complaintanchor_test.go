package understand_test

import "testing"

// A complaint told as when the stop came is no complaint over: "阿司匹林吃
// 了好几年了，一天一片，大便黑了以后我们就先停了" (s43 blind round 9, zh11)
// wrote the black stools past, closing the "这几天大便发黑" of the turn
// before. "…以后" after the complaint dates the stop; it says nothing of
// the complaint ending. Told without it ("后来胃疼，大夫给停了"), the
// complaint went with the drug, as before.
func TestAComplaintThatDatesTheStopIsNotOver(t *testing.T) {
	runCases(t, []readCase{
		{"s43 round 9 zh11: 大便黑了以后…停了", [][2]string{patient("阿司匹林吃了好几年了，一天一片，大便黑了以后我们就先停了。")},
			[]string{"medication drug:aspirin stopped", "symptom sym:melena"}},
		// Near misses: the complaint went with the drug.
		{"near miss: 后来胃疼，大夫给停了", [][2]string{patient("阿司匹林以前也吃，后来胃疼，大夫给停了。")},
			[]string{"medication drug:aspirin historical stopped", "symptom sym:epigastric_pain historical"}},
		{"near miss: 停了以后倒是不乏了", [][2]string{patient("吃了老觉着乏，没劲儿，停了以后倒是不乏了。")},
			[]string{"symptom sym:fatigue historical"}},
	})
}
