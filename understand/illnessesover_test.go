package understand_test

import "testing"

// An acute illness told in the simple past is over when the turn tells, in
// the past, that the patient got well after it (t1: "I got one of those
// chest infections … And I was right as rain in about a week"), or that
// the complaints it came with are gone (t1: "I had a bit of a cold, yeah,
// like a week before, a sore throat and a runny nose, but that's gone
// now"). A story brought back to now, a complaint still there or an
// illness told in the present keeps it current.
func TestAnAcuteIllnessToldOver(t *testing.T) {
	runCases(t, []readCase{
		{"t1: a chest infection, right as rain in a week", [][2]string{clinician("Tell me about January."),
			patient("I got one of those chest infections, the phlegm went all green and I couldnae get my breath, so I started the, the rescue pack, the steroids and the antibiotic, like Dr Munro told me. And I was right as rain in about a week, ten days.")},
			[]string{"condition cond:lower_respiratory_infection historical", "symptom sym:productive_cough", "medication class:steroids", "medication class:antibiotics"}},
		{"t1: a cold with its complaints gone", [][2]string{clinician("And before the rash started, were you unwell at all, a cold, a sore throat?"),
			patient("I had a bit of a cold, yeah, like a week before, a sore throat and a runny nose, but that's gone now.")},
			[]string{"condition cond:common_cold historical", "symptom sym:sore_throat historical", "symptom sym:runny_nose historical"}},
		{"a tummy bug, fine within two days", [][2]string{patient("I caught a tummy bug off the grandkids. I was fine within two days.")},
			[]string{"condition cond:gastroenteritis historical"}},
		{"the flu, back on my feet", [][2]string{patient("I got the flu, it knocked me flat. I was back on my feet in a few days.")},
			[]string{"condition cond:influenza historical"}},
		{"a chest infection with a fever and cough that went", [][2]string{patient("I had a chest infection, a fever and a cough, but that all went away.")},
			[]string{"condition cond:lower_respiratory_infection historical", "symptom sym:fever historical", "symptom sym:cough historical"}},
		{"well again, then back", [][2]string{patient("I got a chest infection. I was right as rain in a week, but now it's back again.")},
			[]string{"condition cond:lower_respiratory_infection"}},
		{"one complaint goes on", [][2]string{patient("I had a cold, a sore throat and a cough, but the sore throat's gone now.")},
			[]string{"condition cond:common_cold", "symptom sym:sore_throat historical", "symptom sym:cough"}},
		{"told in the present", [][2]string{patient("I've got a chest infection and I feel rough.")},
			[]string{"condition cond:lower_respiratory_infection"}},
	})
}
