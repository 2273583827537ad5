package understand_test

import "testing"

// A correction word takes the first reading back and denies none said
// after it ("早上BP 150/95 啊不对 sry 看错了 是145/95", s44 blind round 11
// zh18: the 145/95 was written denied).
func TestACorrectionDeniesNoReadingAfterIt(t *testing.T) {
	runCases(t, []readCase{
		{"s44 round 11 zh18", [][2]string{patient("早上BP 150/95 啊不对 sry 看错了 是145/95")}, []string{"observation vital:bp"}},
		{"blanks, 不对 是", [][2]string{patient("早上BP 150/95 不对 是145/95")}, []string{"observation vital:bp"}},
		{"哦不对 看错了, no 是", [][2]string{patient("血压 150/95 哦不对 看错了 145/95")}, []string{"observation vital:bp"}},
		// Near misses: a negation after the correction, and a reading
		// denied with no correction.
		{"near miss: 不对 then 不是", [][2]string{patient("不对，血压不是145/95")}, []string{"observation vital:bp negated"}},
		{"near miss: commas as before", [][2]string{patient("早上血压150/95，啊不对，看错了，是145/95")}, []string{"observation vital:bp"}},
	})
}
