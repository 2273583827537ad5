package entity

import (
	"math/rand/v2"
	"strings"
	"testing"
	"time"
)

// vocab is a two-class stand-in for the ontology.
type vocab struct{}

func (vocab) InClass(drug, class string) bool {
	return class == "allergen:penicillins" && (drug == "drug:amoxicillin" || drug == "drug:penicillin_v")
}

func (vocab) Broader(general, specific string) bool {
	switch general {
	case "allergy:any":
		return strings.HasPrefix(specific, "allergen:") || strings.HasPrefix(specific, "drug:")
	case "cond:diabetes":
		return specific == "cond:type2_diabetes"
	case "sym:cough":
		return specific == "sym:dry_cough" || specific == "sym:productive_cough"
	}
	return false
}

func (vocab) SameComplaint(a, b string) bool {
	return a != b && (a == "sym:foot_swelling" || a == "sym:ankle_swelling") && (b == "sym:foot_swelling" || b == "sym:ankle_swelling")
}

func (vocab) TherapeuticClass(drug string) string {
	switch drug {
	case "drug:amlodipine", "drug:nifedipine":
		return "C08CA"
	case "drug:amoxicillin":
		return "J01CA"
	}
	return ""
}

var gateNow = time.Date(2026, 11, 29, 9, 0, 0, 0, time.UTC)

func current(id, typ, concept, status, verification string) Fact {
	return Fact{ID: id, PatientID: "p1", Type: typ, Display: concept, Code: Code{System: "X", Code: concept},
		Status: status, Verification: verification, Kind: KindFact, RecordedAt: gateNow.Add(-time.Hour),
		Attributes: map[string]string{ConceptAttribute: concept}}
}

func stmt(typ, concept string, edit func(*Statement)) Statement {
	s := Statement{Fact: Fact{PatientID: "p1", Type: typ, Display: concept, Code: Code{System: "X", Code: concept},
		Source: Source{Kind: SourcePatient, TurnID: "t1", SessionID: "s1"}},
		Concept: concept, Confidence: 0.9, Speaker: "patient", Experiencer: "patient"}
	if edit != nil {
		edit(&s)
	}
	return s
}

// A relayed claim's explanation names who relayed the clinician's words: a
// clinician's own turn posted with an agent key was explained as "a
// clinician's order relayed by the patient", which sends the reviewer to
// ask the patient about words the patient never said.
func TestARelayedClaimSaysWhoRelayedIt(t *testing.T) {
	for _, tt := range []struct {
		name, speaker, kind, want, unwanted string
	}{
		{"the patient relaying an order", "patient", SourcePatient, "a clinician's order relayed by the patient about medication", ""},
		{"a clinician's turn posted with an agent key", "clinician", SourceClinicianRelayed,
			"the clinician's own turn, relayed by an agent with a key that is not a clinician's, about medication", "relayed by the patient"},
		{"the assistant relaying an order", "assistant", SourcePatient, "a clinician's order relayed by the assistant", "relayed by the patient"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := stmt(Medication, "drug:losartan", func(s *Statement) {
				s.Speaker, s.Relayed, s.Confidence, s.Fact.Source.Kind = tt.speaker, true, 1, tt.kind
			})
			p := DefaultPolicy()
			p.Caps["assistant"] = map[string]float64{"*": 1} // so the assistant's statement is written, and flagged
			d := Gate(p, vocab{}, nil, s, gateNow)
			if d.Claim == nil || d.Claim.Reason != ReasonRelayed {
				t.Fatalf("claim = %+v, want a relayed claim", d.Claim)
			}
			if !strings.Contains(d.Claim.Explanation, tt.want) || tt.unwanted != "" && strings.Contains(d.Claim.Explanation, tt.unwanted) {
				t.Errorf("explanation = %q, want it to say %q", d.Claim.Explanation, tt.want)
			}
		})
	}
}

