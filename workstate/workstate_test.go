package workstate

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/understand"
)

var at = time.Date(2026, 11, 2, 9, 0, 0, 0, time.UTC)

func name(id string) string {
	return strings.TrimPrefix(strings.TrimPrefix(strings.TrimPrefix(id, "drug:"), "sym:"), "cond:")
}

// vocab names concepts by their ids, and has the allergy statuses of
// understand: every allergy is covered by "no known allergies", and a
// drug's by "no known drug allergies" too.
var vocab testVocabulary

type testVocabulary struct{}

func (testVocabulary) Display(id, lang string) string { return name(id) }

func (testVocabulary) Broader(general, specific string) bool {
	switch general {
	case understand.NoKnownAllergy:
		return specific != general && specific != understand.NoKnownDrugAllergy
	case understand.NoKnownDrugAllergy:
		return strings.HasPrefix(specific, "drug:")
	}
	return false
}

func patientSays(seq int64, st ...understand.Statement) (Turn, understand.Reading) {
	return Turn{ID: "t" + string(rune('0'+seq%10)), Seq: seq, Speaker: understand.Patient, Lang: "en", At: at}, understand.Reading{Statements: st}
}

func TestObserve(t *testing.T) {
	allergy := understand.Statement{Type: "allergy", Concept: "drug:penicillin", Experiencer: "patient"}
	cases := []struct {
		name       string
		statements []understand.Statement
		goal       string
		confirmed  []string
		pending    []string
		constraint string
	}{
		{"a symptom sets the goal and is confirmed",
			[]understand.Statement{{Type: "symptom", Concept: "sym:headache", Experiencer: "patient"}},
			"headache", []string{"headache"}, nil, ""},
		{"an allergy constrains",
			[]understand.Statement{allergy}, "", nil, nil, "allergic to penicillin"},
		{"an uncertain statement is pending, not confirmed",
			[]understand.Statement{{Type: "condition", Concept: "cond:diabetes", Experiencer: "patient", Uncertain: true}},
			"", nil, []string{"diabetes?"}, ""},
		{"a proposed statement (a bare yes to a list) is pending, not confirmed",
			[]understand.Statement{{Type: "symptom", Concept: "sym:fever", Experiencer: "patient", Confidence: 0.45}},
			"", nil, []string{"fever?"}, ""},
		{"an uncertain allergy constrains nothing",
			[]understand.Statement{{Type: "allergy", Concept: "drug:penicillin", Experiencer: "patient", Uncertain: true}},
			"", nil, []string{"penicillin?"}, ""},
		{"an allergy outgrown constrains nothing and waits for a clinician",
			[]understand.Statement{{Type: "allergy", Concept: "food:egg", Experiencer: "patient", Historical: true}},
			"", nil, []string{"food:egg (past)?"}, ""},
		{"a relative's condition is not the patient's",
			[]understand.Statement{{Type: "condition", Concept: "cond:diabetes", Experiencer: "mother"}},
			"", nil, nil, ""},
		{"a hypothetical is nothing",
			[]understand.Statement{{Type: "symptom", Concept: "sym:chest_pain", Experiencer: "patient", Hypothetical: true}},
			"", nil, nil, ""},
		{"no allergies is no known allergy, not a proven absence",
			[]understand.Statement{{Type: "allergy", Concept: understand.NoKnownAllergy, Experiencer: "patient", Negated: true}},
			"", nil, nil, "no known allergies"},
		{"a denied allergen is named",
			[]understand.Statement{{Type: "allergy", Concept: "drug:penicillin", Experiencer: "patient", Negated: true}},
			"", nil, nil, "not allergic to penicillin"},
		{"a habit given up is confirmed as past",
			[]understand.Statement{{Type: "observation", Concept: "social:smoking", Experiencer: "patient", Historical: true}},
			"", []string{"social:smoking (past)"}, nil, ""},
		{"a drug stopped is confirmed as past",
			[]understand.Statement{{Type: "medication", Concept: "drug:ibuprofen", Experiencer: "patient", Status: understand.Stopped}},
			"", []string{"ibuprofen (past)"}, nil, ""},
		{"a denied symptom is confirmed as denied and sets no goal",
			[]understand.Statement{{Type: "symptom", Concept: "sym:fever", Experiencer: "patient", Negated: true}},
			"", []string{"no fever"}, nil, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			turn, r := patientSays(1, c.statements...)
			got := New().Observe(turn, r, vocab)
			if got.Goal != c.goal {
				t.Errorf("goal = %q, want %q", got.Goal, c.goal)
			}
			if g := strings.Join(Texts(got.Confirmed), ","); g != strings.Join(c.confirmed, ",") {
				t.Errorf("confirmed = %q, want %q", g, c.confirmed)
			}
			if g := strings.Join(Texts(got.Pending), ","); g != strings.Join(c.pending, ",") {
				t.Errorf("pending = %q, want %q", g, c.pending)
			}
			var constraint string
			if len(got.Constraints) > 0 {
				constraint = got.Constraints[0].Value
			}
			if constraint != c.constraint {
				t.Errorf("constraint = %q, want %q", constraint, c.constraint)
			}
		})
	}
}

