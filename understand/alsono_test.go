package understand_test

import "testing"

func TestAFindingDeniedAfterItsTopic(t *testing.T) {
	runCases(t, []readCase{
		// s50 blind round 19 en12, Singapore English.
		{"also no, after the clinician's question", [][2]string{clinician("Any blood in the stool? Fever?"), patient("No blood one. Fever also no, just now I measure 37.4 only")},
			[]string{"observation vital:temperature", "symptom sym:fever negated", "symptom sym:rectal_bleeding negated"}},
		{"also no, alone", [][2]string{patient("Cough also no")}, []string{"symptom sym:cough negated"}},
		{"also don't have, with a particle", [][2]string{patient("Vomit also don't have lah")}, []string{"symptom sym:vomiting negated"}},
		// Near misses: how it is, that it is over, that it is there.
		{"also no better", [][2]string{patient("The fever is also no better")}, []string{"symptom sym:fever"}},
		{"also no more", [][2]string{patient("Headache also no more, thank god")}, []string{"symptom sym:headache"}},
		{"also got", [][2]string{patient("Cough also got, every night")}, []string{"symptom sym:cough"}},
		{"also no change", [][2]string{patient("Fever also no change")}, []string{"symptom sym:fever"}},
	})
}
