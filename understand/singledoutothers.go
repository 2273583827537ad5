package understand

import (
	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// An only-word ("就是", "just") before a finding singles it out as the
// patient's only one and denies the rest asked (singledOut). Before someone
// else's finding ("我同事就是胆结石", s43 blind round 9 zh17) it singles out
// nothing of the patient's: the surgery question still open took it as its
// no and wrote "denies surgery", though the patient had said the appendix
// was out. And an operation of the patient's named in the answer says which
// operation was had ("就是阑尾割了"): the question about any operation is
// answered by it, not denied beside it.

// singledOutOfAnother reports whether mention m is told of someone other
// than the patient, so an only-word before it says nothing of the patient.
func singledOutOfAnother(m extract.Mention) bool {
	return m.Assertion.Experiencer != "" && m.Assertion.Experiencer != extract.Patient
}

// operationNamed reports whether the answer names an operation of the
// patient's, not denied, doubted or supposed.
func operationNamed(x extract.Result) bool {
	for _, m := range x.Mentions {
		if m.Type == ontology.TypeProcedure && !singledOutOfAnother(m) && !m.Assertion.Negated && !m.Assertion.Uncertain && !m.Assertion.Hypothetical {
			return true
		}
	}
	return false
}
