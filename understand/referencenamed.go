package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A measure named as what another reading is judged by is not measured:
// "for your height I'd expect more like five hundred and sixty" gives the
// peak flow expected, not a height; "按你这个身高，应该有五百多" the same.

// referenceLeads, right before the measure's name, make it the yardstick.
var referenceLeads = []string{"for your", "for his", "for her", "for their", "for my", "for someone of your", "for a man of your", "for a woman of your",
	"按你这个", "按您这个", "按你的", "按您的", "照你这个", "以你这个"}

// referenceOnly reports whether observation mention m is named as the
// yardstick of another reading.
func referenceOnly(tx text, m extract.Mention) bool {
	before := strings.TrimRight(strings.ToLower(tx.before(m)), " ")
	for _, w := range referenceLeads {
		if strings.HasSuffix(before, w) {
			return true
		}
	}
	return false
}
