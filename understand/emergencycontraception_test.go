package understand_test

import "testing"

// Emergency contraception is one dose: told as taken, it is done
// (zh/r16-zh16). Levonorgestrel in a coil goes on.
func TestEmergencyContraceptionIsOneDose(t *testing.T) {
	runCases(t, []readCase{
		{"r16-zh16: Yuting taken after a split condom", [][2]string{patient("前天晚上套套破了 当时就吃了毓婷")},
			[]string{"medication drug:levonorgestrel historical stopped"}},
		{"r16-zh16: nausea after the Yuting", [][2]string{patient("吃完毓婷有点恶心 别的还好")},
			[]string{"medication drug:levonorgestrel historical stopped", "symptom sym:nausea"}},
		{"Plan B taken on Saturday", [][2]string{patient("I took Plan B on Saturday and I feel sick.")},
			[]string{"medication drug:levonorgestrel historical stopped", "symptom sym:nausea"}},
		{"s49 blind round 18 zh07: the morning-after pill in traditional characters", [][2]string{patient("嗯…就用保險套啊，可是上禮拜有一次破掉，隔天我就去藥局買事後避孕藥吃了。")},
			[]string{"medication drug:levonorgestrel historical stopped"}},
		{"traditional: the emergency pill, said 緊急避孕藥", [][2]string{patient("上禮拜吃了一顆緊急避孕藥")},
			[]string{"medication drug:levonorgestrel historical stopped"}},
		{"s51 blind round 20 en12: the P2, the levonorgestrel one", [][2]string{assistant("Thanks for telling me. Did you take any emergency contraception?"),
			patient("Yes I went to the chemist Friday and took the P2, the levonorgestrel one, just the one tablet.")},
			[]string{"medication class:birth_control", "medication drug:levonorgestrel historical stopped"}},
		{"Postinor taken", [][2]string{patient("I took a Postinor on Sunday, the levonorgestrel one.")},
			[]string{"medication drug:levonorgestrel historical stopped"}},
		{"near miss: levonorgestrel in a daily pill, P2 not said", [][2]string{patient("I take the levonorgestrel pill every day.")},
			[]string{"medication drug:levonorgestrel"}},
		{"near miss: a daily pill in traditional characters goes on", [][2]string{patient("我現在每天吃優思明")},
			[]string{"medication drug:drospirenone_ethinylestradiol"}},
		{"near miss: a levonorgestrel coil goes on", [][2]string{patient("I've had the Mirena coil in for two years.")},
			[]string{"medication drug:levonorgestrel"}},
		{"near miss: nausea after another drug", [][2]string{patient("吃完阿莫西林有点恶心")},
			[]string{"medication drug:amoxicillin", "symptom sym:nausea"}},
	})
}
