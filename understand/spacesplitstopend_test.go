package understand_test

import "testing"

// A drug told as taken now, then a space and another drug's stop, stays
// taken (spacesplitstopend.go, extract/pasttimeleansright.go).
func TestAStopAfterTheSpaceIsTheNextDrugs(t *testing.T) {
	runCases(t, []readCase{
		{"s51 blind round 20 zh02: metformin twice a day, gliclazide given up last year", [][2]string{patient("二甲双胍一天两道 一道一颗 格列齐特去年就没吃了")},
			[]string{"medication drug:metformin", "medication drug:gliclazide historical stopped"}},
		{"without a time", [][2]string{patient("二甲双胍一天两道 格列齐特就没吃了")},
			[]string{"medication drug:metformin", "medication drug:gliclazide stopped"}},
		{"near miss: no words of now after the first", [][2]string{patient("二甲双胍 格列齐特去年都停了")},
			[]string{"medication drug:gliclazide historical stopped", "medication drug:metformin historical stopped"}},
		{"near miss: both stopped", [][2]string{patient("二甲双胍一天两道 格列齐特也一天一片 都停了")},
			[]string{"medication drug:gliclazide stopped", "medication drug:metformin stopped"}},
		{"near miss: nothing between", [][2]string{patient("二甲双胍去年就没吃了")},
			[]string{"medication drug:metformin historical stopped"}},
	})
}
