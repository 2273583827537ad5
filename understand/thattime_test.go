package understand_test

import "testing"

// "That time" points back at a time told before, as "back then" does: a
// drug given "that time" was given then (en/r16-en08, Jamaican English:
// "gout, two time last year. Dem give mi colchicine that time", written
// active). Said to go on ("I am still taking it"), it is taken now.
func TestADrugGivenThatTimeWasGivenThen(t *testing.T) {
	runCases(t, []readCase{
		{"r16-en08: colchicine that time", [][2]string{clinician("Have you had this before?"),
			patient("Yeah man, gout, two time last year. Dem give mi colchicine that time, it work but it run mi belly.")},
			[]string{"condition cond:gout", "medication drug:colchicine historical stopped"}},
		{"given at that time", [][2]string{patient("I had a chest infection and they gave me amoxicillin at that time.")},
			[]string{"condition cond:lower_respiratory_infection historical", "medication drug:amoxicillin historical stopped"}},
		// Near misses.
		{"near miss: still taking it", [][2]string{patient("They gave me nifedipine that time, I am still taking it.")},
			[]string{"medication drug:nifedipine"}},
		{"near miss: that time of day", [][2]string{patient("I take ibuprofen at that time of day.")},
			[]string{"medication drug:ibuprofen"}},
		{"near miss: back then, still on it", [][2]string{patient("I was on sertraline back then and I'm still on it.")},
			[]string{"medication drug:sertraline"}},
	})
}
