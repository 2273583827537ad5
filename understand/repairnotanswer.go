package understand

import "strings"

// A repair of what the patient just said is no answer: "最近游泳或者感冒了
// 吗？" "上周去海南潜水了，回来就这样。哦不是左耳，是右耳，我搞反了" (s46 blind
// round 13 zh10) denied the cold, the 不是 of the repair read as a no to
// the question. A 不是 or 不对 that comes after the turn has told something
// else, and is taken up by what it should have been ("…，是右耳") or by the
// patient owning the slip ("我搞反了", "说错了"), corrects the patient's own
// words; the question stays unanswered. A turn that opens with the no ("不是，
// 是右耳", "没有，上周去潜水了") answers as before.

// repairOpeners open a clause that takes back what was said.
var repairOpeners = []string{"不是", "不对"}

// slipOwned are the patient's own words for a slip.
var slipOwned = []string{"搞反", "说反", "说错", "搞错", "记错", "讲错", "口误", "打错", "写错"}

// selfRepair reports whether clause c, after other clauses of the turn,
// repairs what the patient said (see above); rest are the clauses after c.
func selfRepair(c string, rest []string) bool {
	c = strings.TrimLeft(c, " 哦噢啊呃哎唉嗯额")
	if startsWithAny(c, repairOpeners) == "" {
		return false
	}
	if len(rest) > 0 && startsWithAny(strings.TrimLeft(rest[0], " "), []string{"是", "应该是", "其实是"}) != "" {
		return true
	}
	return containsAny(c+strings.Join(rest, "，"), slipOwned)
}
