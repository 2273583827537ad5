package understand_test

import "testing"

// A correction opened by 哎 or 唉 ("哎不对，说错了，是头孢，青霉素我小时候打
// 过没事的", s43 blind round 9 zh05) takes back what the patient's turn
// before said, as one opened by 哦 does: the penicillin allergy told before
// stayed the patient's beside the cephalosporin meant. 哎 alone, or before
// an allergy added, takes nothing back.
func TestACorrectionOpenedByHaiTakesBack(t *testing.T) {
	penicillin := [][2]string{assistant("您对什么药过敏吗？"), patient("青霉素过敏，打针起过疹子。")}
	runWithdrawCases(t, []withdrawCase{
		{"s43 round 9 zh05: 哎不对，说错了，是头孢", append(penicillin, patient("哎不对，说错了，是头孢，青霉素我小时候打过没事的。")),
			[]string{"allergen:penicillins"}},
		{"唉，不对，青霉素打过没事", append(penicillin, patient("唉，不对，是头孢，青霉素打过好几次都没事。")),
			[]string{"allergen:penicillins"}},
		{"a drug: 哎不对，是瑞舒伐他汀", [][2]string{patient("我在吃阿托伐他汀，一天一片"), patient("哎不对，是瑞舒伐他汀")},
			[]string{"drug:atorvastatin"}},
		// Near misses: an allergy added, 哎 with no correction, 哎呀.
		{"near miss: 哎，还有头孢也过敏", append(penicillin, patient("哎，还有头孢也过敏。")), []string{}},
		{"near miss: 哎 alone, penicillin told again", append(penicillin, patient("哎，青霉素打了就起疹子，可难受了。")), []string{}},
		{"near miss: 哎呀, not a correction", append(penicillin, patient("哎呀，头孢我不知道，没打过。")), []string{}},
	})
}
