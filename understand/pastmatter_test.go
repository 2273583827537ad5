package understand_test

import "testing"

// "我有胃溃疡，前年的事了，现在好了" (s43 blind round 9, zh09) wrote an
// active ulcer: the clause after it, "<a time gone by>的事了", dates it
// past, as "胃溃疡是前年的事了" already read. A length ("十年的事了") is no
// time gone by: the finding has lasted that long.
func TestAMatterOfATimeGoneByIsPast(t *testing.T) {
	runCases(t, []readCase{
		{"s43 round 9 zh09: 前年的事了", [][2]string{patient("我有胃溃疡，前年的事了，现在好了。")},
			[]string{"condition cond:gastric_ulcer historical"}},
		{"那是好几年前的事了", [][2]string{patient("我有肾结石，那是好几年前的事了。")},
			[]string{"condition cond:kidney_stones historical"}},
		{"十年前的事了", [][2]string{patient("我有甲亢，十年前的事了。")}, []string{"condition cond:hyperthyroidism historical"}},
		// Near misses: a length, not a time gone by; a current finding.
		{"near miss: 十年的事了", [][2]string{patient("我有高血压，都十年的事了。")}, []string{"condition cond:hypertension"}},
		{"near miss: no matter told", [][2]string{patient("我有胃溃疡，最近又疼。")}, []string{"condition cond:gastric_ulcer"}},
	})
}
