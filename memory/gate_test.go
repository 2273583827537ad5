package memory_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/memory"
	"github.com/anamnesis-health/anamnesis/understand"
)

// outcome names what a turn did to the record, for the gate table.
func outcome(t *testing.T, e *env, r memory.TurnResult) string {
	t.Helper()
	created := map[string]bool{}
	for _, u := range r.Updates {
		if u.Action == "created" || u.Action == "updated" {
			created[u.FactID] = true
		}
	}
	var facts []entity.Fact
	for _, f := range e.record() {
		if created[f.ID] && f.Kind == entity.KindFact {
			facts = append(facts, f)
		}
	}
	switch {
	case len(r.Claims) > 0 && len(facts) > 0:
		return fmt.Sprintf("fact %s %s %s + claim %s", facts[0].Type, facts[0].Verification, facts[0].Source.Kind, r.Claims[0].Reason)
	case len(r.Claims) > 0:
		return "claim " + r.Claims[0].Reason
	case len(facts) == 0:
		return "nothing"
	case facts[0].Type == entity.FamilyHistory:
		return "family_history"
	case facts[0].Verification == entity.Refuted:
		return "negative " + facts[0].Type
	}
	return fmt.Sprintf("fact %s %s", facts[0].Type, facts[0].Verification)
}

// deniedBeside finds a current fact and a denial of it both current in a
// record, "no allergies" beside an allergy among them: the record would
// say both, and so would a prompt.
func deniedBeside(record []entity.Fact) (entity.Fact, entity.Fact, bool) {
	for _, f := range record {
		if f.Verification == entity.Refuted || f.Status != entity.Active || f.Kind != entity.KindFact {
			continue
		}
		for _, g := range record {
			noneAtAll := g.Type == entity.Allergy && f.Type == entity.Allergy && g.Attributes[entity.ConceptAttribute] == understand.NoKnownAllergy
			if g.Verification == entity.Refuted && (g.Same(f) || noneAtAll) {
				return f, g, true
			}
		}
	}
	return entity.Fact{}, entity.Fact{}, false
}

