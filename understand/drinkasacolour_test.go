package understand_test

import "testing"

// A drink that names the colour of something is no drink had (en/u1: "any
// blood in it?" "it was a bit pinky when I went last, like rosé wine"; "the
// colour of strong tea"). A drink said as drunk stays.
func TestADrinkNamedForItsColourIsNoHabit(t *testing.T) {
	runCases(t, []readCase{
		{"u1: pinky, like rosé wine", [][2]string{clinician("Any pain or burning when you pass urine, any blood in it?"),
			patient("Blood, um, it was a bit pinky when I went last, like rosé wine, I wasn't sure if I was imagining it.")},
			[]string{}},
		{"the colour of red wine", [][2]string{patient("My urine is the colour of red wine.")},
			[]string{}},
		{"near miss: a glass of wine, like, most nights", [][2]string{patient("I have a glass of wine, like, most nights.")},
			[]string{"observation social:alcohol"}},
		{"near miss: like, a few beers, is an example", [][2]string{patient("I'm not a big drinker anyway, like a few beers on the weekend.")},
			[]string{"observation social:alcohol negated uncertain"}},
		{"near miss: like smoke cigarettes asks back", [][2]string{clinician("Do you use tobacco?"), patient("What, like smoke cigarettes?")},
			[]string{"observation social:smoking uncertain"}},
		{"near miss: I like red wine", [][2]string{patient("I like red wine with dinner.")},
			[]string{"observation social:alcohol"}},
	})
}
