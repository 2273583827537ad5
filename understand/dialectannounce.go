package understand

import (
	"regexp"
	"strings"
)

// A parent who speaks Cantonese or Shanghainese announces whom they ask
// for as a Mandarin speaker does, in the words of their own speech:
// "我系BB阿妈，帮佢问下" is "我是宝宝妈妈，帮他问下" (round 16, zh/r16-zh03:
// the announcement went unread, so the five-month-old's fever became the
// mother's, and the mother's own cefuroxime and throat infection the
// baby's), and "我是小囡姆妈，帮阿拉儿子问问" is "我是孩子妈妈，帮我儿子问问"
// (zh/r16-zh06: the mother's own levothyroxine and hypothyroidism became
// the nine-year-old's). Read in Mandarin words, the announcement is the
// one typistOf knows, and it finds who is who in it:
//
//   - Cantonese: the copula 系 (係) is 是, the pronoun 佢 is 他 or 她, and
//     "BB" is 宝宝;
//   - Shanghainese (Wu): 阿拉 is 我 or 我们 (my), 小囡 is 孩子, 姆妈 is 妈妈,
//     and 伊 is 他 or 她.
//
// 佢 and 伊 say nothing of sex, so they read as 患者 (the one asked for),
// never as 他 (which would make a parent a father). Only the announcing
// phrases are rewritten: what the turn tells is read in its own words.

// dialectAnnouncing rewrites the dialect words of an announcement into the
// Mandarin ones typistOf reads. Text is normalized (lower case).
var dialectAnnouncing = strings.NewReplacer(
	// "我係佢個女，打嚟問下我阿媽" (s53 blind round 21 zh01): 个女 and 个仔
	// are a daughter and a son.
	"我系佢个女", "我是患者的女儿", "我係佢個女", "我是患者的女儿", "我系佢個女", "我是患者的女儿", "我係佢个女", "我是患者的女儿",
	"我系佢个仔", "我是患者的儿子", "我係佢個仔", "我是患者的儿子", "我系佢個仔", "我是患者的儿子", "我係佢个仔", "我是患者的儿子",
	"我系佢", "我是患者", "我係佢", "我是患者", "我是伊", "我是患者",
	"我系", "我是", "我係", "我是",
	"佢系我", "患者是我", "佢係我", "患者是我", "伊是我", "患者是我",
	"帮佢", "帮患者", "替佢", "替患者", "代佢", "代患者",
	"帮伊", "帮患者", "替伊", "替患者", "代伊", "代患者",
	"帮阿拉", "帮我", "替阿拉", "替我", "代阿拉", "代我",
	"小囡", "孩子", "姆妈", "妈妈",
)

// babyBB is "BB" as a word of its own, not letters of an English word
// ("hobby").
var babyBB = regexp.MustCompile(`(^|[^a-z])bb([^a-z]|$)`)

// mandarinAnnouncement returns text with the dialect words of an
// announcement read as Mandarin (see above).
func mandarinAnnouncement(text string) string {
	if !strings.ContainsAny(text, "系係佢伊囡拉姆") && !strings.Contains(text, "bb") {
		return text
	}
	return babyBB.ReplaceAllString(dialectAnnouncing.Replace(text), "${1}宝宝${2}")
}
