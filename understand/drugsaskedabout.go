package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A patient's question that opens "what about" or "how about" and names a
// drug asks whether it would do ("What about the allopurinol, like my
// brother?", "How about ibuprofen instead?"): the drug is one the patient
// wonders about, not one they take. The whole question is the asking, as
// with a question that opens with its verb, so a comparison after the
// drug ("like my brother") does not free it. Only drugs: "what about the
// headaches?" brings up a complaint the patient has as often as not.

// topicAskOpeners open a question about a thing put forward.
var topicAskOpeners = []string{"what about", "how about", "and what about", "and how about", "so what about", "so how about", "what about taking",
	"how about taking"}

// drugAskedAbout reports whether drug mention m is what a question that
// opens with a topic-asking phrase puts forward.
func drugAskedAbout(sentence string, m extract.Mention) bool {
	if m.Type != ontology.TypeDrug && m.Type != ontology.TypeDrugClass {
		return false
	}
	return startsWithAny(strings.TrimLeft(strings.ToLower(sentence), " ,."), topicAskOpeners) != ""
}
