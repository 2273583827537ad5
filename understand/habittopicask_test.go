package understand_test

import "testing"

// A habit asked by its bare object first ("烟抽不抽？", "酒呢？") is asked;
// a word that only begins with 烟 or 酒 asks no habit.
func TestAHabitAskedByItsTopic(t *testing.T) {
	runCases(t, []readCase{
		{"asked/zh-x1-012: 烟抽不抽？早戒了", [][2]string{clinician("你抽烟不？"), patient("我先说个事，我最近老是睡不着觉。"),
			clinician("这个待会儿说。烟抽不抽？"), patient("早戒了，戒了五年了。")},
			[]string{"observation social:smoking historical inactive"}},
		{"烟呢，抽不抽？不抽", [][2]string{clinician("烟呢，抽不抽？"), patient("不抽。")}, []string{"observation social:smoking negated"}},
		{"酒呢？没有", [][2]string{clinician("抽烟吗？"), patient("不抽。"), clinician("酒呢？"), patient("没有。")},
			[]string{"observation social:alcohol negated"}},
		{"near-miss: 烟雾 is no habit", [][2]string{clinician("烟雾大不大？"), patient("不大。")}, []string{}},
		{"near-miss: 烟 not first", [][2]string{clinician("买烟了吗？"), patient("没有。")}, []string{}},
	})
}

// A habit asked and answered by its verb with a frequency or an amount is
// the habit now; a drink that is no habit, a quit or someone else's is not.
func TestAHabitAnsweredByHowOftenOrHowMuch(t *testing.T) {
	runCases(t, []readCase{
		{"asked/zh-x1-018: 逢年过节喝两杯白的", [][2]string{clinician("抽烟吗？"), patient("一天一包。"), clinician("酒呢？"), patient("逢年过节喝两杯白的。")},
			[]string{"observation social:alcohol"}},
		{"偶尔抽一根", [][2]string{clinician("抽烟吗？"), patient("偶尔抽一根。")}, []string{"observation social:smoking"}},
		{"near-miss: water", [][2]string{clinician("喝酒吗？"), patient("一天喝两杯水。")}, []string{}},
		{"near-miss: quit", [][2]string{clinician("喝酒吗？"), patient("以前一天喝两瓶，戒了。")}, []string{}},
		{"near-miss: the husband's", [][2]string{clinician("抽烟吗？"), patient("我老公一天抽一包。")}, []string{}},
	})
}
