package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A clinician reads out the drugs on the record and asks whether the
// patient takes them: "Do you take Diovan, estradiol, Norvasc, Wellbutrin?"
// "Yes." (mts-dialog dev train-396), "Are you taking metformin and
// lisinopril?" "Yes." A bare yes to a list joined by "and" takes each, as
// the patient would otherwise say which; an answer that names one of them
// says which ("有，食阿士匹林", zh/l1-020), a list with "or" asks which, and
// drugs given as examples of a kind ("阿士匹林、华法林呢啲药") ask of the kind.

// drugsListedTogether reports whether sentence s names two drugs or more,
// with no word of a choice between them.
func drugsListedTogether(s sentence, x extract.Result) bool {
	n := 0
	for _, m := range x.Mentions {
		if s.in(m.Span) && (m.Type == ontology.TypeDrug || m.Type == ontology.TypeDrugClass) {
			n++
		}
	}
	return n >= 2 && !hasAnyWord(strings.ToLower(s.text), []string{"or", "either", "which", "such as", "like", "或", "或者", "还是"}) &&
		!containsAny(s.text, []string{"呢啲", "这些", "那些", "之类", "这类", "那类", "等等"})
}
