package understand_test

import "testing"

// A no in the degree complement after "X得" says how bad X is, not that X
// is absent (extract/degreecomplement.go). A no before the finding, or in
// a clause of its own, still denies it.
func TestANoInTheDegreeComplementIsNoDenial(t *testing.T) {
	runCases(t, []readCase{
		{"asked/zh-x1-013: 脚踝肿得鞋子都穿不进", [][2]string{clinician("脚呢，肿不肿？"), patient("肿嘞，下午脚踝肿得鞋子都穿不进。")},
			[]string{"symptom sym:ankle_swelling"}},
		{"肿得穿不上鞋", [][2]string{patient("脚踝肿得穿不上鞋。")}, []string{"symptom sym:ankle_swelling"}},
		{"疼得不能睡", [][2]string{patient("头疼得不能睡。")}, []string{"symptom sym:headache"}},
		{"near-miss: denied before", [][2]string{patient("脚踝不肿。")}, []string{"symptom sym:ankle_swelling negated"}},
		{"near-miss: denied in its own clause", [][2]string{patient("头疼没有，鞋子穿得进。")}, []string{"symptom sym:headache negated"}},
	})
}
