package understand_test

import "testing"

// An event or a symptom whose own verb, or what was done to it, says it is
// over (session 29): each sentence is written for the test.
func TestEventsAndEndsOverSession29(t *testing.T) {
	runCases(t, []readCase{
		{"consciousness lost at a past moment is an event had", [][2]string{patient("I lost consciousness for a minute when they pulled me out of the car.")},
			[]string{"symptom sym:syncope historical"}},
		{"a yes to whether it happened at any point is had", [][2]string{clinician("Were you unconscious at any point?"), patient("Yes.")},
			[]string{"symptom sym:syncope historical"}},
		{"a cut that healed up is over", [][2]string{patient("The cut on my finger healed up in a week.")},
			[]string{"symptom sym:wound historical"}},
		{"a cut that hasn't healed goes on", [][2]string{patient("The cut on my finger hasn't healed up.")},
			[]string{"symptom sym:wound"}},
		{"bleeding made to stop is over", [][2]string{patient("My nose was pouring, but I got it to stop bleeding with ice.")},
			[]string{"symptom sym:bleeding historical"}},
		{"bleeding that would not stop goes on", [][2]string{patient("I couldn't get it to stop bleeding.")},
			[]string{"symptom sym:bleeding"}},
	})
}
