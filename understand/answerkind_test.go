package understand_test

import (
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/understand"
)

// A patient's answer to a clinical question is info, whatever words it
// uses; a courtesy after it, and small talk with nothing clinical before
// it, stay chit-chat (answerkind.go).
func TestAnAnswerToAClinicalQuestionIsNoChitchat(t *testing.T) {
	r := newReader(t)
	at := time.Date(2026, 3, 14, 9, 0, 0, 0, time.UTC)
	asked := r.Read(understand.Turn{Speaker: understand.Clinician, Text: "And how old was your father when he had the bowel cancer?", At: at}, nil)
	weather := r.Read(understand.Turn{Speaker: understand.Assistant, Text: "Lovely weather today, isn't it?", At: at}, nil)
	for _, c := range []struct {
		name, text string
		prior      understand.Prior
		want       string
	}{
		{"an answer", "Uh, sixty-two.", understand.Prior{Speaker: understand.Clinician, Reading: asked}, understand.KindInfo},
		{"a courtesy", "Okay, thanks doctor.", understand.Prior{Speaker: understand.Clinician, Reading: asked}, understand.KindChitchat},
		{"small talk answered", "Gorgeous, we're off to the beach.", understand.Prior{Speaker: understand.Assistant, Reading: weather}, understand.KindChitchat},
	} {
		rd := r.Read(understand.Turn{Speaker: understand.Patient, Text: c.text, At: at.Add(time.Minute)}, []understand.Prior{c.prior})
		if rd.Kind != c.want {
			t.Errorf("%s: %q after %q is %q, want %q", c.name, c.text, c.prior.Reading.Kind, rd.Kind, c.want)
		}
	}
}
