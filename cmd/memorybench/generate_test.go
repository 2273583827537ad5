package main

import (
	"bytes"
	"slices"
	"strings"
	"testing"
)

func corpusBytes(t *testing.T, o GenerateOptions) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := Generate(o).Write(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestGenerateIsDeterministic(t *testing.T) {
	o := GenerateOptions{Seed: 42, Patients: 8, Turns: 100}
	a, b := corpusBytes(t, o), corpusBytes(t, o)
	if !bytes.Equal(a, b) {
		t.Fatal("the same seed gave different bytes")
	}
	o.Seed = 43
	if bytes.Equal(a, corpusBytes(t, o)) {
		t.Fatal("another seed gave the same bytes")
	}
}

func TestGenerateLargerCorpusStartsWithTheSmallerOne(t *testing.T) {
	small := Generate(GenerateOptions{Seed: 5, Patients: 3, Turns: 100})
	large := Generate(GenerateOptions{Seed: 5, Patients: 6, Turns: 100})
	for i, p := range small.Patients {
		var a, b bytes.Buffer
		(&Corpus{Header: small.Header, Patients: []PatientCorpus{p}}).Write(&a)
		(&Corpus{Header: small.Header, Patients: []PatientCorpus{large.Patients[i]}}).Write(&b)
		if !bytes.Equal(a.Bytes(), b.Bytes()) {
			t.Fatalf("patient %d differs between 3 and 6 patients", i)
		}
	}
}

func TestCorpusRoundTrips(t *testing.T) {
	a := corpusBytes(t, GenerateOptions{Seed: 9, Patients: 4, Turns: 80})
	c, err := ReadCorpus(bytes.NewReader(a))
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := c.Write(&b); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a, b.Bytes()) {
		t.Fatal("reading and writing a corpus changed it")
	}
}

func TestReadCorpusRejectsBadInput(t *testing.T) {
	for name, in := range map[string]string{
		"a turn before any patient": `{"type":"corpus","version":1}` + "\n" + `{"type":"turn"}`,
		"an unknown line type":      `{"type":"corpus","version":1}` + "\n" + `{"type":"patient"}` + "\n" + `{"type":"memo"}`,
		"another version":           `{"type":"corpus","version":99}` + "\n" + `{"type":"patient"}`,
		"no patients":               `{"type":"corpus","version":1}`,
		"malformed JSON":            `{"type":`,
	} {
		t.Run(name, func(t *testing.T) {
			if _, err := ReadCorpus(strings.NewReader(in)); err == nil {
				t.Fatal("no error")
			}
		})
	}
}

func TestSessionsAreThirtyToSixtyTurns(t *testing.T) {
	for _, turns := range []int{10, 30, 59, 60, 61, 100, 250, 1000, 3000} {
		c := Generate(GenerateOptions{Seed: 3, Patients: 3, Turns: turns})
		for _, p := range c.Patients {
			if len(p.Turns) != turns {
				t.Fatalf("%d turns asked, %d generated", turns, len(p.Turns))
			}
			per := map[string]int{}
			for _, tr := range p.Turns {
				per[tr.SessionID]++
			}
			for s, n := range per {
				if turns >= 30 && (n < 30 || n > 60) {
					t.Errorf("%d turns: session %s has %d turns", turns, s, n)
				}
			}
			if len(per) != len(p.Patient.Sessions) {
				t.Errorf("%d turns: %d sessions listed, %d used", turns, len(p.Patient.Sessions), len(per))
			}
		}
	}
}

