package understand_test

import "testing"

// Staff calling about a resident by title and name speak for him; the
// carer's own cold is written nowhere. A carer about themselves, or a
// relative, reads as before.
func TestStaffCallingAboutAResidentSpeakForHim(t *testing.T) {
	call := patient("Hello, I'm a carer at Rowan House, calling about Mr Patel in room 4. He's much more chesty today")
	runCases(t, []readCase{
		{"r14 en13: I'm a carer at Rowan House, calling about Mr Patel", [][2]string{call},
			[]string{"symptom sym:chest_congestion"}},
		{"r14 en13: He's got COPD and diabetes", [][2]string{call, patient("His temperature is 38.1. He's got COPD and diabetes, he's on insulin")},
			[]string{"condition cond:copd", "condition cond:diabetes", "medication class:insulins", "observation vital:temperature"}},
		{"r14 en13: the carer's own cold", [][2]string{call, patient("Sorry, I've got a stinking cold myself so I'm wearing a mask")},
			[]string{"condition cond:common_cold of other"}},
		{"near-miss: a carer about their own back", [][2]string{patient("I'm a carer at Rowan House and I've had back pain for a week")},
			[]string{"symptom sym:back_pain"}},
		{"near-miss: no resident named", [][2]string{patient("I'm a carer at Rowan House, calling about my own results"), patient("He's got COPD")},
			[]string{"condition cond:copd of other"}},
	})
}