func TestGate(t *testing.T) {
	p := DefaultPolicy()
	htn := current("f-htn", Condition, "cond:hypertension", Active, Confirmed)
	pen := current("f-pen", Allergy, "allergen:penicillins", Active, Unconfirmed)
	aml := current("f-aml", Medication, "drug:amlodipine", Active, Confirmed)
	told := current("f-aml", Medication, "drug:amlodipine", Active, Unconfirmed)
	bp := current("f-bp", Observation, "vital:bp", Active, Confirmed)
	cases := []struct {
		name    string
		record  []Fact
		s       Statement
		outcome Outcome
		verif   string
		reason  string
		closes  []string
		names   []string
	}{
		{"a measurement is written and supersedes the latest one", []Fact{bp}, stmt(Observation, "vital:bp", nil),
			WriteFact, Confirmed, "", []string{"f-bp"}, nil},
		{"a patient's symptom is written confirmed", nil, stmt(Symptom, "sym:knee_pain", nil), WriteFact, Confirmed, "", nil, nil},
		{"a patient's diagnosis is capped to unconfirmed", nil, stmt(Condition, "cond:diabetes", func(s *Statement) { s.Confidence = 1 }),
			WriteFact, Unconfirmed, "", nil, nil},
		{"a clinician's diagnosis is confirmed", nil, stmt(Condition, "cond:diabetes", func(s *Statement) { s.Speaker, s.Confidence = "clinician", 0.95 }),
			WriteFact, Confirmed, "", nil, nil},
		{"the assistant's words are only a claim", nil, stmt(Condition, "cond:diabetes", func(s *Statement) { s.Speaker = "assistant" }),
			RaiseClaim, "", ReasonPolicy, nil, nil},
		{"a hedged change to a condition is a claim that closes nothing", []Fact{htn},
			stmt(Condition, "cond:hypertension", func(s *Statement) { s.Uncertain, s.Resolves = true, true }),
			RaiseClaim, "", ReasonUncertain, nil, []string{"f-htn"}},
		{"a condition told as past does not close the active one", []Fact{current("f-preg", Condition, "cond:pregnancy", Active, Unconfirmed)},
			stmt(Condition, "cond:pregnancy", func(s *Statement) { s.Historical = true }), RaiseClaim, "", ReasonContradiction, nil, []string{"f-preg"}},
		{"a condition told as past with none active is written over", []Fact{current("f-preg", Condition, "cond:pregnancy", Inactive, Unconfirmed)},
			stmt(Condition, "cond:pregnancy", func(s *Statement) { s.Historical = true }), Nothing, "", "", nil, nil},
		{"a clinician's past tense closes it", []Fact{current("f-preg", Condition, "cond:pregnancy", Active, Unconfirmed)},
			stmt(Condition, "cond:pregnancy", func(s *Statement) { s.Historical, s.Speaker = true, "clinician" }), WriteFact, Confirmed, "", []string{"f-preg"}, nil},
		{"an unhedged 'my diabetes is gone' is still only a claim", nil,
			stmt(Condition, "cond:diabetes", func(s *Statement) { s.Resolves = true }), RaiseClaim, "", ReasonPolicy, nil, nil},
		{"a hedged symptom is a claim", nil, stmt(Symptom, "sym:headache", func(s *Statement) { s.Uncertain = true }),
			RaiseClaim, "", ReasonUncertain, nil, nil},
		{"a negated mention is a refuted fact", nil, stmt(Symptom, "sym:chest_pain", func(s *Statement) { s.Negated = true }),
			WriteNegative, Refuted, "", nil, nil},
		{"denying a broader condition than a confirmed one is a contradiction", []Fact{current("f-t2", Condition, "cond:type2_diabetes", Active, Confirmed)},
			stmt(Condition, "cond:diabetes", func(s *Statement) { s.Negated = true }), RaiseClaim, "", ReasonContradiction, nil, []string{"f-t2"}},
		{"a repeat with fewer details is consistent", []Fact{aml}, stmt(Medication, "drug:amlodipine", nil), Nothing, "", "", nil, nil},
		{"denying a confirmed diagnosis is a contradiction", []Fact{htn},
			stmt(Condition, "cond:hypertension", func(s *Statement) { s.Negated = true }), RaiseClaim, "", ReasonContradiction, nil, []string{"f-htn"}},
		{"a family member's condition is family history", nil,
			stmt(Condition, "cond:diabetes", func(s *Statement) { s.Experiencer = "mother" }), WriteFamily, Unconfirmed, "", nil, nil},
		{"a family member's drug is nothing", nil,
			stmt(Medication, "drug:warfarin", func(s *Statement) { s.Experiencer = "mother" }), Nothing, "", "", nil, nil},
		{"a family member's allergy is family history", nil,
			stmt(Allergy, "drug:penicillin", func(s *Statement) { s.Experiencer = "mother" }), WriteFamily, Unconfirmed, "", nil, nil},
		{"a hypothetical is nothing", nil, stmt(Medication, "drug:ibuprofen", func(s *Statement) { s.Hypothetical = true }),
			Nothing, "", "", nil, nil},
		{"a drug in an allergy class is a contradiction", []Fact{pen}, stmt(Medication, "drug:amoxicillin", func(s *Statement) { s.Relayed = true }),
			RaiseClaim, "", ReasonContradiction, nil, []string{"f-pen"}},
		{"an allergy to the class of an active drug is a contradiction", []Fact{current("f-amx", Medication, "drug:amoxicillin", Active, Unconfirmed)},
			stmt(Allergy, "allergen:penicillins", nil), RaiseClaim, "", ReasonContradiction, nil, []string{"f-amx"}},
		{"two active drugs of one ATC level-4 class is duplicate therapy", []Fact{aml}, stmt(Medication, "drug:nifedipine", nil),
			RaiseClaim, "", ReasonContradiction, nil, []string{"f-aml"}},
		{"'stopped' against an active drug is a contradiction", []Fact{aml},
			stmt(Medication, "drug:amlodipine", func(s *Statement) { s.Fact.Status = Stopped }), RaiseClaim, "", ReasonContradiction, nil, []string{"f-aml"}},
		{"'stopped' at a later visit updates the drug the patient told of", []Fact{inSession(told, "s1")},
			stmt(Medication, "drug:amlodipine", func(s *Statement) { s.Fact.Status, s.Fact.Source.SessionID = Stopped, "s2" }),
			WriteFact, "", "", []string{"f-aml"}, nil},
		{"'stopped' in the visit that told of the drug is a contradiction", []Fact{inSession(told, "s1")},
			stmt(Medication, "drug:amlodipine", func(s *Statement) { s.Fact.Status, s.Fact.Source.SessionID = Stopped, "s1" }),
			RaiseClaim, "", ReasonContradiction, nil, []string{"f-aml"}},
		{"'stopped' at a later visit against a confirmed drug is a contradiction",
			[]Fact{inSession(current("f-aml", Medication, "drug:amlodipine", Active, Confirmed), "s1")},
			stmt(Medication, "drug:amlodipine", func(s *Statement) { s.Fact.Status, s.Fact.Source.SessionID = Stopped, "s2" }),
			RaiseClaim, "", ReasonContradiction, nil, []string{"f-aml"}},
		{"a relayed order is written unconfirmed, flagged with a claim", nil, stmt(Medication, "drug:losartan", func(s *Statement) { s.Relayed = true }),
			WriteFact, Unconfirmed, ReasonRelayed, nil, nil},
		{"repeating a recorded fact writes nothing", []Fact{aml}, stmt(Medication, "drug:amlodipine", nil), Nothing, "", "", nil, nil},
		{"a historical condition is written inactive", nil, stmt(Condition, "cond:ulcer", func(s *Statement) { s.Historical = true }),
			WriteFact, Unconfirmed, "", nil, nil},
		{"a historical medication is written stopped, never active", nil,
			stmt(Medication, "drug:omeprazole", func(s *Statement) { s.Historical = true }), WriteFact, Unconfirmed, "", nil, nil},
		{"an allergy said to be over is a clinician's call", nil,
			stmt(Allergy, "allergen:penicillins", func(s *Statement) { s.Historical = true }), RaiseClaim, "", ReasonPolicy, nil, nil},
		{"someone who is not a blood relative writes nothing", nil,
			stmt(Condition, "cond:diabetes", func(s *Statement) { s.Experiencer = OtherPerson }), Nothing, "", "", nil, nil},
		{"a clinician's turn relayed by an agent is unconfirmed with a claim", nil,
			stmt(Medication, "drug:losartan", func(s *Statement) {
				s.Speaker, s.Relayed, s.Confidence, s.Fact.Source.Kind = "clinician", true, 1, SourceClinicianRelayed
			}), WriteFact, Unconfirmed, ReasonRelayed, nil, nil},
		{"a broader condition than one recorded says nothing new", []Fact{current("f-t2", Condition, "cond:type2_diabetes", Active, Unconfirmed)},
			stmt(Condition, "cond:diabetes", nil), Nothing, "", "", nil, nil},
		{"low confidence is nothing", nil, stmt(Symptom, "sym:cough", func(s *Statement) { s.Confidence = 0.1 }), Nothing, "", "", nil, nil},
		// A denial is never written beside the current fact it denies: the
		// record would say both, and a prompt would show both. Most such
		// denials in the reading corpora were misreadings ("No, it's only
		// in the legs" after leg numbness); the rest are a change a
		// clinician confirms.
		{"denying a current symptom is a claim naming it", []Fact{current("f-numb", Symptom, "sym:numbness", Active, Confirmed)},
			stmt(Symptom, "sym:numbness", func(s *Statement) { s.Negated = true }), RaiseClaim, "", ReasonContradiction, nil, []string{"f-numb"}},
		{"denying an unconfirmed condition is a claim naming it", []Fact{current("f-asthma", Condition, "cond:asthma", Active, Unconfirmed)},
			stmt(Condition, "cond:asthma", func(s *Statement) { s.Negated = true }), RaiseClaim, "", ReasonContradiction, nil, []string{"f-asthma"}},
		{"denying an active drug is a claim naming it", []Fact{told},
			stmt(Medication, "drug:amlodipine", func(s *Statement) { s.Negated = true }), RaiseClaim, "", ReasonContradiction, nil, []string{"f-aml"}},
		{"denying a recorded allergy is a claim naming it", []Fact{pen},
			stmt(Allergy, "allergen:penicillins", func(s *Statement) { s.Negated = true }), RaiseClaim, "", ReasonContradiction, nil, []string{"f-pen"}},
		{"near miss: denying a symptom that is over is a refuted fact", []Fact{current("f-numb", Symptom, "sym:numbness", Resolved, Confirmed)},
			stmt(Symptom, "sym:numbness", func(s *Statement) { s.Negated = true }), WriteNegative, Refuted, "", nil, nil},
		{"near miss: denying a symptom at another site is a refuted fact", []Fact{with(current("f-numb", Symptom, "sym:numbness", Active, Confirmed), "site", "foot")},
			stmt(Symptom, "sym:numbness", func(s *Statement) {
				s.Negated = true
				s.Fact.Attributes = map[string]string{ConceptAttribute: "sym:numbness", SiteAttribute: "buttock"}
			}),
			WriteNegative, Refuted, "", nil, nil},
		{"near miss: denying what the record already denies writes nothing new", []Fact{current("f-numb", Symptom, "sym:numbness", Inactive, Refuted)},
			stmt(Symptom, "sym:numbness", func(s *Statement) {
				s.Negated = true
				s.Fact.Attributes = map[string]string{ConceptAttribute: "sym:numbness"}
			}),
			Nothing, "", "", nil, nil},
		// The other way round: what the patient affirms after denying it
		// closes the denial ("Any headaches?" "No." … "Actually, going
		// back, I do get headaches"), unless a clinician recorded it absent.
		{"a symptom affirmed after the patient denied it closes the denial", []Fact{current("f-nohead", Symptom, "sym:headache", Inactive, Refuted)},
			stmt(Symptom, "sym:headache", nil), WriteFact, Confirmed, "", []string{"f-nohead"}, nil},
		{"an allergy affirmed after 'no allergies' closes the denial", []Fact{current("f-nopen", Allergy, "allergen:penicillins", Inactive, Refuted)},
			stmt(Allergy, "allergen:penicillins", nil), WriteFact, "", "", []string{"f-nopen"}, nil},
		{"affirming what a clinician recorded absent is a claim naming it", []Fact{fromClinician(current("f-nodm", Condition, "cond:diabetes", Inactive, Refuted))},
			stmt(Condition, "cond:diabetes", nil), RaiseClaim, "", ReasonContradiction, nil, []string{"f-nodm"}},
		{"a clinician in person denying a current condition closes it", []Fact{current("f-asthma", Condition, "cond:asthma", Active, Unconfirmed)},
			stmt(Condition, "cond:asthma", func(s *Statement) { s.Negated, s.Speaker = true, "clinician" }), WriteNegative, Refuted, "", []string{"f-asthma"}, nil},
		{"near miss: a clinician's denial relayed is a claim", []Fact{current("f-asthma", Condition, "cond:asthma", Active, Unconfirmed)},
			stmt(Condition, "cond:asthma", func(s *Statement) { s.Negated, s.Speaker, s.Relayed = true, "clinician", true }),
			RaiseClaim, "", ReasonContradiction, nil, []string{"f-asthma"}},
		{"'no allergies' with an allergy recorded is a claim naming it", []Fact{pen},
			stmt(Allergy, "allergy:any", func(s *Statement) { s.Negated = true }), RaiseClaim, "", ReasonContradiction, nil, []string{"f-pen"}},
		{"'no true allergies' beside an intolerance is written", []Fact{with(current("f-cod", Allergy, "drug:codeine", Active, Unconfirmed), AllergyTypeAttribute, Intolerance)},
			stmt(Allergy, "allergy:any", func(s *Statement) { s.Negated = true }), WriteNegative, Refuted, "", nil, nil},
		{"an intolerance told after 'no allergies' leaves the denial", []Fact{current("f-nka", Allergy, "allergy:any", Inactive, Refuted)},
			stmt(Allergy, "drug:codeine", func(s *Statement) {
				s.Fact.Attributes = map[string]string{ConceptAttribute: "drug:codeine", AllergyTypeAttribute: Intolerance}
			}), WriteFact, "", "", nil, nil},
		{"an allergy told after 'no allergies' closes the denial", []Fact{current("f-nka", Allergy, "allergy:any", Inactive, Refuted)},
			stmt(Allergy, "allergen:penicillins", nil), WriteFact, "", "", []string{"f-nka"}, nil},
		{"near miss: a symptom told as past leaves its denial now", []Fact{current("f-nohead", Symptom, "sym:headache", Inactive, Refuted)},
			stmt(Symptom, "sym:headache", func(s *Statement) { s.Historical = true }), WriteFact, "", "", nil, nil},
		{"near miss: a symptom at one site leaves its denial at another", []Fact{with(current("f-nonumb", Symptom, "sym:numbness", Inactive, Refuted), "site", "buttock")},
			stmt(Symptom, "sym:numbness", func(s *Statement) {
				s.Fact.Attributes = map[string]string{ConceptAttribute: "sym:numbness", SiteAttribute: "foot"}
			}),
			WriteFact, "", "", nil, nil},
		{"a hedged denial is a claim proposing the denial", nil,
			stmt(Allergy, "allergen:penicillins", func(s *Statement) { s.Negated, s.Uncertain = true, true }), RaiseClaim, "", ReasonUncertain, nil, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d := Gate(p, vocab{}, c.record, c.s, gateNow)
			if d.Outcome != c.outcome {
				t.Fatalf("outcome = %s (%s), want %s", d.Outcome, d.Why, c.outcome)
			}
			if c.verif != "" && d.Fact.Verification != c.verif {
				t.Errorf("verification = %s, want %s", d.Fact.Verification, c.verif)
			}
			if c.s.Historical && d.Outcome == WriteFact && (d.Fact.Status == Active || d.Fact.Status == "") {
				t.Errorf("a historical statement was written %q", d.Fact.Status)
			}
			if c.s.Historical && c.s.Fact.Type == Allergy && d.Claim != nil && d.Claim.Proposed.Status != Inactive {
				t.Errorf("an allergy said to be over proposes status %q", d.Claim.Proposed.Status)
			}
			if d.Outcome == WriteFact && c.s.Fact.Source.Kind == SourceClinicianRelayed && d.Fact.Source.Kind != SourceClinicianRelayed {
				t.Errorf("a relayed clinician's source became %q", d.Fact.Source.Kind)
			}
			// A claim on a denial proposes the denial: confirming "I don't
			// have diabetes" wrote a confirmed diabetes.
			if c.s.Negated && d.Claim != nil && (d.Claim.Proposed.Verification != Refuted || d.Claim.Proposed.Status != Inactive) {
				t.Errorf("a denial's claim proposes %s %s, want refuted inactive", d.Claim.Proposed.Verification, d.Claim.Proposed.Status)
			}
			if c.reason != "" {
				if d.Claim == nil || d.Claim.Reason != c.reason {
					t.Fatalf("claim = %+v, want reason %s", d.Claim, c.reason)
				}
				if d.Claim.Status != ClaimPending {
					t.Errorf("claim status = %s", d.Claim.Status)
				}
			}
			if strings.Join(d.Supersede, ",") != strings.Join(c.closes, ",") {
				t.Errorf("supersedes %v, want %v", d.Supersede, c.closes)
			}
			if c.names != nil {
				if strings.Join(d.Claim.ConflictsWith, ",") != strings.Join(c.names, ",") {
					t.Errorf("conflicts_with %v, want %v", d.Claim.ConflictsWith, c.names)
				}
				for _, id := range c.names {
					if !strings.Contains(d.Claim.Explanation, id) && d.Claim.Reason == ReasonContradiction {
						t.Errorf("explanation %q does not name %s", d.Claim.Explanation, id)
					}
				}
			}
		})
	}
}

