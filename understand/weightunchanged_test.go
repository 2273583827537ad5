package understand_test

import "testing"

// A weight told unchanged or not lost ("体重没变化", "体重没掉，还胖了二斤",
// "瘦是没瘦", "冇瘦") denies weight loss, as the annotators list it. A weight
// told lost, or a relative's, stays what it was.
func TestAnUnchangedWeightDeniesWeightLoss(t *testing.T) {
	runCases(t, []readCase{
		{"zh-j1-023: 体重没变化", [][2]string{patient("体重没变化。")},
			[]string{"symptom sym:weight_loss negated"}},
		{"zh-o1-002: 体重没怎么变，还是一百二十来斤", [][2]string{patient("体重没怎么变，还是一百二十来斤。")},
			[]string{"observation vital:weight negated", "symptom sym:weight_loss negated"}},
		{"zh-q1-037: 体重没掉，大便正常", [][2]string{patient("体重没掉，大便正常。")},
			[]string{"symptom sym:weight_loss negated"}},
		{"zh-j1-019: 冇瘦，反而肥咗两磅", [][2]string{patient("冇瘦，反而肥咗两磅。")},
			[]string{"symptom sym:weight_gain", "symptom sym:weight_loss negated"}},
		{"near-miss: the weight lost", [][2]string{patient("体重掉了五斤。")},
			[]string{"symptom sym:weight_loss"}},
		{"near-miss: a mother's weight", [][2]string{patient("我妈体重掉了好多。")},
			[]string{"symptom sym:weight_loss of mother"}},
		{"near-miss: the weight asked", [][2]string{patient("体重有没有变化？")},
			[]string{}},
	})
}
