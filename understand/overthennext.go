package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A Chinese illness said to end right before something else began ("感冒完了
// 就开始喘", "发烧退了以后就起疹子了", "感冒好了之后一直咳") is over: it is
// the time the new complaint is dated by, not a complaint of now.

// zhEndedThen, right after a finding, end it and go on to what came next:
// an end ("完了", "好了", "退了", "过了") and a "then" ("就", "以后", "之后",
// "后").
var zhEndedThen = regexp.MustCompile(`^(刚|才|一)?(完了|好了|退了|过了|过去了|好咗|完咗)(以后|以後|之后|之後|后|後|就|跟住|然后)`)

// zhOverThenNext reports whether Chinese finding m is said to end right
// before what the turn tells next (see above). "感冒还没好就开始喘" keeps it:
// the end is denied.
func zhOverThenNext(tx text, m extract.Mention) bool {
	if !isHan(m.Text) || m.Span[1] >= len(tx.runes) {
		return false
	}
	return zhEndedThen.MatchString(tx.between(m.Span[1], min(len(tx.runes), m.Span[1]+8)))
}
