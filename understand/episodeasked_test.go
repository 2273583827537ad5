package understand_test

import "testing"

// A question whether "that" still happens, naming nothing, asks after the
// complaints the patient just told: a no ends them (no denial that they
// were had), a yes keeps them.
func TestEpisodeAskedByDemonstrative(t *testing.T) {
	told := patient("这个月早上起来就手抖，出一身冷汗。")
	shake := patient("Um, before exams my hands shake.")
	runCases(t, []readCase{
		{"还有没有这样 answered 没有了 ends the complaint", [][2]string{told, clinician("现在还有没有这样？"), patient("没有了")},
			[]string{"symptom sym:tremor inactive"}},
		{"a time before the no: 这两天没有了", [][2]string{told, clinician("现在还有没有这样？"), patient("这两天没有了")},
			[]string{"symptom sym:tremor inactive"}},
		{"a yes keeps it", [][2]string{told, clinician("还会这样吗？"), patient("还有，昨天又抖了")},
			[]string{}},
		{"still getting those? no, not since: over", [][2]string{shake, clinician("Are you still getting those?"), patient("No, not since the exams finished.")},
			[]string{"symptom sym:tremor inactive"}},
		{"near miss: a question that names its own finding asks of that one", [][2]string{shake, clinician("Still getting headaches?"), patient("No.")},
			[]string{"symptom sym:headache inactive"}}, // and nothing of the tremor
		{"near miss: a still-question of no complaint just told asks nothing", [][2]string{patient("I'm fine really."), clinician("Are you still getting those?"), patient("No.")},
			[]string{}},
	})
}
