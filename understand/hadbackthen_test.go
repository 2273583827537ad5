package understand_test

import "testing"

// A drug the patient had, dated to a season or month gone by, is a course
// that was ("He had amoxicillin in the summer for the same thing and was
// fine with it", s43 blind round 9 en18: written as taken now). "in the
// summer" alone says no past: "I take cetirizine in the summer" is a
// habit, and "I've had metformin since the spring" goes on.
func TestAHadDrugDatedToASeasonGoneByIsACourse(t *testing.T) {
	runCases(t, []readCase{
		{"s43 round 9 en18: had amoxicillin in the summer", [][2]string{patient("I had amoxicillin in the summer for the same thing and was fine with it.")},
			[]string{"medication drug:amoxicillin historical stopped"}},
		{"had a course in March", [][2]string{patient("I had a course of doxycycline in March for my chest.")},
			[]string{"medication drug:doxycycline historical stopped"}},
		{"switched me off", [][2]string{patient("My GP switched me off lisinopril last month because of that dry cough.")},
			[]string{"medication drug:lisinopril relayed stopped", "symptom sym:dry_cough historical"}},
		// Near misses.
		{"near miss: a habit in the summer", [][2]string{patient("I take cetirizine in the summer.")},
			[]string{"medication drug:cetirizine"}},
		{"near miss: had since the spring goes on", [][2]string{patient("I've had metformin since the spring.")},
			[]string{"medication drug:metformin"}},
		{"near miss: still on it", [][2]string{patient("I had amoxicillin in the summer and I'm still on it.")},
			[]string{"medication drug:amoxicillin"}},
	})
}
