package understand_test

import "testing"

// Session 34: classes of wrong writes of the dev files. Every sentence but
// the first of each table is written for the test; each table holds
// near-misses that must keep their reading.

// A dialect "I figure it's" (Northern 寻思, 估摸, 琢磨; Cantonese 谂) hedges
// what follows it; what was told before it, or a 寻思 that names nothing
// after it, keeps its reading.
func TestDialectFigureHedgesSession34(t *testing.T) {
	runCases(t, []readCase{
		{"dev: a nervousness the patient figures", [][2]string{patient("血压……量过一回，一百四十二、九十二，我寻思是紧张的。")},
			[]string{"observation vital:bp", "symptom sym:anxiety uncertain"}},
		{"northern: figures it's gastritis", [][2]string{patient("我寻思是胃炎犯了。")},
			[]string{"condition cond:gastritis uncertain"}},
		{"northern: 俺 figures it's a cold", [][2]string{patient("俺寻思着是感冒了。")},
			[]string{"condition cond:common_cold uncertain"}},
		{"估摸着", [][2]string{patient("我估摸着是颈椎病。")},
			[]string{"condition cond:cervical_spondylosis uncertain"}},
		{"Cantonese 我谂", [][2]string{patient("我谂系感冒。")},
			[]string{"condition cond:common_cold uncertain"}},
		{"what came before the hedge stands", [][2]string{patient("胃疼好几天了，我寻思是吃坏了。")},
			[]string{"symptom sym:epigastric_pain"}},
		{"a count the patient doubts keeps the finding", [][2]string{patient("她说我一宿起来三四回，我自个儿寻思也就两回。")},
			[]string{"symptom sym:nocturia"}},
	})
}