// TestGuardedStatementsNeverConfirmAPatientFact is the gate's safety
// property: whatever the confidence, speaker, type and record, a hedged,
// negated, hypothetical or family-member statement never writes a confirmed
// fact about the patient.
func TestGuardedStatementsNeverConfirmAPatientFact(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 5))
	types := []string{Condition, Medication, Allergy, Observation, Symptom, Procedure, Event}
	concepts := []string{"cond:hypertension", "drug:amlodipine", "drug:amoxicillin", "allergen:penicillins", "vital:bp", "sym:knee_pain"}
	speakers := []string{"patient", "assistant", "clinician"}
	statuses := []string{Active, Stopped, Resolved, Inactive}
	p := DefaultPolicy()
	for i := 0; i < 20000; i++ {
		var record []Fact
		for j := 0; j < r.IntN(4); j++ {
			record = append(record, current("f"+string(rune('a'+j)), types[r.IntN(len(types))], concepts[r.IntN(len(concepts))],
				statuses[r.IntN(len(statuses))], []string{Confirmed, Unconfirmed, Refuted}[r.IntN(3)]))
		}
		s := stmt(types[r.IntN(len(types))], concepts[r.IntN(len(concepts))], func(s *Statement) {
			s.Confidence = r.Float64() * 1.2
			s.Speaker = speakers[r.IntN(len(speakers))]
			s.Fact.Status = statuses[r.IntN(len(statuses))]
			s.Relayed, s.Historical, s.Resolves = r.IntN(2) == 0, r.IntN(2) == 0, r.IntN(3) == 0
			switch r.IntN(4) {
			case 0:
				s.Uncertain = true
			case 1:
				s.Negated = true
			case 2:
				s.Hypothetical = true
			case 3:
				s.Experiencer = []string{"mother", "father", "sibling"}[r.IntN(3)]
			}
			if r.IntN(3) == 0 { // guards combine
				s.Uncertain = true
			}
		})
		d := Gate(p, vocab{}, record, s, gateNow)
		written := d.Outcome == WriteFact || d.Outcome == WriteNegative || d.Outcome == WriteFamily
		if written && d.Fact.Type != FamilyHistory && d.Fact.Verification == Confirmed {
			t.Fatalf("case %d: %+v wrote a confirmed patient fact: %+v", i, s, d.Fact)
		}
		if written && d.Fact.Verification == Confirmed && d.Fact.Status == Active && d.Fact.Type != FamilyHistory {
			t.Fatalf("case %d: confirmed active fact from a guarded statement", i)
		}
		if d.Outcome == WriteFamily && d.Fact.Verification == Confirmed {
			t.Fatalf("case %d: confirmed family history from a patient's say-so", i)
		}
	}
}

