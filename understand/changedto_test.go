package understand_test

import "testing"

// A value a clinician says something "is up to" has moved there: it is the
// reading now (en/r16-en01: "Your haemoglobin is up to 112", read as a
// bound, left the earlier 98 as the record's). A target ("we want it up
// to 120") or a bound ("can go up to 10") is still no reading.
func TestAValueMovedUpToIsTheReading(t *testing.T) {
	runCases(t, []readCase{
		{"r16-en01: haemoglobin is up to 112", [][2]string{clinician("Your haemoglobin is up to 112, which is good. Let's switch you to ferrous fumarate.")},
			[]string{"medication drug:ferrous_fumarate", "observation lab:hemoglobin"}},
		{"has gone up to", [][2]string{clinician("Your haemoglobin has gone up to 105.")},
			[]string{"observation lab:hemoglobin"}},
		// Near misses.
		{"near miss: a target up to", [][2]string{clinician("We want your haemoglobin up to 120.")},
			[]string{}},
		{"near miss: a bound up to", [][2]string{clinician("Your sugar can go up to 10 after meals.")},
			[]string{}},
	})
}
