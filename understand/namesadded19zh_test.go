package understand_test

import "testing"

// Names the lexicon lacked in the Chinese cases of blind round 19.
func TestNamesTheLexiconLackedInRound19Chinese(t *testing.T) {
	runCases(t, []readCase{
		{"s50 blind round 19 zh18: 游离T4 (3024-7)", [][2]string{clinician("化验出来了：TSH 8.9，游离T4 9.1，偏低。")},
			[]string{"observation lab:free_t4", "observation lab:tsh"}},
		{"near-miss: T4 alone is no free T4", [][2]string{clinician("TSH 8.9，T4 9.1")}, []string{"observation lab:tsh"}},
	})
}
