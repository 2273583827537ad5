package understand

import (
	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// zhGivenTo, right before a drug, tell that the speaker gave it to someone
// else: "给她喂了美林", "给孩子吃了退烧药".
var zhGivenTo = []string{"给她喂", "给他喂", "给孩子喂", "给宝宝喂", "给娃喂", "喂了", "喂她", "喂他", "给她吃", "给他吃", "给孩子吃", "给宝宝吃", "给娃吃",
	"俾佢食", "餵咗", "给她用", "给他用", "给孩子用"}

// carerReading returns whose an observation is when the speaker took it as
// a carer: a reading in a sentence where the speaker gives a drug to
// someone else ("下午开始烧的，我量的三十九度五，给她喂了美林", a mother of a
// child of eighteen months) is that person's, not the speaker's. The
// drug's owner, as the reading gave it, is the owner of the reading; ""
// when there is none.
func carerReading(x extract.Result, tx text, s Statement, st []Statement) string {
	var sent = -1
	for _, q := range x.Measurements {
		if q.ConceptID == s.Concept && q.Span[0] < len(tx.runes) {
			sent = tx.sent[q.Span[0]]
			break
		}
	}
	if sent < 0 {
		return ""
	}
	for _, m := range x.Mentions {
		if m.Type != ontology.TypeDrug && m.Type != ontology.TypeDrugClass || tx.sent[m.Span[0]] != sent {
			continue
		}
		if !containsAny(tx.before(m), zhGivenTo) {
			continue
		}
		for _, d := range st {
			if d.Concept == m.ConceptID && d.Type == Medication && d.Experiencer != extract.Patient && d.Experiencer != "" {
				return d.Experiencer
			}
		}
	}
	return ""
}
