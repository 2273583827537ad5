package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// pauseMarks are what a Chinese speaker's pause is typed with.
const pauseMarks = "…．.。，,、 ~～"

// zhEchoNegators open the answer that follows a word echoed from the
// question: "不", "没", "冇", "唔".
var zhEchoNegators = []string{"没有", "沒有", "不", "没", "沒", "冇", "唔", "无", "無"}

// zhEchoThenDenied reports whether a Chinese complaint is only the
// question's word echoed while the patient thinks, then denied right
// after the pause: "脸麻不麻？" "麻……不麻", "疼不疼？" "疼，不疼", "头痛……冇
// 痛". The denial takes up the word again, or after a pause of thought its
// last character. "麻……有点麻", "麻，不厉害" keep the complaint, and "想吐，
// 没吐" is nausea without the vomiting.
func zhEchoThenDenied(tx text, m extract.Mention) bool {
	if !isHan(m.Text) {
		return false
	}
	rest := strings.TrimLeft(tx.from(m.Span[1]), pauseMarks+"-—")
	for _, f := range []string{"嗯", "呃", "啊", "那个", "那個"} {
		rest = strings.TrimLeft(strings.TrimPrefix(rest, f), pauseMarks)
	}
	if len(rest) == len(tx.from(m.Span[1])) {
		return false // no pause between: "麻不麻" is the question's own form
	}
	neg := startsWithAny(rest, zhEchoNegators)
	if neg == "" {
		return false
	}
	word := []rune(m.Text)
	denied := strings.TrimPrefix(rest, neg)
	denied = strings.TrimPrefix(denied, "怎么")
	after := tx.from(m.Span[1])
	gap := after[:len(after)-len(rest)] // rest is a tail of after
	paused := strings.Contains(gap, "…") || strings.Contains(gap, "..")
	for k := 0; k < len(word); k++ {
		tail := string(word[k:])
		if !strings.HasPrefix(denied, tail) {
			continue
		}
		// Only the verb taken up ("头疼……不疼") needs a pause of thought,
		// and a head that is no wish: "想吐，没吐" is nausea without
		// vomiting.
		if k > 0 && (!paused || startsWithAny(m.Text, zhWishHeads) != "") {
			return false
		}
		// "疼，不疼了": it went, which is another reading than a denial.
		return !strings.HasPrefix(denied[len(tail):], "了")
	}
	return false
}

// zhWishHeads open a complaint that is an urge, not the act: "想吐", "要呕".
var zhWishHeads = []string{"想", "要", "老想", "有点想", "有點想", "恶心想", "噁心想"}

// pauseThenDenied reports whether the first clause after a pause on the
// symptom verb denies that verb ("麻……不麻", "痛……冇痛"): the pause only
// echoed the question, and the denial is the answer.
func pauseThenDenied(rest []string, v rune) bool {
	for _, c := range rest {
		c = strings.Trim(c, "…. ,，")
		if c == "" {
			continue
		}
		neg := startsWithAny(c, zhEchoNegators)
		return neg != "" && strings.HasPrefix(strings.TrimPrefix(c, neg), string(v))
	}
	return false
}
