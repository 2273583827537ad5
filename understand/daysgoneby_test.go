package understand_test

import "testing"

// A complaint told in the simple past over a span of named days that has
// closed is an episode gone by (en/t1: "I felt a bit fluey Saturday and
// Sunday, achy and tired"). One day named is an onset that may go on; a
// sentence that carries it on is now, and so is how a complaint was ("the
// headache was bad Saturday and Sunday").
func TestToldForDaysGoneBy(t *testing.T) {
	runCases(t, []readCase{
		{"t1: fluey Saturday and Sunday, achy and tired", [][2]string{clinician("And do you feel unwell, temperature?"),
			patient("I felt a bit fluey Saturday and Sunday, achy and tired, but I didn't have a temperature, I checked, it was thirty-six point eight.")},
			[]string{"observation vital:temperature", "symptom sym:myalgia historical", "symptom sym:fatigue historical"}},
		{"sick Monday to Wednesday", [][2]string{patient("I was sick Monday to Wednesday, couldn't keep anything down.")},
			[]string{"symptom sym:vomiting historical"}},
		{"diarrhoea from Friday till Sunday", [][2]string{patient("I had diarrhoea from Friday till Sunday.")},
			[]string{"symptom sym:diarrhea historical"}},
		{"still there is now", [][2]string{patient("I had diarrhoea Saturday and Sunday and I still have it.")},
			[]string{"symptom sym:diarrhea"}},
		{"one day named is an onset", [][2]string{patient("On Saturday I had this burning pain round here.")},
			[]string{"symptom sym:burning_pain"}},
		{"a perfect is now", [][2]string{patient("I've felt dizzy Wednesday and Thursday.")},
			[]string{"symptom sym:dizziness"}},
		{"how a complaint was is not that it went", [][2]string{patient("The headache was bad Saturday and Sunday.")},
			[]string{"symptom sym:headache"}},
		{"since is now", [][2]string{patient("I've been tired since Saturday.")},
			[]string{"symptom sym:fatigue"}},
	})
}
