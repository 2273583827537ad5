package understand_test

import "testing"

// What made the patient quit was then: "后来胃出血就戒了" wrote a stomach
// bleed active (s42 blind round 6).
func TestWhatMadeAHabitStopIsOver(t *testing.T) {
	runCases(t, []readCase{
		{"s42 round 6: 后来胃出血就戒了", [][2]string{assistant("喝酒呢？"), patient("酒不喝了，以前喝得凶，后来胃出血就戒了。")},
			[]string{"condition cond:gi_bleeding historical", "observation social:alcohol historical inactive"}},
		{"had a heart attack so I quit", [][2]string{patient("I had a heart attack in 2019 so I quit smoking.")},
			[]string{"condition cond:myocardial_infarction historical", "observation social:smoking historical inactive"}},
		// Near misses: no quitting, or an illness that goes on.
		{"near miss: 后来查出糖尿病就戒了", [][2]string{assistant("喝酒不？"), patient("酒俺不喝了，早些年喝，后来查出糖尿病就戒了。")},
			[]string{"condition cond:diabetes", "observation social:alcohol historical inactive"}},
		{"near miss: no quitting", [][2]string{patient("最近胃出血了。")}, []string{"condition cond:gi_bleeding"}},
	})
}
