package understand_test

import (
	"fmt"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/understand"
)

var at = time.Date(2026, 11, 29, 9, 0, 0, 0, time.UTC)

func newReader(t *testing.T) *understand.Reader {
	t.Helper()
	r, err := understand.New()
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// said is one statement in the short form the tables use:
// "type concept status flags experiencer", e.g. "medication drug:metformin stopped".
func said(st understand.Statement) string {
	parts := []string{st.Type, st.Concept}
	if st.Status != "" {
		parts = append(parts, st.Status)
	}
	for flag, on := range map[string]bool{"negated": st.Negated, "uncertain": st.Uncertain, "historical": st.Historical,
		"hypothetical": st.Hypothetical, "relayed": st.Relayed, "resolves": st.Resolves} {
		if on {
			parts = append(parts, flag)
		}
	}
	sort.Strings(parts[2:])
	if st.Experiencer != "patient" {
		parts = append(parts, "of "+st.Experiencer)
	}
	return strings.Join(parts, " ")
}

// readLast reads turns in order, each after the ones before, and returns
// the reading of the last.
func readLast(r *understand.Reader, turns ...[2]string) understand.Reading {
	var prior []understand.Prior
	var rd understand.Reading
	for i, t := range turns {
		rd = r.Read(understand.Turn{Speaker: t[0], Text: t[1], At: at.Add(time.Duration(i) * time.Minute)}, prior)
		prior = append(prior, understand.Prior{Speaker: t[0], Reading: rd})
	}
	return rd
}

// read returns the statements of the last of turns, read in order.
func read(r *understand.Reader, turns ...[2]string) []string {
	rd := readLast(r, turns...)
	out := make([]string, 0, len(rd.Statements))
	for _, st := range rd.Statements {
		out = append(out, said(st))
	}
	sort.Strings(out)
	return out
}

// attributeOf returns attr of each statement about concept in the reading
// of a patient's text, in order.
func attributeOf(r *understand.Reader, text, concept, attr string) []string {
	var out []string
	for _, st := range readLast(r, patient(text)).Statements {
		if st.Concept == concept {
			out = append(out, st.Attributes[attr])
		}
	}
	return out
}

// attributeCase is a patient's turn and the value of attr that the last
// statement of concept it reads must carry ("" for none).
type attributeCase struct{ name, text, concept, attr, want string }

// runAttributeCases reads each case's turn and checks its attribute.
func runAttributeCases(t *testing.T, cases []attributeCase) {
	t.Helper()
	r := newReader(t)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			values := attributeOf(r, c.text, c.concept, c.attr)
			if len(values) == 0 {
				t.Fatalf("no %s read", c.concept)
			}
			if got := lastOf(values); got != c.want {
				t.Errorf("%s %s = %q, want %q", c.concept, c.attr, got, c.want)
			}
		})
	}
}

// lastOf is the last of values, or "".
func lastOf(values []string) string {
	if len(values) == 0 {
		return ""
	}
	return values[len(values)-1]
}

func patient(text string) [2]string   { return [2]string{"patient", text} }
func clinician(text string) [2]string { return [2]string{"clinician", text} }
func assistant(text string) [2]string { return [2]string{"assistant", text} }

type readCase struct {
	name  string
	turns [][2]string
	want  []string
}

func runCases(t *testing.T, cases []readCase) {
	t.Helper()
	r := newReader(t)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := read(r, c.turns...)
			want := append([]string(nil), c.want...)
			sort.Strings(want)
			if fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("read %q:\n got  %q\n want %q", c.turns[len(c.turns)-1][1], got, want)
			}
		})
	}
}

func TestReadStatements(t *testing.T) {
	runCases(t, []readCase{
		{"a symptom the patient reports", [][2]string{patient("我昨晚膝盖又疼了")}, []string{"symptom sym:knee_pain"}},
		{"a negated symptom", [][2]string{patient("no chest pain")}, []string{"symptom sym:chest_pain negated"}},
		{"a relative's condition", [][2]string{patient("我妈妈有糖尿病")}, []string{"condition cond:diabetes of mother"}},
		{"a hedged resolution", [][2]string{patient("血压好像正常了")}, []string{"condition cond:hypertension resolves uncertain"}},
		{"the assistant's words are no evidence", [][2]string{assistant("You have hypertension.")}, []string{}},
		{"chit-chat states nothing", [][2]string{patient("今天天气不错")}, []string{}},
	})
}

func TestReadingIsVersioned(t *testing.T) {
	rd := newReader(t).Read(understand.Turn{Speaker: "patient", Text: "我血压150/100", At: at}, nil)
	if rd.Version != understand.Version || rd.Kind != understand.KindInfo || len(rd.Extract.Measurements) != 1 {
		t.Fatalf("reading = version %d kind %q measurements %d, want version %d, info, one measurement",
			rd.Version, rd.Kind, len(rd.Extract.Measurements), understand.Version)
	}
}

func understandTurn(speaker, text string) understand.Turn {
	return understand.Turn{Speaker: speaker, Text: text, At: at}
}

func TestTopicsCarryOverToAPronounTurn(t *testing.T) {
	r, err := understand.New()
	if err != nil {
		t.Fatal(err)
	}
	at := time.Date(2026, 11, 2, 9, 0, 0, 0, time.UTC)
	read := func(speaker, text string, prior []understand.Prior) understand.Reading {
		return r.Read(understand.Turn{Speaker: speaker, Text: text, At: at}, prior)
	}
	cases := []struct {
		name  string
		turns [][2]string
		want  string
	}{
		{"a pronoun after a topic", [][2]string{{understand.Patient, "My knee hurts."}, {understand.Patient, "It's worse at night."}}, "knee pain"},
		{"across the assistant's question", [][2]string{{understand.Patient, "膝盖疼"}, {understand.Assistant, "什么时候最厉害？"}, {understand.Patient, "那个晚上最厉害"}}, "knee pain"},
		{"no pronoun, no carry-over", [][2]string{{understand.Patient, "My knee hurts."}, {understand.Patient, "Thanks for your help."}}, ""},
		{"too far back", [][2]string{{understand.Patient, "My knee hurts."}, {understand.Assistant, "OK."}, {understand.Patient, "Fine."}, {understand.Patient, "It is what it is."}}, ""},
		{"a turn with its own topic keeps it", [][2]string{{understand.Patient, "My knee hurts."}, {understand.Patient, "It started after my fever."}}, "fever"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var prior []understand.Prior
			var last understand.Reading
			for _, tn := range c.turns {
				last = read(tn[0], tn[1], prior)
				prior = append(prior, understand.Prior{Speaker: tn[0], Reading: last})
			}
			if got := strings.Join(last.Topics, ","); got != c.want {
				t.Errorf("topics = %q, want %q", got, c.want)
			}
		})
	}
}

// A substance whose ATC class holds it alone ("lithium", "methyldopa") is
// the drug when named, not the class: a class mention is no referent, so
// "that stuff" after "lithium" fell through to another drug of the record.
func TestASubstanceNamedLikeItsClassIsTheDrug(t *testing.T) {
	r := newReader(t)
	for text, want := range map[string]string{
		"I take lithium every night.": "drug:lithium",
		"I'm on methyldopa.":          "drug:methyldopa",
		"我在吃锂盐。":                      "drug:lithium",
	} {
		var got []string
		for _, m := range r.Extract(text, time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)).Mentions {
			got = append(got, m.ConceptID)
		}
		if len(got) != 1 || got[0] != want {
			t.Errorf("Extract(%q) = %v, want [%s]", text, got, want)
		}
	}
}
