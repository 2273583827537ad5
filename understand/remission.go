package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A cancer in remission is no cancer of now: "Are you finished with your
// cancer treatments?" "Yes. I am in remission now." (MTS), "my lymphoma is
// in remission". The annotators read it past. A chronic illness in
// remission is another matter: "ulcerative colitis, in remission since 2023
// on mesalamine" goes on, held down by the drug, so only a malignancy
// (ICD-10 block C) is put in the past.

// enInRemission says a disease is in remission; enOutOfRemission, right
// before it, says it is not ("not in remission any more", "no longer in
// remission").
var (
	enInRemission    = regexp.MustCompile(`\bin (?:complete |full |partial |total )?remission\b`)
	enOutOfRemission = regexp.MustCompile(`\b(?:not|no longer|never|n't)\s+(?:been\s+)?$`)
)

// malignant reports whether concept is a malignancy (ICD-10 C00-C96).
func (r *Reader) malignant(concept string) bool {
	c, ok := r.onto.Concept(concept)
	return ok && strings.HasPrefix(c.Code.Code, "C")
}

// saidInRemission reports whether the turn says the patient's disease is in
// remission: the sentence of its name when the turn names it (found), or
// anywhere in the turn when it answers a question that named it ("Yes. I am
// in remission now").
func saidInRemission(tx text, m extract.Mention, found bool) bool {
	where := tx.str
	if found {
		where = tx.sentenceOf(m.Span[0])
	}
	for _, loc := range enInRemission.FindAllStringIndex(where, -1) {
		if !enOutOfRemission.MatchString(where[:loc[0]]) {
			return true
		}
	}
	return false
}
