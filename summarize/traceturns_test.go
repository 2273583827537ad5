package summarize_test

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/session"
	"github.com/anamnesis-health/anamnesis/summarize"
	"github.com/anamnesis-health/anamnesis/understand"
)

// readTurns reads a conversation as the service does: each turn after
// the ones before it.
func readTurns(t *testing.T, conv [][2]string) ([]session.Turn, func(session.Turn) extract.Result) {
	t.Helper()
	reader, err := understand.New()
	if err != nil {
		t.Fatal(err)
	}
	var turns []session.Turn
	readings := map[string]understand.Reading{}
	var prior []understand.Prior
	for i, tn := range conv {
		at := base.Add(time.Duration(i) * time.Minute)
		rd := reader.Read(understand.Turn{Speaker: tn[0], Text: tn[1], At: at}, prior)
		prior = append(prior, understand.Prior{Speaker: tn[0], Reading: rd})
		id := fmt.Sprintf("t%d", i)
		readings[id] = rd
		turns = append(turns, session.Turn{TurnID: id, SessionID: "s1", Seq: int64(i + 1), Speaker: session.Speaker(tn[0]), Text: tn[1],
			Lang: session.DetectLang(tn[1]), At: at, Kind: session.Kind(rd.Kind), Topics: rd.Topics})
	}
	return turns, func(tn session.Turn) extract.Result { return readings[tn.TurnID].Extract }
}

// What someone else's result did ("my dad's kidney test came back worse")
// is no factor of the patient's complaint: the summary would state what the
// turn says of another as what worsens the patient's, and Trace rightly
// drops it.
func TestAFactorTellingOfAnotherIsNone(t *testing.T) {
	turns, analyze := readTurns(t, [][2]string{{"patient", "I've got chickenpox and the itch is worse. My dad's kidney test came back worse than last time."}})
	for _, d := range summarize.Drafts(turns, analyze, "en", base) {
		vs := d.Summary.Fields[summarize.Aggravating]
		if slices.ContainsFunc(vs, func(v string) bool { return v == "My dad's kidney test came back" }) {
			t.Errorf("%s: aggravating %q holds the father's test result", d.Summary.Topic, vs)
		}
		if kept, dropped := summarize.Trace(d.Summary.Fields, d.Turns, analyze); dropped > 0 {
			t.Errorf("%s: Trace dropped %d of %v (kept %v)", d.Summary.Topic, dropped, d.Summary.Fields, kept)
		}
	}
}

// A word said surely is in the summary without a hedge, and Trace keeps it
// so: a drug hedged in one turn ("好像是吃了头孢以后开始的？") and said surely
// in a later one ("前天开始吃头孢"), and one word naming two concepts of a
// turn, the drug class taken ("昨天吃了头孢") and the allergen doubted
// ("好像是头孢过敏").
func TestTraceKeepsTheSurerWord(t *testing.T) {
	for name, conv := range map[string][][2]string{
		"a later turn": {
			{"patient", "我脸上发红发烫，好像是吃了头孢以后开始的？"},
			{"assistant", "哪天开始吃的？"},
			{"patient", "前天开始吃头孢，吃了两次，脸就红了。"},
		},
		"one turn, two concepts": {{"patient", "脸红得厉害，昨天吃了头孢，好像是头孢过敏。"}},
	} {
		turns, analyze := readTurns(t, conv)
		checked := false
		for _, d := range summarize.Drafts(turns, analyze, "zh", base) {
			meds := d.Summary.Fields[summarize.Meds]
			if !slices.Contains(meds, "头孢") {
				continue
			}
			checked = true
			kept, _ := summarize.Trace(map[string][]string{summarize.Meds: meds}, d.Turns, analyze)
			if !slices.Equal(kept[summarize.Meds], meds) {
				t.Errorf("%s: %s: meds %q, Trace kept %q", name, d.Summary.Topic, meds, kept[summarize.Meds])
			}
		}
		if !checked {
			t.Errorf("%s: no summary lists 头孢 without a hedge: the case no longer tests Trace", name)
		}
	}
}
