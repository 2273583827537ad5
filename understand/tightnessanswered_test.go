package understand_test

import "testing"

// A tightness answering a question about chest pain, with no place of its
// own, is the chest's (s42 blind round 7, en06: "Not really. Sometimes a
// bit of tightness when I'm stressed" read no tightness). A tightness
// denied, placed, or after a question of another place stays as it was.
func TestATightnessAnsweringChestPainIsTheChests(t *testing.T) {
	asked := assistant("What about you, any chest pain?")
	runCases(t, []readCase{
		{"s42 round 7: not really, a bit of tightness", [][2]string{asked,
			patient("Not really. Sometimes a bit of tightness when I'm stressed but I think that's just anxiety")},
			[]string{"symptom sym:anxiety uncertain", "symptom sym:chest_pain negated", "symptom sym:chest_tightness", "symptom sym:stress hypothetical"}},
		{"a bit of tightness, yes", [][2]string{asked, patient("A bit of tightness, yes")}, []string{"symptom sym:chest_tightness"}},
		// Near misses.
		{"near miss: no tightness either", [][2]string{asked, patient("No, no tightness either")}, []string{"symptom sym:chest_pain negated"}},
		{"near miss: placed by the patient", [][2]string{asked, patient("My chest feels tight")}, []string{"symptom sym:chest_tightness"}},
		{"near miss: a yes alone", [][2]string{asked, patient("Sometimes, yes")}, []string{"symptom sym:chest_pain"}},
		{"near miss: headaches asked", [][2]string{assistant("Any headaches?"), patient("A bit of tightness")}, []string{"symptom sym:headache"}},
	})
}
