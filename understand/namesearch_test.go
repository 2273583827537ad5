package understand_test

import "testing"

// A pause on 那个 while the speaker looks for a name ends no sentence
// (extract/namesearch.go): "吃过好几回那个……罗红霉素" (zh dev zh-s1-029) lost its
// 过 at the pause and wrote the roxithromycin taken now.
func TestAPauseWhileSearchingForANameEndsNothing(t *testing.T) {
	runCases(t, []readCase{
		{"zh-s1-029: taken before, the name searched for", [][2]string{clinician("平时吃啥药不？"), patient("嗓子疼的时候吃过好几回那个……罗红霉素，自个儿买的。")},
			[]string{"medication drug:roxithromycin historical stopped", "symptom sym:sore_throat historical"}},
		{"one pause mark", [][2]string{patient("以前吃过那个…阿莫西林。")},
			[]string{"medication drug:amoxicillin historical stopped"}},
		// Near misses: a pause after another word, a pause after 那个 that
		// ends the turn's sentence, and a drug taken now after the pause.
		{"near miss: a pause after the verb", [][2]string{patient("吃过……罗红霉素。")}, []string{"medication drug:roxithromycin"}},
		{"near miss: 那个 and a new sentence after a stop", [][2]string{patient("以前吃过那个……。现在吃阿莫西林。")},
			[]string{"medication drug:amoxicillin"}},
		{"near miss: the name found is taken now", [][2]string{patient("现在吃的是那个……二甲双胍。")}, []string{"medication drug:metformin"}},
	})
}
