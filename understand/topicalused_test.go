package understand_test

import "testing"

// A cream or drops named with their topical verb (抹, 涂, 搽, 在擦, 在喷, 在滴,
// 在贴) in answer to an allergy question are what is used: "有点湿疹 在抹那个丁
// 酸氢化可的松 别的没有" (s47 blind round 15 zh16) wrote an allergy to
// hydrocortisone (allergies.go, takeWords).
func TestATopicalDrugUsedIsNoAllergen(t *testing.T) {
	asked := clinician("有没有湿疹或者过敏的情况？")
	runCases(t, []readCase{
		{"r15 zh16: 有点湿疹 在抹那个丁酸氢化可的松 别的没有", [][2]string{asked, patient("有点湿疹 在抹那个丁酸氢化可的松 别的没有")},
			[]string{"condition cond:eczema", "medication drug:hydrocortisone"}},
		// Near misses: a reaction to it, or the bare name, still say allergy.
		{"near miss: 抹了…起了一片疹子", [][2]string{clinician("有没有过敏？"), patient("抹了那个丁酸氢化可的松起了一片疹子")},
			[]string{"allergy drug:hydrocortisone"}},
		{"near miss: the bare name", [][2]string{clinician("有没有过敏？"), patient("丁酸氢化可的松")},
			[]string{"allergy drug:hydrocortisone"}},
	})
}
