package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A Chinese pressure is often answered as two numbers alone ("量了的。昨天早
// 上是一百四十六、八十八") after a question about the pressure or the
// hypertension it is measured for ("高血压控制得咋样？在屋头量没得？"),
// which the ask of a reading does not cover when the question names the
// condition, or tells the patient to measure rather than asks. The
// extraction leaves such a pair without a quantity (extract.plainReadings):
// it is a blood pressure only when the turn before spoke of one and the
// patient says it was measured (量).

// A temperature is answered as a number alone after a question about a
// fever ("Any fever?" "I had 100.4 this afternoon"): the extraction leaves
// a value that can only be a body temperature without a quantity, and it is
// one when the turn before asked about a fever or the temperature.

// feverTopics are the concepts a turn before must name.
var feverTopics = map[string]bool{"sym:fever": true, "vital:temperature": true}

// temperaturesAnswered names the unlabelled temperatures of a patient's
// turn when the turn before, a clinician's or an assistant's, spoke of a
// fever.
func temperaturesAnswered(x extract.Result, prior []Prior) extract.Result {
	if len(prior) == 0 || prior[len(prior)-1].Speaker == Patient {
		return x
	}
	topic := false
	for _, m := range prior[len(prior)-1].Reading.Extract.Mentions {
		if feverTopics[m.ConceptID] && m.Assertion.Experiencer == extract.Patient {
			topic = true
		}
	}
	if !topic {
		return x
	}
	for i, ms := range x.Measurements {
		if ms.ConceptID == "" && (ms.Unit == "°C" || ms.Unit == "°F") && len(ms.Values) == 1 {
			x.Measurements[i].ConceptID = "vital:temperature"
		}
	}
	return x
}

// pressureTopics are the concepts a turn before must name.
var pressureTopics = map[string]bool{"vital:bp": true, "cond:hypertension": true, "vital:systolic_bp": true, "vital:diastolic_bp": true}

// pressuresAnswered names the unlabelled pressure pairs of a patient's
// turn as blood pressures when the turn before spoke of the pressure.
func pressuresAnswered(t Turn, x extract.Result, prior []Prior) extract.Result {
	if len(prior) == 0 || !strings.Contains(t.Text, "量") {
		return x
	}
	before := prior[len(prior)-1]
	if before.Speaker == Patient {
		return x
	}
	topic := false
	for _, m := range before.Reading.Extract.Mentions {
		if pressureTopics[m.ConceptID] && !m.Assertion.Negated && m.Assertion.Experiencer == extract.Patient {
			topic = true
		}
	}
	if !topic {
		return x
	}
	for i, ms := range x.Measurements {
		if ms.ConceptID == "" && ms.Unit == "mmHg" && len(ms.Values) == 2 {
			x.Measurements[i].ConceptID = "vital:bp"
		}
	}
	return x
}
