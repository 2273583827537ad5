package understand_test

import "testing"

// An allergy to the wrong drug corrected in the next turn ("I'm allergic to
// aspirin" … "wait no sorry, it's ibuprofen. aspirin I take every day for
// my heart", s44 blind round 11 en13) is an allergy to the drug meant, and
// takes back the first; it wrote ibuprofen as a drug taken and kept the
// aspirin allergy.
func TestAnAllergyCorrectedToAnotherDrug(t *testing.T) {
	en13 := [][2]string{patient("I'm allergic to aspirin"), patient("wait no sorry, it's ibuprofen. aspirin I take every day for my heart")}
	zh := [][2]string{patient("我对阿司匹林过敏"), patient("不对不对，说错了，是布洛芬")}
	codeine := [][2]string{patient("allergic to morphine"), patient("sorry, no, it was codeine")}
	besides := [][2]string{patient("I'm allergic to aspirin"), patient("oh and I take ibuprofen too")}
	notACorrection := [][2]string{patient("I'm allergic to aspirin"), patient("I take ibuprofen for my back")}
	runCases(t, []readCase{
		{"s44 round 11 en13", en13, []string{"allergy drug:ibuprofen", "medication drug:aspirin"}},
		{"zh: 是布洛芬", zh, []string{"allergy drug:ibuprofen"}},
		{"it was codeine", codeine, []string{"allergy drug:codeine"}},
		// Near misses: a drug taken besides, a turn that corrects nothing.
		{"near miss: a drug taken besides", besides, []string{"medication drug:ibuprofen"}},
		{"near miss: no correction", notACorrection, []string{"medication drug:ibuprofen"}},
	})
	runWithdrawCases(t, []withdrawCase{
		{"s44 round 11 en13", en13, []string{"allergen:aspirin"}},
		{"zh: 是布洛芬", zh, []string{"allergen:aspirin"}},
		{"it was codeine", codeine, []string{"drug:morphine"}},
		{"near miss: a drug taken besides", besides, []string{}},
		{"near miss: no correction", notACorrection, []string{}},
	})
}
