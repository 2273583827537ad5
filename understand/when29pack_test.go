package understand_test

import "testing"

// A dose pack told as had is a course that ended (session 29): written for
// the test.
func TestDosePackHadSession29(t *testing.T) {
	runCases(t, []readCase{
		{"a dose pack had in the past", [][2]string{patient("The urgent care gave me a Medrol dose pack for my back in the spring.")},
			[]string{"medication drug:methylprednisolone stopped"}},
		{"a dose pack being taken goes on", [][2]string{patient("I'm on day three of a Medrol dose pack.")},
			[]string{"medication drug:methylprednisolone"}},
	})
}
