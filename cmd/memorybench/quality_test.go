package main

import (
	"testing"
)

func ref(text, entity, display string, cands ...string) apiRef {
	r := apiRef{Text: text, EntityID: entity, Display: display}
	for _, c := range cands {
		r.Candidates = append(r.Candidates, struct {
			EntityID string `json:"entity_id"`
			Display  string `json:"display"`
		}{Display: c})
	}
	return r
}

func TestJudgeReference(t *testing.T) {
	record := []fact{{ID: "fact_a", Attributes: map[string]string{"concept_id": "drug:amlodipine"}}}
	conceptOf := conceptMapper(record)
	resolved := &ExpectedReference{Phrase: "降压药", Outcome: outcomeResolved, Concepts: []string{"drug:amlodipine"}, Forbidden: []string{"drug:nifedipine"}}
	unresolved := &ExpectedReference{Phrase: "that medicine", Outcome: outcomeUnresolved, Concepts: []string{"drug:amlodipine", "drug:metformin"}}
	tests := []struct {
		name string
		exp  *ExpectedReference
		got  refsResponse
		ok   bool
	}{
		{"resolved to the fact of the expected drug", resolved, refsResponse{Resolved: []apiRef{ref("我的降压药", "fact_a", "amlodipine")}}, true},
		{"resolved to a concept named in the session", resolved, refsResponse{Resolved: []apiRef{ref("降压药", "concept:drug:amlodipine", "amlodipine")}}, true},
		{"a superseded fact is read by its display", resolved, refsResponse{Resolved: []apiRef{ref("降压药", "fact_old", "amlodipine")}}, true},
		{"resolved to the confounder", resolved, refsResponse{Resolved: []apiRef{ref("降压药", "fact_x", "nifedipine")}}, false},
		{"left unresolved when one drug fits", resolved, refsResponse{Unresolved: []apiRef{ref("降压药", "", "", "amlodipine", "nifedipine")}}, false},
		{"not read at all", resolved, refsResponse{}, false},
		{"unresolved with both candidates", unresolved, refsResponse{Unresolved: []apiRef{ref("that medicine", "", "", "metformin", "amlodipine")}}, true},
		{"unresolved missing a candidate", unresolved, refsResponse{Unresolved: []apiRef{ref("that medicine", "", "", "amlodipine")}}, false},
		{"resolved when it must stay open", unresolved, refsResponse{Resolved: []apiRef{ref("that medicine", "fact_a", "amlodipine")}}, false},
		{"the one reference is judged whatever its words", unresolved, refsResponse{Unresolved: []apiRef{ref("it", "", "", "metformin", "amlodipine")}}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			why := judgeReference(tt.exp, tt.got, conceptOf)
			if (why == "") != tt.ok {
				t.Fatalf("verdict %q, want ok=%v", why, tt.ok)
			}
		})
	}
}

func TestJudgeProbe(t *testing.T) {
	stmts := map[string]Statement{
		"f1": {ID: "f1", TurnIDs: []string{"t1", "t9"}},
		"f2": {ID: "f2", TurnIDs: []string{"t2"}},
		"f3": {ID: "f3", TurnIDs: []string{"t3"}},
	}
	q := Probe{Required: []string{"f1", "f2"}, Forbidden: []string{"f3"}}
	tests := []struct {
		name     string
		cited    []string
		found    int
		confused bool
	}{
		{"every target cited, no confounder", []string{"t9", "t2"}, 2, false},
		{"the confounder with every target is not confusion", []string{"t1", "t2", "t3"}, 2, false},
		{"the confounder with a target missing is confusion", []string{"t1", "t3"}, 1, true},
		{"nothing cited", nil, 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cited := map[string]bool{}
			for _, c := range tt.cited {
				cited[c] = true
			}
			o := judgeProbe(q, stmts, cited, 10)
			if o.found != tt.found || o.confused != tt.confused || o.required != 2 {
				t.Fatalf("%+v", o)
			}
		})
	}
}

