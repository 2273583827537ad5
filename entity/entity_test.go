package entity_test

import (
	"strings"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/entity"
)

func TestID(t *testing.T) {
	tests := []struct {
		name      string
		a, b      []string
		wantEqual bool
	}{
		{"the same parts give the same id", []string{"p-1", "t-1", "bp"}, []string{"p-1", "t-1", "bp"}, true},
		{"different parts give different ids", []string{"p-1", "t-1", "bp"}, []string{"p-1", "t-2", "bp"}, false},
		{"part boundaries matter", []string{"ab", "c"}, []string{"a", "bc"}, false},
		{"an empty part is not dropped", []string{"a", ""}, []string{"a"}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, b := entity.ID("f", tt.a...), entity.ID("f", tt.b...)
			if (a == b) != tt.wantEqual {
				t.Errorf("ID(%q) = %s, ID(%q) = %s; equal = %v, want %v", tt.a, a, tt.b, b, a == b, tt.wantEqual)
			}
		})
	}
	t.Run("the id carries its prefix and a 20-digit hash", func(t *testing.T) {
		id := entity.ID("claim", "x")
		rest, ok := strings.CutPrefix(id, "claim_")
		if !ok || len(rest) != 20 || strings.Trim(rest, "0123456789abcdef") != "" {
			t.Errorf("ID = %q, want claim_ and 20 hex digits", id)
		}
	})
}

func TestFactCurrent(t *testing.T) {
	t0 := time.Date(2026, 11, 29, 9, 0, 0, 0, time.UTC)
	closed := t0.Add(time.Hour)
	open := entity.Fact{RecordedAt: t0}
	superseded := entity.Fact{RecordedAt: t0, SupersededAt: &closed}
	tests := []struct {
		name string
		f    entity.Fact
		asOf time.Time
		want bool
	}{
		{"an open fact is current now", open, time.Time{}, true},
		{"a superseded fact is not current now", superseded, time.Time{}, false},
		{"a fact is not in the record before it was recorded", open, t0.Add(-time.Nanosecond), false},
		{"a fact is in the record from the instant it was recorded", open, t0, true},
		{"a superseded fact was in the record before its supersession", superseded, closed.Add(-time.Nanosecond), true},
		{"a superseded fact leaves the record at the instant of supersession", superseded, closed, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.f.Current(tt.asOf); got != tt.want {
				t.Errorf("Current(%v) = %v, want %v", tt.asOf, got, tt.want)
			}
		})
	}
}

func TestFactKey(t *testing.T) {
	tests := []struct {
		name      string
		a, b      entity.Fact
		wantEqual bool
	}{
		{"the same code is the same key whatever the display",
			entity.Fact{Type: entity.Observation, Display: "BP 120/80", Code: entity.Code{System: "LOINC", Code: "85354-9"}},
			entity.Fact{Type: entity.Observation, Display: "BP 118/75", Code: entity.Code{System: "LOINC", Code: "85354-9"}}, true},
		{"another type is another key",
			entity.Fact{Type: entity.Condition, Code: entity.Code{System: "ICD-10", Code: "I10"}},
			entity.Fact{Type: entity.FamilyHistory, Code: entity.Code{System: "ICD-10", Code: "I10"}}, false},
		{"another coding system is another key",
			entity.Fact{Type: entity.Medication, Code: entity.Code{System: "ATC", Code: "X"}},
			entity.Fact{Type: entity.Medication, Code: entity.Code{System: "RxNorm", Code: "X"}}, false},
		{"without a code the display decides, case-insensitively",
			entity.Fact{Type: entity.Symptom, Display: "Knee Pain"},
			entity.Fact{Type: entity.Symptom, Display: "knee pain"}, true},
		{"without a code another display is another key",
			entity.Fact{Type: entity.Symptom, Display: "knee pain"},
			entity.Fact{Type: entity.Symptom, Display: "back pain"}, false},
		{"the concept decides over codes and displays in other languages",
			entity.Fact{Type: entity.Condition, Display: "高血压", Attributes: map[string]string{"concept_id": "cond:hypertension"}},
			entity.Fact{Type: entity.Condition, Display: "hypertension", Code: entity.Code{System: "ICD-10-CM", Code: "I10"},
				Attributes: map[string]string{"concept_id": "cond:hypertension"}}, true},
		{"another concept is another key even with the same display",
			entity.Fact{Type: entity.Condition, Display: "diabetes", Attributes: map[string]string{"concept_id": "cond:diabetes"}},
			entity.Fact{Type: entity.Condition, Display: "diabetes", Attributes: map[string]string{"concept_id": "cond:type2_diabetes"}}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.a.Key() == tt.b.Key(); got != tt.wantEqual {
				t.Errorf("Key %q vs %q: equal = %v, want %v", tt.a.Key(), tt.b.Key(), got, tt.wantEqual)
			}
		})
	}
}

