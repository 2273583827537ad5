package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
)

// zhThenWeSee, right after a Chinese condition, puts it off to when it
// comes: "怀上了再说", "真发烧了再讲", "有了再看".
var zhThenWeSee = regexp.MustCompile(`^[^，,。！!？?；;]{0,2}?了?再(说|說|讲|講|看|算|考虑|考慮|商量)`)

// zhOnceItComes reports whether a Chinese complaint or condition is only
// what may come, told with "…了再说" ("好，我先吃着，怀上了再说"): not had
// now.
func zhOnceItComes(tx text, m extract.Mention) bool {
	return isHan(m.Text) && zhThenWeSee.MatchString(tx.after(m))
}
