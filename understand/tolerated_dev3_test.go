package understand_test

import "testing"

// Drugs told fine beside a food or plaster allergy are tolerated: their
// allergies refuted; a drug not collected, one the speaker is "off" now, a
// complaint gone since and an enthusiast, disgust or a bore are not the
// patient's now (must-not-dev3's m3-en-061, m3-en-073, m3-zh-002,
// m3-zh-047, m3-en-011, m3-zh-029, m3-zh-075, m3-en-060, m3-en-066,
// m3-zh-065, m3-zh-071, m3-en-036 wrote each as a sure fact).
func TestToldFineBesideAnotherAllergenAndOtherNotNows(t *testing.T) {
	runCases(t, []readCase{
		{"a list, all that, I'm grand with", [][2]string{clinician("Any allergies?"), patient("Only eggs, my lips go massive. Amoxicillin, codeine, all that, I'm grand with.")},
			[]string{"allergy drug:amoxicillin negated", "allergy drug:codeine negated", "allergy food:egg"}},
		{"the lot, never a peep", [][2]string{clinician("Any allergies?"), patient("Kiwi gives me hives, but tablets, no, I've had penicillin, naproxen, the lot, never a peep.")},
			[]string{"allergy allergen:penicillins negated", "allergy drug:naproxen negated", "allergy food:kiwi"}},
		{"药就冇问题…都食过", [][2]string{clinician("有冇药物过敏？"), patient("我对虾过敏，但系药就冇问题，阿莫西林、布洛芬都食过。")},
			[]string{"allergy drug:amoxicillin negated", "allergy drug:ibuprofen negated", "allergy food:shrimp"}},
		{"药倒是都没事", [][2]string{clinician("有没有过敏？"), patient("我就对创可贴过敏，药倒是都没事，阿莫西林也吃过。")},
			[]string{"allergy allergen:adhesives", "allergy drug:amoxicillin negated"}},
		{"didn't get it filled", [][2]string{patient("She wrote me a script for the omeprazole and I just... didn't get it filled.")},
			[]string{"medication drug:omeprazole hypothetical"}},
		{"搁抽屉里", [][2]string{patient("上回开的氨氯地平，拿回来就搁抽屉里了。")}, []string{"medication drug:amlodipine hypothetical"}},
		{"I'm off it now", [][2]string{patient("The codeine made me sick as a dog, but I'm off it now.")},
			[]string{"medication drug:codeine historical stopped"}},
		{"not had one since", [][2]string{patient("I had headaches the first week, awful ones, but they went off on their own and I've not had one since.")},
			[]string{"symptom sym:headache historical"}},
		{"发烧友", [][2]string{patient("我是个音响发烧友。")}, nil},
		{"听着真恶心", [][2]string{patient("他那些话听着真恶心。")}, nil},
		// Near misses.
		{"near miss: a drug that gave trouble in the list", [][2]string{clinician("Any allergies?"), patient("Only eggs. Amoxicillin, codeine, all that, they give me a rash.")},
			[]string{"allergy drug:amoxicillin", "allergy drug:codeine", "allergy food:egg"}},
		{"near miss: off the other drug", [][2]string{patient("I take the ramipril, and the codeine, I'm off it now.")},
			[]string{"medication drug:codeine historical stopped", "medication drug:ramipril"}},
		{"near miss: 恶心 as nausea", [][2]string{patient("吃了药以后一直恶心。")}, []string{"symptom sym:nausea"}},
	})
}
