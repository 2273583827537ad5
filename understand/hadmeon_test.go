package understand_test

import "testing"

// "They had me on X" is "I was on X" told of the prescriber: a course that
// was. "They had me on Prozac." (MTS-Dialog dev train-1137, of a therapy in
// 1991) wrote fluoxetine taken now. The perfect ("they've had me on
// metformin for years") and a word that it goes on keep it.
func TestTheyHadMeOnIsACourseThatWas(t *testing.T) {
	runCases(t, []readCase{
		{"train-1137: they had me on Prozac", [][2]string{clinician("Do you have any past history of psychiatric treatment of struggles?"),
			patient("I had some extreme fatigue back in nineteen ninety one. I was in therapy for six years. They had me on Prozac.")},
			[]string{"medication drug:fluoxetine stopped", "symptom sym:fatigue historical"}},
		{"he had me on one, now another", [][2]string{patient("He had me on metoprolol and now I am on bisoprolol.")},
			[]string{"medication drug:bisoprolol", "medication drug:metoprolol stopped"}},
		// Near misses: the perfect, still on it, I've been on.
		{"near miss: they've had me on it for years", [][2]string{patient("They've had me on metformin for years.")}, []string{"medication drug:metformin"}},
		{"near miss: they have had me on it", [][2]string{patient("They have had me on metformin for years.")}, []string{"medication drug:metformin"}},
		{"near miss: and I am still on it", [][2]string{patient("They had me on Prozac and I am still on it.")}, []string{"medication drug:fluoxetine"}},
		{"near miss: I've been on it for years", [][2]string{patient("I've been on metformin for years.")}, []string{"medication drug:metformin"}},
	})
}

// "When I started the Prozac, …" dates what follows by the start; it says
// nothing of the drug now. Said after the turn told the course ("They had
// me on Prozac. I took it for that whole six years … When I started the
// Prozac, I had just started working again.", MTS-Dialog dev train-1137),
// it wrote the fluoxetine taken now over the course told before it.
func TestWhenIStartedADrugToldBeforeIsNoTakingNow(t *testing.T) {
	runCases(t, []readCase{
		{"train-1137: the whole turn", [][2]string{clinician("Do you have any past history of psychiatric treatment of struggles?"),
			patient("I had some extreme fatigue back in nineteen ninety one. I was in therapy for six years. They had me on Prozac. I took in for that whole six years while I was in therapy. When I started the Prozac, I had just started working again.")},
			[]string{"medication drug:fluoxetine stopped", "symptom sym:fatigue historical"}},
		// Near misses: the start told alone, a drug taken now, a start now.
		{"near miss: the start told alone", [][2]string{patient("When I started the metformin, I had terrible diarrhoea.")},
			[]string{"medication drug:metformin", "symptom sym:diarrhea"}},
		{"near miss: taken now, then when it started", [][2]string{patient("I take metformin. When I started the metformin, I had terrible diarrhoea.")},
			[]string{"medication drug:metformin", "symptom sym:diarrhea"}},
		{"near miss: stopped, then started again", [][2]string{patient("I was on metformin years ago. I started metformin again last week.")},
			[]string{"medication drug:metformin"}},
	})
}
