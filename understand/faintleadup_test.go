package understand_test

import "testing"

// The English twin of TestLeadUpToFaint (en/n1: "I just started feeling,
// like, really light-headed and sweaty and then everything went sort of grey
// at the edges, and next thing I'm on the floor"): what came before the
// faint, told by a patient who came round, is over; what is told after the
// faint, a faint only nearly had, or one that happens each time, is not.
func TestWhatCameBeforeAFaintIsOver(t *testing.T) {
	runCases(t, []readCase{
		{"n1: light-headed and sweaty, next thing on the floor", [][2]string{clinician("So I believe you fainted at the weekend?"),
			patient("Yeah, so, it was at a gig on Saturday. And I just started feeling, like, really light-headed and sweaty and then everything went sort of grey at the edges, and next thing I'm on the floor and the bouncer's over me.")},
			[]string{"symptom sym:dizziness historical", "symptom sym:sweating historical", "symptom sym:syncope historical"}},
		{"palpitations, and then I passed out", [][2]string{patient("My heart was racing and then I passed out.")},
			[]string{"symptom sym:palpitations historical", "symptom sym:syncope historical"}},
		{"near miss: the headache after it goes on", [][2]string{patient("I felt dizzy and then I blacked out, and now I have a headache.")},
			[]string{"symptom sym:dizziness historical", "symptom sym:headache", "symptom sym:syncope historical"}},
		{"near miss: only nearly fainted", [][2]string{patient("Dizzy, yeah, I nearly keeled over in the shower this morning.")},
			[]string{"symptom sym:dizziness", "symptom sym:syncope historical uncertain"}},
		{"near miss: a faint each time is no story of once", [][2]string{patient("Every time I stand up I get dizzy and then I pass out.")},
			[]string{"symptom sym:dizziness", "symptom sym:syncope"}},
		{"near miss: no faint, still current", [][2]string{patient("I feel light-headed and sweaty.")},
			[]string{"symptom sym:dizziness", "symptom sym:sweating"}},
	})
}