// TestFactKeyOfThePreviousVersion pins the key of facts without
// qualifiers: it is stored (neo4jstore's fact_key) and must not change
// for a fact that the previous version wrote.
func TestFactKeyOfThePreviousVersion(t *testing.T) {
	tests := []struct {
		name string
		f    entity.Fact
		want string
	}{
		{"a symptom without a site", entity.Fact{Type: entity.Symptom, Display: "knee pain",
			Attributes: map[string]string{"concept_id": "sym:knee_pain", "onset": "2026-11-28T00:00:00Z"}}, "symptom|concept:sym:knee_pain"},
		{"an observation without qualifiers", entity.Fact{Type: entity.Observation, Display: "BP 150/100",
			Attributes: map[string]string{"concept_id": "vital:bp", "value": "150/100", "unit": "mmHg"}}, "observation|concept:vital:bp"},
		{"a medication with a dose", entity.Fact{Type: entity.Medication, Display: "metformin",
			Attributes: map[string]string{"concept_id": "drug:metformin", "dose": "500 mg", "frequency": "bid"}}, "medication|concept:drug:metformin"},
		{"a coded fact without a concept", entity.Fact{Type: entity.Observation, Code: entity.Code{System: "LOINC", Code: "85354-9"}},
			"observation|LOINC:85354-9"},
		{"a fact known by its display", entity.Fact{Type: entity.Symptom, Display: "Knee Pain"}, "symptom|knee pain"},
		{"a site on a condition is no qualifier", entity.Fact{Type: entity.Condition,
			Attributes: map[string]string{"concept_id": "cond:osteoarthritis", "site": "knee"}}, "condition|concept:cond:osteoarthritis"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.f.Key(); got != tt.want {
				t.Errorf("Key = %q, want %q", got, tt.want)
			}
		})
	}
}

// TestFactSame is the identity rule of supersession (issue 10).
func TestFactSame(t *testing.T) {
	fact := func(typ, concept string, attrs ...string) entity.Fact {
		f := entity.Fact{Type: typ, Display: concept, Attributes: map[string]string{"concept_id": concept}}
		for i := 0; i+1 < len(attrs); i += 2 {
			f.Attributes[attrs[i]] = attrs[i+1]
		}
		return f
	}
	pain := func(site string) entity.Fact { return fact(entity.Symptom, "sym:pain_symptom", "site", site) }
	glucose := func(attrs ...string) entity.Fact {
		return fact(entity.Observation, "lab:glucose", append([]string{"value", "7.0", "unit", "mmol/L"}, attrs...)...)
	}
	tests := []struct {
		name string
		a, b entity.Fact
		want bool
	}{
		{"pain in the knee and pain in the ankle are two symptoms", pain("knee"), pain("ankle"), false},
		{"pain at the same site is one symptom", pain("knee"), pain("knee"), true},
		{"a site compares without case or extra spaces", pain("Left  Knee"), pain("left knee"), true},
		{"a symptom without a site is the one at a site", fact(entity.Symptom, "sym:pain_symptom"), pain("knee"), true},
		{"a concept naming its site is the same with or without the site said again",
			fact(entity.Symptom, "sym:ankle_pain", "site", "ankle"), fact(entity.Symptom, "sym:ankle_pain"), true},
		{"another concept is another symptom at the same site", fact(entity.Symptom, "sym:numbness", "site", "hand"),
			fact(entity.Symptom, "sym:tingling", "site", "hand"), false},
		{"a new dose is the same medication", fact(entity.Medication, "drug:metformin", "dose", "500 mg"),
			fact(entity.Medication, "drug:metformin", "dose", "1000 mg"), true},
		{"a fasting and a post-meal glucose are two series", glucose("timing", "fasting"), glucose("timing", "post-meal"), false},
		{"two fasting glucose readings are one series", glucose("timing", "fasting"), glucose("timing", "fasting", "value", "6.1"), true},
		{"a reading without a timing is a series of its own", glucose(), glucose("timing", "fasting"), false},
		{"a home and a clinic reading are two series", glucose("setting", "home"), glucose("setting", "clinic"), false},
		{"timing and setting both count", glucose("timing", "fasting", "setting", "home"), glucose("timing", "fasting", "setting", "clinic"), false},
		{"another type is another thing", fact(entity.Symptom, "sym:pain_symptom"), fact(entity.FamilyHistory, "sym:pain_symptom"), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.a.Same(tt.b); got != tt.want {
				t.Errorf("Same = %v, want %v (keys %q, %q)", got, tt.want, tt.a.Key(), tt.b.Key())
			}
			if got := tt.b.Same(tt.a); got != tt.want {
				t.Errorf("Same is not symmetric: b.Same(a) = %v", got)
			}
			if tt.a.Key() == tt.b.Key() && !tt.want {
				t.Errorf("equal keys %q for facts that are not the same", tt.a.Key())
			}
		})
	}
}

