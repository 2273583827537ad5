package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A quit told right after a bare no to the habit asked takes the no back:
// "Do you smoke?" "No." "Well, I mean, I quit in January. Before that 10 a
// day for twenty years." (s44 blind round 10, en07). The no answered the
// question and closed it, so the quit answered nothing and the record kept
// a never-smoker. The patient meant "not now": the habit is a former one,
// and the denial of the turn before is withdrawn.

// quitAfterNo returns the former habit a patient's turn tells by opening
// with a quit (givenUpAnswer), when the patient's turn right before only
// denied that one habit, asked in the turn before it; and that denial, to
// withdraw. A turn that names a habit of its own is read by its own words.
func quitAfterNo(text string, statements []Statement, prior []Prior) (former, denied []Statement) {
	for _, s := range statements {
		if strings.HasPrefix(s.Concept, "social:") {
			return nil, nil
		}
	}
	n := len(prior)
	if n < 2 || !givenUpAnswer(text) {
		return nil, nil
	}
	no, asked := prior[n-1], prior[n-2]
	if no.Speaker != Patient || !no.Reading.Answered || len(no.Reading.Statements) != 1 || asked.Speaker == Patient {
		return nil, nil
	}
	d := no.Reading.Statements[0]
	if d.Type != Observation || !strings.HasPrefix(d.Concept, "social:") || !d.Negated || d.Experiencer != extract.Patient {
		return nil, nil
	}
	for _, a := range asked.Reading.Asks {
		if a.Concept == d.Concept {
			gone := Statement{Type: d.Type, Concept: d.Concept, Display: d.Display, Experiencer: extract.Patient, Confidence: d.Confidence}
			was := Statement{Type: d.Type, Concept: d.Concept, Display: d.Display, Experiencer: extract.Patient, Confidence: d.Confidence,
				Status: Inactive, Historical: true, Attributes: map[string]string{}}
			return []Statement{was}, []Statement{gone}
		}
	}
	return nil, nil
}
