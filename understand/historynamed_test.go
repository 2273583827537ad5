package understand_test

import "testing"

// A clinician who names as history a condition the patient told over
// names it past; a history told nowhere before, or told as now, is read as
// it was.
func TestAHistoryNamedByTheClinicianIsPast(t *testing.T) {
	healed := patient("前些年得过胃溃疡，吃了一个多月药好了，现在冇事")
	runCases(t, []readCase{
		{"s50 blind round 19 zh17: the ulcer healed, named as history",
			[][2]string{healed, clinician("直腿抬高试验阳性，这是坐骨神经痛。给你开塞来昔布，一天两次，加乙哌立松，一天三次；你有胃溃疡病史，加个奥美拉唑护胃")},
			[]string{"condition cond:gastric_ulcer historical", "condition cond:sciatica", "medication drug:celecoxib", "medication drug:eperisone", "medication drug:omeprazole"}},
		{"with 史", [][2]string{healed, clinician("你有胃溃疡史，加个奥美拉唑护胃")},
			[]string{"condition cond:gastric_ulcer historical", "medication drug:omeprazole"}},
		{"near-miss: told as now before", [][2]string{patient("我有高血压"), clinician("你有高血压病史，加个药")},
			[]string{"condition cond:hypertension"}},
		{"near-miss: told nowhere before", [][2]string{clinician("你有胃溃疡病史，加个奥美拉唑护胃")},
			[]string{"condition cond:gastric_ulcer", "medication drug:omeprazole"}},
		{"near-miss: no word of history", [][2]string{healed, clinician("你有胃溃疡，加个奥美拉唑护胃")},
			[]string{"condition cond:gastric_ulcer", "medication drug:omeprazole"}},
	})
}