func TestClaimRepeats(t *testing.T) {
	claim := func(edit func(*entity.Claim)) entity.Claim {
		c := entity.Claim{ID: "c1", PatientID: "p1", Status: entity.ClaimPending, Reason: entity.ReasonContradiction,
			Proposed: entity.Fact{Type: entity.Symptom, Display: "cough", Attributes: map[string]string{"concept_id": "sym:cough"},
				Status: entity.Inactive, Verification: entity.Refuted, Source: entity.Source{Kind: entity.SourcePatient, TurnID: "t1"}},
			ConflictsWith: []string{"f1"}}
		if edit != nil {
			edit(&c)
		}
		return c
	}
	pending := claim(nil)
	tests := []struct {
		name string
		c    entity.Claim
		want bool
	}{
		{"the same denial told again in another turn", claim(func(c *entity.Claim) {
			c.ID, c.TurnID, c.Proposed.Source.TurnID, c.Proposed.Display = "c2", "t2", "t2", "no cough"
		}), true},
		{"another patient's", claim(func(c *entity.Claim) { c.PatientID = "p2" }), false},
		{"another reason", claim(func(c *entity.Claim) { c.Reason = entity.ReasonUncertain }), false},
		{"another concept", claim(func(c *entity.Claim) { c.Proposed.Attributes = map[string]string{"concept_id": "sym:fever"} }), false},
		{"another detail", claim(func(c *entity.Claim) { c.Proposed.Attributes["site"] = "chest" }), false},
		{"the affirmation of what the first denies", claim(func(c *entity.Claim) {
			c.Proposed.Status, c.Proposed.Verification = entity.Active, entity.Confirmed
		}), false},
		{"against other facts", claim(func(c *entity.Claim) { c.ConflictsWith = []string{"f1", "f2"} }), false},
		{"relayed by someone else", claim(func(c *entity.Claim) { c.Proposed.Source.Kind = entity.SourceClinicianRelayed }), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.c.Repeats(pending); got != tt.want {
				t.Errorf("Repeats = %v, want %v", got, tt.want)
			}
		})
	}
	t.Run("told again with a detail left out", func(t *testing.T) {
		detailed := claim(func(c *entity.Claim) {
			c.Proposed.Attributes = map[string]string{"concept_id": "sym:cough", "site": "chest"}
		})
		if !claim(func(c *entity.Claim) { c.ID = "c2" }).Repeats(detailed) {
			t.Error("a claim that says less than the pending one is raised again")
		}
	})
	t.Run("a resolved claim is not repeated", func(t *testing.T) {
		done := claim(func(c *entity.Claim) { c.Status = entity.ClaimRejected })
		if claim(func(c *entity.Claim) { c.ID = "c2" }).Repeats(done) {
			t.Error("a claim repeats one a clinician already rejected; the patient's new word must be reviewed again")
		}
	})
}

