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

// An acute illness named bare with a time gone by right after it is an
// episode over: "a cold at Christmas, but everybody had that" (en/w1,
// Scots). One that comes round each year, or carried on since, is not.
func TestABareIllnessDatedThenIsOver(t *testing.T) {
	runCases(t, []readCase{
		{"w1: a cold at Christmas", [][2]string{clinician("Good. Any infections, sore throats, bruising?"),
			patient("Naw, nothing like that. Well, a cold at Christmas, but everybody had that, my grandweans brought it.")},
			[]string{"condition cond:common_cold historical", "symptom sym:bruising negated", "symptom sym:sore_throat negated"}},
		{"a chest infection over Easter", [][2]string{clinician("Any infections?"), patient("Just a chest infection over Easter.")},
			[]string{"condition cond:lower_respiratory_infection historical"}},
		{"a bad flu in January", [][2]string{clinician("Any infections?"), patient("A bad flu in January.")},
			[]string{"condition cond:influenza historical"}},
		{"near miss: a cold every Christmas", [][2]string{clinician("Any infections?"), patient("I get a cold every Christmas.")},
			[]string{"condition cond:common_cold"}},
		{"near miss: a cold since Christmas", [][2]string{clinician("Any infections?"), patient("I've had a cold since Christmas.")},
			[]string{"condition cond:common_cold"}},
	})
}
