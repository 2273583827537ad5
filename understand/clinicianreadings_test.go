package understand_test

import (
	"testing"

	"github.com/anamnesis-health/anamnesis/understand"
)

// A value a clinician reads out to the patient is the patient's reading; a
// value named as a question, a condition, a target or norm, an earlier
// reading, a change to make or someone else's is none (issue 7).
func TestClinicianReadingsAreThePatients(t *testing.T) {
	r := newReader(t)
	for _, c := range []struct {
		text string
		want map[string]string // concept -> value
	}{
		{"Your blood pressure today is 144 over 92, and your pulse is 76.", map[string]string{"vital:bp": "144/92", "vital:heart_rate": "76"}},
		{"Okay, your HbA1c came back at 8.1%, which is higher than I'd like.", map[string]string{"lab:hba1c": "8.1"}},
		{"体温三十八度二，有点烧。", map[string]string{"vital:temperature": "38.2"}},
		{"血压一百五十二、九十六，偏高。", map[string]string{"vital:bp": "152/96"}},
		// Read twice: the later one is now.
		{"It was 188 over 104 when you arrived, and after a rest it's 164 over 96.", map[string]string{"vital:bp": "164/96"}},
		// Asked, set as a condition, a target or norm, a change to make.
		{"Was your pressure 150 over 90 at home?", nil},
		{"If your temperature goes above 38.5 °C, ring us.", nil},
		{"We want it under 140 over 90.", nil},
		{"A normal HbA1c is below 6%.", nil},
		{"糖化要控制在7%以下。", nil},
		{"体重先减个五公斤。", nil},
		{"烧过三十八度五再吃退烧药。", nil},
		{"Your eGFR is in the low 50s.", nil},
		// Earlier, or someone else's.
		{"Last time it was 170 over 100.", nil},
		{"Your husband's pressure was 160 over 95 too.", nil},
	} {
		got := map[string]string{}
		for _, s := range r.Read(understand.Turn{Speaker: understand.Clinician, Text: c.text, At: at}, nil).Statements {
			if s.Type == understand.Observation && s.Experiencer == "patient" && !s.Negated {
				got[s.Concept] = s.Attributes["value"]
			}
		}
		if len(got) != len(c.want) {
			t.Errorf("%q: read %v, want %v", c.text, got, c.want)
			continue
		}
		for k, v := range c.want {
			if got[k] != v {
				t.Errorf("%q: read %v, want %v", c.text, got, c.want)
			}
		}
	}
}
