package understand_test

import "testing"

// A cancer told as in remission is no cancer of now (MTS: "Are you finished
// with your cancer treatments?" "Yes. I am in remission now."); a chronic
// illness in remission goes on, kept down by its treatment ("ulcerative
// colitis, in remission since 2023 on mesalamine", en/i1).
func TestACancerInRemissionIsPast(t *testing.T) {
	runCases(t, []readCase{
		{"MTS: finished the treatments, in remission now", [][2]string{clinician("Are you finished with your cancer treatments?"),
			patient("Yes. I am in remission now.")},
			[]string{"condition cond:cancer historical"}},
		{"my lymphoma is in remission", [][2]string{patient("My lymphoma is in remission.")},
			[]string{"condition cond:lymphoma historical"}},
		{"near miss: colitis in remission goes on", [][2]string{patient("I have ulcerative colitis, in remission since 2023 on mesalamine 2.4 g a day.")},
			[]string{"condition cond:ulcerative_colitis", "medication drug:mesalazine"}},
		{"near miss: a cancer not in remission", [][2]string{patient("My lymphoma is back, they said it's not in remission any more.")},
			[]string{"condition cond:lymphoma"}},
	})
}
