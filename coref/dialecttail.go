package coref

import (
	"regexp"
	"unicode/utf8"
)

// A condition told by a description may end in a dialect's words for
// "的那个病": Cantonese "…啲尿好多泡嗰个病", "…成日痕嘅病", "…嘅嗰个毛病".
// Read as "…的那个病" (described.go),
// the description's signs rank the record's conditions (zh-dev33-018: the
// resolved nephrotic syndrome told by its swelling and foamy urine, not the
// active kidney stones). A verb of taking before it still makes a drug.
const zhDialectDescribedTail = `|嘅(?:嗰个|呢个|嗰种)?(?:老)?(?:毛病|病)|嗰(?:个|种|只)(?:老)?(?:毛病|病)`

// zhCantoHeart is Cantonese "我个心嘅毛病", "佢嘅心嘅问题": the heart said
// bare, which Mandarin leaves to the mind ("心里"), is the organ when
// owned with 个 or 嘅 and its trouble said with 嘅.
var zhCantoHeart = regexp.MustCompile(`(?:我|佢|你)(?:个|嘅)(心)嘅(?:老)?(?:毛病|病|问题)`)

// cantoHeartRefs finds those phrases: a condition of the heart.
func cantoHeartRefs(rs []rune, taken [][2]int) []Reference {
	var out []Reference
	s := string(rs)
	for _, m := range zhCantoHeart.FindAllStringSubmatchIndex(s, -1) {
		span := [2]int{utf8.RuneCountInString(s[:m[2]]), utf8.RuneCountInString(s[:m[1]])}
		if overlapsAny(span, taken) {
			continue
		}
		out = append(out, Reference{Span: span, Kind: KindCondition, Topic: "site:heart"})
	}
	return out
}
