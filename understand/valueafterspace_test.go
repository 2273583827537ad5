package understand_test

import "testing"

// A denial does not reach over a space onto a reading told with its value
// (extract/valueafterspace.go).
func TestADenialStopsBeforeAReadingWithItsValue(t *testing.T) {
	runCases(t, []readCase{
		{"s51 blind round 20 zh01: the weight after the swelling gone", [][2]string{
			patient("大夫你好 我是他闺女 帮我爸问问 我爸七十八了"),
			patient("大夫 又是我 他闺女 帮我爸问 这礼拜我爸脚不肿了 体重今早71公斤")},
			[]string{"observation vital:weight relayed", "symptom sym:foot_swelling historical"}},
		{"a temperature after a fever denied", [][2]string{patient("没发烧 体温36.5")},
			[]string{"observation vital:temperature", "symptom sym:fever negated"}},
		{"near miss: the negation after the name", [][2]string{patient("体重没有71公斤")},
			[]string{"observation vital:weight negated"}},
		{"near miss: no value", [][2]string{patient("没量体重")},
			[]string{}},
	})
}