func TestCitedTurnsIncludeSummaryTurns(t *testing.T) {
	r := contextResponse{Sections: []contextSection{{Name: "x", Items: []contextItem{
		{Source: itemSource{Layer: "graph", ID: "fact_1", TurnID: "t1"}},
		{Source: itemSource{Layer: "summary", ID: "sum_a"}},
		{Source: itemSource{Layer: "vector", ID: "pt_9", TurnID: "sum_b"}},
	}}}}
	got := citedTurns(r, map[string][]string{"sum_a": {"t5", "t6"}, "sum_b": {"t7"}})
	for _, want := range []string{"t1", "t5", "t6", "t7"} {
		if !got[want] {
			t.Errorf("%s not cited: %v", want, got)
		}
	}
}

func factOf(id, typ, concept, status, verification, turn string) fact {
	f := fact{ID: id, Type: typ, Display: concept, Status: status, Verification: verification, Attributes: map[string]string{"concept_id": concept}}
	f.Source.TurnID = turn
	return f
}

func TestCheckGate(t *testing.T) {
	truth := map[string]bool{"cond:hypertension": true, "vital:bp": true}
	tests := []struct {
		name   string
		s      Statement
		record []fact
		ok     bool
		unsafe int
	}{
		{"a stated condition is active", Statement{Kind: kindCondition, Concepts: []string{"cond:hypertension"}, Gate: gateActive},
			[]fact{factOf("f", "condition", "cond:hypertension", "active", "unconfirmed", "t1")}, true, 0},
		{"a refuted condition is not the stated one", Statement{Kind: kindCondition, Concepts: []string{"cond:hypertension"}, Gate: gateActive},
			[]fact{factOf("f", "condition", "cond:hypertension", "inactive", "refuted", "t1")}, false, 0},
		{"family history stays the relative's", Statement{Kind: kindFamily, Concepts: []string{"cond:asthma"}, Gate: gateFamily, Guarded: true, TurnIDs: []string{"t2"}},
			[]fact{factOf("f", "family_history", "cond:asthma", "active", "unconfirmed", "t2")}, true, 0},
		{"a relative's condition as the patient's is wrong", Statement{Kind: kindFamily, Concepts: []string{"cond:asthma"}, Gate: gateFamily, Guarded: true, TurnIDs: []string{"t2"}},
			[]fact{factOf("f", "family_history", "cond:asthma", "active", "unconfirmed", "t2"), factOf("g", "condition", "cond:asthma", "active", "unconfirmed", "t2")}, false, 0},
		{"and unsafe once confirmed", Statement{Kind: kindFamily, Concepts: []string{"cond:asthma"}, Gate: gateFamily, Guarded: true, TurnIDs: []string{"t2"}},
			[]fact{factOf("g", "condition", "cond:asthma", "active", "confirmed", "t9")}, false, 1},
		{"a negation is refuted", Statement{Kind: kindNegation, Concepts: []string{"cond:asthma"}, Gate: gateRefuted, Guarded: true, TurnIDs: []string{"t3"}},
			[]fact{factOf("f", "condition", "cond:asthma", "inactive", "refuted", "t3")}, true, 0},
		{"a hedge that closed the condition is unsafe", Statement{Kind: kindHedgeResolved, Concepts: []string{"cond:hypertension"}, Gate: gateStaysActive, Guarded: true, TurnIDs: []string{"t4"}},
			[]fact{factOf("f", "condition", "cond:hypertension", "resolved", "unconfirmed", "t4")}, false, 1},
		{"a hedge leaves the condition active", Statement{Kind: kindHedgeResolved, Concepts: []string{"cond:hypertension"}, Gate: gateStaysActive, Guarded: true, TurnIDs: []string{"t4"}},
			[]fact{factOf("f", "condition", "cond:hypertension", "active", "unconfirmed", "t1")}, true, 0},
		{"a relayed order confirmed from its own turn is unsafe", Statement{Kind: kindRelayed, Concepts: []string{"drug:atorvastatin"}, Gate: gateRelayed, Guarded: true, TurnIDs: []string{"t5"}},
			[]fact{factOf("f", "medication", "drug:atorvastatin", "active", "confirmed", "t5")}, false, 1},
		{"a relayed order stays unconfirmed", Statement{Kind: kindRelayed, Concepts: []string{"drug:atorvastatin"}, Gate: gateRelayed, Guarded: true, TurnIDs: []string{"t5"}},
			[]fact{func() fact {
				f := factOf("f", "medication", "drug:atorvastatin", "active", "unconfirmed", "t5")
				f.Source.Kind = "patient-relayed"
				return f
			}()}, true, 0},
		{"a drug against an allergy recorded as an allergy is wrong", Statement{Kind: kindAllergyClash, Concepts: []string{"drug:amoxicillin"}, Gate: gatePending, Guarded: true, TurnIDs: []string{"t6"}},
			[]fact{factOf("f", "allergy", "drug:amoxicillin", "active", "unconfirmed", "t6")}, false, 0},
		{"a spouse's reading as the patient's confirmed one is unsafe", Statement{Kind: kindSpouseReading, Concepts: []string{"vital:bp"}, Value: "120/80", Gate: gateNotPatient, Guarded: true, TurnIDs: []string{"t7"}},
			[]fact{func() fact {
				f := factOf("f", "observation", "vital:bp", "active", "confirmed", "t7")
				f.Attributes["value"] = "120/80"
				return f
			}()}, false, 1},
		{"the patient's own reading matches with another spelling", Statement{Kind: kindMeasurement, Concepts: []string{"lab:fasting_glucose"}, Value: "8.0", Gate: gateObservation},
			[]fact{func() fact {
				f := factOf("f", "observation", "lab:fasting_glucose", "active", "confirmed", "t8")
				f.Attributes["value"] = "8"
				return f
			}()}, true, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := checkGate(tt.s, tt.record, truth)
			if v.ok != tt.ok || len(v.unsafe) != tt.unsafe {
				t.Fatalf("ok %v unsafe %v", v.ok, v.unsafe)
			}
		})
	}
}