func fromClinician(f Fact) Fact {
	f.Source.Kind = SourceClinician
	return f
}

// with returns f with attributes added.
func inSession(f Fact, session string) Fact {
	f.Source.SessionID = session
	return f
}

func with(f Fact, kv ...string) Fact {
	attrs := map[string]string{}
	for k, v := range f.Attributes {
		attrs[k] = v
	}
	for i := 0; i+1 < len(kv); i += 2 {
		attrs[kv[i]] = kv[i+1]
	}
	f.Attributes = attrs
	return f
}

// said returns a statement of typ and concept with attributes added.
func said(typ, concept string, edit func(*Statement), kv ...string) Statement {
	s := stmt(typ, concept, edit)
	s.Fact = with(s.Fact, kv...)
	return s
}

// TestGateFollowsIdentity is issue 10's identity of a fact: a statement
// closes only the current facts it is the same thing as (Fact.Same).
func TestGateFollowsIdentity(t *testing.T) {
	p := DefaultPolicy()
	pain := current("f-knee", Symptom, "sym:pain_symptom", Active, Confirmed)
	knee := with(pain, "site", "knee")
	hand := with(current("f-hand", Symptom, "sym:numbness", Active, Confirmed), "site", "hand")
	foot := with(current("f-foot", Symptom, "sym:numbness", Active, Confirmed), "site", "foot")
	unplaced := current("f-numb", Symptom, "sym:numbness", Active, Confirmed)
	// The previous version kept the site of a composed concept ("脚踝也疼"
	// was ankle pain at the ankle); its facts are the same symptom as one
	// said without it.
	ankleBefore := with(current("f-ankle", Symptom, "sym:ankle_pain", Active, Confirmed), "site", "ankle")
	met := with(current("f-met", Medication, "drug:metformin", Active, Unconfirmed), "dose", "500 mg")
	glucose := func(id string, kv ...string) Fact {
		return with(current(id, Observation, "lab:glucose", Active, Confirmed), append([]string{"value", "6.1", "unit", "mmol/L"}, kv...)...)
	}
	fasting, postMeal := glucose("f-fast", "timing", "fasting"), glucose("f-post", "timing", "post-meal")
	homeBP := with(current("f-home", Observation, "vital:bp", Active, Confirmed), "value", "130/80", "setting", "home")
	historical := func(s *Statement) { s.Historical = true }
	dry := current("f-dry", Symptom, "sym:dry_cough", Active, Confirmed)
	wet := current("f-wet", Symptom, "sym:productive_cough", Active, Confirmed)
	fromTurn := func(f Fact, turn string) Fact { f.Source.TurnID = turn; return f }
	inSession := func(f Fact, session string) Fact { f.Source.SessionID = session; return f }
	ankles := inSession(current("f-ankle2", Symptom, "sym:ankle_swelling", Active, Confirmed), "s1")
	nextVisit := func(s *Statement) { s.Historical = true; s.Fact.Source.SessionID = "s2" }
	sameVisit := func(s *Statement) { s.Historical = true; s.Fact.Source.SessionID = "s1" }

	cases := []struct {
		name    string
		record  []Fact
		s       Statement
		outcome Outcome
		closes  []string
		site    string // the written fact's site
		names   []string
	}{
		{"pain at another site is another symptom", []Fact{knee},
			said(Symptom, "sym:pain_symptom", nil, "site", "ankle"), WriteFact, nil, "ankle", nil},
		{"pain at the same site said again with more is updated", []Fact{knee},
			said(Symptom, "sym:pain_symptom", nil, "site", "knee", "duration", "3 days"), WriteFact, []string{"f-knee"}, "knee", nil},
		{"pain at the same site said again is already recorded", []Fact{knee},
			said(Symptom, "sym:pain_symptom", nil, "site", "knee"), Nothing, nil, "", nil},
		{"a symptom over at another site leaves this one current", []Fact{hand},
			said(Symptom, "sym:numbness", historical, "site", "foot"), WriteFact, nil, "foot", nil},
		{"a symptom said without its site is the one recorded, and keeps its site", []Fact{hand},
			said(Symptom, "sym:numbness", historical), WriteFact, []string{"f-hand"}, "hand", nil},
		{"a symptom said again without its site is already recorded", []Fact{hand, foot},
			said(Symptom, "sym:numbness", nil), Nothing, nil, "", nil},
		{"a change said without a site, of a symptom at two sites, is a claim naming both", []Fact{hand, foot},
			said(Symptom, "sym:numbness", historical), RaiseClaim, nil, "", []string{"f-foot", "f-hand"}},
		{"a placed symptom refines the one recorded without a site", []Fact{unplaced},
			said(Symptom, "sym:numbness", nil, "site", "hand"), WriteFact, []string{"f-numb"}, "hand", nil},
		{"a fact of the previous version is closed by the same symptom", []Fact{ankleBefore},
			said(Symptom, "sym:ankle_pain", historical), WriteFact, []string{"f-ankle"}, "ankle", nil},
		{"a fact of the previous version is the same symptom said again", []Fact{ankleBefore},
			said(Symptom, "sym:ankle_pain", nil), Nothing, nil, "", nil},
		{"a kind of symptom is closed by the symptom said without its kind", []Fact{dry},
			said(Symptom, "sym:cough", historical), WriteFact, []string{"f-dry"}, "", nil},
		{"a general symptom said after its kind is written: the corpora's annotators record both", []Fact{dry},
			said(Symptom, "sym:cough", nil), WriteFact, nil, "", nil},
		{"a symptom over at a site leaves its kind elsewhere current", []Fact{dry},
			said(Symptom, "sym:cough", historical, "site", "chest"), WriteFact, nil, "chest", nil},
		{"a symptom over without its kind, of two kinds recorded, is a claim naming both", []Fact{dry, wet},
			said(Symptom, "sym:cough", historical), RaiseClaim, nil, "", []string{"f-dry", "f-wet"}},
		{"a kind told in the same turn is not closed by it", []Fact{fromTurn(dry, "t-7")},
			said(Symptom, "sym:cough", func(s *Statement) { s.Historical = true; s.Fact.Source.TurnID = "t-7" }), WriteFact, nil, "", nil},
		{"a refuted kind is not closed again", []Fact{current("f-dry", Symptom, "sym:dry_cough", Active, Refuted)},
			said(Symptom, "sym:cough", historical), WriteFact, nil, "", nil},
		{"a complaint over in other words at a later visit closes the one recorded", []Fact{ankles},
			said(Symptom, "sym:foot_swelling", nextVisit), WriteFact, []string{"f-ankle2"}, "", nil},
		{"near miss: a complaint past in other words in its own visit tells another time", []Fact{ankles},
			said(Symptom, "sym:foot_swelling", sameVisit), WriteFact, nil, "", nil},
		{"near miss: a complaint denied in other words closes nothing", []Fact{ankles},
			said(Symptom, "sym:foot_swelling", func(s *Statement) { nextVisit(s); s.Historical = false; s.Negated = true }), WriteNegative, nil, "", nil},
		{"a complaint over in other words, of two recorded, is a claim naming both", []Fact{ankles, inSession(current("f-ankle3", Symptom, "sym:ankle_swelling", Active, Confirmed), "s1")},
			said(Symptom, "sym:foot_swelling", nextVisit), RaiseClaim, nil, "", []string{"f-ankle2", "f-ankle3"}},
		{"a new dose updates the medication", []Fact{met},
			said(Medication, "drug:metformin", nil, "dose", "1000 mg"), WriteFact, []string{"f-met"}, "", nil},
		{"a post-meal glucose leaves the fasting one current", []Fact{fasting},
			said(Observation, "lab:glucose", nil, "value", "9.8", "timing", "post-meal"), WriteFact, nil, "", nil},
		{"a fasting glucose replaces the last fasting one only", []Fact{fasting, postMeal},
			said(Observation, "lab:glucose", nil, "value", "5.9", "timing", "fasting"), WriteFact, []string{"f-fast"}, "", nil},
		{"a glucose without a timing is a series of its own", []Fact{fasting, postMeal},
			said(Observation, "lab:glucose", nil, "value", "7.2"), WriteFact, nil, "", nil},
		{"a clinic reading leaves the home reading current", []Fact{homeBP},
			said(Observation, "vital:bp", nil, "value", "150/95", "setting", "clinic"), WriteFact, nil, "", nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			siteSaid := c.s.Fact.Attributes["site"]
			d := Gate(p, vocab{}, c.record, c.s, gateNow)
			if d.Outcome != c.outcome {
				t.Fatalf("outcome = %s (%s), want %s", d.Outcome, d.Why, c.outcome)
			}
			if strings.Join(d.Supersede, ",") != strings.Join(c.closes, ",") {
				t.Errorf("supersedes %v, want %v", d.Supersede, c.closes)
			}
			if d.Outcome == WriteFact && d.Fact.Attributes["site"] != c.site {
				t.Errorf("written site = %q, want %q", d.Fact.Attributes["site"], c.site)
			}
			for _, id := range d.Supersede {
				for _, f := range c.record {
					if f.ID == id && !d.Fact.Same(f) {
						t.Errorf("closes %s (%s) with %s: a fact closes only the same thing", id, f.Key(), d.Fact.Key())
					}
				}
			}
			if c.names != nil {
				if d.Claim == nil || d.Claim.Reason != ReasonUncertain || strings.Join(d.Claim.ConflictsWith, ",") != strings.Join(c.names, ",") {
					t.Fatalf("claim = %+v, want an uncertain claim naming %v", d.Claim, c.names)
				}
			}
			if got := c.s.Fact.Attributes["site"]; got != siteSaid {
				t.Errorf("the statement's site became %q: the gate must not write into its caller's map", got)
			}
		})
	}
}

