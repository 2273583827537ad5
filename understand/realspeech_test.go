package understand_test

import "testing"

// Rules found on the real-speech dev files (PriMock57 day 1–3, MTS-Dialog
// validation): each case fails without the rule it names. The sentences are
// written for these tests, in the manner of the dialogues, not copied.

func TestVagueFeelingsAreHedged(t *testing.T) {
	runCases(t, []readCase{
		{"feeling unwell names no complaint", [][2]string{patient("The headache is just making me feel so unwell.")},
			[]string{"symptom sym:headache", "symptom sym:malaise uncertain"}},
		{"under the weather", [][2]string{patient("I've been a bit under the weather all week.")}, []string{"symptom sym:malaise uncertain"}},
		{"a denial of it is still a denial", [][2]string{patient("I don't feel unwell at all.")}, []string{"symptom sym:malaise negated"}},
		{"浑身不舒服 too", [][2]string{patient("这两天浑身不舒服")}, []string{"symptom sym:malaise uncertain"}},
	})
}

func TestLikenessesAcrossPauses(t *testing.T) {
	runCases(t, []readCase{
		{"feels, um, like a cramp", [][2]string{patient("It feels, um, like a cramp.")}, []string{"symptom sym:muscle_cramps uncertain"}},
		{"a likeness said again", [][2]string{patient("It's, uh, like a stitch, like a muscular cramp.")}, []string{"symptom sym:muscle_cramps uncertain"}},
		{"a cramp had is a cramp", [][2]string{patient("I get a cramp in my calf at night.")}, []string{"symptom sym:muscle_cramps"}},
		{"a filler like is no likeness", [][2]string{patient("I've got, like, a cramp in my calf.")}, []string{"symptom sym:muscle_cramps"}},
	})
}

func TestOverLaterInTheSentence(t *testing.T) {
	runCases(t, []readCase{
		{"a bare pain between says more of the same", [][2]string{patient("It started as a sore throat, and it got really painful, but then it was past.")},
			[]string{"symptom sym:sore_throat historical"}},
		{"connectives before the pointer back", [][2]string{patient("I had a rash on my arm. Um and then, uh, that cleared up.")},
			[]string{"symptom sym:rash historical"}},
		{"not going away is going on", [][2]string{patient("My nose is running. Um and it's just annoying, and it's not going away.")},
			[]string{"symptom sym:runny_nose"}},
		{"a denial in the sentence", [][2]string{patient("The cough is not going away.")}, []string{"symptom sym:cough"}},
	})
}
