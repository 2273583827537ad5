package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// In Chinese chat typed with spaces for commas, a stop told of one drug
// does not reach over the space to the next drug told as taken now: "现在
// 左乙拉西坦已经完全停了 拉莫三嗪吃到每天100毫克了" (s49 blind round 18 zh01)
// wrote the lamotrigine stopped. A space right before the drug, after a
// stretch of its clause that names another drug, starts the drug's stop
// scope when the words right after the drug say it is taken now (吃到, 加到,
// 吃着, 在吃, 每天…). "左乙拉西坦停了 拉莫三嗪也停了" stops both (as
// extract/stopleansleft.go reads the past word).

// zhTakenNowRight, right after a drug, say it is taken now.
var zhTakenNowRight = []string{"吃到", "加到", "减到", "減到", "用到", "吃着", "吃著", "在吃", "还在吃", "继续", "繼續", "每天", "一天", "天天", "食紧", "食緊"}

// zhSpaceSplitStart returns where drug mention i's stop scope starts, from
// start: the space right before it when the above holds.
func zhSpaceSplitStart(x extract.Result, tx text, i, start int) int {
	m := x.Mentions[i]
	if !isHan(m.Text) {
		return start
	}
	b := m.Span[0]
	for b > start && tx.runes[b-1] == ' ' {
		b--
	}
	if b == m.Span[0] || b <= start || !otherDrugIn(x, i, start, b) {
		return start
	}
	if startsWithAny(strings.TrimLeft(tx.after(m), " "), zhTakenNowRight) == "" {
		return start
	}
	return b
}
