package extract

import (
	"reflect"
	"testing"
)

// A clinician reads the patient's values out in the forms of the
// consulting room: a pressure "on" or "by" its diastolic, a weight of the
// one spoken to, a Chinese pair after how it was measured (issue 7).
func TestReadingsSaidInTheConsultingRoom(t *testing.T) {
	m := testMatcher(t)
	for _, c := range []struct {
		text    string
		concept string
		values  []float64
	}{
		{"Your blood pressure's 138 on 86 today.", "vital:bp", []float64{138, 86}},
		{"BP is 162 by 98, sister.", "vital:bp", []float64{162, 98}},
		{"You're 97 kilos this morning.", "vital:weight", []float64{97}},
		{"血压量出来一百五十六、九十四。", "vital:bp", []float64{156, 94}},
		{"血压测得一百三、八十。", "vital:bp", []float64{130, 80}},
		// Not a pressure: a count and a time, a dose on a day.
		{"Take 2 on Mondays.", "", nil},
		{"Two tablets, 10 by 9 o'clock.", "", nil},
		{"Aim for 120 on 300 days a year.", "", nil},
	} {
		r := m.Extract(c.text, at)
		var got []Measurement
		for _, ms := range r.Measurements {
			if ms.ConceptID != "" {
				got = append(got, ms)
			}
		}
		switch {
		case c.concept == "" && len(got) > 0:
			t.Errorf("%q: read %+v, want no reading", c.text, got)
		case c.concept != "" && (len(got) != 1 || got[0].ConceptID != c.concept || !reflect.DeepEqual(got[0].Values, c.values)):
			t.Errorf("%q: read %+v, want %s %v", c.text, got, c.concept, c.values)
		}
	}
}
