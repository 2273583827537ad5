package understand_test

import "testing"

// A course told up to now goes on: "换了阿托伐他汀，现在吃了两个月，腿不疼了"
// (s43 blind round 9, zh15: the statin the patient takes was written
// stopped, the course of two months and the pain over read as a course
// finished). "现在" before the course, or a 了 after its length ("吃了两个
// 月了"), counts the time up to now; "头孢吃了五天，嗓子不疼了" is a course
// finished.
func TestACourseToldUpToNowGoesOn(t *testing.T) {
	runCases(t, []readCase{
		{"s43 round 9 zh15: 现在吃了两个月", [][2]string{patient("换了阿托伐他汀，现在吃了两个月，腿不疼了。")},
			[]string{"medication drug:atorvastatin", "symptom sym:leg_pain historical"}},
		{"吃了两个月了", [][2]string{patient("阿托伐他汀吃了两个月了，腿不疼了。")},
			[]string{"medication drug:atorvastatin", "symptom sym:leg_pain historical"}},
		// Near misses: a course finished.
		{"near miss: 头孢吃了五天", [][2]string{patient("头孢吃了五天，嗓子不疼了。")},
			[]string{"medication class:cephalosporins stopped", "symptom sym:sore_throat historical"}},
		{"near miss: 吃了一个礼拜，好了", [][2]string{patient("阿莫西林吃了一个礼拜，好了。")}, []string{"medication drug:amoxicillin stopped"}},
	})
}
