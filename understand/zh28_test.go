package understand_test

import "testing"

// Classes of wrong write found on the zh dev files in round 28, each read
// by one general mechanism. The sentences are written for these tests, in
// the manner of the dialogues, not copied.

func TestDialectKinAndTheHakkaI(t *testing.T) {
	runCases(t, []readCase{
		{"𠊎 is the Hakka I, 𠊎老弟 a younger brother", [][2]string{patient("𠊎老弟前年查出糖尿病。")}, []string{"condition cond:diabetes of sibling"}},
		{"我老妹 is a younger sister", [][2]string{patient("我老妹有哮喘。")}, []string{"condition cond:asthma of sibling"}},
		{"娭毑 is the Hunan grandmother", [][2]string{patient("我娭毑有高血压。")}, []string{"condition cond:hypertension of grandparent"}},
		{"幺孃 is the youngest aunt", [][2]string{patient("我幺孃也是糖尿病。")}, []string{"condition cond:diabetes of aunt_uncle"}},
		{"𠊎 alone is the patient", [][2]string{patient("𠊎有高血压。")}, []string{"condition cond:hypertension"}},
	})
}

func TestDialectWordsForLastYearAndYesterday(t *testing.T) {
	runCases(t, []readCase{
		{"旧年 dates a pain that lasted two days", [][2]string{patient("旧年冬天扭了一下，腰痛了两日。")}, []string{"symptom sym:low_back_pain historical"}},
		{"去年 reads the same", [][2]string{patient("去年冬天扭了一下，腰痛了两日。")}, []string{"symptom sym:low_back_pain historical"}},
	})
}

func TestNonAtrophicGastritisIsNotAtrophic(t *testing.T) {
	runCases(t, []readCase{
		{"非萎缩性", [][2]string{patient("说是慢性非萎缩性胃炎。")}, []string{"condition cond:chronic_gastritis"}},
		{"萎缩性 stays atrophic", [][2]string{patient("说是慢性萎缩性胃炎。")}, []string{"condition cond:atrophic_gastritis"}},
	})
}

func TestADrugSwitchedToLastYearGoesOn(t *testing.T) {
	runCases(t, []readCase{
		{"换成了, dated last year", [][2]string{patient("去年医生给我换成了缬沙坦，一天一片。")}, []string{"medication drug:valsartan relayed"}},
		{"Cantonese 转咗", [][2]string{patient("旧年医生同我转咗恩替卡韦，一日一粒。")}, []string{"medication drug:entecavir relayed"}},
		{"switched to, then stopped", [][2]string{patient("去年换成了缬沙坦，后来也停了。")}, []string{"medication drug:valsartan historical stopped"}},
	})
}
