package understand_test

import "testing"

// "胖了快二十斤" is a gain of almost twenty jin, no body weight of twenty;
// "体重快一百六十斤了" is still a reading.
func TestAWeightGainedAlmostIsNoReading(t *testing.T) {
	runCases(t, []readCase{
		{"r14 zh20: 体重这一年胖了快二十斤", [][2]string{patient("脸上痘痘多，体重这一年胖了快二十斤")},
			[]string{"condition cond:acne", "symptom sym:weight_gain"}},
		{"瘦了快十斤", [][2]string{patient("瘦了快十斤")},
			[]string{"symptom sym:weight_loss"}},
		{"near-miss: 体重快一百六十斤了", [][2]string{patient("体重快一百六十斤了")},
			[]string{"observation vital:weight"}},
		{"near-miss: 体重近八十公斤", [][2]string{patient("体重近八十公斤")},
			[]string{"observation vital:weight"}},
	})
}
