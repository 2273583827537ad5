package understand_test

import "testing"

// must-not-dev4 (the held-out list's traps, in longer and dialect speech)
// found: drugs listed and told fine ("Medications though, nothing, …, all
// fine", "药倒没有，…啥事儿没有"); a drug a pharmacist or doctor put to the
// patient and declined ("喊我买阿莫仙…我说算了", "我霸蛮冇要"); an allergy
// feared and not had ("本来还怕过敏"); a drug a clinician asked about ("牙医问
// 我有没有吃…"); a drug switched away ("后来换了药"); a side effect fixed;
// what "would I get" asks; 讲笑 and 打个比方; a husband called 老倌子.
func TestMustNotDev4Readings(t *testing.T) {
	runCases(t, []readCase{
		{"medications though, nothing, all fine", [][2]string{clinician("Any allergies?"),
			patient("Peanuts, badly. Medications though, nothing, I've had amoxicillin, codeine after my op, all fine.")},
			[]string{"allergy drug:amoxicillin negated", "allergy drug:codeine negated", "allergy food:peanut"}},
		{"药倒没有，啥事儿没有", [][2]string{clinician("有没有过敏？"), patient("我就对芒果过敏，药倒没有，阿莫西林、布洛芬都打过，啥事儿没有。")},
			[]string{"allergy drug:amoxicillin negated", "allergy drug:ibuprofen negated", "allergy food:mango"}},
		{"喊我买…我说算了", [][2]string{patient("药店的妹儿喊我买布洛芬，我说算了嘛，忍一下。")}, nil},
		{"reckoned I should … put up with it", [][2]string{patient("The pharmacist reckoned I should grab some cetirizine but I just put up with it.")}, nil},
		{"本来还怕过敏", [][2]string{patient("那个头孢我吃了三天，本来还怕过敏，结果啥反应都没有。")},
			[]string{"allergy allergen:cephalosporins hypothetical"}},
		{"问我有没有吃", [][2]string{patient("牙医问我有没有吃阿司匹林，我不晓得咋回答。")}, []string{"medication drug:aspirin hypothetical uncertain"}},
		{"后来换了药", [][2]string{patient("刚开始吃硝苯地平，脚肿得好厉害，后来换了药。")},
			[]string{"medication drug:nifedipine stopped", "symptom sym:ankle_swelling historical"}},
		{"that totally fixed it", [][2]string{patient("I had bad diarrhoea when I started it, but they switched me to the slow-release and that totally fixed it.")},
			[]string{"symptom sym:diarrhea historical"}},
		{"would I get a rash", [][2]string{patient("How would I even know, would I get a rash or what?")}, []string{"symptom sym:rash hypothetical uncertain"}},
		{"讲笑的", [][2]string{patient("我对数学过敏，一看数字就头晕，讲笑的。")}, []string{"symptom sym:dizziness uncertain"}},
		{"老倌子", [][2]string{patient("我屋里老倌子有高血压，我冇得。")}, []string{"condition cond:hypertension of other"}},
		// Near misses.
		{"near miss: offered and taken", [][2]string{patient("药店的妹儿喊我买布洛芬，吃了两颗就好了。")}, []string{"medication drug:ibuprofen stopped"}},
		{"near miss: feared, and had", [][2]string{patient("我本来怕过敏，结果吃了青霉素真的起了一身疹子。")}, []string{"allergy allergen:penicillins"}},
	})
}
