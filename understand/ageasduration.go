package understand

import (
	"regexp"
	"strings"
)

// A child's age is no duration: "宝宝五个多月，昨晚开始发烧" (s46 blind round
// 13 zh02) gave the fever a duration of five months, the baby's age. A
// length of time right after the word for a person ("宝宝", "孩子", "他",
// "我儿子", with 今年/才/刚满 between) and closing its clause (or with 大, "五
// 个月大") tells how old they are; "他三天没吃饭" and "咳嗽三天了" are lengths.

// agedPerson ends the words before an age.
var agedPerson = regexp.MustCompile(`(?:宝宝|宝贝|孩子|小孩|儿子|女儿|闺女|孙子|孙女|外孙|外孙女|娃|他|她)(?:今年|才|刚|刚满|刚刚|已经|满)?\s*$`)

// ageSaid reports whether the duration at span, in tx, is an age (see
// above).
func ageSaid(tx text, span [2]int) bool {
	if span[1] > len(tx.runes) || !agedPerson.MatchString(tx.between(max(0, span[0]-6), span[0])) {
		return false
	}
	after := strings.TrimLeft(tx.from(span[1]), " ")
	return after == "" || startsWithAny(after, []string{"，", ",", "。", ".", "大", "！", "；"}) != ""
}
