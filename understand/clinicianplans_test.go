package understand_test

import "testing"

// A drug the clinician will start only once a test has come through
// ("阿莫西林皮试通过了再吃", zh/v1) is a plan until then, not a drug taken;
// the same drug ordered plainly is one.
func TestDrugWaitsOnATest(t *testing.T) {
	runCases(t, []readCase{
		{"v1: amoxicillin after the skin test", [][2]string{clinician("那这样，要做个皮试。四联的药：雷贝拉唑、阿莫西林、呋喃唑酮，还有枸橼酸铋钾，吃十四天，一顿都别落下。阿莫西林皮试通过了再吃")},
			[]string{"medication drug:amoxicillin hypothetical"}},
		{"cefuroxime once the skin test result is out", [][2]string{clinician("先做个皮试，等皮试结果出来再用头孢呋辛")},
			[]string{"medication drug:cefuroxime hypothetical"}},
		{"near miss: amoxicillin ordered plainly", [][2]string{clinician("阿莫西林一天三次，吃一个礼拜")},
			[]string{"medication drug:amoxicillin"}},
	})
}

// A drug or a class named only as what another is not ("潮热可以先试试非激素
// 的", zh/v1; "a non-hormonal cream") is no drug of the patient's; a class
// whose own name holds the prefix ("非甾体抗炎药") is still that class.
func TestNamedAsWhatItIsNot(t *testing.T) {
	runCases(t, []readCase{
		{"v1: a non-hormonal treatment", [][2]string{clinician("那激素替代先不考虑了。潮热可以先试试非激素的，给你开点黑升麻提取物，叫莉芙敏，一天两次")},
			nil},
		{"a non-hormonal drug offered", [][2]string{clinician("可以先试试非激素的药")},
			nil},
		{"an English non-steroidal cream", [][2]string{patient("I use a non-steroidal cream")},
			nil},
		{"near miss: a steroid cream ordered", [][2]string{clinician("给你开点激素药膏，一天两次")},
			[]string{"medication class:steroids"}},
		{"near miss: NSAIDs by their own name", [][2]string{patient("我在吃非甾体抗炎药")},
			[]string{"medication class:nsaids"}},
	})
}
