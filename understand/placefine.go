package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A place said to be fine in answer to a question about its pain ("膝盖痛不
// 痛？" "膝盖没得事。") denies that pain (finePartsAnswered, with the knee and
// the ankle among zhBodyParts). A bare 痛 elsewhere in the same answer
// ("能走，就是痛", the ankle the patient came with) was read as the pain
// asked of the place; the place said fine says it is another's, so the
// pain of the place is only denied.

// placePainsFine drops the affirmed statements of a finding asked about
// whose place the answer says is fine, when no mention names the finding
// in other words than the place's: the denial the answer gives stands
// alone.
func placePainsFine(x extract.Result, text string, asks []Ask, sts []Statement) []Statement {
	fine := finePartsAnswered(strings.ToLower(extract.Normalize(text)), asks)
	if len(fine) == 0 {
		return sts
	}
	kept := sts[:0]
	for _, s := range sts {
		if words, ok := fine[s.Concept]; ok && !s.Negated && s.Experiencer == extract.Patient && namedOnlyAsPart(x, s.Concept, words) {
			continue
		}
		kept = append(kept, s)
	}
	return kept
}
