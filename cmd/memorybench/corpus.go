package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"time"
)

// The corpus is JSON Lines: one object per line, each with a "type". A
// corpus line comes first, then, per patient, its patient line, its turns
// in the order they are posted, its statements and its probes. The schema
// is documented in docs/benchmark.md; CorpusVersion changes with it.
const CorpusVersion = 1

// Line types.
const (
	lineCorpus    = "corpus"
	linePatient   = "patient"
	lineTurn      = "turn"
	lineStatement = "statement"
	lineProbe     = "probe"
)

// Header describes how a corpus was generated.
type Header struct {
	Type     string `json:"type"`
	Version  int    `json:"version"`
	Seed     uint64 `json:"seed"`
	Patients int    `json:"patients"`
	Turns    int    `json:"turns"`
}

// Patient is one patient's history: its sessions in order and the session
// its probes are asked in (a visit with no turns yet).
type Patient struct {
	Type         string   `json:"type"`
	PatientID    string   `json:"patient_id"`
	Lang         string   `json:"lang"`
	Sessions     []string `json:"sessions"`
	ProbeSession string   `json:"probe_session"`
	Turns        int      `json:"turns"`
}

// Turn is one utterance, posted as POST .../sessions/{session_id}/turns.
// Index is its position in the patient's history, from 0. Reference, when
// set, is how a reference in the turn must be read (the turn response's
// resolved and unresolved).
type Turn struct {
	Type      string             `json:"type"`
	PatientID string             `json:"patient_id"`
	SessionID string             `json:"session_id"`
	TurnID    string             `json:"turn_id"`
	Index     int                `json:"index"`
	Role      string             `json:"role"`
	Lang      string             `json:"lang"`
	At        time.Time          `json:"at"`
	Text      string             `json:"text"`
	Tags      []string           `json:"tags,omitempty"`
	Reference *ExpectedReference `json:"reference,omitempty"`
}

// Statement is something a turn says about someone's health, planted with
// what the gate must make of it. TurnIDs are the turns that state it, the
// planting turn first. Concepts are the lexicon concept ids that name it
// (any one matches). Gate is the expected outcome in GET /record (see the
// gate* constants); Claim says whether its planting turn must raise a
// pending claim; Guarded marks a statement that must never become an active
// confirmed fact (a hedge, someone else's finding, a negation, a relayed
// order, a drug against an allergy).
type Statement struct {
	Type      string   `json:"type"`
	ID        string   `json:"id"`
	PatientID string   `json:"patient_id"`
	Kind      string   `json:"kind"`
	Concepts  []string `json:"concepts"`
	Words     string   `json:"words"`
	Value     string   `json:"value,omitempty"`
	TurnIDs   []string `json:"turn_ids"`
	Session   int      `json:"session"`
	Early     bool     `json:"early"`
	Gate      string   `json:"gate"`
	Claim     bool     `json:"claim"`
	Guarded   bool     `json:"guarded"`
}

// Probe is a question asked after the whole history, as POST .../context
// in the patient's probe session. Its context must cite a turn of every
// Required statement (the target), and should not cite a Forbidden one (a
// confounder) without the target. Reference, when set, is how the query's
// reference must be read; Gate names the statement whose gate outcome the
// probe is about and that outcome.
type Probe struct {
	Type           string             `json:"type"`
	ID             string             `json:"id"`
	PatientID      string             `json:"patient_id"`
	SessionID      string             `json:"session_id"`
	Lang           string             `json:"lang"`
	Kind           string             `json:"kind"`
	Query          string             `json:"query"`
	Required       []string           `json:"required"`
	RequiredTurns  []string           `json:"required_turns"`
	Forbidden      []string           `json:"forbidden"`
	ForbiddenTurns []string           `json:"forbidden_turns"`
	Early          bool               `json:"early"`
	Reference      *ExpectedReference `json:"reference,omitempty"`
	GateStatement  string             `json:"gate_statement,omitempty"`
	Gate           string             `json:"gate,omitempty"`
}

