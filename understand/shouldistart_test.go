package understand_test

import "testing"

// A drug the patient asks whether to start, a clause after naming it, is
// none they take; one told taken before the question is (shouldistart.go).
// A headache told as a bother is none (botherheadache.go).
func TestADrugAskedWhetherToStartIsNotTaken(t *testing.T) {
	runCases(t, []readCase{
		{"听说…是不是该吃点", [][2]string{patient("听说鱼油对血管好，我这个年纪是不是该吃点？")}, []string{"medication drug:omega3 hypothetical"}},
		{"near miss: taken, asked whether to stop", [][2]string{patient("我在吃阿司匹林，是不是该停一停？")}, []string{"medication drug:aspirin"}},
		{"一提到…就头疼", [][2]string{patient("一提到孩子的作业我就头疼。")}, nil},
		{"near miss: a headache every afternoon", [][2]string{patient("我一到下午就头疼。")}, []string{"symptom sym:headache"}},
	})
}
