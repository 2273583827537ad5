package extract

import "strings"

// A lab retest is told with its analyte first and its value a clause later,
// taken up again by "是" or "it is": "INR复查了，是2.4", "I repeated TSH
// after six weeks, it is 3.1 now" (s48 blind round 17 zh06, en08). Read as
// no reading at all, the record kept the old INR of 3.6 as the current one.

// restatingOpeners open a clause that gives the value of what the clause
// before it named.
var restatingOpeners = []string{"结果是", "结果", "是", "it is", "it's", "its", "it was", "it came back at", "it came back",
	"came back at", "came back as", "now it's", "now it is",
	// A result told with the one before it, each opened by its time:
	// "您的低密度脂蛋白，上回三点八，这回降到二点一了" (s51 change dev zh-z1-051).
	"上回", "上次", "上回是", "上次是", "之前是", "以前是", "原来是", "这回", "这次", "这回是", "这次是", "现在是"}

// restatedValue reports whether the value at qtStart, in the clause right
// after the analyte's span s of the same sentence, is that analyte's: its
// clause opens with a restating word and nothing but a time said when lies
// between.
func restatedValue(text []rune, ctx *contextInfo, s span, qtStart int) bool {
	if ctx.sent[s.start] != ctx.sent[qtStart] || ctx.clause[qtStart] != ctx.clause[s.end-1]+1 || qtStart-s.end > 48 {
		return false
	}
	i := qtStart
	for i > s.end && ctx.clause[i-1] == ctx.clause[qtStart] {
		i--
	}
	opener := strings.Trim(strings.ToLower(string(text[i:qtStart])), " ,，")
	for _, w := range restatingOpeners {
		if opener == w {
			return true
		}
	}
	return false
}
