package understand_test

import "testing"

// A drug named in what the patient read or heard about it ("I read online
// that ibuprofen can cause stomach ulcers. Is that true?", "我在网上看到说二甲
// 双胍伤肾，是真的吗？") is general knowledge asked about, not a drug taken:
// the blind review of session 68 found both written as current
// medications, and the patient's "no, I never take it" changed nothing.
func TestADrugReadAboutIsNotTaken(t *testing.T) {
	runCases(t, []readCase{
		{"read online, asked", [][2]string{patient("I read online that ibuprofen can cause stomach ulcers. Is that true?")},
			[]string{"condition cond:gastric_ulcer hypothetical", "medication drug:ibuprofen hypothetical"}},
		{"read online, then denied", [][2]string{patient("I read online that ibuprofen can cause stomach ulcers. Is that true?"),
			assistant("Some studies link it. Do you take it?"), patient("No, I never take it.")}, []string{}},
		{"seen online, in Chinese", [][2]string{patient("我在网上看到说二甲双胍伤肾，是真的吗？")}, []string{"medication drug:metformin hypothetical"}},
		{"heard, in Chinese", [][2]string{patient("听说布洛芬伤胃，我能吃吗？")}, []string{"medication drug:ibuprofen hypothetical"}},
		{"near miss: the patient's own drug read about", [][2]string{patient("I read online that my metformin can cause low B12.")},
			[]string{"condition cond:vitamin_b12_deficiency hypothetical", "medication drug:metformin"}},
		{"near miss: read about, and taken", [][2]string{patient("网上说二甲双胍伤肾，我吃了五年了。")}, []string{"medication drug:metformin"}},
		{"near miss: taken, then read about", [][2]string{patient("I take ibuprofen for my back. I read online it can cause ulcers.")},
			[]string{"medication drug:ibuprofen"}},
	})
}
