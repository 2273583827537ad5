package understand_test

import "testing"

// Staff who call again about a resident say "again" after the home ("Hi,
// it's Dawn from Beech House again about Mr Lewis", s51 blind round 20
// en09, at the next call): still a call about the resident, and a
// temperature said of "him" is his.
func TestStaffCallingAgainAboutAResident(t *testing.T) {
	runCases(t, []readCase{
		{"s51 blind round 20 en09", [][2]string{patient("Hi, it's Dawn from Beech House again about Mr Lewis. He's fine, temperature's normal now, 36.8.")},
			[]string{"observation vital:temperature"}},
		{"ringing again about", [][2]string{patient("Hi it's Priya from Willow Lodge, ringing again about Mr Okafor. He's had a cough since Tuesday.")},
			[]string{"symptom sym:cough"}},
		// Near misses.
		{"near miss: no one called about", [][2]string{patient("Hi, it's Dawn from Beech House again. He's fine, temperature's normal now, 36.8.")},
			[]string{}},
		{"near miss: a house, again, the caller's own cough", [][2]string{patient("It's Tom from Oak House again, I've got a cough.")},
			[]string{"symptom sym:cough"}},
	})
}
