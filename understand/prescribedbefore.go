package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// zhBeforeWords date a prescription at a time gone by.
var zhBeforeWords = []string{"之前", "以前", "上次", "原来", "早先", "先前"}

// zhPrescribedBefore reports whether the clinician tells drug mention m as
// prescribed at a time gone by, most often as a question without a mark:
// "之前不是还开过吡格列酮", "以前给你开过二甲双胍". What was prescribed then
// is no order of now.
func zhPrescribedBefore(tx text, m extract.Mention) bool {
	before := tx.before(m)
	if !containsAny(before, zhBeforeWords) {
		return false
	}
	lead := strings.TrimRight(before, "那个这个了 ")
	for _, v := range []string{"开过", "开了", "吃过", "用过", "开的"} {
		if strings.HasSuffix(lead, v) || strings.HasSuffix(lead, v+"你") || strings.HasSuffix(lead, v+"您") {
			return true
		}
	}
	return false
}
