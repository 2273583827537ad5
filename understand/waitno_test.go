package understand_test

import "testing"

// "Wait no" opens a self-correction as "no wait" does: "148 over 92 at the
// pharmacy tuesday. wait no it was 142/92" wrote the corrected 142/92
// denied (s43 blind round 8, en03). Its "no" denies nothing; the value it
// settles on is the reading.
func TestWaitNoIsARepair(t *testing.T) {
	runCases(t, []readCase{
		{"r8 en03: wait no it was 142/92", [][2]string{clinician("What's your blood pressure been?"),
			patient("148 over 92 at the pharmacy tuesday. wait no it was 142/92")},
			[]string{"observation vital:bp"}},
		{"wait, no, it was", [][2]string{clinician("What's your blood pressure been?"),
			patient("148/92 on tuesday. wait, no, it was 142/92")},
			[]string{"observation vital:bp"}},
		{"near miss: no wait already a repair", [][2]string{clinician("What's your blood pressure been?"),
			patient("148/92 at the pharmacy tuesday. no wait it was 142/92")},
			[]string{"observation vital:bp"}},
		{"near miss: a plain no still denies", [][2]string{clinician("Any chest pain?"), patient("no chest pain, no.")},
			[]string{"symptom sym:chest_pain negated"}},
		{"near miss: wait, then a denial of its own", [][2]string{clinician("Any chest pain?"), patient("wait, I don't have any chest pain.")},
			[]string{"symptom sym:chest_pain negated"}},
	})
}
