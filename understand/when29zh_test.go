package understand_test

import "testing"

// A Chinese drug given up with the verb it is taken by, and the trouble it
// brought (session 29): each sentence is written for the test.
func TestGivenUpByItsVerbSession29(t *testing.T) {
	runCases(t, []readCase{
		{"a cream given up with 不敢擦了 takes its trouble with it", [][2]string{patient("擦了那个药膏以后脸上脱皮，我就不敢擦了。")},
			[]string{"symptom sym:dry_skin historical"}},
		{"a cream then given up with 冇搽哒 is stopped", [][2]string{patient("红霉素软膏，后来就冇搽哒。")},
			[]string{"medication drug:erythromycin stopped"}},
		{"没用了 says it does nothing, not that it was stopped", [][2]string{patient("布洛芬现在吃了也没用了。")},
			[]string{"medication drug:ibuprofen"}},
	})
}
