package understand_test

import "testing"

// A relative who says they came for the patient, in Caribbean or West
// African English, speaks for them; coming for one's own tablets, or for a
// relative's appointment, announces no one.
func TestComeForARelativeSpeaksForThem(t *testing.T) {
	runCases(t, []readCase{
		{"fu-en-y1-007: is Marcia, the daughter, mi come fi Mummy (her feet, no allergy to her drugs)", [][2]string{patient("Morning doc, is Marcia, the daughter, mi come fi Mummy cause she nuh too good wid phone. She have sugar, di diabetes, she tek metformin and gliclazide, and she foot dem swell up.")},
			[]string{"condition cond:diabetes", "medication drug:gliclazide", "medication drug:metformin", "symptom sym:foot_swelling"}},
		{"I come for my mama", [][2]string{patient("Good morning doctor, I come for my mama. She has diabetes and she is taking metformin.")},
			[]string{"condition cond:diabetes", "medication drug:metformin"}},
		{"near-miss: my own tablets", [][2]string{patient("Morning doc, I come for my tablets. My mother has diabetes.")},
			[]string{"condition cond:diabetes of mother"}},
		{"near-miss: a relative's appointment", [][2]string{patient("I came for my mum's appointment but she has diabetes too.")},
			[]string{"condition cond:diabetes of mother"}},
		{"near-miss: not the first sentence", [][2]string{patient("I've had a cough for a week. Then I came for my mother at the station, she has diabetes.")},
			[]string{"condition cond:diabetes of mother", "symptom sym:cough"}},
	})
}
