package understand_test

import "testing"

// A drug told taken in the sentence after a bare time fragment well in the
// past was taken then; a drug begun then, one taken days ago, or one
// still taken stays as read.
func TestADrugTakenAfterAPastFragmentIsStopped(t *testing.T) {
	runCases(t, []readCase{
		{"mts-dialog dev train-799: six months back, antacids taken", [][2]string{
			patient("Approximately six months back. I took over the counter antacids and got some relief so i did not go to doctor.")},
			[]string{"medication class:stomach_medicines stopped"}},
		{"a year ago, ibuprofen tried", [][2]string{patient("About a year ago. I tried ibuprofen.")},
			[]string{"medication drug:ibuprofen stopped"}},
		{"near-miss: begun then", [][2]string{patient("About a year ago. I started metformin.")},
			[]string{"medication drug:metformin"}},
		{"near-miss: put on then", [][2]string{patient("About a year ago. I was put on metformin.")},
			[]string{"medication drug:metformin"}},
		{"near-miss: days ago", [][2]string{patient("Two days ago. I took some ibuprofen.")},
			[]string{"medication drug:ibuprofen"}},
		{"near-miss: still taken", [][2]string{patient("About a year ago. I took ibuprofen, and I still do.")},
			[]string{"medication drug:ibuprofen"}},
	})
}
