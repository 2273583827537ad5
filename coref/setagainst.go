package coref

import (
	"slices"
	"strings"
)

// A turn may speak of two things, one set against the other: "the
// antibiotic I was on before … because this cream isn't doing much", "新加的
// 那个降脂的药……它是跟原来那个一块儿吃". What the turn says of one (the
// other's dosage form, the other's being of before) is no qualifier of the
// reference: only the words of its own clause that are no other thing's.

// ownClause returns the clause of rs around refs[i] with the words of the
// turn's other references blanked, offsets kept.
func ownClause(rs []rune, refs []Reference, i int) string {
	blank := slices.Clone(rs)
	for j, r := range refs {
		if j == i || !validSpan(r.Span, len(blank)) {
			continue
		}
		for k := r.Span[0]; k < r.Span[1]; k++ {
			blank[k] = ' '
		}
	}
	return clauseAround(blank, refs[i].Span)
}

// withoutOldOne blanks the drug of before a clause sets the reference
// against ("跟原来那个一块儿吃"): its past is that drug's.
func withoutOldOne(clause string) string {
	return zhOldOne.ReplaceAllStringFunc(clause, func(s string) string { return strings.Repeat(" ", len(s)) })
}

// zhNow are words of now, or of a drug being taken now ("用着", "吃着"):
// set against a past word of another clause ("老早吃一粒就睏着了，现在要吃两
// 粒", "前些年打针过敏过一回……那药俺用着不要紧吧"), they make that word the
// time of something else (a dose, an allergy), the drug one taken now.
var zhNow = []string{"现在", "如今", "这会儿", "眼下", "目前", "用着", "吃着", "正在吃", "正在用"}

// pastOfAnother reports whether the turn's past word is another time's:
// none in the reference's own clause, and a word of now in that clause or
// a later one.
func pastOfAnother(rs []rune, refs []Reference, i int) bool {
	own := ownClause(rs, refs, i)
	if saysPast(own) || !validSpan(refs[i].Span, len(rs)) {
		return false
	}
	return hasAny(string(rs[refs[i].Span[0]:]), zhNow)
}
