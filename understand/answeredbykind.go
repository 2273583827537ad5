package understand

import "github.com/anamnesis-health/anamnesis/extract"

// anyOperation is the concept a question about operations asks of ("做过
// 手术吗？", "Have you had any operations?").
const anyOperation = "proc:surgery"

// operationTold reports whether statements, read from a patient's turn,
// tell of an operation the patient had while a question about any
// operation is open: the turn answered it ("做过手术吗？" "前年做过胆囊切
// 除"), though it said no yes or no. Left open, the question took a
// "还没确诊" two turns later as its "no", and denied the surgery just told.
func operationTold(asks []Ask, statements []Statement) bool {
	asked := false
	for _, a := range asks {
		asked = asked || a.Concept == anyOperation
	}
	if !asked {
		return false
	}
	for _, s := range statements {
		if s.Type == Procedure && !s.Negated && s.Experiencer == extract.Patient {
			return true
		}
	}
	return false
}

// saidHad reports whether statements, read from a turn's own words, hold
// concept as the patient's and present: an answer's "no" to the question
// does not deny it.
func saidHad(statements []Statement, concept string) bool {
	for _, s := range statements {
		if s.Concept == concept && !s.Negated && s.Experiencer == extract.Patient {
			return true
		}
	}
	return false
}
