package extract

// A speaker searching for a name pauses on the word that stands for it:
// "吃过好几回那个……罗红霉素" (zh dev zh-s1-029), "吃的是那个…二甲双胍". The
// pause after 那个 or 这个 is no sentence end: the name found completes the
// phrase the verb began, so 吃过 still tells that the drug was taken before.
// Only after a verb that takes a name (吃, 用, 打, 开…, a few words before
// 那个): "恶心那个……没太注意" and "带状疱疹那个……我老伴儿前年得过" set a topic,
// and what follows the pause is a clause of its own. A pause after any other
// word ("喘……喘倒不咋喘", "左边……不对，右边") still ends the sentence.

// nameSearchWords, right before a pause, are what a speaker says while
// looking for a name.
var nameSearchWords = []string{"那个", "这个", "那个叫", "叫什么", "叫啥"}

// nameSearchPause reports whether the ellipsis at i only pauses on a word
// that stands for a name still to come: it follows 那个 or 这个 and a word,
// not punctuation, follows the pause.
func nameSearchPause(text []rune, i int) bool {
	s := i
	for s > 0 && text[s-1] == '…' {
		s--
	}
	e := i
	for e < len(text) && text[e] == '…' {
		e++
	}
	if e >= len(text) || text[e] < 0x4E00 || text[e] > 0x9FFF {
		return false
	}
	for _, w := range nameSearchWords {
		r := []rune(w)
		if s >= len(r) && string(text[s-len(r):s]) == w {
			return verbBefore(text, s-len(r))
		}
	}
	return false
}

// nameVerbs take a drug or a treatment by its name.
const nameVerbs = "吃食服用打开买换喝涂抹擦搽滴喷贴是"

// verbBefore reports whether a verb that takes a name stands within the
// six runes before i, with no punctuation between.
func verbBefore(text []rune, i int) bool {
	for k := i - 1; k >= 0 && k >= i-6; k-- {
		if text[k] == '…' {
			return false
		}
		if c, _ := isClausePunct(text, k); c {
			return false
		}
		for _, v := range nameVerbs {
			if text[k] == v {
				return true
			}
		}
	}
	return false
}
