package understand_test

import "testing"

// A condition a watch or an app names is a claim; the patient's own
// diagnosis, told beside the watch, and a reading it shows stay as read.
func TestAConditionADeviceNamesIsAClaim(t *testing.T) {
	runCases(t, []readCase{
		{"r14 en12: my smartwatch keeps saying AFib", [][2]string{patient("My smartwatch keeps saying AFib, my heart's been racing on and off since Saturday")},
			[]string{"condition cond:atrial_fibrillation uncertain", "symptom sym:palpitations"}},
		{"the watch flagged it", [][2]string{patient("My watch flagged atrial fibrillation last night")},
			[]string{"condition cond:atrial_fibrillation uncertain"}},
		{"near-miss: the patient's own, the watch after", [][2]string{patient("I have AFib, my watch picks it up")},
			[]string{"condition cond:atrial_fibrillation"}},
		{"near-miss: a reading the watch shows", [][2]string{patient("My watch said my pulse was 96")},
			[]string{"observation vital:heart_rate"}},
		{"near-miss: no device", [][2]string{patient("I've got AFib and my heart's been racing")},
			[]string{"condition cond:atrial_fibrillation", "symptom sym:palpitations"}},
	})
}
