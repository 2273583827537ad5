package understand_test

import "testing"

// "I used to vape now and then years ago" was current vaping, marked
// occasional: "now and then" after the "used to" was read as the quit
// taken back. Said in the used-to clause itself, it is how often the habit
// was then; the odd one told beside a going on ("still", "now") is now.
func TestHowOftenInAUsedToIsThen(t *testing.T) {
	runCases(t, []readCase{
		{"s42: I used to vape now and then years ago", [][2]string{patient("I used to vape now and then years ago")},
			[]string{"observation social:vaping historical inactive"}},
		{"asked: used to smoke now and again back in the day", [][2]string{assistant("Do you smoke?"), patient("I used to, now and again, back in the day")},
			[]string{"observation social:smoking historical inactive"}},
		{"near miss: used to, but still the odd one now", [][2]string{patient("I used to smoke, but I still have the odd one at parties")},
			[]string{"observation social:smoking"}},
		{"near miss: a quit, then the odd one", [][2]string{assistant("Do you smoke?"), patient("I quit last year. well, mostly. I have the odd one at parties")},
			[]string{"observation social:smoking"}},
		{"near miss: vape now and then", [][2]string{patient("I vape now and then")},
			[]string{"observation social:vaping"}},
	})
}
