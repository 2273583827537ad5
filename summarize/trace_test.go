package summarize_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/session"
	"github.com/anamnesis-health/anamnesis/summarize"
	"github.com/anamnesis-health/anamnesis/understand"
)

// TestEverySummaryValueTracesToASourceTurn folds the recall corpus's
// hand-written episodes (recalleval/testdata, zh and en) as one long
// session each, read as the service reads them, and checks that every
// value of every summary field was said in one of the summary's own turns:
// as words of the turn, or as the name of a concept the turn mentions. A
// summary must never state what no source turn said.
func TestEverySummaryValueTracesToASourceTurn(t *testing.T) {
	reader, err := understand.New()
	if err != nil {
		t.Fatal(err)
	}
	files, err := filepath.Glob("../recalleval/testdata/episodes/*.json")
	if err != nil || len(files) == 0 {
		t.Fatalf("no episode files: %v", err)
	}
	values := 0
	for _, file := range files {
		var corpus struct {
			Lang     string `json:"lang"`
			Episodes []struct {
				Turns []struct{ Role, Text string } `json:"turns"`
			} `json:"episodes"`
		}
		b, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(b, &corpus); err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		var turns []session.Turn
		readings := map[string]understand.Reading{}
		var prior []understand.Prior
		for _, ep := range corpus.Episodes {
			for _, tn := range ep.Turns {
				seq := int64(len(turns) + 1)
				at := base.Add(time.Duration(seq) * time.Minute)
				rd := reader.Read(understand.Turn{Speaker: tn.Role, Text: tn.Text, At: at}, prior)
				prior = append(prior, understand.Prior{Speaker: tn.Role, Reading: rd})
				id := "t-" + itoa(seq)
				readings[id] = rd
				turns = append(turns, session.Turn{PatientID: "p1", SessionID: "s1", TurnID: id, Seq: seq,
					Speaker: session.Speaker(tn.Role), Text: tn.Text, Lang: corpus.Lang, At: at, Topics: rd.Topics})
			}
		}
		byID := map[string]session.Turn{}
		for _, tn := range turns {
			byID[tn.TurnID] = tn
		}
		analyze := func(tn session.Turn) extract.Result { return readings[tn.TurnID].Extract }
		for _, sum := range summarize.Fold(turns, analyze, corpus.Lang, base) {
			if strings.Contains(sum.Text, "no details") || strings.Contains(sum.Text, "无具体细节") {
				t.Errorf("%s: summary %q says nothing in words", file, sum.Text)
			}
			for field, vs := range sum.Fields {
				for _, v := range vs {
					values++
					if !traced(v, sum.TurnIDs, byID, readings, reader) {
						t.Errorf("%s: %s %s = %q is in none of its turns %v", filepath.Base(file), sum.Topic, field, v, sum.TurnIDs)
					}
				}
			}
		}
	}
	if values < 50 {
		t.Errorf("only %d field values were traced: the corpus no longer exercises the summarizer", values)
	}
	t.Logf("%d field values traced to their source turns", values)
}

// traced reports whether v was said in one of the turns ids. A value may
// compose what a turn said ("amlodipine 5 mg every morning", "头酸痛" from
// "头有点酸痛"), so each of its parts must be: a Latin word or number in the
// turn's words or in the name of a concept the turn mentions, or a unit; a
// run of Han characters in order within one turn, or the name of a concept
// it mentions; a small-talk subject of one of its words.
func traced(v string, ids []string, turns map[string]session.Turn, readings map[string]understand.Reading, r *understand.Reader) bool {
	norm := func(s string) string { return strings.Join(strings.Fields(strings.ToLower(s)), "") }
	var texts, names []string
	for _, id := range ids {
		texts = append(texts, norm(turns[id].Text))
		for _, m := range readings[id].Extract.Mentions {
			names = append(names, norm(r.Display(m.ConceptID, "zh")), norm(r.Display(m.ConceptID, "en")))
		}
		if smallTalkSubjectOf(v, turns[id].Text) {
			return true
		}
	}
	said := func(part string) bool {
		for _, t := range texts {
			if strings.Contains(t, part) || hasHan(part) && inOrder(part, t) {
				return true
			}
		}
		for _, n := range names {
			if n == part || !hasHan(part) && strings.Contains(n, part) {
				return true
			}
		}
		return units[part]
	}
	if said(norm(v)) {
		return true
	}
	for _, part := range strings.FieldsFunc(strings.ToLower(v), func(r rune) bool { return r == ' ' || r == ',' || r == '，' || r == '、' }) {
		if !said(part) {
			return false
		}
	}
	return true
}

// units are the unit symbols measurements and doses are normalized to.
var units = map[string]bool{"mmhg": true, "mmol/l": true, "kg": true, "°c": true, "mg": true, "g": true, "mcg": true,
	"micrograms": true, "ml": true, "bpm": true, "%": true, "/min": true, "cm": true, "iu": true, "u": true}

func hasHan(s string) bool {
	for _, r := range s {
		if r >= 0x4E00 && r <= 0x9FFF {
			return true
		}
	}
	return false
}

// inOrder reports whether the runes of part occur in text in order.
func inOrder(part, text string) bool {
	rs := []rune(text)
	i := 0
	for _, r := range part {
		for i < len(rs) && rs[i] != r {
			i++
		}
		if i == len(rs) {
			return false
		}
		i++
	}
	return true
}

// smallTalkSubjectOf reports whether label is a small-talk subject that one
// of text's words names, by folding text alone.
func smallTalkSubjectOf(label, text string) bool {
	tn := session.Turn{PatientID: "p", SessionID: "s", TurnID: "x", Seq: 1, Speaker: session.Patient, Text: text}
	for _, lang := range []string{"en", "zh"} {
		for _, s := range summarize.Fold([]session.Turn{tn}, func(session.Turn) extract.Result { return extract.Result{} }, lang, base) {
			for _, v := range s.Fields[summarize.SmallTalk] {
				if v == label {
					return true
				}
			}
		}
	}
	return false
}