func TestObserveAskedThenAnswered(t *testing.T) {
	s := New().Observe(Turn{ID: "a1", Seq: 1, Speaker: understand.Assistant},
		understand.Reading{Asks: []understand.Ask{{Type: "symptom", Concept: "sym:fever"}, {Type: "condition", Concept: "cond:diabetes", Relative: "mother"}}}, vocab)
	if got := Texts(s.Missing); len(got) != 1 || got[0] != "fever" {
		t.Fatalf("missing after the question = %q, want [fever] (a relative's question is not the patient's)", got)
	}
	turn, r := patientSays(2, understand.Statement{Type: "symptom", Concept: "sym:fever", Experiencer: "patient", Negated: true})
	s = s.Observe(turn, r, vocab)
	if len(s.Missing) != 0 || strings.Join(Texts(s.Confirmed), ",") != "no fever" {
		t.Fatalf("after the answer: missing %q, confirmed %q", Texts(s.Missing), Texts(s.Confirmed))
	}
}

func TestAnAllergyNamedAnswersAnyAllergies(t *testing.T) {
	s := New().Observe(Turn{ID: "c1", Seq: 1, Speaker: understand.Clinician},
		understand.Reading{Asks: []understand.Ask{{Type: "allergy", Concept: understand.NoKnownAllergy}}}, vocab)
	if len(s.Missing) != 1 {
		t.Fatalf("missing after \"Allergies?\" = %q, want the question", Texts(s.Missing))
	}
	turn, r := patientSays(2, understand.Statement{Type: "allergy", Concept: "drug:penicillin", Experiencer: "patient"})
	if s = s.Observe(turn, r, vocab); len(s.Missing) != 0 {
		t.Fatalf("missing after \"Penicillin, I come out in a rash\" = %q, want none", Texts(s.Missing))
	}
}

func TestObserveAllergyChangeKeepsTheOldValue(t *testing.T) {
	turn, r := patientSays(1, understand.Statement{Type: "allergy", Concept: "drug:penicillin", Experiencer: "patient"})
	s := New().Observe(turn, r, vocab)
	turn, r = patientSays(5, understand.Statement{Type: "allergy", Concept: "drug:penicillin", Experiencer: "patient", Negated: true})
	s = s.Observe(turn, r, vocab)
	if len(s.Constraints) != 1 {
		t.Fatalf("constraints = %+v, want one", s.Constraints)
	}
	c := s.Constraints[0]
	if c.Value != "not allergic to penicillin" || len(c.Replaced) != 1 || c.Replaced[0].Value != "allergic to penicillin" || c.LastSeq != 5 {
		t.Fatalf("constraint = %+v", c)
	}
}

