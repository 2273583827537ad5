package understand

import (
	"regexp"
	"strconv"
	"strings"
)

// A dose corrected with a bare number (blind round 10 zh08): "我现在吃的降压
// 药是缬沙坦，80毫克一天一次" "不对不对，我看了一下盒子，是160的" kept 80 mg.
// The drug was told with its class (降压药), which correctedDose took for a
// second drug, and "是160的" is no dose the extractor reads. A class the one
// drug of the turn belongs to is that drug (drugOfItsClass), and a bare
// "是N的" in the correction is the dose in the unit told before
// (bareDoseCorrected), within a tenfold of it.

// drugOfItsClass reports whether a and b are one drug told with its class:
// one of them a class the other is in.
func (r *Reader) drugOfItsClass(a, b string) bool {
	return r.onto.InClass(a, b) || r.onto.InClass(b, a)
}

// moreSpecific returns the drug rather than its class.
func moreSpecific(a, b Statement) Statement {
	if strings.HasPrefix(a.Concept, "class:") {
		return b
	}
	return a
}

// bareNumberSaid is "是160的", "是500的": a number said as what it is.
var bareNumberSaid = regexp.MustCompile(`是\s*(\d+(?:\.\d+)?)\s*的`)

// bareDoseCorrected returns the dose a bare number in the correcting text
// says, in the unit of the dose told before ("80 mg"), or "".
func bareDoseCorrected(text, before string) string {
	g := bareNumberSaid.FindStringSubmatch(text)
	fields := strings.Fields(before)
	if g == nil || len(fields) != 2 {
		return ""
	}
	v, err1 := strconv.ParseFloat(g[1], 64)
	was, err2 := strconv.ParseFloat(fields[0], 64)
	if err1 != nil || err2 != nil || v <= 0 || was <= 0 || v > was*10 || v < was/10 {
		return ""
	}
	return doseText(v, fields[1])
}
