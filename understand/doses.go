package understand

import (
	"strconv"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// unitCounts are the dose units that count what is taken each time, not
// the drug's strength.
var unitCounts = map[string]bool{"tablet": true, "capsule": true, "puff": true, "drop": true, "sachet": true}

// setDose writes the dose of d to attrs. A count of tablets said with a
// strength ("阿司匹林100毫克，每天一片") is how many are taken each time: it
// does not replace the strength, which says more of the drug.
func setDose(attrs map[string]string, d extract.Dose) {
	if d.Value <= 0 {
		return
	}
	if prev, ok := attrs["dose"]; ok && unitCounts[d.Unit] && !unitCounts[prev[strings.LastIndexByte(prev, ' ')+1:]] {
		return
	}
	attrs["dose"] = strings.TrimSpace(strconv.FormatFloat(d.Value, 'f', -1, 64) + " " + d.Unit)
}
