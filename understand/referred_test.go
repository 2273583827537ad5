package understand_test

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/anamnesis-health/anamnesis/understand"
)

func TestAReferredDrugStopped(t *testing.T) {
	r, err := understand.New()
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		text, ref, concept string
		stopped            bool
	}{
		{"That tablet I mentioned last time gave me a dry cough, so I stopped taking it last week.", "That tablet I mentioned last time", "drug:lisinopril", true},
		{"I'm not taking it any more, it made me cough.", "it", "drug:ramipril", true},
		{"上次说的那个降压药，我已经停了。", "上次说的那个降压药", "drug:amlodipine", true},
		// Near misses: a question, a plan, a stop denied, someone
		// else's stop, a clinician's stop relayed, no stop at all.
		{"Should I stop taking it?", "it", "drug:ramipril", false},
		{"The tablet I mentioned last time, I'm going to stop it.", "The tablet I mentioned last time", "drug:lisinopril", false},
		{"I haven't stopped it, it's fine.", "it", "drug:ramipril", false},
		{"The doctor stopped it last week.", "it", "drug:ramipril", false},
		{"My wife stopped taking it, it gave her a cough.", "it", "drug:ramipril", false},
		{"That tablet I mentioned last time gives me a dry cough.", "That tablet I mentioned last time", "drug:lisinopril", false},
		{"那个降压药要不要停了？", "那个降压药", "drug:amlodipine", false},
		// A drug the sentence names is what its stop stops.
		{"I tried amitriptyline once, it made me groggy, I stopped it after a week.", "it", "drug:sertraline", false},
		// What the reference names is no drug.
		{"That thing I mentioned last time, it stopped.", "That thing I mentioned last time", "sym:headache", false},
	}
	for _, c := range cases {
		start := utf8.RuneCountInString(c.text[:strings.Index(c.text, c.ref)])
		turn := understand.Turn{Speaker: understand.Patient, Text: c.text, At: at}
		rd := r.Read(turn, nil)
		got := r.WithReferred(turn, rd, []understand.Referred{{Span: [2]int{start, start + utf8.RuneCountInString(c.ref)}, Concept: c.concept}})
		stopped := false
		for _, st := range got {
			stopped = stopped || st.Concept == c.concept && st.Status == understand.Stopped && st.Experiencer == "patient"
			if c.stopped && st.Type == "medication" && st.Concept != c.concept {
				t.Errorf("%q: a medication statement on %s beside the drug the reference names", c.text, st.Concept)
			}
		}
		if stopped != c.stopped {
			t.Errorf("%q (%s → %s): got %+v, want stopped %v", c.text, c.ref, c.concept, got, c.stopped)
		}
	}
	// A drug the turn's own reading spoke of is left to it.
	turn := understand.Turn{Speaker: understand.Patient, Text: "I stopped the ramipril, it made me cough.", At: at}
	rd := r.Read(turn, nil)
	if got := r.WithReferred(turn, rd, []understand.Referred{{Span: [2]int{28, 30}, Concept: "drug:ramipril"}}); len(got) != len(rd.Statements) {
		t.Errorf("a drug the reading stated again: %+v, reading %+v", got, rd.Statements)
	}
	// A clinician's turn is not the patient's stop.
	turn = understand.Turn{Speaker: understand.Clinician, Text: "You stopped it, good.", At: at}
	if got := r.WithReferred(turn, r.Read(turn, nil), []understand.Referred{{Span: [2]int{4, 6}, Concept: "drug:ramipril"}}); len(got) != 0 {
		t.Errorf("a clinician's turn: %+v", got)
	}
}