// TestGateTable runs the design's gate table as sentences, zh and en, each
// asserting the exact outcome.
func TestGateTable(t *testing.T) {
	clinician := func(p ...memory.Proposal) func(*env) {
		return func(e *env) {
			if _, err := e.svc.PostFacts(context.Background(), e.clinician(), "p1", p); err != nil {
				e.t.Fatal(err)
			}
		}
	}
	said := func(texts ...string) func(*env) {
		return func(e *env) {
			for i, text := range texts {
				e.say(fmt.Sprintf("setup-%d", i), text)
			}
		}
	}
	htn := memory.Proposal{Type: entity.Condition, Display: "高血压", Code: entity.Code{System: "ICD-10-CM", Code: "I10"}}
	dm := memory.Proposal{Type: entity.Condition, Display: "2型糖尿病", Code: entity.Code{System: "ICD-10-CM", Code: "E11"}}
	aml := memory.Proposal{Type: entity.Medication, Display: "氨氯地平", Attributes: map[string]string{"dose": "5 mg"}}

	cases := []struct {
		row, text string
		setup     func(*env)
		want      string
	}{
		// explicit measurement with value and unit
		{"measurement", "我刚量的血压是118/75", nil, "fact observation confirmed"},
		{"measurement", "我血压150/100", nil, "fact observation confirmed"},
		{"measurement", "my sugar was 7.8 this morning", nil, "fact observation confirmed"},
		{"measurement", "血糖7.8", nil, "fact observation confirmed"},
		{"measurement", "HbA1c 6.5%", nil, "fact observation confirmed"},
		{"measurement", "my blood pressure is 135/85 mmHg", nil, "fact observation confirmed"},
		// explicit new symptom report
		{"symptom", "我昨晚膝盖又疼了", nil, "fact symptom confirmed"},
		{"symptom", "I've had a headache for 3 days", nil, "fact symptom confirmed"},
		{"symptom", "今天早上头晕", nil, "fact symptom confirmed"},
		{"symptom", "I have a bad cough", nil, "fact symptom confirmed"},
		{"symptom", "最近总是失眠", nil, "fact symptom confirmed"},
		// a patient's own diagnoses wait for a clinician
		{"patient diagnosis", "我有高血压", nil, "fact condition unconfirmed"},
		{"patient diagnosis", "I have type 2 diabetes", nil, "fact condition unconfirmed"},
		// relayed clinician order
		{"relayed", "my doctor switched me to losartan", nil, "fact medication unconfirmed patient-relayed + claim relayed"},
		{"relayed", "医生给我开了二甲双胍", nil, "fact medication unconfirmed patient-relayed + claim relayed"},
		{"relayed", "the doctor prescribed metformin", nil, "fact medication unconfirmed patient-relayed + claim relayed"},
		// hedged / subjective change to a condition
		{"hedged", "血压好像正常了", clinician(htn), "claim uncertain"},
		{"hedged", "I think my diabetes is gone", clinician(dm), "claim uncertain"},
		{"hedged", "血糖好像正常了", clinician(dm), "claim uncertain"},
		{"hedged", "我好像有点发烧", nil, "claim uncertain"},
		{"hedged", "maybe I have asthma", nil, "claim uncertain"},
		// negated mention
		{"negated", "我没有过敏", nil, "negative allergy"},
		{"negated", "no chest pain", nil, "negative symptom"},
		{"negated", "我不咳嗽", nil, "negative symptom"},
		{"negated", "I don't have diabetes", nil, "negative condition"},
		{"negated", "我没有发烧", nil, "negative symptom"},
		// family member
		{"family", "我妈妈有糖尿病", nil, "family_history"},
		{"family", "my father had a stroke", nil, "family_history"},
		{"family", "我爸爸有高血压", nil, "family_history"},
		{"family", "my sister has asthma", nil, "family_history"},
		// a relative by marriage is no family history (s41 blind round 5:
		// "阿托伐他汀是我老伴吃的" wrote the spouse's drug as family history)
		{"spouse", "那个阿托伐他汀是我老伴吃的", nil, "nothing"},
		{"spouse", "The Mobic is my husband's.", nil, "nothing"},
		{"spouse", "带状疱疹那个……我老伴儿前年得过，疼得直哼哼。", nil, "nothing"},
		// contradiction with the record
		{"contradiction", "医生给我开了阿莫西林", said("我对青霉素过敏"), "claim contradiction"},
		{"contradiction", "I take amoxicillin", said("I am allergic to penicillin"), "claim contradiction"},
		{"contradiction", "医生给我开了阿莫西林", said("青霉素不能打，打了会过敏。"), "claim contradiction"},
		{"contradiction", "I take amoxicillin", said("I can't have penicillin, I'm allergic."), "claim contradiction"},
		{"contradiction", "我在吃硝苯地平", clinician(aml), "claim contradiction"},
		{"contradiction", "我没有糖尿病", clinician(dm), "claim contradiction"},
		{"contradiction", "我停了氨氯地平", clinician(aml), "claim contradiction"},
		{"contradiction", "我对青霉素过敏", said("医生给我开了阿莫西林"), "claim contradiction"},
		// a denial of what the record holds current waits for a clinician,
		// and what was denied, affirmed later, closes the denial
		{"contradiction", "No, no headache.", said("I've had a headache for 3 days"), "claim contradiction"},
		{"contradiction", "我不咳嗽", said("我这几天一直咳嗽"), "claim contradiction"},
		{"contradiction", "I'm not allergic to penicillin.", said("I am allergic to penicillin"), "claim contradiction"},
		{"affirmed after denied", "Actually I do get headaches, first thing in the morning.", said("I don't get headaches."), "fact symptom confirmed"},
		{"affirmed after denied", "其实我有点咳嗽", said("我不咳嗽"), "fact symptom confirmed"},
		{"contradiction", "I have no allergies.", said("I'm allergic to penicillin, it gives me hives."), "claim contradiction"},
		{"affirmed after denied", "Actually I'm allergic to penicillin, it gives me hives.", said("I have no allergies."), "fact allergy unconfirmed"},
		{"affirmed after denied", "哦对了，我对青霉素过敏，起疹子。", said("我没有过敏。"), "fact allergy unconfirmed"},
		// hypothetical
		{"hypothetical", "如果我头疼可以吃布洛芬吗", nil, "nothing"},
		{"hypothetical", "what if I get a fever", nil, "nothing"},
		// chit-chat
		{"chit-chat", "今天天气不错", nil, "nothing"},
		{"chit-chat", "thanks!", nil, "nothing"},
		{"chit-chat", "好的，谢谢医生", nil, "nothing"},
		// the assistant's words are never evidence
		{"assistant", "您是不是有高血压？", nil, "nothing"},
		// repeating what the record holds changes nothing
		{"repeat", "我在吃氨氯地平", clinician(aml), "nothing"},
	}
	if len(cases) < 40 {
		t.Fatalf("the gate table needs at least 40 cases, has %d", len(cases))
	}
	for _, c := range cases {
		t.Run(c.row+": "+c.text, func(t *testing.T) {
			e := newEnv(t, recordBackends(t)["embedded"], nil)
			if c.setup != nil {
				c.setup(e)
			}
			role := "patient"
			if c.row == "assistant" {
				role = "assistant"
			}
			r := e.turn("t-case", role, c.text, nil)
			if got := outcome(t, e, r); got != c.want {
				t.Errorf("outcome = %q, want %q (mentions %+v)", got, c.want, r.Mentions)
			}
			if f, g, ok := deniedBeside(e.record()); ok {
				t.Errorf("the record holds %s %s and its denial %s at once", f.Display, f.ID, g.ID)
			}
			if c.row == "chit-chat" && r.Kind != "chitchat" && !strings.Contains(c.text, "谢谢") {
				t.Errorf("kind = %s, want chitchat", r.Kind)
			}
		})
	}
}

