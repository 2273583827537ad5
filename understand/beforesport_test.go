package understand_test

import "testing"

// A reliever taken "before sport" is taken now, as one "before meals" is;
// a drug taken "before", bare, is over (s46 blind round 14 en11).
func TestADoseBeforeSportIsNow(t *testing.T) {
	runCases(t, []readCase{
		{"r14 en11: just uses Ventolin before sport", [][2]string{patient("I've got asthma but it's well controlled, just use Ventolin before sport")},
			[]string{"condition cond:asthma", "medication drug:salbutamol"}},
		{"before the gym", [][2]string{patient("I take two puffs of Ventolin before the gym")},
			[]string{"medication drug:salbutamol"}},
		{"near-miss: taken before", [][2]string{patient("I took Ventolin before")},
			[]string{"medication drug:salbutamol historical stopped"}},
		{"near-miss: before, years ago", [][2]string{patient("I used Ventolin before, years ago")},
			[]string{"medication drug:salbutamol historical stopped"}},
	})
}
