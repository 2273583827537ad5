package understand_test

import "testing"

// A complaint named, a pause, then "说不好" as the answer: the patient cannot
// say (pausedhedge.go). "心慌……偶尔吧，说不好，…" (zh dev zh-s1-001) wrote the
// palpitations as a fact.
func TestAComplaintPausedOnThenHedged(t *testing.T) {
	runCases(t, []readCase{
		{"zh-s1-001: now and then, can't say", [][2]string{clinician("心慌不慌？"), patient("心慌……偶尔吧，说不好，有时候觉着心里扑通扑通的，有时候又没事儿。")},
			[]string{"symptom sym:palpitations uncertain"}},
		{"a bare hedge after the pause", [][2]string{clinician("头晕吗？"), patient("头晕……不好说。")},
			[]string{"symptom sym:dizziness uncertain"}},
		// Near misses: a hedge of how often, no pause, a hedge of another
		// complaint's sentence, a pause answered yes.
		{"near miss: how often is what is unsure", [][2]string{clinician("心慌不慌？"), patient("心慌……有，说不好几次。")},
			[]string{"symptom sym:palpitations"}},
		{"near miss: no pause before the hedge", [][2]string{patient("心慌，头晕。别的说不好。")},
			[]string{"symptom sym:dizziness", "symptom sym:palpitations"}},
		{"near miss: the pause answered yes", [][2]string{clinician("心慌不慌？"), patient("心慌……有的，天天都慌。")},
			[]string{"symptom sym:palpitations"}},
	})
}