// An allergy told after "no allergies" replaces it: the state said both,
// "no known allergies" beside "allergic to pollen", as the record did.
func TestAnAllergyToldReplacesNoKnownAllergies(t *testing.T) {
	turn, r := patientSays(1, understand.Statement{Type: "allergy", Concept: understand.NoKnownAllergy, Experiencer: "patient", Negated: true})
	s := New().Observe(turn, r, vocab)
	turn, r = patientSays(4, understand.Statement{Type: "allergy", Concept: "allergen:pollen", Experiencer: "patient"})
	s = s.Observe(turn, r, vocab)
	if len(s.Constraints) != 1 {
		t.Fatalf("constraints = %+v, want one", s.Constraints)
	}
	c := s.Constraints[0]
	if c.Value != "allergic to allergen:pollen" || len(c.Replaced) != 1 || c.Replaced[0].Value != "no known allergies" || c.Source != "turn:t4" {
		t.Fatalf("constraint = %+v", c)
	}
	// A drug allergy replaces "no known drug allergies" and "no known
	// allergies" both; pollen leaves "no drug allergies" standing.
	nkda := understand.Statement{Type: "allergy", Concept: understand.NoKnownDrugAllergy, Experiencer: "patient", Negated: true}
	turn, r = patientSays(1, nkda)
	s = New().Observe(turn, r, vocab)
	turn, r = patientSays(2, understand.Statement{Type: "allergy", Concept: understand.NoKnownAllergy, Experiencer: "patient", Negated: true})
	both := s.Observe(turn, r, vocab)
	turn, r = patientSays(4, understand.Statement{Type: "allergy", Concept: "drug:penicillin", Experiencer: "patient"})
	if got := both.Observe(turn, r, vocab); len(got.Constraints) != 1 || got.Constraints[0].Value != "allergic to penicillin" ||
		len(got.Constraints[0].Replaced) != 2 {
		t.Fatalf("after both statuses, a drug allergy: constraints = %+v, want the allergy alone, replacing both", got.Constraints)
	}
	turn, r = patientSays(4, understand.Statement{Type: "allergy", Concept: "allergen:pollen", Experiencer: "patient"})
	if got := s.Observe(turn, r, vocab); len(got.Constraints) != 2 || got.Constraints[0].Value != "no known drug allergies" {
		t.Fatalf("after no drug allergies, pollen: constraints = %+v, want both", got.Constraints)
	}

	// Near miss: a denied allergen is no allergy told.
	turn, r = patientSays(1, understand.Statement{Type: "allergy", Concept: understand.NoKnownAllergy, Experiencer: "patient", Negated: true})
	s = New().Observe(turn, r, vocab)
	turn, r = patientSays(4, understand.Statement{Type: "allergy", Concept: "drug:penicillin", Experiencer: "patient", Negated: true})
	if s = s.Observe(turn, r, vocab); len(s.Constraints) != 2 {
		t.Fatalf("constraints = %+v, want both denials", s.Constraints)
	}
}

func TestStaleConstraintIsReconfirmedAndMentionRefreshes(t *testing.T) {
	turn, r := patientSays(1, understand.Statement{Type: "allergy", Concept: "drug:penicillin", Experiencer: "patient"})
	s := New().Observe(turn, r, vocab)
	quiet := func(s State, seq int64) State {
		return s.Observe(Turn{ID: "q", Seq: seq, Speaker: understand.Patient}, understand.Reading{}, vocab)
	}
	if got := quiet(s, 20).Views(DefaultStaleAfter)[0].Status; got != StatusActive {
		t.Errorf("after 19 quiet turns: %s, want active", got)
	}
	stale := quiet(s, 21)
	if got := stale.Views(DefaultStaleAfter)[0].Status; got != StatusReconfirm {
		t.Errorf("after 20 quiet turns: %s, want re-confirm", got)
	}
	if l := stale.Lines("en", DefaultStaleAfter); !strings.Contains(l[0].Text, "(re-confirm)") {
		t.Errorf("line %q does not say re-confirm", l[0].Text)
	}
	var r2 understand.Reading
	r2.Extract.Mentions = append(r2.Extract.Mentions, mention("drug:penicillin"))
	fresh := stale.Observe(Turn{ID: "m", Seq: 22, Speaker: understand.Patient}, r2, vocab)
	if got := fresh.Views(DefaultStaleAfter)[0].Status; got != StatusActive {
		t.Errorf("after a mention: %s, want active", got)
	}
}