func TestScoreClaims(t *testing.T) {
	c := &Corpus{Patients: []PatientCorpus{{
		Patient: Patient{PatientID: "p1"},
		Turns:   []Turn{{PatientID: "p1", TurnID: "t1", Text: "血压好像正常了。"}, {PatientID: "p1", TurnID: "t2", Text: "医生让我开始吃阿托伐他汀"}, {PatientID: "p1", TurnID: "t3", Text: "今天天气不错"}},
		Statements: []Statement{
			{ID: "f1", PatientID: "p1", Kind: kindHedgeResolved, TurnIDs: []string{"t1"}, Claim: true},
			{ID: "f2", PatientID: "p1", Kind: kindRelayed, TurnIDs: []string{"t2"}, Claim: true},
		},
	}}}
	sc := scoreClaims(c, []claim{
		{PatientID: "p1", TurnID: "t1", Reason: "uncertain"},
		{PatientID: "p1", TurnID: "t3", Reason: "uncertain"},
		{PatientID: "other", TurnID: "t1", Reason: "uncertain"}, // not a corpus patient
	})
	if sc.Raised != 2 || sc.Expected != 2 || sc.Matched != 1 || sc.Found != 1 || sc.Precision != 0.5 || sc.Recall != 0.5 || sc.ReasonAgrees != 1 {
		t.Fatalf("%+v", sc)
	}
	if len(sc.Missed) != 1 || sc.Missed[0].TurnID != "t2" || sc.Missed[0].N != 1 || len(sc.Unexpected) != 1 || sc.Unexpected[0].TurnID != "t3" {
		t.Fatalf("samples %+v %+v", sc.Missed, sc.Unexpected)
	}
}

func TestGrouperCountsAndOrders(t *testing.T) {
	var g grouper[string]
	for _, k := range []string{"b", "a", "b", "c", "b", "a"} {
		g.add(k, "first "+k)
	}
	var ns []int
	got := g.top(2, func(v *string, n int) { ns = append(ns, n) })
	if len(got) != 2 || got[0] != "first b" || got[1] != "first a" || ns[0] != 3 || ns[1] != 2 {
		t.Fatalf("%v %v", got, ns)
	}
}
