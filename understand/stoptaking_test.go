package understand_test

import "testing"

// A clinician's "stop taking the metformin" is a stop: the take word inside
// the stop order is the stop's, as 吃 in "别吃布洛芬" is. It was read as an
// order to take it, a drug the patient is told to stop written as taken.
func TestStopTakingIsAStop(t *testing.T) {
	runCases(t, []readCase{
		{"Stop taking the metformin", [][2]string{patient("I take metformin."), clinician("Stop taking the metformin.")},
			[]string{"medication drug:metformin stopped"}},
		{"Please stop taking the metformin", [][2]string{clinician("Please stop taking the metformin.")},
			[]string{"medication drug:metformin stopped"}},
		{"near-miss: stop the metformin, as before", [][2]string{clinician("Stop the metformin.")},
			[]string{"medication drug:metformin stopped"}},
		{"near-miss: keep taking the metformin", [][2]string{clinician("Keep taking the metformin.")},
			[]string{"medication drug:metformin"}},
		{"near-miss: stop the ibuprofen and take paracetamol", [][2]string{clinician("Stop the ibuprofen and take paracetamol instead.")},
			[]string{"medication drug:ibuprofen stopped", "medication drug:paracetamol"}},
	})
}
