package coref

import "regexp"

// A place said with 那个 may be told by its course on both sides instead
// of closed by 的那个 (siterestated.go): "我年轻时候得过的 肺上那个 吃了大半年
// 药才好的" (zh-dev31-018), "以前得过的 肺上那个 打了半年针才好的". Before
// it, the illness caught ("得过的"); after it, a stretch closed by 的 at a
// pause that tells a course. "以前得过的 肺上那个 片子" restates none.

// zhCaughtBefore ends the words before the place: the illness caught,
// with its particle and a pause.
var zhCaughtBefore = regexp.MustCompile(`(?:得过|得的|得了|患过|犯过|查出来|查出)的[\s，,、]*$`)

// zhSiteThenCourse is, right after the place, 上/里 and 那个, a pause and a
// stretch closed by 的 at a pause or the end.
var zhSiteThenCourse = regexp.MustCompile(`^(?:上面|上头|里面|里头|上|里)?那个[\s，,、]+([^。！？?!；;\s，,、]{2,40}?的)(?:[\s，,、。！？?!；;]|$)`)

// courseAround returns the course told around the place at span (before
// and after it), or false when it is not told on both sides.
func courseAround(rs []rune, span [2]int) (string, bool) {
	before := clauseBefore(rs, span[0])
	if !zhCaughtBefore.MatchString(sentenceBefore(string(rs[:span[0]]))) && !zhCaughtBefore.MatchString(before) {
		return "", false
	}
	g := zhSiteThenCourse.FindStringSubmatch(string(rs[span[1]:]))
	if g == nil || !zhIllnessCourse.MatchString(g[1]) {
		return "", false
	}
	return g[1], true
}
