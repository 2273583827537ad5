package understand_test

import "testing"

// A height in metres said of oneself ("我1米75", "我一米七五") or opening an
// answer ("你多高？" "一米七五。") read nothing without a word of the body's
// size (session 41 blind round): it is the height, as "身高1米75" is; a
// length of something else is none. Not done: feet and inches ("I'm 5
// foot 9"), tried and dropped (held-out wrong writes).
func TestAHeightInMetresSaidOfOneself(t *testing.T) {
	runReadingCases(t, []readingCase{
		{"s41: 我1米75", [][2]string{patient("我1米75。")}, []string{"vital:height 1.75 m"}},
		{"s41: 我一米七五", [][2]string{patient("我一米七五。")}, []string{"vital:height 1.75 m"}},
		{"zh answered", [][2]string{clinician("你多高？"), patient("一米七五。")}, []string{"vital:height 1.75 m"}},
		// Near misses: the height already read, a length of something
		// else, an age.
		{"near-miss: 身高1米75", [][2]string{patient("身高1米75。")}, []string{"vital:height 1.75 m"}},
		{"near-miss: a bed of 一米五", [][2]string{patient("我买了一米五的床。")}, nil},
		{"near-miss: a snake of 一米五", [][2]string{patient("那条蛇有一米五长。")}, nil},
		{"near-miss: an age", [][2]string{patient("我今年59。")}, nil},
	})
}
