package summarize_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
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
		turns, readings := readCorpus(t, file, reader)
		lang := turns[0].Lang
		byID := map[string]session.Turn{}
		for _, tn := range turns {
			byID[tn.TurnID] = tn
		}
		analyze := func(tn session.Turn) extract.Result { return readings[tn.TurnID].Extract }
		for _, sum := range summarize.Fold(turns, analyze, lang, base) {
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
// it mentions; a value of a measurement the turn was read to hold, in
// digits ("36.8" from "三十六度八"), or its analyte's name; a small-talk
// subject of one of its words.
func traced(v string, ids []string, turns map[string]session.Turn, readings map[string]understand.Reading, r *understand.Reader) bool {
	norm := func(s string) string { return strings.Join(strings.Fields(strings.ToLower(s)), "") }
	var texts, names []string
	values := map[string]bool{}
	for _, id := range ids {
		texts = append(texts, norm(turns[id].Text))
		for _, m := range readings[id].Extract.Mentions {
			names = append(names, norm(r.Display(m.ConceptID, "zh")), norm(r.Display(m.ConceptID, "en")))
		}
		for _, m := range readings[id].Extract.Measurements {
			names = append(names, norm(r.Display(m.ConceptID, "zh")), norm(r.Display(m.ConceptID, "en")))
			for _, x := range m.Values {
				values[strconv.FormatFloat(x, 'f', -1, 64)] = true
			}
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
		return units[part] || values[part]
	}
	// A trailing "?" is the summarizer's mark of a hedge ("diabetes?"),
	// not a word the turn said.
	v = strings.TrimRight(v, "?？")
	if said(norm(v)) {
		return true
	}
	for _, part := range strings.FieldsFunc(strings.ToLower(v), func(r rune) bool { return r == ' ' || r == ',' || r == '，' || r == '、' }) {
		if !said(part) && !saidEach(part, said) {
			return false
		}
	}
	return true
}

// saidEach reports whether part joins values that were each said: a
// reading's values are written joined by "/" ("155/98" of "高压155 低压98").
func saidEach(part string, said func(string) bool) bool {
	values := strings.Split(part, "/")
	if len(values) < 2 {
		return false
	}
	for _, v := range values {
		if !said(v) {
			return false
		}
	}
	return true
}

// units are the unit symbols measurements and doses are normalized to.
var units = map[string]bool{"mmhg": true, "mmol/l": true, "mmol/mol": true, "kg": true, "°c": true, "mg": true, "g": true, "mcg": true,
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

// TestTraceKeepsWhatTheExtractiveSummarizerSays holds Trace, the check of
// a model's summary, to the summaries the extractive summarizer writes of
// the recall corpus: every value of theirs is said by a source turn, so
// Trace must keep every one, as it is.
func TestTraceKeepsWhatTheExtractiveSummarizerSays(t *testing.T) {
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
		turns, readings := readCorpus(t, file, reader)
		analyze := func(tn session.Turn) extract.Result { return readings[tn.TurnID].Extract }
		for _, d := range summarize.Drafts(turns, analyze, turns[0].Lang, base) {
			for field, vs := range d.Summary.Fields {
				if field == summarize.SmallTalk {
					continue // never put to a model
				}
				values += len(vs)
				kept, dropped := summarize.Trace(map[string][]string{field: vs}, d.Turns, analyze)
				if dropped > 0 || !reflect.DeepEqual(kept[field], vs) {
					t.Errorf("%s: %s %s = %q, Trace kept %q", filepath.Base(file), d.Summary.Topic, field, vs, kept[field])
				}
			}
		}
	}
	if values < 100 {
		t.Errorf("only %d values checked: the corpus no longer exercises Trace", values)
	}
}

// readCorpus reads a recall episode file as one long session, as the
// service reads it.
func readCorpus(t *testing.T, file string, reader *understand.Reader) ([]session.Turn, map[string]understand.Reading) {
	t.Helper()
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
	return turns, readings
}

func TestTraceDropsWhatNoTurnSaid(t *testing.T) {
	analyze := analyzer(t)
	type check struct {
		field, value string
		want         string // the value kept, "" if dropped
	}
	cases := []struct {
		name   string
		turns  []line
		checks []check
	}{
		{"a Chinese complaint: its words in order, not other numbers or causes", []line{pat("我膝盖疼三天了，上周爬山以后开始的")}, []check{
			{summarize.Site, "膝盖", "膝盖"},
			{summarize.Duration, "三天", "三天"},
			{summarize.Duration, "五天", ""},
			{summarize.Duration, "三周", ""},
			{summarize.Aggravating, "爬山以后", "爬山以后"},
			{summarize.Aggravating, "跑步以后", ""},
			{summarize.RelatedEvents, "发烧", ""},
			{summarize.RelatedEvents, "膝盖肿", ""},
		}},
		{"a site and a finding a negation keeps apart", []line{pat("膝盖不疼了，就是腰疼")}, []check{
			{summarize.RelatedEvents, "腰疼", "腰疼"},
			{summarize.RelatedEvents, "膝盖疼", ""},
		}},
		{"what the patient denies is no finding, and only that is denied", []line{pat("没有发烧，就是有点咳嗽")}, []check{
			{summarize.RelatedEvents, "发烧", ""},
			{summarize.Denies, "发烧", "发烧"},
			{summarize.Denies, "咳嗽", ""},
			{summarize.RelatedEvents, "咳嗽", "咳嗽"},
		}},
		{"a relative's condition is not the patient's", []line{pat("我妈妈有糖尿病")}, []check{
			{summarize.RelatedEvents, "糖尿病", ""},
		}},
		{"a hedged finding keeps its doubt", []line{pat("好像有点发烧")}, []check{
			{summarize.RelatedEvents, "发烧", "发烧?"},
			{summarize.RelatedEvents, "发烧?", "发烧?"},
		}},
		{"a measurement's numbers are the turn's", []line{pat("我刚量的血压是150/100")}, []check{
			{summarize.Measurements, "血压 150/100 mmHg", "血压 150/100 mmHg"},
			{summarize.Measurements, "blood pressure 150/100 mmHg", "blood pressure 150/100 mmHg"},
			{summarize.Measurements, "血压 160/100 mmHg", ""},
			{summarize.Measurements, "高血压", ""},
		}},
		{"an English complaint: other forms of its words, not other words", []line{pat("My knee has hurt for three days, and it gets worse when I climb stairs.")}, []check{
			{summarize.Duration, "three days", "three days"},
			{summarize.Duration, "three weeks", ""},
			{summarize.Aggravating, "when climbing stairs", "when climbing stairs"},
			{summarize.Aggravating, "when running", ""},
			{summarize.Site, "knee", "knee"},
			{summarize.Site, "left knee", ""},
		}},
		{"an English denial", []line{pat("No chest pain, but I do feel short of breath.")}, []check{
			{summarize.RelatedEvents, "chest pain", ""},
			{summarize.Denies, "chest pain", "chest pain"},
			{summarize.RelatedEvents, "short of breath", "short of breath"},
		}},
		{"a drug by its dose, or by another of its names", []line{pat("I take amlodipine 5 mg every morning.")}, []check{
			{summarize.Meds, "amlodipine 5 mg every morning", "amlodipine 5 mg every morning"},
			{summarize.Meds, "氨氯地平 5 mg", "氨氯地平 5 mg"},
			{summarize.Meds, "amlodipine 10 mg", ""},
			{summarize.Meds, "amlodipine 5 mg twice a day", ""},
			{summarize.Meds, "lisinopril", ""},
		}},
		{"how the complaint is felt is the patient's to say", []line{pat("I've had diarrhoea for three days."),
			clin("I don't think you need antibiotics; Dioralyte helps, and come back if it gets worse.")}, []check{
			{summarize.Denies, "antibiotics", ""},
			{summarize.Relieving, "Dioralyte", ""},
			{summarize.Duration, "three days", "three days"},
			{summarize.Meds, "Dioralyte", "Dioralyte"},
		}},
		{"what only the assistant said is no finding", []line{asst("Do you have a fever or a cough?"), pat("I'm not sure.")}, []check{
			{summarize.RelatedEvents, "fever", ""},
			{summarize.Denies, "cough", ""},
		}},
		{"a possessive says its word", []line{pat("I found the letter from last year's diabetes check.")}, []check{
			{summarize.Onset, "last year", "last year"},
			{summarize.Onset, "this year", ""},
		}},
		{"each comma-separated part of a value must be said", []line{pat("我膝盖疼三天了")}, []check{
			{summarize.Duration, "三天, 三天", "三天, 三天"},
			{summarize.Site, "膝盖, 肩膀", ""},
		}},
		{"values that would forge a line, or say too much, are dropped", []line{pat("我膝盖疼三天了")}, []check{
			{summarize.Site, "膝盖\n## record", ""},
			{summarize.Site, strings.Repeat("膝盖", 70), ""},
			{"diagnosis", "膝盖", ""},
		}},
	}
	for _, tc := range cases {
		turns := script(tc.turns...)
		for _, c := range tc.checks {
			t.Run(tc.name+": "+c.field+" "+strings.ReplaceAll(c.value, "\n", `\n`), func(t *testing.T) {
				kept, dropped := summarize.Trace(map[string][]string{c.field: {c.value}}, turns, analyze)
				got := ""
				if vs := kept[c.field]; len(vs) == 1 {
					got = vs[0]
				}
				if got != c.want || (c.want == "") != (dropped == 1) {
					t.Errorf("Trace kept %q (dropped %d), want %q", got, dropped, c.want)
				}
			})
		}
	}

	t.Run("repeats are kept once and a field keeps at most MaxFieldValues", func(t *testing.T) {
		turns := script(pat("我膝盖疼三天了"))
		var many []string
		for i := 0; i < summarize.MaxFieldValues+3; i++ {
			many = append(many, "膝盖")
		}
		kept, dropped := summarize.Trace(map[string][]string{summarize.Site: many}, turns, analyze)
		if !reflect.DeepEqual(kept[summarize.Site], []string{"膝盖"}) || dropped != len(many)-1 {
			t.Errorf("kept %q, dropped %d", kept, dropped)
		}
	})
}
