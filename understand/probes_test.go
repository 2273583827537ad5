package understand_test

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/understand"
)

// mustNotSure is how many of the must-not probes' facts the reading still
// makes sure positive facts of the patient's (testdata/probes/README.md):
// a casual 强迫症, and a drug in a reaction answer.
const mustNotSure = 2

// TestMustNotProbes reads each dev probe (after the clinician's question,
// if any) and counts the facts it must not state that it states surely:
// the patient's own, asserted, current, and confident enough for the gate
// to write.
func TestMustNotProbes(t *testing.T) {
	if sure := sureMustNots(t, "must-not.jsonl", true); sure > mustNotSure {
		t.Errorf("%d facts the probes must not state are sure facts, more than the recorded %d", sure, mustNotSure)
	}
}

// mustNotDev2Sure is the second dev list's count (testdata/probes/README.md):
// 50 when it was written, before session 57's fixes.
const mustNotDev2Sure = 21

// TestMustNotProbesDev2 is TestMustNotProbes for the second dev list.
func TestMustNotProbesDev2(t *testing.T) {
	if sure := sureMustNots(t, "must-not-dev2.jsonl", true); sure > mustNotDev2Sure {
		t.Errorf("%d facts the second probe list must not state are sure facts, more than the recorded %d", sure, mustNotDev2Sure)
	}
}

// mustNotDev3Sure is the third dev list's count (testdata/probes/README.md):
// 20 when it was written.
const mustNotDev3Sure = 4

// TestMustNotProbesDev3 is TestMustNotProbes for the third dev list, which
// has the held-out list's twelve traps.
func TestMustNotProbesDev3(t *testing.T) {
	if sure := sureMustNots(t, "must-not-dev3.jsonl", true); sure > mustNotDev3Sure {
		t.Errorf("%d facts the third probe list must not state are sure facts, more than the recorded %d", sure, mustNotDev3Sure)
	}
}

// mustNotDev4Sure is the fourth dev list's count (testdata/probes/README.md):
// 24 at session 56's end, 21 when it was first read.
const mustNotDev4Sure = 2

// TestMustNotProbesDev4 is TestMustNotProbes for the fourth dev list, which
// has the held-out list's twelve traps in longer and dialect speech.
func TestMustNotProbesDev4(t *testing.T) {
	if sure := sureMustNots(t, "must-not-dev4.jsonl", true); sure > mustNotDev4Sure {
		t.Errorf("%d facts the fourth probe list must not state are sure facts, more than the recorded %d", sure, mustNotDev4Sure)
	}
}

// mustNotDev5Sure is the fifth dev list's count (testdata/probes/README.md):
// 20 at session 56's end, 18 when it was first read.
const mustNotDev5Sure = 3

// TestMustNotProbesDev5 is TestMustNotProbes for the fifth dev list, which
// has the held-out list's twelve traps, half transcribed, half typed.
func TestMustNotProbesDev5(t *testing.T) {
	if sure := sureMustNots(t, "must-not-dev5.jsonl", true); sure > mustNotDev5Sure {
		t.Errorf("%d facts the fifth probe list must not state are sure facts, more than the recorded %d", sure, mustNotDev5Sure)
	}
}

// mustNotDev6Sure is the sixth dev list's count (testdata/probes/README.md):
// 20 at session 56's end, 14 when it was first read.
const mustNotDev6Sure = 9

// TestMustNotProbesDev6 is TestMustNotProbes for the sixth dev list, whose
// traps sit in longer answers that also tell true facts.
func TestMustNotProbesDev6(t *testing.T) {
	if sure := sureMustNots(t, "must-not-dev6.jsonl", true); sure > mustNotDev6Sure {
		t.Errorf("%d facts the sixth probe list must not state are sure facts, more than the recorded %d", sure, mustNotDev6Sure)
	}
}

// mustNotTestSure is the held-out probes' count (testdata/probes/README.md).
const mustNotTestSure = 16

// TestMustNotProbesHeldOut counts the held-out probes' sure facts, and
// fails above the recorded count. It names none of them: reading them is
// how one tunes on the held-out set without meaning to.
func TestMustNotProbesHeldOut(t *testing.T) {
	sure := sureMustNots(t, "must-not-test.jsonl", false)
	t.Logf("held-out must-not probes: %d sure facts", sure)
	if sure > mustNotTestSure {
		t.Errorf("%d facts the held-out probes must not state are sure facts, more than the recorded %d", sure, mustNotTestSure)
	}
}

// sureMustNots returns how many of the must-not facts of a probe file the
// reading states surely, and, with show, logs each.
func sureMustNots(t *testing.T, file string, show bool) int {
	t.Helper()
	r := newReader(t)
	f, err := os.Open(filepath.Join("testdata", "probes", file))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	at := time.Date(2026, 3, 14, 9, 0, 0, 0, time.UTC)
	sure, probes := 0, 0
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var p struct {
			ID, Before, Text string
			MustNot          []struct{ Type, Concept string } `json:"must_not"`
		}
		if err := json.Unmarshal(sc.Bytes(), &p); err != nil {
			t.Fatal(err)
		}
		probes++
		var prior []understand.Prior
		if p.Before != "" {
			prior = append(prior, understand.Prior{Speaker: understand.Clinician,
				Reading: r.Read(understand.Turn{Speaker: understand.Clinician, Text: p.Before, At: at}, nil)})
		}
		rd := r.Read(understand.Turn{Speaker: understand.Patient, Text: p.Text, At: at.Add(time.Minute)}, prior)
		for _, mn := range p.MustNot {
			ids := r.Lexicon().Lookup(strings.ToLower(mn.Concept))
			for _, s := range rd.Statements {
				named := false
				for _, c := range ids {
					named = named || c.ID == s.Concept || r.Broader(c.ID, s.Concept) || r.Broader(s.Concept, c.ID) || r.InClass(s.Concept, c.ID)
				}
				if !named || s.Type != mn.Type || s.Negated || s.Hypothetical || s.Historical || s.Status != "" || s.Uncertain ||
					s.Experiencer != "patient" || s.Confidence < 0.5 {
					continue
				}
				sure++
				if show {
					t.Logf("%s %q: sure %s %s (%s)", p.ID, p.Text, s.Type, s.Concept, mn.Concept)
				}
			}
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if probes < 150 {
		t.Fatalf("%s: only %d probes read", file, probes)
	}
	return sure
}
