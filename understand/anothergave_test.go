package understand_test

import "testing"

// A drug another clinician gave, told in the simple past to a question of
// what that clinician did ("What did they do for you?" "He gave me some
// muscle relaxers, and some Lidocaine patches"), is a treatment of then (a
// question framed in the past, pastasked.go): it was written as taken now
// (MTS-Dialog dev train-297). Said as going on, unasked, to a question of
// now or of what was started, it keeps its reading.
func TestADrugAnotherGaveToldToAPastQuestion(t *testing.T) {
	runCases(t, []readCase{
		{"mts: What did they do for you? He gave me some muscle relaxers", [][2]string{clinician("What did they do for you?"),
			patient("He gave me some muscle relaxers, and some, um, Lidocaine patches.")},
			[]string{"medication class:muscle_relaxants historical stopped", "medication drug:lidocaine historical stopped"}},
		{"mts: Did he give you any medications? he gave me some opioids", [][2]string{clinician("Okay. Did he give you any medications?"),
			patient("Yes, he gave me some opioids.")},
			[]string{"medication class:opioids historical stopped"}},
		// Near misses: said as going on; unasked; a question of now; the
		// patient's own taking.
		{"near-miss: still taking them", [][2]string{clinician("What did they do for you?"), patient("He gave me some opioids, I'm still taking them.")},
			[]string{"medication class:opioids"}},
		{"near-miss: unasked", [][2]string{patient("He gave me some opioids.")},
			[]string{"medication class:opioids"}},
		{"near-miss: a question of now", [][2]string{clinician("What are you taking for the pain?"), patient("He gave me some opioids.")},
			[]string{"medication class:opioids"}},
		{"near-miss: started on it", [][2]string{clinician("What did they do for you?"), patient("They started me on metformin.")},
			[]string{"medication drug:metformin"}},
		{"near-miss: why they did a test", [][2]string{clinician("Why did they do this?"), patient("It was because I had difficulty falling asleep.")},
			[]string{"symptom sym:insomnia"}},
		{"near-miss: a start asked", [][2]string{clinician("Did they start you on anything?"), patient("They gave me a blood thinner and a statin.")},
			[]string{"medication class:blood_thinners", "medication class:statins"}},
	})
}
