package understand_test

import "testing"

// Names the lexicon lacked in blind round 20's Chinese cases (s51).
func TestNamesTheLexiconLackedInRound20Chinese(t *testing.T) {
	runCases(t, []readCase{
		{"s51 blind round 20 zh20: 茶苯海明 (dimenhydrinate, R06AA11), given up", [][2]string{patient("前两天吃了盒晕车药 茶苯海明 吃了没啥用 不吃了")},
			[]string{"condition cond:motion_sickness", "medication drug:dimenhydrinate stopped"}},
		{"s51 blind round 20 zh14: Taiwanese 甲狀腺低下 and 昂特欣 (Eltroxin)", [][2]string{patient("我有在吃葉酸 還有甲狀腺低下 吃昂特欣 一天50")},
			[]string{"condition cond:hypothyroidism", "medication drug:folic_acid", "medication drug:levothyroxine"}},
		{"s51 blind round 20 zh04: Cantonese 维他命D", [][2]string{patient("维他命D我有食开 每日一粒1000单位")},
			[]string{"medication drug:cholecalciferol"}},
		{"s51 blind round 20 zh09: 根尖脓肿", [][2]string{clinician("我是牙科医生。是根尖脓肿，先开甲硝唑200毫克一天三次。")},
			[]string{"condition cond:dental_abscess", "medication drug:metronidazole"}},
		{"s51 blind round 20 zh06: Taiwanese 乾癬 and 乾癬性關節炎", [][2]string{patient("我是乾癬性關節炎 最近手肘那邊乾癬又長出來")},
			[]string{"condition cond:psoriasis", "condition cond:psoriatic_arthritis"}},
		{"near miss: 维他命 alone is the class", [][2]string{patient("我每天吃维他命")},
			[]string{"medication class:vitamins"}},
	})
}
