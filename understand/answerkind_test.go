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

// A clinician's or the assistant's question after the patient's clinical
// turn follows it up, whatever words it uses; one after small talk, a
// courtesy after a clinical turn, and a remark that asks nothing stay
// chit-chat.
func TestAFollowUpQuestionIsNoChitchat(t *testing.T) {
	r := newReader(t)
	at := time.Date(2026, 3, 14, 9, 0, 0, 0, time.UTC)
	told := r.Read(understand.Turn{Speaker: understand.Patient, Text: "I've been taking the levothyroxine for my thyroid for years.", At: at}, nil)
	match := r.Read(understand.Turn{Speaker: understand.Patient, Text: "Did you catch the match on Sunday? Two-nil to ours.", At: at}, nil)
	if told.Kind != understand.KindInfo || match.Kind != understand.KindChitchat {
		t.Fatalf("the priors read %q and %q, want info and chit-chat", told.Kind, match.Kind)
	}
	for _, c := range []struct {
		name, text string
		speaker    string
		prior      understand.Reading
		want       string
	}{
		{"a clinician's follow-up", "OK. And how long have you been on that for?", understand.Clinician, told, understand.KindInfo},
		{"the assistant's follow-up", "Which ones?", understand.Assistant, told, understand.KindInfo},
		{"a Chinese follow-up", "那一直是每天早上吃吗？", understand.Clinician, told, understand.KindInfo},
		{"a question after small talk", "Who scored?", understand.Assistant, match, understand.KindChitchat},
		{"a courtesy", "OK, thanks.", understand.Clinician, told, understand.KindChitchat},
		{"a remark that asks nothing", "Right, I see.", understand.Clinician, told, understand.KindChitchat},
	} {
		rd := r.Read(understand.Turn{Speaker: c.speaker, Text: c.text, At: at.Add(time.Minute)},
			[]understand.Prior{{Speaker: understand.Patient, Reading: c.prior}})
		if rd.Kind != c.want {
			t.Errorf("%s: %q after a turn read %q is %q, want %q", c.name, c.text, c.prior.Kind, rd.Kind, c.want)
		}
	}
}

// A patient's turn after the other speaker's bare acknowledgement goes on
// with the clinical account before it; after an acknowledgement of small
// talk, or as a courtesy, it stays chit-chat.
func TestAnAccountGoesOnPastAnAcknowledgement(t *testing.T) {
	r := newReader(t)
	at := time.Date(2026, 3, 14, 9, 0, 0, 0, time.UTC)
	told := r.Read(understand.Turn{Speaker: understand.Patient, Text: "I've had diarrhoea for about a week now, four or five times a day.", At: at}, nil)
	match := r.Read(understand.Turn{Speaker: understand.Patient, Text: "Did you catch the match on Sunday? Two-nil to ours.", At: at}, nil)
	ack := r.Read(understand.Turn{Speaker: understand.Clinician, Text: "Mm-hmm.", At: at}, nil)
	asked := r.Read(understand.Turn{Speaker: understand.Clinician, Text: "Any blood in your stools?", At: at}, nil)
	if told.Kind != understand.KindInfo || match.Kind != understand.KindChitchat || ack.Kind == understand.KindInfo {
		t.Fatalf("the priors read %q, %q and %q, want info, chit-chat and no info", told.Kind, match.Kind, ack.Kind)
	}
	goesOn := "Um, and sometimes it's quite variable, sometimes a bit softer, sometimes harder."
	for _, c := range []struct {
		name, text string
		before     understand.Reading
		want       string
	}{
		{"an account past an acknowledgement", goesOn, told, understand.KindInfo},
		{"small talk past an acknowledgement", "Yeah, and we were lucky with the weather too.", match, understand.KindChitchat},
		{"a courtesy past an acknowledgement", "Okay, thanks doctor.", told, understand.KindChitchat},
	} {
		rd := r.Read(understand.Turn{Speaker: understand.Patient, Text: c.text, At: at.Add(time.Minute)},
			[]understand.Prior{{Speaker: understand.Patient, Reading: c.before}, {Speaker: understand.Clinician, Reading: ack}})
		if rd.Kind != c.want {
			t.Errorf("%s: %q is %q, want %q", c.name, c.text, rd.Kind, c.want)
		}
	}
	// Past a clinician's remark that names something, the patient's turn
	// is read as before: an answer to a clinical remark.
	rd := r.Read(understand.Turn{Speaker: understand.Patient, Text: goesOn, At: at.Add(time.Minute)},
		[]understand.Prior{{Speaker: understand.Patient, Reading: match}, {Speaker: understand.Clinician, Reading: asked}})
	if rd.Kind != understand.KindInfo {
		t.Errorf("an answer to %q is %q, want info", "Any blood in your stools?", rd.Kind)
	}
}
