package understand_test

import "testing"

// A stop typed before a space is the drug before's, not the next drug's,
// told taken now (spacesplitstop.go, extract/stopleansleft.go).
func TestAStopBeforeASpaceStopsTheDrugBefore(t *testing.T) {
	runCases(t, []readCase{
		{"s49 blind round 18 zh01: one drug stopped, the next taken at a new dose", [][2]string{patient("现在左乙拉西坦已经完全停了 拉莫三嗪吃到每天100毫克了")},
			[]string{"medication drug:levetiracetam historical stopped", "medication drug:lamotrigine"}},
		{"a stop, then a drug taken every day", [][2]string{patient("阿司匹林停了 氯吡格雷每天一片")},
			[]string{"medication drug:aspirin historical stopped", "medication drug:clopidogrel"}},
		{"near miss: both stopped", [][2]string{patient("左乙拉西坦停了 拉莫三嗪也停了")},
			[]string{"medication drug:levetiracetam historical stopped", "medication drug:lamotrigine historical stopped"}},
		{"near miss: punctuated already", [][2]string{patient("现在左乙拉西坦已经完全停了，拉莫三嗪吃到每天100毫克了")},
			[]string{"medication drug:levetiracetam historical stopped", "medication drug:lamotrigine"}},
	})
}