// A hedge about the past proposes it past: "I had chickenpox as a kid, so I
// should be fine, right?" raised a claim that, confirmed, would have
// written chickenpox active (session 70's review 5, E15).
func TestAHedgeAboutThePastProposesItPast(t *testing.T) {
	for _, tt := range []struct {
		name       string
		s          Statement
		wantStatus string
	}{
		{"a childhood illness, hedged", stmt(Condition, "cond:chickenpox", func(s *Statement) { s.Uncertain, s.Historical = true, true }), Inactive},
		{"a drug once taken, hedged", stmt(Medication, "drug:omeprazole", func(s *Statement) { s.Uncertain, s.Historical = true, true }), Stopped},
		{"near miss: a hedge about now", stmt(Condition, "cond:chickenpox", func(s *Statement) { s.Uncertain = true }), Active},
	} {
		t.Run(tt.name, func(t *testing.T) {
			d := Gate(DefaultPolicy(), vocab{}, nil, tt.s, gateNow)
			if d.Claim == nil || d.Claim.Reason != ReasonUncertain {
				t.Fatalf("claim = %+v, want a hedged claim", d.Claim)
			}
			if got := d.Claim.Proposed.Status; got != tt.wantStatus {
				t.Errorf("proposed status %q, want %q", got, tt.wantStatus)
			}
		})
	}
}

