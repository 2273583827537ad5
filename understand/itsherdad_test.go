package understand_test

import "testing"

// "It's her dad" at the opening of a call says who speaks for the patient;
// further on, or of someone named before, it announces no one.
func TestItsHerDadOpensForThePatient(t *testing.T) {
	runCases(t, []readCase{
		{"r14 en15: Hi, it's her dad. Our little one is 4 months", [][2]string{patient("Hi, it's her dad. Our little one is 4 months, she's had a snotty nose and cough for 3 days")},
			[]string{"symptom sym:cough", "symptom sym:runny_nose"}},
		{"r14 en19: it's his granny here … temperature's 38.6", [][2]string{patient("Good evening nurse, it's his granny here, I've got wee Callum, he's 2, his mum's at work"),
			patient("He's been pulling at his right ear all day and screaming, temperature's 38.6")},
			[]string{"observation vital:temperature"}},
		{"near-miss: not the opening", [][2]string{patient("My friend Sue has a cough, it's her dad who smokes"), patient("She's had a cough for 3 days")},
			[]string{"symptom sym:cough of other"}},
		{"near-miss: no kin", [][2]string{patient("Hi, it's her turn next. She's had a cough for 3 days")},
			[]string{"symptom sym:cough of other"}},
	})
}
