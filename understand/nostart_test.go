package understand_test

import "testing"

// A clinician's "don't start X (yet)" orders nothing: the drug is neither
// taken nor stopped.
func TestADrugNotToBeStartedIsNoOrder(t *testing.T) {
	runCases(t, []readCase{
		{"s50 blind round 19 zh02: not in the flare",
			[][2]string{clinician("急性发作期先不要开始别嘌醇。给你开秋水仙碱，今天先吃两片，一个钟头后再吃一片，之后一天两次。")},
			[]string{"medication drug:colchicine"}},
		{"with its verb of taking", [][2]string{clinician("先不要开始吃别嘌醇")}, []string{}},
		{"in English", [][2]string{clinician("Don't start the allopurinol yet.")}, []string{}},
		{"near-miss: a start", [][2]string{clinician("开始吃别嘌醇，一天一片")}, []string{"medication drug:allopurinol"}},
		{"near-miss: a stop", [][2]string{clinician("先不要吃别嘌醇")}, []string{"medication drug:allopurinol stopped"}},
	})
}
