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
