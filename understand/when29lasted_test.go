package understand_test

import "testing"

// A symptom whose length is told in the simple past went on for a bounded
// time and ended (session 29): written for the test.
func TestLastedForSession29(t *testing.T) {
	runCases(t, []readCase{
		{"a length told in the next sentence", [][2]string{patient("I had this sore throat after the wedding, and I was coughing. It lasted about a week.")},
			[]string{"symptom sym:cough historical", "symptom sym:sore_throat historical"}},
		{"a length told after a story in the next sentence", [][2]string{patient("I got this awful sore throat after the wedding and then I lost my voice, it was crazy. It went on for like four to five days.")},
			[]string{"symptom sym:hoarseness historical", "symptom sym:sore_throat historical"}},
		{"a length that runs to now goes on", [][2]string{patient("I had this sore throat after the wedding. It has lasted two weeks and it's still there.")},
			[]string{"symptom sym:sore_throat"}},
	})
}