func TestClaimTakenBackBy(t *testing.T) {
	hedged := entity.Claim{ID: "c1", PatientID: "p1", SessionID: "s1", TurnID: "t1", Status: entity.ClaimPending, Reason: entity.ReasonUncertain,
		Proposed: entity.Fact{Type: entity.Allergy, Display: "penicillin", Attributes: map[string]string{"concept_id": "allergen:penicillins"},
			Status: entity.Active, Verification: entity.Unconfirmed, Source: entity.Source{Kind: entity.SourcePatient, TurnID: "t1", SessionID: "s1"}}}
	word := func(edit func(*entity.Statement)) entity.Statement {
		s := entity.Statement{Speaker: "patient", Fact: entity.Fact{PatientID: "p1", Type: entity.Allergy, Display: "penicillin",
			Attributes: map[string]string{"concept_id": "allergen:penicillins"}, Status: entity.Active,
			Source: entity.Source{Kind: entity.SourcePatient, TurnID: "t3", SessionID: "s1"}}, Withdraws: true}
		if edit != nil {
			edit(&s)
		}
		return s
	}
	denial := func(s *entity.Statement) { s.Withdraws, s.Negated = false, true }
	nothing := entity.Decision{Outcome: entity.Nothing}
	written := entity.Decision{Outcome: entity.WriteNegative}
	claim := func(edit func(*entity.Claim)) entity.Claim {
		c := hedged
		c.Proposed.Source = hedged.Proposed.Source
		edit(&c)
		return c
	}
	tests := []struct {
		name string
		c    entity.Claim
		s    entity.Statement
		d    entity.Decision
		want bool
	}{
		{"taken back in a later turn", hedged, word(nil), nothing, true},
		{"denied in a later turn, the denial written", hedged, word(denial), written, true},
		{"denied, but the gate wrote no denial", hedged, word(denial), nothing, false},
		{"neither taken back nor denied", hedged, word(func(s *entity.Statement) { s.Withdraws = false }), entity.Decision{Outcome: entity.WriteFact}, false},
		{"another concept", hedged, word(func(s *entity.Statement) { s.Fact.Attributes = map[string]string{"concept_id": "allergen:aspirin"} }), nothing, false},
		{"the assistant's word", hedged, word(func(s *entity.Statement) { s.Speaker = "assistant" }), nothing, false},
		{"another session's claim", hedged, word(func(s *entity.Statement) { s.Fact.Source.SessionID = "s2" }), nothing, false},
		{"the claim's own turn", hedged, word(func(s *entity.Statement) { s.Fact.Source.TurnID = "t1" }), nothing, false},
		{"another patient's claim", hedged, word(func(s *entity.Statement) { s.Fact.PatientID = "p2" }), nothing, false},
		{"a claim of a clinician's relayed word", claim(func(c *entity.Claim) { c.Proposed.Source.Kind = entity.SourceClinicianRelayed }), word(nil), nothing, false},
		{"a claim already resolved", claim(func(c *entity.Claim) { c.Status = entity.ClaimRejected }), word(nil), nothing, false},
		{"a claim of a denial is not taken back by one", claim(func(c *entity.Claim) { c.Proposed.Verification = entity.Refuted }), word(denial), written, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.c.TakenBackBy(tt.s, tt.d); got != tt.want {
				t.Errorf("TakenBackBy = %v, want %v", got, tt.want)
			}
		})
	}
}

func TestClaimExtends(t *testing.T) {
	claim := func(edit func(*entity.Claim)) entity.Claim {
		c := entity.Claim{ID: "c1", PatientID: "p1", SessionID: "s1", TurnID: "t1", Status: entity.ClaimPending, Reason: entity.ReasonUncertain,
			Proposed: entity.Fact{Type: entity.Allergy, Display: "aspirin", Attributes: map[string]string{"concept_id": "drug:aspirin"},
				Status: entity.Active, Verification: entity.Confirmed, Source: entity.Source{Kind: entity.SourcePatient, TurnID: "t1", SessionID: "s1"}}}
		if edit != nil {
			edit(&c)
		}
		return c
	}
	pending := claim(nil)
	later := func(edit func(*entity.Claim)) entity.Claim {
		return claim(func(c *entity.Claim) {
			c.ID, c.TurnID, c.Proposed.Source.TurnID = "c2", "t3", "t3"
			c.Proposed.Attributes = map[string]string{"concept_id": "drug:aspirin", "reaction": "wheezing"}
			if edit != nil {
				edit(c)
			}
		})
	}
	tests := []struct {
		name string
		c    entity.Claim
		want bool
	}{
		{"told again with the reaction", later(nil), true},
		{"told again with nothing more: a repeat", claim(func(c *entity.Claim) { c.ID, c.Proposed.Source.TurnID = "c2", "t3" }), false},
		{"a detail that differs", later(func(c *entity.Claim) {
			pendingAttrs := c.Proposed.Attributes
			pendingAttrs["concept_id"] = "drug:ibuprofen"
		}), false},
		{"in another session", later(func(c *entity.Claim) { c.Proposed.Source.SessionID = "s2" }), false},
		{"another reason", later(func(c *entity.Claim) { c.Reason = entity.ReasonRelayed }), false},
		{"another kind of source", later(func(c *entity.Claim) { c.Proposed.Source.Kind = entity.SourceClinicianRelayed }), false},
		{"against other facts", later(func(c *entity.Claim) { c.ConflictsWith = []string{"f1"} }), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.c.Extends(pending); got != tt.want {
				t.Errorf("Extends = %v, want %v", got, tt.want)
			}
		})
	}
	t.Run("a claim that says less does not extend", func(t *testing.T) {
		if pending.Extends(later(nil)) {
			t.Error("the claim without the reaction extends the one with it")
		}
	})
}
