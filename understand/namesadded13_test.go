package understand_test

import "testing"

// Names the lexicon lacked in blind round 13: St John's wort (Hyperici
// herba, N06AX25; en13 "I've been taking St John's wort as well", and the
// clinician's "Please stop the St John's wort"), Brolene (propamidine,
// S01AX15; en10 "The chemist gave me Brolene drops") and Evorel, an
// estradiol-only patch (G03CA03; en06 "The GP put me on Evorel patches"),
// and the lay "scratching whole night" of Singapore English (en05), as
// "scratching all night" is itching.
func TestNamesTheLexiconLackedInRound13(t *testing.T) {
	runCases(t, []readCase{
		{"r13 en13: taking St John's wort as well", [][2]string{patient("I've been taking St John's wort as well, bought it at the health shop")},
			[]string{"medication drug:st_johns_wort"}},
		{"r13 en10: Brolene drops", [][2]string{patient("I'm using Brolene drops")},
			[]string{"medication drug:propamidine"}},
		{"r13 en06: Evorel patches", [][2]string{patient("I'm on Evorel patches for the menopause")},
			[]string{"condition cond:menopause", "medication drug:estradiol"}},
		{"r13 en05: scratching whole night", [][2]string{patient("My eczema very bad, scratching whole night")},
			[]string{"condition cond:eczema", "symptom sym:itching"}},
		// Near misses: unchanged.
		{"near miss: John named, no wort", [][2]string{patient("St John's hospital did my bloods")},
			[]string{}},
		{"near miss: estradiol by its name, as before", [][2]string{patient("I'm on estradiol tablets")},
			[]string{"medication drug:estradiol"}},
	})
}
