package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A Chinese "眼" counted on another part of the body is a hole in it, not an
// eye: "肚子那几个眼还有点疼", "肚皮上三个眼" are the ports of a keyhole
// operation, whose pain is the belly's.

// zhHoleCounters, right before "眼", count holes: "那几个眼", "三个眼".
var zhHoleCounters = []string{"个", "個", "俩", "倆", "仨"}

// zhHoledPlaces are the parts of the body a hole is counted on.
var zhHoledPlaces = []string{"肚子", "肚皮", "肚脐", "腹部", "肚", "腰", "背", "胸口", "身上", "伤口", "刀口"}

// countedHoles reports whether eye mention m is a counted hole in another
// part of the body its clause names before it (see above). "两个眼睛都
// 疼" counts the eyes.
func countedHoles(m extract.Mention, tx text) bool {
	if m.ConceptID != "site:eye" && m.ConceptID != "sym:eye_pain" || !strings.HasPrefix(extract.Normalize(m.Text), "眼") ||
		strings.HasPrefix(extract.Normalize(m.Text), "眼睛") {
		return false
	}
	before := strings.TrimRight(tx.before(m), " ")
	return endsWithAny(before, zhHoleCounters) && containsAny(before, zhHoledPlaces)
}
