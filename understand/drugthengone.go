package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A drug taken or switched to, then 就 and a word of an end, is what made
// something else go, not a drug denied: "后来换咗必妥维就冇晒啦" (s49 blind
// round 18 zh18: the side effects of the drug before all went) read the
// Biktarvy refuted, the 冇 of 冇晒 leaning back onto it. A drug right after
// a verb of switching or taking (换咗, 换了, 换成, 改用, 改食, 食咗, 吃了) and
// right before 就 and an end (冇晒, 冇咗, 冇了, 没了, 没有了, 好了, 好咗) is
// taken. "阿莫西林就没了" (no verb before: run out, zhRanOut) is left as read.

// zhSwitchedToLead, right before the drug, switch to it or take it.
var zhSwitchedToLead = []string{"换咗", "換咗", "换了", "換了", "换成", "換成", "改用", "改食", "改吃", "食咗", "吃了", "用了", "用咗"}

// zhThenGone, right after the drug, say something ended with it.
var zhThenGone = []string{"就冇晒", "就冇咗", "就冇了", "就没了", "就沒了", "就没有了", "就沒有了", "就好了", "就好咗", "就好晒", "便冇晒", "便没了"}

// zhDrugThenGone reports whether the Chinese drug mention m is switched to
// or taken, and then something is gone (see above).
func zhDrugThenGone(tx text, m extract.Mention) bool {
	if !isHan(m.Text) {
		return false
	}
	before := strings.TrimRight(tx.before(m), " ")
	after := strings.TrimLeft(tx.after(m), " ")
	return endsWithAny(before, zhSwitchedToLead) && startsWithAny(after, zhThenGone) != ""
}
