package coref

import (
	"regexp"
	"unicode/utf8"
)

// A bare 那个/这个 may be the drug the patient accepts or was switched to:
// "那就吃那个呗" after a clinician's choice, "换的这个，是不是也得抽血". Only
// the drugs the last turns named are meant (JustSaid), never the record's:
// 那个 alone may as well be a food or a test, and a window that names no
// drug leaves it nothing.
//
// takenThatZh is 就 with a verb of taking before the demonstrative ("那就吃
// 那个呗"), or a verb of switching with 的 before it at the clause's start
// ("换的这个"); either ends its clause, a particle at most after it: "吃那个
// 饭" is no drug.
var takenThatZh = regexp.MustCompile(`就(?:吃|用|换|上|打|喷|抹)(那个|这个|那种|这种)(?:呗|吧|啊|呀|嘛|了)?(?:[\s。！？；，、,.;!?]|$)|` +
	`(?:^|[\s。！？；，、,.;!?那你您])(?:换|改|换成|改成)的(这个|那个|这种|那种)(?:[\s。！？；，、,.;!?]|$)`)

// zhTakenThatRefs finds the first takenThatZh demonstrative that overlaps
// nothing taken.
func zhTakenThatRefs(rs []rune, taken [][2]int) []Reference {
	text := string(rs)
	for _, m := range takenThatZh.FindAllStringSubmatchIndex(text, -1) {
		g := 2
		if m[g] < 0 {
			g = 4
		}
		start := utf8.RuneCountInString(text[:m[g]])
		span := [2]int{start, start + utf8.RuneCountInString(text[m[g]:m[g+1]])}
		if !validSpan(span, len(rs)) || overlapsAny(span, taken) {
			continue
		}
		return []Reference{{Span: span, Kind: KindDrug, JustSaid: true}}
	}
	return nil
}
