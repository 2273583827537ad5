package understand

import "strings"

// A bare denial may end on a sentence-final particle that adds only a
// tone: "耳鸣……冇喎，听嘢都得", "心慌……没有啊", "发烧……冇啦". "吧", which
// hedges, is not one of them: "没有吧" is read as a hedged denial.

// toneParticles end a clause and add no meaning.
const toneParticles = "喎啊呀啦喔哦噢嘞咧咯嘛喇"

// withoutToneParticles returns after with the tone particles it opens with
// taken off, when only a clause end or nothing follows them; else after as
// it is.
func withoutToneParticles(after []rune) []rune {
	i := 0
	for i < len(after) && strings.ContainsRune(toneParticles, after[i]) {
		i++
	}
	if i == 0 || i < len(after) && !strings.ContainsRune(".。!！;；,，…?？ ", after[i]) {
		return after
	}
	return after[i:]
}
