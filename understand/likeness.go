package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// likenedInApposition reports whether a mention is the likeness set after
// a sensation, a comma between: "small cramping, like period pain", "a bit
// crampy, like period cramps". The likeness tells what the sensation is
// like; the illness it names is not said to be had. ("I feel like I've got
// the flu" is a hedge, which likeness and the hedges read.)
func likenedInApposition(tx text, m extract.Mention) bool {
	before := strings.TrimRight(sentenceBefore(tx, m), " ")
	for _, w := range []string{"like a", "like an", "like the", "like"} {
		if lead, ok := strings.CutSuffix(before, w); ok && (lead == "" || !isLatinByte(lead[len(lead)-1])) {
			lead = strings.TrimRight(lead, " ")
			for _, hedge := range []string{"kind of", "sort of", "a bit", "bit", "just", "more"} {
				lead = strings.TrimRight(strings.TrimSuffix(lead, hedge), " ")
			}
			return strings.HasSuffix(lead, ",")
		}
	}
	return false
}

// simileOpen and simileClose frame a Chinese simile: "跟抽筋似的", "跟晒伤
// 一样", "像个孕妇似的".
var (
	simileOpen  = []string{"跟", "像", "好像", "就像", "跟个", "像个", "跟那", "像那", "如同", "仿佛", "好似", "似"}
	simileClose = []string{"似的", "一样", "一般", "似地", "了似的", "了一样", "的一样", "咁", "噉"}
)

// inSimile reports whether a Chinese mention is what something is likened
// to, framed on both sides ("酸疼，跟抽筋似的"): it tells what the complaint
// is like, not a finding of its own.
func inSimile(m extract.Mention, tx text) bool {
	if !isHan(m.Text) {
		return false
	}
	before := strings.TrimRight(tx.before(m), " ")
	after := strings.TrimLeft(tx.after(m), " ")
	// The lexicon may hold the close as part of the name ("针扎一样").
	return endsWithAny(before, simileOpen) && (startsWithAny(after, simileClose) != "" || endsWithAny(m.Text, simileClose))
}
