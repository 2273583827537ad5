package understand_test

import "testing"

// Heartburn said of the pit of the stomach, pointed at or not, which the
// reference resolver ranks drugs by. The sentences are written for these
// tests.
func TestHeartburnOfThePitOfTheStomach(t *testing.T) {
	runCases(t, []readCase{
		{"心口这儿烧 is heartburn", [][2]string{patient("这两天心口这儿烧得很，吃完饭更厉害")}, []string{"symptom sym:heartburn"}},
		{"胃里火辣辣 is heartburn", [][2]string{patient("一吃那个药胃里就火辣辣的")}, []string{"symptom sym:burning_pain", "symptom sym:heartburn"}},
		{"心口发烧 is a fever, no heartburn", [][2]string{patient("心口发烧一样，量了体温又不高")}, []string{"symptom sym:fever"}},
	})
}

// A patient who says they swelled up complains of swelling.
func TestSwelledUpIsSwelling(t *testing.T) {
	runCases(t, []readCase{
		{"I swelled up is edema", [][2]string{patient("After the new tablets I swelled up like a balloon.")}, []string{"symptom sym:edema"}},
		{"I've puffed up is edema", [][2]string{patient("I've really puffed up this week, my rings won't come off.")}, []string{"symptom sym:edema"}},
		{"what if I swelled up supposes", [][2]string{patient("What if I swelled up on holiday, what would I do?")}, []string{}},
		{"I never swelled up denies it", [][2]string{patient("I never swelled up on the old ones.")}, []string{}},
	})
}
