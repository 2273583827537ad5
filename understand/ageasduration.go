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

// gestationWords, right after a length in weeks, make it how far along a
// pregnancy is: "I'm 28 weeks now with my second, and the heartburn's back"
// (review 12 E06) gave the heartburn 28 weeks.
var gestationWords = []string{"pregnant", "along", "gone", "now with", "with my", "of pregnancy", "gestation", "into the pregnancy", "into my pregnancy"}

// gestationSaid reports whether the length at span is a pregnancy's weeks:
// "I'm 28 weeks now", "28 weeks pregnant", "孕28周", "怀孕28周".
func gestationSaid(tx text, span [2]int) bool {
	if span[1] > len(tx.runes) {
		return false
	}
	before := strings.ToLower(strings.TrimRight(tx.between(max(0, span[0]-8), span[0]), " "))
	if strings.HasSuffix(before, "孕") || strings.HasSuffix(before, "怀孕") || strings.HasSuffix(before, "i'm") || strings.HasSuffix(before, "i am") {
		return true
	}
	return startsWithAny(strings.ToLower(strings.TrimLeft(tx.from(span[1]), " ")), gestationWords) != ""
}