// TestTenantPolicyOverrides: a tenant's thresholds and guideline apply to
// that tenant only.
func TestTenantPolicyOverrides(t *testing.T) {
	e := newEnv(t, recordBackends(t)["embedded"], nil)
	e.policies = map[string]entity.Policy{e.sc.TenantID(): {Guideline: "ACCAHA2017", ConfirmAt: 0.99, ClaimBelow: 0.5, DropBelow: 0.2}}
	e.svc = e.service()
	e.say("t1", "我血压135/85")
	e.say("t2", "我昨晚膝盖又疼了")
	var grade, symptom entity.Fact
	for _, f := range e.record() {
		switch {
		case f.Kind == entity.KindInference:
			grade = f
		case f.Type == entity.Symptom:
			symptom = f
		}
	}
	if grade.Attributes["guideline"] != "ACCAHA2017" || grade.Attributes["grade"] == "" {
		t.Errorf("grade = %+v, want the tenant's ACC/AHA guideline", grade.Attributes)
	}
	if symptom.Verification != entity.Unconfirmed {
		t.Errorf("with confirm_at 0.99 a patient's symptom must stay unconfirmed, got %s", symptom.Verification)
	}

	other := newEnv(t, recordBackends(t)["embedded"], nil)
	other.policies = e.policies // overrides keyed by e's tenant do not reach this one
	other.svc = other.service()
	other.say("t1", "我血压135/85")
	for _, f := range other.record() {
		if f.Kind == entity.KindInference && f.Attributes["guideline"] != "CN2018" {
			t.Errorf("another tenant got the override: %+v", f.Attributes)
		}
	}
}

// TestEverydayWordsAreNotAbbreviations: short abbreviations of the lexicon
// ("AN", "AS", "MG", "GOT", "AGE") are everyday words in lower case.
func TestEverydayWordsAreNotAbbreviations(t *testing.T) {
	e := newEnv(t, recordBackends(t)["embedded"], nil)
	for i, text := range []string{
		"I have an allergy to nothing I know of", "I'm as tired as usual", "I take amlodipine 5mg daily",
		"I got my results at my age", "Dr Wang said to add more fibre",
	} {
		r := e.say(fmt.Sprintf("t%d", i), text)
		for _, m := range r.Mentions {
			if m.Type == "condition" && m.ConceptID != "cond:allergy" { // the allergy word itself
				t.Errorf("%q: found condition %s in %q", text, m.ConceptID, m.Text)
			}
		}
	}
}

