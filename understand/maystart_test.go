package understand_test

import "testing"

// A start someone may make is no order (s51 blind round 20 en16: "they
// may start fluoxetine 10 mg once she's been seen" wrote the daughter's
// fluoxetine).
func TestAStartSomeoneMayMakeIsNoOrder(t *testing.T) {
	mum := patient("Hello doctor, I'm her mum, calling for my daughter Aisyah, she's 15. Lately she very quiet, stay in room whole day, not eating much already.")
	runCases(t, []readCase{
		{"s51 blind round 20 en16", [][2]string{mum,
			clinician("I'll refer her urgently to the eating disorder team, and they may start fluoxetine 10 mg once she's been seen.")}, []string{}},
		{"we may start it later", [][2]string{clinician("We may start fluoxetine later.")}, []string{}},
		{"they might try you on it", [][2]string{clinician("They might try you on sertraline.")}, []string{}},
		// Near misses.
		{"near miss: leave to begin is the order", [][2]string{clinician("You may start the amlodipine tomorrow.")},
			[]string{"medication drug:amlodipine"}},
		{"near miss: an order", [][2]string{mum, clinician("I'll start her on fluoxetine 10 mg today.")},
			[]string{"medication drug:fluoxetine"}},
	})
}
