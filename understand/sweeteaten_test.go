package understand_test

import "testing"

// A 糖 eaten is a sweet: "吃了块糖就好了", answering "低血糖有过吗？" (s47 blind
// round 15 zh05), read the blood sugar as better and wrote the diabetes
// over (sweeteaten.go).
func TestASweetEatenIsNoBloodSugar(t *testing.T) {
	runCases(t, []readCase{
		{"r15 zh05: 吃了块糖就好了", [][2]string{clinician("低血糖有过吗？心慌、出冷汗那种。"), patient("上礼拜有一回 半夜出汗 测了3.6 吃了块糖就好了")},
			[]string{}},
		{"喝了点糖水就好了", [][2]string{patient("喝了点糖水就好了")}, []string{}},
		// Near misses: the blood sugar itself.
		{"near miss: 糖好了", [][2]string{patient("糖好了")}, []string{"condition cond:diabetes resolves"}},
		{"near miss: 糖高了", [][2]string{patient("糖高了")}, []string{"condition cond:diabetes"}},
	})
}
