package understand_test

import "testing"

// An acute illness named as the occasion of a habit is no illness of now
// (habitualoccasion.go).
func TestAnIllnessAsTheOccasionOfAHabit(t *testing.T) {
	runCases(t, []readCase{
		{"zh-s1-029: every cold brings a sore throat", [][2]string{patient("我这俩月一感冒嗓子疼，第二天尿就跟洗肉水似的。")},
			[]string{"symptom sym:sore_throat"}},
		{"every fever brings cramps", [][2]string{patient("每次发烧都抽筋。")}, []string{"symptom sym:muscle_cramps"}},
		// Near misses: a cold of now beside the habit, a fever told outright.
		{"near miss: a cold now, and what is taken for any cold", [][2]string{patient("感冒了，两天了，鼻子流清水。我以前一感冒就吃那个。")},
			[]string{"condition cond:common_cold"}},
		{"near miss: a fever of now", [][2]string{patient("我发烧三天了。")}, []string{"symptom sym:fever"}},
	})
}
