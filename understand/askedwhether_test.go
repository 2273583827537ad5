package understand_test

import "testing"

// A drug the patient names and then asks whether it may be taken is a
// question, not a drug taken (zh/v1: "我家里还有布洛芬，疼得厉害能不能一块吃";
// Cantonese "咁我可唔可以食返嗰啲……嗰啲感冒药", the ask before the drug with a
// pause and pointing words between). A drug said to be taken stays taken.
func TestAskedWhetherMayTake(t *testing.T) {
	runCases(t, []readCase{
		{"v1: ibuprofen at home, may I take it too", [][2]string{
			clinician("嗯嗯。泛昔洛韦一天三次，一次一片，吃七天，别断。普瑞巴林晚上一粒，吃了可能会头晕犯困，开车注意"),
			patient("我不开车。那个……我家里还有布洛芬，疼得厉害能不能一块吃")},
			[]string{"medication drug:ibuprofen uncertain"}},
		{"v1: Cantonese, may I take those cold remedies", [][2]string{clinician("你应该系普通伤风，饮多啲水，唔使食药"),
			patient("好，咁我可唔可以食返嗰啲……嗰啲感冒药")},
			[]string{"medication class:cold_remedies uncertain"}},
		{"aspirin at home, may I take it along", [][2]string{clinician("这个药一天两次"), patient("我屋里还有阿司匹林，能不能一起吃")},
			[]string{"medication drug:aspirin uncertain"}},
		{"Cantonese: may I take it together", [][2]string{clinician("仲有咩想问"), patient("屋企有扑热息痛，可唔可以一齐食")},
			[]string{"medication drug:paracetamol uncertain"}},
		{"near miss: taken, may I go on", [][2]string{clinician("还有什么问题吗"), patient("阿司匹林我一直吃着，能不能继续吃")},
			[]string{"medication drug:aspirin"}},
		{"near miss: prescribed, may I take both", [][2]string{clinician("有什么问题"), patient("最近下巴长痘痘，皮肤科开了多西环素，想问两个能不能一起吃？")},
			[]string{"medication drug:doxycycline", "symptom sym:acne_breakout"}},
		{"near miss: taken plainly", [][2]string{clinician("吃什么药"), patient("布洛芬，疼得厉害就吃一片")},
			[]string{"medication drug:ibuprofen"}},
	})
}
