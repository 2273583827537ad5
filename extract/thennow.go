package extract

import "regexp"

// A reading told with the one before it gives the second value without its
// name, opened by the time of now or by the change: "糖化上回是八点二，这回降到
// 六点九了", "您的低密度脂蛋白，上回三点八，这回降到二点一了" (s51 change dev
// zh-z1-048, zh-z1-051). Read as no value at all, the second left the first,
// the old one, as the reading; the reading rules keep the last of a quantity
// read twice (clinicianreadings.go, zhreadingsthennow.go).

// zhNowOpener is all that may stand between the clause's start (or the
// first value) and the second value: a time of now, a word of stress, and a
// verb of change or "is". One of the time or the change must be said.
var zhNowOpener = regexp.MustCompile(`^(?:(这回|这次|這次|這回|现在|現在|目前|今天|今早|今天早上|今儿|今儿早上|复查|複查|而家|呢次|今次|后来|後來)\s*)?(?:又|就|才|已经|已經|都)?` +
	`(降到了|降到|降至|升到了|升到|升至|涨到|漲到|掉到|变成|變成|回到|只有|是|为|係|系)?$`)

// thenNowValue reports whether the quantity qt, said after prev (a value
// tied to its quantity's name) in the same sentence, is that quantity again:
// in prev's clause or the next, of prev's size, with only zhNowOpener's
// words before it.
func thenNowValue(text []rune, ctx *contextInfo, prev, qt quantity) bool {
	if ctx.sent[prev.start] != ctx.sent[qt.start] || len(prev.values) != 1 || len(qt.values) != 1 || qt.start < prev.end ||
		ctx.clause[qt.start]-ctx.clause[prev.start] > 1 || qt.hasUnit && (!prev.hasUnit || qt.unit.canon != prev.unit.canon) {
		return false
	}
	a, b := prev.values[0], qt.values[0]
	if a <= 0 || b <= 0 || b > a*3 || a > b*3 {
		return false
	}
	from := qt.start
	for from > prev.end && ctx.clause[from-1] == ctx.clause[qt.start] {
		from--
	}
	opener := []rune{}
	for _, r := range text[from:qt.start] {
		if r != ' ' && r != '，' && r != ',' {
			opener = append(opener, r)
		}
	}
	g := zhNowOpener.FindStringSubmatch(string(opener))
	return g != nil && (g[1] != "" || g[2] != "" && g[2] != "是" && g[2] != "为" && g[2] != "係" && g[2] != "系")
}
