package understand_test

import "testing"

// Readings found wrong on mts-dialog/dev2 (MTS-Dialog's training set).

func TestEventsAndOperationsThatAreOver(t *testing.T) {
	runCases(t, []readCase{
		{"a faint yesterday, answered", [][2]string{clinician("So I understand you had a fainting episode yesterday?"), patient("Yes, I did.")},
			[]string{"symptom sym:syncope historical"}},
		{"faints that go on", [][2]string{patient("I've been fainting a lot this week")}, []string{"symptom sym:syncope"}},
		{"a condition an operation took away", [][2]string{patient("Yeah, I had arthritis in my knee bone so I got it replaced.")},
			[]string{"condition cond:knee_osteoarthritis historical"}},
		{"a hernia removed and repaired", [][2]string{patient("Yeah, um, I had a hernia removed and repaired some time ago.")},
			[]string{"condition cond:inguinal_hernia historical"}},
		{"an operation still to come", [][2]string{patient("I have a hernia and they want to get it repaired")},
			[]string{"condition cond:inguinal_hernia"}},
		{"another joint replaced", [][2]string{patient("my knee arthritis is bad, my hip was replaced last year")},
			[]string{"condition cond:knee_osteoarthritis"}},
		{"a mask that falls off is no fall", [][2]string{patient("I wear it most nights, but for some reason it falls off")}, []string{}},
	})
}

func TestDoubtsAndFailuresInAnswers(t *testing.T) {
	runCases(t, []readCase{
		{"a yes the patient is not sure of", [][2]string{clinician("Gemfibrozil? That sounds familiar? Do you take that?"),
			patient("Yes, I think that one. But I am not sure.")}, []string{"medication drug:gemfibrozil uncertain"}},
		{"unsure of a detail, not of the yes", [][2]string{clinician("Any chest pain?"), patient("Yes. Not sure when it started though.")},
			[]string{"symptom sym:chest_pain"}},
		{"a drug that did not do well", [][2]string{patient("Um, I had Ditropan, and it didn't do very well.")},
			[]string{"medication drug:oxybutynin stopped"}},
		{"what may happen in a season", [][2]string{patient("I may get a little tired during hay fever season, but that is rare.")},
			[]string{"condition cond:allergic_rhinitis uncertain", "symptom sym:fatigue uncertain"}},
		{"a finding asked to be confirmed", [][2]string{clinician("It's in the notes from your dermatologist."), patient("Those are the red bumps, right?")},
			[]string{"symptom sym:rash uncertain"}},
	})
}
