package coref

import "regexp"

// A bare Chinese demonstrative is the drug just given when the turn asks
// how it is taken in ways zhCourseAsked does not hold:
//   - with a food or drink ("那个 能跟柚子一块儿吃不", "这个和牛奶一起喝行
//     吗"): a drug asked about with a food is a drug; after two drugs named
//     together, both (zh-dev31-013). The reference stays JustSaid, so after
//     a food the window named it is none.
//   - pointed at as just said ("刚才说那个 他喝下去要是吐了 咋整",
//     zh-dev31-001), with a verb of taking or feeding later in the turn;
//     "刚才说那个 是不是挺严重的" takes nothing and is no drug.
//
// Cantonese "嗰啲药", "呢啲药" (zh-dev31-002) are determiners of zhDet.
var (
	zhTakenWithAsked = regexp.MustCompile(`^\s*(?:能不能|能|可以|可不可以|好不好|行不行)?(?:跟|和|同|与|配)[^，。！？；,]{1,6}(?:一块儿|一块|一起|一齐|同时)(?:吃|喝|用|服|食)`)
	zhSaidJustNow    = regexp.MustCompile(`(?:刚才|刚刚|方才|才)(?:你|您|医生|大夫)?(?:说|讲|提|开)(?:的|嘅)?$`)
	// zhSaidJustNowMax is the most runes zhSaidJustNow matches.
	zhSaidJustNowMax = 6
	zhTakingLater    = regexp.MustCompile(`吃|喝|服|喂|用|食|打针|涂|抹|擦|贴|喷`)
)

// zhBareTakenAsked reports whether the bare demonstrative at i (d runes
// long) is asked how it is taken with a food, or pointed at as just said
// with a verb of taking after it.
func zhBareTakenAsked(rs []rune, i, d int) bool {
	rest := string(rs[i+d:])
	return zhTakenWithAsked.MatchString(rest) || saidJustNowBefore(rs, i) && zhTakingLater.MatchString(rest)
}

// saidJustNowBefore reports whether the words right before i say it was
// just said ("刚才你说的"). Only the runes a match can span are read: the
// whole text before i, at every rune of a long turn, made finding the
// references of one quadratic.
func saidJustNowBefore(rs []rune, i int) bool {
	return zhSaidJustNow.MatchString(string(rs[max(0, i-zhSaidJustNowMax):i]))
}
