package summarize_test

import (
	"sync"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
	"github.com/anamnesis-health/anamnesis/session"
)

// matcher builds the extractor the pipeline uses (memory's newLexicon):
// every concept name of the ontology, one-letter ASCII names skipped,
// normalized with ontology.Normalize.
var matcher = sync.OnceValues(func() (*extract.Matcher, error) {
	onto, err := ontology.Load()
	if err != nil {
		return nil, err
	}
	var terms []extract.Term
	for _, c := range onto.Concepts() {
		for _, n := range c.Names {
			if len(n.Text) == 1 && n.Text[0] < utf8.RuneSelf {
				continue
			}
			terms = append(terms, extract.Term{Text: n.Text, ConceptID: c.ID, Type: c.Type})
		}
	}
	return extract.NewMatcher(terms, ontology.Normalize), nil
})

// analyzer returns the analyze function Fold is given: real extraction at
// the turn's time.
func analyzer(t *testing.T) func(session.Turn) extract.Result {
	t.Helper()
	m, err := matcher()
	if err != nil {
		t.Fatalf("load ontology: %v", err)
	}
	return func(tn session.Turn) extract.Result { return m.Extract(tn.Text, tn.At) }
}

var base = time.Date(2026, 3, 14, 9, 0, 0, 0, time.UTC)

// line is a turn of a scripted conversation.
type line struct {
	speaker session.Speaker
	text    string
	topics  []string
}

// script numbers lines into the turns of session s1 of patient p1: turn ids
// t-1, t-2, ... and seqs from 1, a minute apart.
func script(lines ...line) []session.Turn {
	out := make([]session.Turn, len(lines))
	for i, l := range lines {
		seq := int64(i + 1)
		out[i] = session.Turn{PatientID: "p1", SessionID: "s1", TurnID: "t-" + itoa(seq), Seq: seq,
			Speaker: l.speaker, Text: l.text, Lang: session.DetectLang(l.text),
			At: base.Add(time.Duration(seq) * time.Minute), Kind: session.Info, Topics: l.topics}
	}
	return out
}

func itoa(n int64) string {
	if n == 0 {
		return "0"
	}
	var b []byte
	for ; n > 0; n /= 10 {
		b = append([]byte{byte('0' + n%10)}, b...)
	}
	return string(b)
}

func pat(text string, topics ...string) line  { return line{session.Patient, text, topics} }
func asst(text string, topics ...string) line { return line{session.Assistant, text, topics} }
func clin(text string, topics ...string) line { return line{session.Clinician, text, topics} }
