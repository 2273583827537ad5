package extract

import "strings"

// A past word does not reach over a word of now onto what is told after
// it: "之前吃过佐匹克隆 吃了俩礼拜 白天老迷糊 就不吃了 现在吃褪黑素 一晚上3毫克"
// (s51 blind round 20 zh16) wrote the melatonin taken now as stopped with
// the zopiclone, since the 不吃了 reached forward over the spaces. A
// forward past trigger (不吃了, 停了, 以前…) with a word of the present (现在,
// 目前, 如今, 这两天…) between it and the mention is not the mention's, as a
// past time already is not (nowBetween). "一直" and "still", words of now
// to a past time, are not enough: "以前一直吃硝苯地平" was taken all along,
// before. Unchanged: "就不吃了，现在吃褪黑素" (the comma ends it already),
// "以前吃过布洛芬" (no now between), "现在不吃布洛芬了" (the now before the
// past word).

// presentWords say the present itself.
var presentWords = []string{"现在", "目前", "如今", "眼下", "这几天", "这两天", "而家", "依家", "宜家"}

// pastBeforeNow reports whether the past trigger t, before the mention
// starting at ms, is parted from it by a word of now.
func (c *contextInfo) pastBeforeNow(t foundTrigger, ms int) bool {
	if t.flags&fHist == 0 || t.flags&fTimeHist != 0 || t.end > ms {
		return false
	}
	between := string(c.text[t.end:ms])
	for _, w := range presentWords {
		if strings.Contains(between, w) {
			return true
		}
	}
	return false
}
