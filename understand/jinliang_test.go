package understand_test

import "testing"

// A weight in 斤 and 两 is one weight: a 两 is a tenth of a 斤. A 两 that is
// not right after the 斤, or no 两 at all, leaves the 斤 as said.
func TestAWeightInJinAndLiang(t *testing.T) {
	runReadingCases(t, []readingCase{
		{"r13 zh02: 体重上次称是14斤2两", [][2]string{patient("上周刚打了疫苗，百白破。体重上次称是14斤2两")}, []string{"vital:weight 14.2 斤"}},
		{"七斤三两", [][2]string{patient("我体重七斤三两")}, []string{"vital:weight 7.3 斤"}},
		{"14斤半", [][2]string{patient("体重现在14斤半")}, []string{"vital:weight 14.5 斤"}},
		{"near-miss: whole 斤", [][2]string{patient("体重上次称是14斤")}, []string{"vital:weight 14 斤"}},
		{"near-miss: 两 of something else after a pause", [][2]string{patient("体重一百二十斤，每天喝二两白酒")}, []string{"vital:weight 120 斤"}},
		{"near-miss: kilograms", [][2]string{patient("体重65公斤")}, []string{"vital:weight 65 kg"}},
	})
}
