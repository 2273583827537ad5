package understand_test

import "testing"

// s40: a hedge on the amount of a drink ("maybe a glass or two") leaves the
// drinking told: the habit is current, the amount approximate. A hedge on
// the habit itself stays a hedge.
func TestAHedgedAmountOfDrink(t *testing.T) {
	runCases(t, []readCase{
		{"s40: I drink maybe a glass or two of wine most nights", [][2]string{patient("I drink maybe a glass or two of wine most nights")},
			[]string{"observation social:alcohol"}},
		{"s40: about two or three beers", [][2]string{patient("I have maybe two or three beers at the weekend")},
			[]string{"observation social:alcohol"}},
		{"s40: answered with a hedged amount", [][2]string{clinician("Do you drink?"), patient("Yeah, maybe a glass or two of wine most nights")},
			[]string{"observation social:alcohol"}},
		// Near misses: the habit itself hedged.
		{"near-miss: I might have the odd drink", [][2]string{patient("I might have the odd drink")}, nil},
		{"near-miss: the odd glass of wine, might", [][2]string{patient("I might have the odd glass of wine")},
			[]string{"observation social:alcohol uncertain"}},
		{"near-miss: I think I drink", [][2]string{patient("I think I drink a glass or two of wine most nights")},
			[]string{"observation social:alcohol uncertain"}},
		{"near-miss: probably before the verb", [][2]string{patient("I probably drink a bottle of wine a week")},
			[]string{"observation social:alcohol uncertain"}},
	})
}
