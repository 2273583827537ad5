package understand_test

import "testing"

// Bare cramps told of the bowel are the belly's, not cramping muscles, and
// are left for the belly's pain to say (as TestCrampsAndTiredParts): "Any
// pain?" "Cramps, down low, and they ease off when I've been" (en/r1);
// "since I got back from India… diarrhoea… loads of gurgling and cramps"
// (en/u1), where the return home is no back. Cramps placed in a muscle stay
// muscle cramps.
func TestCrampsOfTheBowelAreNoMuscleCramps(t *testing.T) {
	runCases(t, []readCase{
		{"r1: cramps that ease off when I've been", [][2]string{clinician("Any pain?"),
			patient("Cramps, down low, and they ease off when I've been.")},
			[]string{}},
		{"u1: gurgling and cramps with the diarrhoea, after getting back", [][2]string{patient("So I got back from India, like, eight days ago, and since, um, the day after I landed I've had diarrhoea, like, six, seven times a day, really watery, and loads of gurgling and cramps, and it smells, sorry, it's rank.")},
			[]string{"symptom sym:diarrhea"}},
		{"the cramps named again a few turns after the diarrhoea", [][2]string{patient("I've had diarrhoea, like, six, seven times a day, really watery."),
			clinician("Did you take anything?"), patient("I took the Imodium on the flight home, two of them, so I wouldn't be, you know, running up and down, but nothing since. And paracetamol for the cramps.")},
			// "but nothing since" gives the Imodium up (nothingsince.go)
			[]string{"medication drug:loperamide stopped", "medication drug:paracetamol"}},
		{"near miss: leg cramps after the diarrhoea", [][2]string{patient("I've had diarrhoea since Monday."),
			clinician("Anything else?"), patient("I get cramps in my legs at night.")},
			[]string{"symptom sym:muscle_cramps"}},
		{"near miss: cramps in the calves when I've been walking", [][2]string{patient("I get cramps in my calves when I've been walking.")},
			[]string{"symptom sym:muscle_cramps"}},
		{"near miss: cramps in the back", [][2]string{patient("I've had diarrhoea, and cramps in my back.")},
			[]string{"symptom sym:diarrhea", "symptom sym:muscle_cramps"}},
		{"near miss: night cramps since I came back stay the legs'", [][2]string{patient("Since I came back from holiday I get cramps at night.")},
			[]string{"symptom sym:muscle_cramps"}},
		{"near miss: cramps with no word of the bowel", [][2]string{patient("I keep getting cramps since the new water tablet.")},
			[]string{"medication class:diuretics", "symptom sym:muscle_cramps"}},
	})
}