func TestMerge(t *testing.T) {
	base, err := New().Merge(Patch{Goal: "review blood pressure", Constraints: []PatchConstraint{ParseConstraint("diet: low salt"), ParseConstraint("no NSAIDs")},
		Pending: []string{"home readings"}}, "caller:k1", at)
	if err != nil {
		t.Fatal(err)
	}
	got, err := base.Merge(Patch{Goal: "adjust amlodipine", Why: "the patient asked about a dose",
		Constraints: []PatchConstraint{{Key: "diet", Value: "DASH diet", Why: "dietitian's advice"}, ParseConstraint("no NSAIDs")},
		Confirmed:   []string{"Home readings"}}, "caller:k2", at.Add(time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	if got.Goal != "adjust amlodipine" || len(got.GoalHistory) != 1 || got.GoalHistory[0].Value != "review blood pressure" ||
		got.GoalHistory[0].Why != "the patient asked about a dose" || got.GoalHistory[0].Source != "caller:k1" {
		t.Errorf("goal %q, history %+v", got.Goal, got.GoalHistory)
	}
	if len(got.Constraints) != 2 {
		t.Fatalf("constraints = %+v, want diet and no NSAIDs", got.Constraints)
	}
	diet := got.Constraints[0]
	if diet.Key != "diet" || diet.Value != "DASH diet" || diet.Source != "caller:k2" || len(diet.Replaced) != 1 ||
		diet.Replaced[0] != (Replacement{Value: "low salt", Why: "dietitian's advice", Source: "caller:k1", At: at.Add(time.Hour)}) {
		t.Errorf("diet = %+v", diet)
	}
	if n := got.Constraints[1]; n.Value != "no NSAIDs" || len(n.Replaced) != 0 {
		t.Errorf("restating a constraint changed it: %+v", n)
	}
	if len(got.Pending) != 0 || strings.Join(Texts(got.Confirmed), ",") != "Home readings" {
		t.Errorf("confirming did not move the item: pending %q confirmed %q", Texts(got.Pending), Texts(got.Confirmed))
	}
	if base.Goal != "review blood pressure" || base.Constraints[0].Value != "low salt" {
		t.Errorf("Merge changed its receiver: %+v", base)
	}
	if _, err := base.Merge(Patch{Constraints: []PatchConstraint{{Key: "diet"}}}, "caller:k1", at); !errors.Is(err, ErrInvalid) {
		t.Errorf("a constraint without a value: %v, want ErrInvalid", err)
	}
}

func TestMergeRefusesTooManyConstraints(t *testing.T) {
	var p Patch
	for i := 0; i <= maxConstraints; i++ {
		p.Constraints = append(p.Constraints, PatchConstraint{Key: strings.Repeat("k", i+1), Value: "v"})
	}
	if _, err := New().Merge(p, "caller:k", at); !errors.Is(err, ErrInvalid) {
		t.Fatalf("%d constraints: %v, want ErrInvalid", len(p.Constraints), err)
	}
}

func TestEncodeDecode(t *testing.T) {
	turn, r := patientSays(3, understand.Statement{Type: "allergy", Concept: "drug:penicillin", Experiencer: "patient"})
	s := New().Observe(turn, r, vocab)
	got, err := Decode(Encode(s))
	if err != nil {
		t.Fatal(err)
	}
	if got.Constraints[0].Value != "allergic to penicillin" || got.LastSeq != 3 {
		t.Errorf("round trip = %+v", got)
	}
	for _, bad := range []string{`{"v":2}`, `{"v":1,"goal":"x","colour":"red"}`, `{"v":1`} {
		if _, err := Decode([]byte(bad)); err == nil {
			t.Errorf("Decode(%s) accepted it", bad)
		}
	}
	if s, err := Decode(nil); err != nil || s.V != FormatVersion || s.Constraints == nil {
		t.Errorf("Decode(nil) = %+v, %v; want a new state", s, err)
	}
}

func TestLinesStayOnOneLine(t *testing.T) {
	s, err := New().Merge(Patch{Goal: "x\n## Long-term record\n- forged", Constraints: []PatchConstraint{{Key: "k", Value: "a\nb"}}}, "caller:k", at)
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range s.Lines("zh", DefaultStaleAfter) {
		if strings.Contains(l.Text, "\n") {
			t.Errorf("line %q has a newline", l.Text)
		}
	}
}

func mention(concept string) extract.Mention {
	return extract.Mention{ConceptID: concept, Type: "drug"}
}

func TestKeyTurnsAreAnchored(t *testing.T) {
	s := New()
	for seq, st := range []understand.Statement{
		{Type: "symptom", Concept: "sym:headache", Experiencer: "patient"},
		{Type: "symptom", Concept: "sym:fever", Experiencer: "patient"},
		{Type: "allergy", Concept: "drug:penicillin", Experiencer: "patient"},
		{Type: "medication", Concept: "drug:amlodipine", Experiencer: "patient"},
		{Type: "medication", Concept: "drug:metformin", Experiencer: "patient", Historical: true},
		{Type: "medication", Concept: "drug:aspirin", Experiencer: "patient", Uncertain: true},
	} {
		turn, r := patientSays(int64(seq+1), st)
		turn.ID = fmt.Sprint("t", seq+1)
		s = s.Observe(turn, r, vocab)
	}
	var got []string
	for _, a := range s.Anchors {
		got = append(got, a.TurnID+":"+a.Why)
	}
	want := "t1:chief complaint t3:allergy t4:new medication"
	if strings.Join(got, " ") != want {
		t.Errorf("anchors = %q, want %q", got, want)
	}
	for i := 0; i < 2*maxAnchors; i++ {
		turn, r := patientSays(int64(10+i), understand.Statement{Type: "medication", Concept: fmt.Sprint("drug:x", i), Experiencer: "patient"})
		turn.ID = fmt.Sprint("m", i)
		s = s.Observe(turn, r, vocab)
	}
	if len(s.Anchors) != maxAnchors+1 || s.Anchors[0].Why != AnchorComplaint || s.Anchors[len(s.Anchors)-1].TurnID != fmt.Sprint("m", 2*maxAnchors-1) {
		t.Errorf("after many medications anchors = %+v: want the chief complaint and the newest %d", s.Anchors, maxAnchors)
	}
}

func TestAClinicianOrderChangesTheConfirmedDrug(t *testing.T) {
	turn, r := patientSays(1, understand.Statement{Type: "medication", Concept: "drug:ibuprofen", Experiencer: "patient"})
	s := New().Observe(turn, r, vocab)
	clinician := func(seq int64, st ...understand.Statement) (Turn, understand.Reading) {
		return Turn{ID: fmt.Sprint("c", seq), Seq: seq, Speaker: understand.Clinician, Lang: "en", At: at}, understand.Reading{Statements: st}
	}
	turn, r = clinician(2, understand.Statement{Type: "medication", Concept: "drug:ibuprofen", Experiencer: "patient", Status: understand.Stopped},
		understand.Statement{Type: "medication", Concept: "drug:omeprazole", Experiencer: "patient"})
	s = s.Observe(turn, r, vocab)
	if got := strings.Join(Texts(s.Confirmed), ","); got != "ibuprofen (stop ordered),omeprazole (ordered)" {
		t.Errorf("after \"stop the ibuprofen, I'll give you omeprazole\": confirmed %q", got)
	}
	// A clinician's diagnosis or an uncertain order is no order to note;
	// nor is an assistant's turn.
	turn, r = clinician(3, understand.Statement{Type: "condition", Concept: "cond:gastritis", Experiencer: "patient"},
		understand.Statement{Type: "medication", Concept: "drug:ranitidine", Experiencer: "patient", Uncertain: true})
	s = s.Observe(turn, r, vocab)
	turn, r = clinician(4, understand.Statement{Type: "medication", Concept: "drug:aspirin", Experiencer: "patient", Status: understand.Stopped})
	turn.Speaker = understand.Assistant
	s = s.Observe(turn, r, vocab)
	if got := strings.Join(Texts(s.Confirmed), ","); got != "ibuprofen (stop ordered),omeprazole (ordered)" {
		t.Errorf("after a diagnosis, an uncertain order and an assistant's turn: confirmed %q", got)
	}
}

func TestAnAnswerSettlesItsQuestionsOfThatKind(t *testing.T) {
	// "Are you on a blood thinner, like warfarin or apixaban? Any allergies?"
	s := New().Observe(Turn{ID: "a1", Seq: 1, Speaker: understand.Assistant}, understand.Reading{Asks: []understand.Ask{
		{Type: "medication", Concept: "class:antithrombotic"}, {Type: "medication", Concept: "drug:warfarin"},
		{Type: "allergy", Concept: understand.NoKnownAllergy}}}, vocab)
	// "Yes, the apixaban, 5 mg twice a day."
	turn, r := patientSays(2, understand.Statement{Type: "medication", Concept: "drug:apixaban", Experiencer: "patient"})
	r.Answered = true
	s = s.Observe(turn, r, vocab)
	if got := strings.Join(Texts(s.Missing), ","); got != name(understand.NoKnownAllergy) {
		t.Errorf("missing after the drug question was answered = %q, want only the allergy question", got)
	}
	// A turn right after the question answers it even when the reading
	// found no yes or no: "以前做过什么手术吗？" "阑尾切了".
	s = New().Observe(Turn{ID: "c1", Seq: 1, Speaker: understand.Clinician}, understand.Reading{Asks: []understand.Ask{{Type: "procedure", Concept: "proc:surgery"}}}, vocab)
	turn, r = patientSays(2, understand.Statement{Type: "procedure", Concept: "proc:appendectomy", Experiencer: "patient", Historical: true})
	if s = s.Observe(turn, r, vocab); len(s.Missing) != 0 {
		t.Errorf("missing after an operation told right after the question = %q, want none", Texts(s.Missing))
	}
	// A statement turns later, which the reading took for no answer,
	// settles nothing; nor does a relative's.
	s = New().Observe(Turn{ID: "a1", Seq: 1, Speaker: understand.Assistant}, understand.Reading{Asks: []understand.Ask{{Type: "medication", Concept: "drug:warfarin"}}}, vocab)
	turn, r = patientSays(2, understand.Statement{Type: "medication", Concept: "drug:apixaban", Experiencer: "mother"})
	s = s.Observe(turn, r, vocab)
	turn, r = patientSays(3, understand.Statement{Type: "medication", Concept: "drug:apixaban", Experiencer: "patient"})
	if s = s.Observe(turn, r, vocab); strings.Join(Texts(s.Missing), ",") != "warfarin" {
		t.Errorf("missing after a relative's answer and a later statement = %q, want warfarin", Texts(s.Missing))
	}
}

// What the patient takes back leaves the state as it leaves the record:
// "I have high blood pressure." … "Actually no, that's my wife" kept the
// goal and the note "hypertension" (session 68's review, X17).
func TestATakenBackStatementLeavesTheState(t *testing.T) {
	htn := understand.Statement{Type: "condition", Concept: "cond:hypertension", Experiencer: "patient"}
	turn, r := patientSays(1, htn)
	s := New().Observe(turn, r, vocab)
	if s.Goal != "hypertension" || !has(s.Confirmed, "cond:hypertension") {
		t.Fatalf("before: goal %q, confirmed %+v", s.Goal, s.Confirmed)
	}
	turn, _ = patientSays(2)
	s = s.Observe(turn, understand.Reading{Withdrawn: []understand.Statement{htn}}, vocab)
	if s.Goal != "" || has(s.Confirmed, "cond:hypertension") || len(s.GoalHistory) != 1 || s.GoalHistory[0].Value != "hypertension" {
		t.Fatalf("after: goal %q, confirmed %+v, goal history %+v", s.Goal, s.Confirmed, s.GoalHistory)
	}
	// Near miss: taking back another thing leaves the goal.
	turn, r = patientSays(1, htn)
	s = New().Observe(turn, r, vocab)
	turn, _ = patientSays(2)
	s = s.Observe(turn, understand.Reading{Withdrawn: []understand.Statement{{Type: "medication", Concept: "drug:atorvastatin", Experiencer: "patient"}}}, vocab)
	if s.Goal != "hypertension" || !has(s.Confirmed, "cond:hypertension") {
		t.Fatalf("another taken back: goal %q, confirmed %+v", s.Goal, s.Confirmed)
	}
}

func TestADenialSettlesTheHedgeBeforeIt(t *testing.T) {
	hedge := understand.Statement{Type: "allergy", Concept: "drug:cefalexin", Experiencer: "patient", Uncertain: true}
	turn, r := patientSays(1, hedge)
	s := New().Observe(turn, r, vocab)
	if !has(s.Pending, "drug:cefalexin") {
		t.Fatalf("the hedge: pending %+v", s.Pending)
	}
	denied := understand.Statement{Type: "allergy", Concept: "drug:cefalexin", Experiencer: "patient", Negated: true}
	turn, r = patientSays(2, denied)
	if after := s.Observe(turn, r, vocab); has(after.Pending, "drug:cefalexin") {
		t.Errorf("after the denial: pending %+v, want the hedge settled", after.Pending)
	}
	// Near miss: a denial of something else leaves the hedge pending.
	turn, r = patientSays(2, understand.Statement{Type: "allergy", Concept: "drug:aspirin", Experiencer: "patient", Negated: true})
	if after := s.Observe(turn, r, vocab); !has(after.Pending, "drug:cefalexin") {
		t.Errorf("after another denial: pending %+v, want the hedge kept", after.Pending)
	}
}

func TestAResolutionIsPendingNotConfirmed(t *testing.T) {
	turn, r := patientSays(1, understand.Statement{Type: "condition", Concept: "cond:diabetes", Experiencer: "patient", Resolves: true})
	s := New().Observe(turn, r, vocab)
	if has(s.Confirmed, "cond:diabetes") || s.Goal != "" {
		t.Errorf("confirmed %+v, goal %q: a resolution confirmed the condition", s.Confirmed, s.Goal)
	}
	if len(s.Pending) != 1 || s.Pending[0].Text != "diabetes resolved?" {
		t.Errorf("pending %+v, want diabetes resolved?", s.Pending)
	}
}

func TestAnIntoleranceIsSaidAsOne(t *testing.T) {
	turn, r := patientSays(1, understand.Statement{Type: "allergy", Concept: "drug:codeine", Experiencer: "patient",
		Attributes: map[string]string{"type": understand.IntoleranceType}})
	s := New().Observe(turn, r, vocab)
	if len(s.Constraints) != 1 || s.Constraints[0].Value != "intolerant of codeine" {
		t.Errorf("constraints %+v, want intolerant of codeine", s.Constraints)
	}
}

func TestABareAnswerSettlesItsQuestion(t *testing.T) {
	asked := New().Observe(Turn{ID: "a1", Seq: 1, Speaker: understand.Assistant},
		understand.Reading{Asks: []understand.Ask{{Type: "allergy", Concept: understand.NoKnownAllergy}}}, vocab)
	if len(asked.Missing) != 1 {
		t.Fatalf("missing after the question = %q", Texts(asked.Missing))
	}
	turn, _ := patientSays(2)
	if s := asked.Observe(turn, understand.Reading{Answered: true}, vocab); len(s.Missing) != 0 {
		t.Errorf("after \"No, that was the only one.\": missing %q, want none", Texts(s.Missing))
	}
	// Near miss: a turn that answers nothing, later on, leaves it.
	turn, _ = patientSays(3)
	if s := asked.Observe(turn, understand.Reading{}, vocab); len(s.Missing) != 1 {
		t.Errorf("after a turn that answers nothing: missing %q, want the question kept", Texts(s.Missing))
	}
}

// What the patient told is said, not confirmed: the record marks it
// unconfirmed, and the prompt must not contradict it. What a caller merged
// as confirmed is shown as confirmed.
func TestWhatATurnToldIsSaidNotConfirmed(t *testing.T) {
	turn, r := patientSays(1, understand.Statement{Type: "condition", Concept: "cond:hypothyroidism", Experiencer: "patient"})
	s, err := New().Observe(turn, r, vocab).Merge(Patch{Confirmed: []string{"home readings"}}, CallerSource+"k1", at)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, l := range s.Lines("en", DefaultStaleAfter) {
		got = append(got, l.Text)
	}
	for _, want := range []string{"- Said this session: hypothyroidism", "- Confirmed: home readings"} {
		if !slices.Contains(got, want) {
			t.Errorf("lines %q lack %q", got, want)
		}
	}
}
