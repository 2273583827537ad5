package entity

import (
	"fmt"
	"testing"
)

// A patient's correction withdraws what the patient said of the concept
// earlier in the same session ("我在吃阿托伐他汀" … "不对，我记错了，是瑞舒
// 伐他汀"), closing it and writing nothing; a clinician's fact, one of
// another session, or a withdrawal said by someone else closes nothing.
func TestAPatientsCorrectionWithdrawsTheirOwnWordOfTheSession(t *testing.T) {
	said := func(id, session, kind string) Fact {
		f := current(id, Medication, "drug:atorvastatin", Active, Unconfirmed)
		f.Source = Source{Kind: kind, SessionID: session, TurnID: "t0"}
		return f
	}
	withdraw := func(edit func(*Statement)) Statement {
		return stmt(Medication, "drug:atorvastatin", func(s *Statement) {
			s.Withdraws = true
			if edit != nil {
				edit(s)
			}
		})
	}
	cases := []struct {
		name    string
		record  []Fact
		s       Statement
		outcome Outcome
		closes  []string
	}{
		{"the patient's word of this session is closed", []Fact{said("f1", "s1", SourcePatient)}, withdraw(nil), Withdrawn, []string{"f1"}},
		// "the doc started me on allopurinol" … "I've stopped it since
		// yesterday" (s44 blind round 10, en13): what the patient relayed
		// is the patient's word too.
		{"the patient's relayed word of this session is closed", []Fact{said("f1", "s1", SourcePatientRelayed)}, withdraw(nil), Withdrawn, []string{"f1"}},
		{"a clinician's fact stays", []Fact{said("f1", "s1", SourceClinician)}, withdraw(nil), Nothing, nil},
		{"another session's word stays", []Fact{said("f1", "s0", SourcePatient)}, withdraw(nil), Nothing, nil},
		{"only the patient withdraws", []Fact{said("f1", "s1", SourcePatient)}, withdraw(func(s *Statement) { s.Speaker = "assistant" }), Nothing, nil},
		{"another drug stays", []Fact{said("f1", "s1", SourcePatient)},
			stmt(Medication, "drug:rosuvastatin", func(s *Statement) { s.Withdraws = true }), Nothing, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d := Gate(DefaultPolicy(), vocab{}, c.record, c.s, gateNow)
			if d.Outcome != c.outcome || fmt.Sprint(d.Supersede) != fmt.Sprint(c.closes) {
				t.Errorf("outcome %s closes %v (%s), want %s closes %v", d.Outcome, d.Supersede, d.Why, c.outcome, c.closes)
			}
		})
	}
}
