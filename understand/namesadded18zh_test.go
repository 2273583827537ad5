package understand_test

import "testing"

// Names the lexicon lacked in the Chinese cases of blind round 18 (s49):
// labs (GGT, the neutrophil count, the lithium and tacrolimus levels,
// faecal calprotectin, CD4), drugs (naltrexone, Biktarvy, Gonal-f,
// ganirelix) and 冒虚汗 for sweating.
func TestNamesTheLexiconLackedInRound18Chinese(t *testing.T) {
	runCases(t, []readCase{
		{"s49 blind round 18 zh16: GGT", [][2]string{clinician("不能喝。你这个谷氨酰转肽酶180，肝已经受影响了。")},
			[]string{"observation lab:ggt"}},
		{"s49 blind round 18 zh16: naltrexone taken once, thrown away", [][2]string{patient("好嘞。我以前吃过纳曲酮，没吃几天就扔了，觉着没用。")},
			[]string{"medication drug:naltrexone historical stopped"}},
		{"s49 blind round 18 zh16: 冒虚汗", [][2]string{patient("结果这两天手哆嗦，浑身冒虚汗，一宿一宿睡不着。")},
			[]string{"symptom sym:tremor", "symptom sym:sweating", "symptom sym:insomnia"}},
		{"s49 blind round 18 zh14: the neutrophil count", [][2]string{patient("查了，上礼拜查的，中性粒细胞2.1，医生说还中。")},
			[]string{"observation lab:neutrophils"}},
		{"s49 blind round 18 zh15: the lithium level", [][2]string{clinician("复查血锂0.7，TSH 8.2")},
			[]string{"observation lab:lithium_level", "observation lab:tsh"}},
		{"s49 blind round 18 zh19: the tacrolimus level", [][2]string{clinician("这次他克莫司浓度12.3，偏高。")},
			[]string{"observation lab:tacrolimus_level"}},
		{"s49 blind round 18 zh18: CD4", [][2]string{patient("上个月验，CD4係520，病毒量验唔到，少过20。")},
			[]string{"observation lab:cd4"}},
		{"s49 blind round 18 zh18: Biktarvy", [][2]string{patient("而家食紧必妥维，一日一粒。")},
			[]string{"medication drug:bictegravir_emtricitabine_taf"}},
		{"s49 blind round 18 zh08: Gonal-f and ganirelix", [][2]string{patient("每天打果纳芬225 昨天开始加了加尼瑞克")},
			[]string{"medication drug:follitropin_alfa", "medication drug:ganirelix"}},
		{"near miss: lithium the drug", [][2]string{patient("我一直吃碳酸锂")},
			[]string{"medication drug:lithium"}},
		{"near miss: tacrolimus the drug", [][2]string{patient("现在吃他克莫司，早晚各2毫克")},
			[]string{"medication drug:tacrolimus"}},
	})
}
