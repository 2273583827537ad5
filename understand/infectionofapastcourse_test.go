package understand_test

import "testing"

// An infection named as what a finished course was for is over with it:
// "Has he been on antibiotics recently?" "Amoxicillin in September, for a
// chest infection. He's finished it" (s46 blind round 13 en20) wrote a
// chest infection now. An infection after "for" in the sentence of a drug
// read stopped or past takes the course's past; a lasting illness ("for my
// blood pressure"), a course taken now, and an infection said to be still
// there are left as read.
func TestAnInfectionOfAFinishedCourseIsPast(t *testing.T) {
	abx := assistant("Has he been on antibiotics recently?")
	runCases(t, []readCase{
		{"r13 en20: Amoxicillin in September, for a chest infection", [][2]string{abx, patient("Amoxicillin in September, for a chest infection. He's finished it")},
			[]string{"condition cond:lower_respiratory_infection historical", "medication drug:amoxicillin stopped"}},
		{"co-amoxiclav last month, for a chest infection", [][2]string{patient("Co-amoxiclav last month, for a chest infection.")},
			[]string{"condition cond:lower_respiratory_infection historical", "medication drug:amoxicillin_clavulanate stopped"}},
		// Near misses: unchanged.
		{"near miss: a course taken now", [][2]string{patient("I am on amoxicillin for a chest infection.")},
			[]string{"condition cond:lower_respiratory_infection", "medication drug:amoxicillin"}},
		{"near miss: a lasting illness", [][2]string{patient("I was on amlodipine for my blood pressure, stopped it in March")},
			[]string{"condition cond:hypertension", "medication drug:amlodipine stopped"}},
		{"near miss: the infection still there", [][2]string{patient("Amoxicillin in September for a chest infection, but it's still there")},
			[]string{"condition cond:lower_respiratory_infection", "medication drug:amoxicillin"}},
	})
}