// TestClinicianTurnsNeedAClinicianKey: a clinician's turn is the
// clinician's word only under a clinician's key. Posted by an agent it is
// relayed speech: written unconfirmed, source clinician-relayed, with a
// claim for a clinician to confirm; its questions state nothing.
func TestClinicianTurnsNeedAClinicianKey(t *testing.T) {
	order := "I'm going to start you on amlodipine 5 mg once a day."
	for _, c := range []struct {
		name       string
		clinician  bool
		wantVerif  string
		wantSource string
		wantClaim  bool
	}{
		{"posted by an agent", false, entity.Unconfirmed, entity.SourceClinicianRelayed, true},
		{"posted with a clinician key", true, entity.Confirmed, entity.SourceClinician, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			e := newEnv(t, recordBackends(t)["embedded"], nil)
			if c.clinician {
				e.sc = e.clinician()
			}
			q := e.turn("t1", "clinician", "Any chest pain or shortness of breath?", nil)
			if len(q.Updates) != 0 || len(q.Claims) != 0 {
				t.Fatalf("a clinician's question changed the record: %+v %+v", q.Updates, q.Claims)
			}
			r := e.turn("t2", "clinician", order, nil)
			facts := find(e.record(), func(f entity.Fact) bool { return concept(f) == "drug:amlodipine" })
			if len(facts) != 1 || facts[0].Verification != c.wantVerif || facts[0].Source.Kind != c.wantSource {
				t.Fatalf("amlodipine = %+v, want one fact %s from %s", facts, c.wantVerif, c.wantSource)
			}
			if got := len(r.Claims) > 0 && r.Claims[0].Reason == entity.ReasonRelayed; got != c.wantClaim {
				t.Errorf("relayed claim raised = %v, want %v (%+v)", got, c.wantClaim, r.Claims)
			}
		})
	}
}

// A fact a caller attaches to the assistant's turn is pending, and its
// claim says it came from the assistant: it had the source "patient", so
// a reviewer read the model's words as the patient's.
func TestAnAssistantsTurnIsNeverThePatientsWord(t *testing.T) {
	e := newEnv(t, recordBackends(t)["embedded"], nil)
	r := e.turn("t1", "assistant", "您一直在吃二甲双胍，对吧？", []memory.Proposal{{Type: entity.Medication, Display: "二甲双胍", Confidence: 0.95}})
	if len(r.Claims) != 1 {
		t.Fatalf("claims = %+v, want one pending claim for the caller's fact", r.Claims)
	}
	if got := find(e.record(), func(f entity.Fact) bool { return concept(f) == "drug:metformin" }); len(got) != 0 {
		t.Errorf("the assistant's words wrote %+v", got)
	}
	claims, _, err := e.svc.Claims(context.Background(), e.clinician(), memory.ClaimFilter{PatientID: "p1"})
	if err != nil {
		t.Fatal(err)
	}
	if len(claims) != 1 || claims[0].Proposed.Source.Kind != entity.SourceAssistant {
		t.Errorf("claims = %+v, want one whose proposal's source is %q", claims, entity.SourceAssistant)
	}
}

// TestAnswersRefuteWhatWasAsked: the patient's "没有" to a clinician's
// question refutes the concepts asked, with the patient as the source.
func TestAnswersRefuteWhatWasAsked(t *testing.T) {
	e := newEnv(t, recordBackends(t)["embedded"], nil)
	e.turn("t1", "clinician", "咳嗽吗？发烧吗？", nil)
	e.turn("t2", "patient", "都没有。", nil)
	for _, id := range []string{"sym:cough", "sym:fever"} {
		facts := find(e.record(), func(f entity.Fact) bool { return concept(f) == id })
		if len(facts) != 1 || facts[0].Verification != entity.Refuted || facts[0].Source.Kind != entity.SourcePatient || facts[0].Source.TurnID != "t2" {
			t.Errorf("%s = %+v, want one refuted fact from the patient's turn t2", id, facts)
		}
	}
}
