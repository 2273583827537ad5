package understand_test

import "testing"

// TestAChineseDrugUsedUp: a drug "吃没了", "用光了", "食晒" was taken to its
// end, not denied (extract/context.go's pseudo-trigger, statements.go's
// laterStops).
func TestAChineseDrugUsedUp(t *testing.T) {
	runCases(t, []readCase{
		{"change dev zh-z1-054: ran out and not refilled",
			[][2]string{patient("医院开的螺内酯吃没了，这半个月一直没去开。")},
			[]string{"medication drug:spironolactone stopped"}},
		{"used up, 用光了",
			[][2]string{patient("那支莫匹罗星药膏用光了。")},
			[]string{"medication drug:mupirocin stopped"}},
		{"used up, in Cantonese",
			[][2]string{patient("啲阿莫西林食晒喇。")},
			[]string{"medication drug:amoxicillin stopped"}},
		{"near miss: nearly used up",
			[][2]string{patient("螺内酯快吃没了。")},
			[]string{"medication drug:spironolactone"}},
		{"near miss: never taken",
			[][2]string{patient("螺内酯没吃过。")},
			[]string{"medication drug:spironolactone negated"}},
	})
}
