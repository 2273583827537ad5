package understand_test

import (
	"fmt"
	"testing"
)

// A reading taken again is the same series as the one before: "刚才在家量了
// 个血压，160/100" … "又量了一遍，145/92" wrote the 145/92 without the home
// setting, so the home 160/100 stayed current beside it (s42 blind round 7).
func TestAReadingTakenAgainKeepsItsSetting(t *testing.T) {
	r := newReader(t)
	home := patient("刚才在家量了个血压，160/100，吓我一跳")
	rest := assistant("先别紧张，坐下休息十分钟后再量一次看看")
	cases := []struct {
		name  string
		turns [][2]string
		want  string
	}{
		{"s42 round 7: 又量了一遍", [][2]string{home, rest, patient("又量了一遍，145/92")}, "home"},
		// Near misses: not taken again, or taken again elsewhere or later.
		{"near miss: this afternoon", [][2]string{home, rest, patient("下午又量了一次，145/92")}, ""},
		{"near miss: not taken again", [][2]string{home, rest, patient("医生量的是140/90")}, ""},
		{"near miss: taken again at the hospital", [][2]string{home, rest, patient("到医院又量了一遍，140/90")}, ""}, // not home
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := "none"
			for _, s := range readLast(r, c.turns...).Statements {
				if s.Concept == "vital:bp" {
					got = s.Attributes["setting"]
				}
			}
			if fmt.Sprint(got) != c.want {
				t.Errorf("setting %q, want %q", got, c.want)
			}
		})
	}
}
