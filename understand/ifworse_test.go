package understand_test

import "testing"

// "If my migraines get worse" says the patient has migraines: only their
// getting worse is supposed. s42 blind round 7 (en17) held the migraine as
// hypothetical and lost it. A condition supposed whole ("If I get a
// migraine"), one that may come back, or a relative's stays as it was.
func TestIfMyConditionGetsWorseItIsHad(t *testing.T) {
	runCases(t, []readCase{
		{"s42 round 7: if my migraines get worse", [][2]string{patient("If my migraines get worse, should I try sumatriptan? My friend swears by it")},
			[]string{"condition cond:migraine", "medication drug:sumatriptan hypothetical"}},
		{"if my asthma gets any worse", [][2]string{patient("What do I do if my asthma gets any worse?")}, []string{"condition cond:asthma"}},
		// Near misses.
		{"near miss: if I get a migraine", [][2]string{patient("If I get a migraine, should I try sumatriptan?")},
			[]string{"condition cond:migraine hypothetical", "medication drug:sumatriptan hypothetical"}},
		{"near miss: if my migraines come back", [][2]string{patient("If my migraines come back, should I try sumatriptan?")},
			[]string{"condition cond:migraine hypothetical", "medication drug:sumatriptan hypothetical"}},
		{"near miss: a relative's", [][2]string{patient("If my mum's migraines get worse, what should she do?")},
			[]string{"condition cond:migraine hypothetical of mother"}},
	})
}
