package coref

import (
	"regexp"
	"unicode/utf8"
)

// lookSublingual is a drug held under the tongue ("我那个含在舌头底下的药",
// "舌头下面含的那个"): the nitrates, whose tablets and sprays are taken so
// (C01DA; as the lexicon's "one I put under my tongue" for English).
const lookSublingual = "sublingual"

func init() { mannerATC[lookSublingual] = []string{"C01DA"} }

// zhUnderTongue is such a phrase; it ends in 的 and a drug's noun or
// determiner, so "舌头底下长了个泡" is none.
var zhUnderTongue = regexp.MustCompile(`(?:那个|这个)?(?:含在|放在|压在)?舌(?:头)?(?:底下|下面|下头|下)(?:含|压|放)?(?:着)?的(?:那个|那种|那片|药片|药)`)

// underTongueRefs finds a Chinese drug phrase of holding under the tongue.
func underTongueRefs(rs []rune, taken [][2]int) []Reference {
	s := string(rs)
	var out []Reference
	for _, m := range zhUnderTongue.FindAllStringIndex(s, -1) {
		span := [2]int{utf8.RuneCountInString(s[:m[0]]), utf8.RuneCountInString(s[:m[1]])}
		if span[1] < len(rs) && rs[span[1]] == '药' {
			span[1]++ // "的那个药"
		}
		if overlapsAny(span, taken) {
			continue
		}
		out = append(out, Reference{Span: span, Kind: KindDrug, Look: lookSublingual})
		taken = append(taken, span)
	}
	return out
}
