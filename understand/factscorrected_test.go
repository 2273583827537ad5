package understand_test

import "testing"

// A correcting turn takes back a condition given to someone else, an
// allergy to a drug told taken without trouble, and names a reading said
// without its name (s42 blind round 6: the husband's diabetes, a penicillin
// allergy that was the cephalosporin's, a weight of 72 kg that was the
// husband's, each stayed the patient's).
func TestACorrectionTakesBackAConditionAnAllergyAReading(t *testing.T) {
	diabetes := patient("I have high cholesterol and type 2 diabetes.")
	penicillin := [][2]string{assistant("您对什么药物过敏吗？"), patient("青霉素吧……小时候打过一次起了一身疹子。")}
	runWithdrawCases(t, []withdrawCase{
		{"s42 round 6: the husband's diabetes", [][2]string{diabetes, patient("Sorry, I mean my husband has the diabetes. I just have the cholesterol.")},
			[]string{"cond:type2_diabetes"}},
		{"s42 round 6: penicillin taken fine since", append(penicillin, patient("哦不对，我记错了，那次是头孢，青霉素我后来打过好几次都没事。")),
			[]string{"allergen:penicillins"}},
		// Near misses: no correction, a relative's too, the allergy kept.
		{"near miss: no correction", [][2]string{diabetes, patient("My husband has the diabetes as well.")}, nil},
		{"near miss: both have it", [][2]string{diabetes, patient("Sorry, I mean my husband has the diabetes too, and I have it.")}, nil},
		{"near miss: another allergy added", append(penicillin, patient("哦不对，还有头孢也过敏。")), nil},
	})
	runCases(t, []readCase{
		{"s42 round 6: 是62公斤", [][2]string{patient("我今天早上称了一下体重，72公斤。"), patient("哦说错了，是62公斤，72是我老公的。")},
			[]string{"observation vital:weight"}},
		{"near miss: no correction", [][2]string{patient("我今天早上称了一下体重，72公斤。"), patient("我老公62公斤。")}, nil},
	})
}
