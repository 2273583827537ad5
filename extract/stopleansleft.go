package extract

import "strings"

// In chat typed with spaces for commas, a "停了" said of the drug before it
// does not reach over the space onto the next drug, told as taken now:
// "现在左乙拉西坦已经完全停了 拉莫三嗪吃到每天100毫克了" (s49 blind round 18 zh01)
// wrote the lamotrigine stopped with the levetiracetam. A both-way past
// word (停了, 不吃了…) with a mention before it in its clause, then only a
// space, then the mention, whose own words right after say it is taken now
// (吃到, 吃着, 在吃, 加到, 减到, 继续, 每天, 一天), is not the mention's. As
// negationleansleft.go does for 没有. Unchanged: "停了，拉莫三嗪…" (the comma
// ends it already), "停了 拉莫三嗪也停了" (no word of now after it).

// takenNowAfter, right after a mention, say it is taken now.
var takenNowAfter = []string{"吃到", "吃着", "吃著", "在吃", "还在吃", "加到", "减到", "減到", "继续", "繼續", "每天", "一天", "用到", "用着", "用著", "食紧", "食緊"}

// pastLeansLeft reports whether the both-way past trigger t, before the
// mention at [ms, me), belongs to the mention before it (see above).
func (c *contextInfo) pastLeansLeft(t foundTrigger, ms, me int) bool {
	if t.flags&fHist == 0 || t.dir != dirBoth || t.end >= ms || strings.TrimLeft(string(c.text[t.end:ms]), " ") != "" || c.text[t.end] != ' ' {
		return false
	}
	if !c.saysTakenNow(me) {
		return false
	}
	for k := len(c.spans) - 1; k >= 0; k-- {
		s := c.spans[k]
		if s.end <= t.start && clinicalType(c.types[k]) && c.clause[s.start] == c.clause[t.start] {
			return true
		}
	}
	return false
}

// saysTakenNow reports whether the words right after a mention that ends
// at me say it is taken now (see takenNowAfter).
func (c *contextInfo) saysTakenNow(me int) bool {
	after := strings.TrimLeft(string(c.text[me:min(len(c.text), me+6)]), " ")
	for _, w := range takenNowAfter {
		if strings.HasPrefix(after, w) {
			return true
		}
	}
	return false
}