// ExpectedReference is how a reference ("那个药", "my blood pressure pill")
// must be read. Outcome "resolved": to a fact of one of Concepts.
// "unresolved": left open, with every one of Concepts among the candidates.
// It must never resolve to a Forbidden concept. Phrase is the reference's
// words; Stage the stage that should decide it.
type ExpectedReference struct {
	Phrase    string   `json:"phrase"`
	Outcome   string   `json:"outcome"`
	Concepts  []string `json:"concepts"`
	Forbidden []string `json:"forbidden,omitempty"`
	Stage     string   `json:"stage"`
}

// Reference outcomes.
const (
	outcomeResolved   = "resolved"
	outcomeUnresolved = "unresolved"
)

// PatientCorpus is everything generated for one patient.
type PatientCorpus struct {
	Patient    Patient
	Turns      []Turn
	Statements []Statement
	Probes     []Probe
}

// Corpus is a generated corpus.
type Corpus struct {
	Header   Header
	Patients []PatientCorpus
}

// TurnCount returns the number of turns of every patient.
func (c *Corpus) TurnCount() int {
	n := 0
	for _, p := range c.Patients {
		n += len(p.Turns)
	}
	return n
}

// Write writes c as JSON Lines.
func (c *Corpus) Write(w io.Writer) error {
	bw := bufio.NewWriter(w)
	enc := json.NewEncoder(bw)
	enc.SetEscapeHTML(false)
	h := c.Header
	h.Type = lineCorpus
	if err := enc.Encode(h); err != nil {
		return err
	}
	for _, p := range c.Patients {
		pl := p.Patient
		pl.Type = linePatient
		if err := enc.Encode(pl); err != nil {
			return err
		}
		for _, t := range p.Turns {
			t.Type = lineTurn
			if err := enc.Encode(t); err != nil {
				return err
			}
		}
		for _, s := range p.Statements {
			s.Type = lineStatement
			if err := enc.Encode(s); err != nil {
				return err
			}
		}
		for _, q := range p.Probes {
			q.Type = lineProbe
			if err := enc.Encode(q); err != nil {
				return err
			}
		}
	}
	return bw.Flush()
}

// ReadCorpus reads a corpus written by Write. Lines of a patient must
// follow its patient line.
func ReadCorpus(r io.Reader) (*Corpus, error) {
	c := &Corpus{}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 1<<16), 1<<22)
	line := 0
	var cur *PatientCorpus
	for sc.Scan() {
		line++
		b := sc.Bytes()
		if len(b) == 0 {
			continue
		}
		var env struct {
			Type string `json:"type"`
		}
		if err := json.Unmarshal(b, &env); err != nil {
			return nil, fmt.Errorf("corpus line %d: %w", line, err)
		}
		if env.Type != lineCorpus && env.Type != linePatient && cur == nil {
			return nil, fmt.Errorf("corpus line %d: %s before any patient", line, env.Type)
		}
		var err error
		switch env.Type {
		case lineCorpus:
			err = json.Unmarshal(b, &c.Header)
		case linePatient:
			c.Patients = append(c.Patients, PatientCorpus{})
			cur = &c.Patients[len(c.Patients)-1]
			err = json.Unmarshal(b, &cur.Patient)
		case lineTurn:
			var t Turn
			err = json.Unmarshal(b, &t)
			cur.Turns = append(cur.Turns, t)
		case lineStatement:
			var s Statement
			err = json.Unmarshal(b, &s)
			cur.Statements = append(cur.Statements, s)
		case lineProbe:
			var q Probe
			err = json.Unmarshal(b, &q)
			cur.Probes = append(cur.Probes, q)
		default:
			err = fmt.Errorf("unknown type %q", env.Type)
		}
		if err != nil {
			return nil, fmt.Errorf("corpus line %d: %w", line, err)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("read corpus: %w", err)
	}
	if c.Header.Version != CorpusVersion {
		return nil, fmt.Errorf("corpus version %d, want %d", c.Header.Version, CorpusVersion)
	}
	if len(c.Patients) == 0 {
		return nil, errors.New("corpus has no patients")
	}
	return c, nil
}
