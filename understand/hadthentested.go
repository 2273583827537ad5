package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A patient who says they have an illness and then, in a clause of its
// own, that they had a test ("医生，我是慢性肾病3期，今天拿了化验单，肾小球
// 滤过率38", round 16, zh/r16-zh10; "我有高血压，今天化验了") tells two
// things: the illness they have, and the test that followed. The test is
// not one for the illness, so the illness is had, not only tested for.
// A test in the illness's own clause ("查了有没有糖尿病", "糖尿病筛查") or
// named before it still makes it tested for.

// zhHaveWords, right before an illness in its clause, say the patient has
// it.
var zhHaveWords = []string{"我有", "我是", "我得了", "我患有", "我也有", "我还有", "我也是", "我本身有", "我一直有", "本身是"}

// zhTestedAfterwards reports whether Chinese mention m is an illness its
// own clause says the patient has, with the part's only test word in a
// later clause (see above).
func zhTestedAfterwards(tx text, m extract.Mention) bool {
	if !isHan(m.Text) {
		return false
	}
	start, end := tx.bounds(tx.part, m.Span[0])
	cs, ce := tx.bounds(tx.clause, m.Span[0])
	if containsAny(tx.between(start, ce), testWords) {
		return false
	}
	own := strings.TrimSpace(tx.between(cs, m.Span[0]))
	return endsWithAny(own, zhHaveWords) && containsAny(tx.between(ce, end), testWords)
}