// TestGroundTruthIsConsistent checks the generated truth against the
// turns: every id points to something, references name what was said
// before them, and confounders are never the patient's own facts.
func TestGroundTruthIsConsistent(t *testing.T) {
	c := Generate(GenerateOptions{Seed: 11, Patients: 60, Turns: 100})
	for _, p := range c.Patients {
		turns := map[string]Turn{}
		for i, tr := range p.Turns {
			if _, dup := turns[tr.TurnID]; dup {
				t.Fatalf("%s: turn id %s twice", p.Patient.PatientID, tr.TurnID)
			}
			if tr.Index != i || !slices.Contains(p.Patient.Sessions, tr.SessionID) || tr.Lang != p.Patient.Lang {
				t.Fatalf("%s/%s: index, session or language wrong", p.Patient.PatientID, tr.TurnID)
			}
			if i > 0 && tr.At.Before(p.Turns[i-1].At) {
				t.Fatalf("%s/%s: said before the turn before it", p.Patient.PatientID, tr.TurnID)
			}
			turns[tr.TurnID] = tr
		}
		stmts := map[string]Statement{}
		truth := truthOf(p.Statements)
		for _, s := range p.Statements {
			if len(s.TurnIDs) == 0 {
				t.Fatalf("%s: placed with no turn", s.ID)
			}
			for _, id := range s.TurnIDs {
				if _, ok := turns[id]; !ok {
					t.Fatalf("%s: unknown turn %s", s.ID, id)
				}
			}
			if s.Early != (turns[s.TurnIDs[0]].SessionID == p.Patient.Sessions[0]) {
				t.Errorf("%s: early is %v but its first turn is in %s", s.ID, s.Early, turns[s.TurnIDs[0]].SessionID)
			}
			switch s.Kind {
			case kindFamily, kindNegation, kindSpouseDrug, kindStopped, kindHedgeNew, kindAllergyClash:
				for _, c := range s.Concepts {
					if truth[c] {
						t.Errorf("%s (%s): %s is also one of the patient's own facts", s.ID, s.Kind, c)
					}
				}
			}
			stmts[s.ID] = s
		}
		for _, tr := range p.Turns {
			if tr.Reference != nil {
				checkExpectedReference(t, p.Patient.PatientID+"/"+tr.TurnID, tr.Reference)
			}
		}
		for _, q := range p.Probes {
			if len(q.Required) == 0 || q.SessionID != p.Patient.ProbeSession || slices.Contains(p.Patient.Sessions, q.SessionID) {
				t.Fatalf("%s: no target, or asked in a session with turns", q.ID)
			}
			early := true
			for _, id := range append(slices.Clone(q.Required), q.Forbidden...) {
				s, ok := stmts[id]
				if !ok {
					t.Fatalf("%s: unknown statement %s", q.ID, id)
				}
				if slices.Contains(q.Required, id) {
					early = early && s.Early
				}
			}
			if early != q.Early {
				t.Errorf("%s: early is %v, its targets say %v", q.ID, q.Early, early)
			}
			if q.Reference != nil {
				checkExpectedReference(t, q.ID, q.Reference)
			}
		}
	}
}

func checkExpectedReference(t *testing.T, where string, r *ExpectedReference) {
	t.Helper()
	switch {
	case r.Outcome == outcomeResolved && len(r.Concepts) != 1:
		t.Errorf("%s: resolved to %d concepts", where, len(r.Concepts))
	case r.Outcome == outcomeUnresolved && len(r.Concepts) < 2:
		t.Errorf("%s: unresolved between %d concepts", where, len(r.Concepts))
	case r.Outcome != outcomeResolved && r.Outcome != outcomeUnresolved:
		t.Errorf("%s: outcome %q", where, r.Outcome)
	}
	for _, c := range r.Concepts {
		if slices.Contains(r.Forbidden, c) {
			t.Errorf("%s: %s both expected and forbidden", where, c)
		}
	}
}

func TestAClassReferenceWithTwoDrugsOfTheClassStaysUnresolved(t *testing.T) {
	c := Generate(GenerateOptions{Seed: 1, Patients: 200, Turns: 100})
	seen := map[string]bool{}
	for _, p := range c.Patients {
		ah := 0
		for _, s := range p.Statements {
			if s.Kind == kindMedication && drugs[strings.TrimPrefix(s.Concepts[0], "drug:")].class == classAntihypertensive {
				ah++
			}
		}
		for _, q := range p.Probes {
			if q.Kind != probeMedClass {
				continue
			}
			want := outcomeResolved
			if ah > 1 {
				want = outcomeUnresolved
			}
			if q.Reference.Outcome != want {
				t.Errorf("%s: %d antihypertensives, expected %s, corpus says %s", q.ID, ah, want, q.Reference.Outcome)
			}
			seen[want] = true
		}
	}
	if !seen[outcomeResolved] || !seen[outcomeUnresolved] {
		t.Fatalf("200 patients did not cover both outcomes: %v", seen)
	}
}
