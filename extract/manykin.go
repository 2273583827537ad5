package extract

import "strings"

// Children counted loosely are children in general, not the speaker's:
// "幼儿园好几个娃儿都在咳" (s49 blind round 18 zh12, a mother typing for her
// son) wrote the cough as the son's, 娃儿 being the child spoken for. A kin
// word right after an indefinite count (好几个, 几个, 很多, 好多, 不少, 一些,
// 有些, 有的, 其他, 别的, 一帮, 一群, 别人家的, 人家的) names others, whoever
// they are. A number ("我两个孩子都咳嗽") still counts one's own.

// manyBefore are the indefinite counts.
var manyBefore = []string{"好几个", "几个", "很多", "好多", "不少", "一些", "有些", "有的", "其他", "其它", "别的", "一帮", "一群", "别人家的", "人家的", "好些"}

// experiencerOf returns who kin trigger t names: someone else when it is
// counted loosely, else its own relation.
func (c *contextInfo) experiencerOf(t foundTrigger) string {
	if manyKin(c.text, t.start, t.trigger) {
		return Other
	}
	return t.who
}

// manyKin reports whether kin trigger t, starting at rune start of rs, is
// right after an indefinite count (PersonWords reads it so too, for the
// readings of a relative speaking for the patient).
func manyKin(rs []rune, start int, t trigger) bool {
	if t.flags&fPron != 0 || t.who == Other {
		return false
	}
	before := string(rs[max(0, start-4):start])
	for _, w := range manyBefore {
		if strings.HasSuffix(before, w) {
			return true
		}
	}
	return false
}