// A patient who says a course is finished, in the session it was told in,
// ends it: the record held it to an end of its own (review 6, Z16). Any
// other stop of it, or a drug with no end of its own, in the same session,
// is still a word changed that a clinician settles.
func TestACourseFinishedEndsIt(t *testing.T) {
	until := gateNow.Add(4 * 24 * time.Hour)
	course := current("f-levo", Medication, "drug:levofloxacin", Active, Unconfirmed)
	course.ValidTo, course.Source.SessionID = &until, "s1"
	standing := current("f-aml", Medication, "drug:amlodipine", Active, Unconfirmed)
	standing.Source.SessionID = "s1"
	for _, tt := range []struct {
		name     string
		record   Fact
		finished bool
		want     Outcome
	}{
		{"a course finished", course, true, WriteFact},
		{"near miss: a course stopped, not told finished", course, false, RaiseClaim},
		{"near miss: a standing drug finished in the same session", standing, true, RaiseClaim},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := stmt(Medication, tt.record.Attributes[ConceptAttribute], func(s *Statement) { s.Fact.Status, s.Finished = Stopped, tt.finished })
			d := Gate(DefaultPolicy(), vocab{}, []Fact{tt.record}, s, gateNow)
			if d.Outcome != tt.want {
				t.Fatalf("outcome %v (%s), want %v", d.Outcome, d.Why, tt.want)
			}
			if tt.want == WriteFact && (len(d.Supersede) != 1 || d.Supersede[0] != tt.record.ID) {
				t.Errorf("supersedes %v, want %s closed", d.Supersede, tt.record.ID)
			}
		})
	}
}
