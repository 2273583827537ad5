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

// A Chinese drug whose course is told as finished in Wu ("吃好了"), or
// whose story follows a pause after it ("安眠药……") and ends with the rest
// thrown away, is stopped; one that ran out and is asked for again, or is
// taken daily after the pause, goes on.
func TestCourseToldOverSession34(t *testing.T) {
	runCases(t, []readCase{
		{"dev: Wu, the course finished", [][2]string{patient("熊去氧胆酸一日两趟 吃着 头孢克肟吃好了 五天 前天吃光个 还有降压药我一直吃个 缬沙坦 早上一粒")},
			[]string{"medication drug:ursodeoxycholic_acid", "medication drug:cefixime stopped", "medication class:antihypertensives", "medication drug:valsartan"}},
		{"Wu, finished, punctuated", [][2]string{patient("头孢克肟吃好了，五天。")},
			[]string{"medication drug:cefixime stopped"}},
		{"a topic, a pause, the rest thrown away", [][2]string{patient("安眠药……上趟邻居拨我两粒，我吃了一粒，另外一粒就掼脱了。")},
			[]string{"medication class:sleeping_pills stopped"}},
		{"a pause, then thrown away in Mandarin", [][2]string{patient("阿莫西林……吃了两天，没用，剩下的扔了。")},
			[]string{"medication drug:amoxicillin stopped"}},
		{"a pack used up and asked for again stays", [][2]string{patient("降压药吃光了，来配一点。")},
			[]string{"medication class:antihypertensives"}},
		{"a pause, then taken daily, stays", [][2]string{patient("布洛芬……每天吃一片。")},
			[]string{"medication drug:ibuprofen"}},
		{"a pause, and the end belongs to the next drug", [][2]string{patient("二甲双胍……一直吃着。格列美脲扔了。")},
			[]string{"medication drug:metformin", "medication drug:glimepiride stopped"}},
	})
}
