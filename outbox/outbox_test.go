package outbox

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/retrieval"
)

var update = flag.Bool("update", false, "rewrite the v1 golden files from the values in this test")

var (
	at  = time.Date(2026, 3, 14, 9, 26, 53, 0, time.UTC)
	end = at.Add(time.Hour)
)

func sampleFact() entity.Fact {
	return entity.Fact{ID: "fact_1", PatientID: "p1", Type: entity.Medication, Display: "amlodipine 5 mg",
		Code: entity.Code{System: "ATC", Code: "C08CA01"}, Attributes: map[string]string{"concept": "drug:amlodipine", "dose": "5 mg"},
		Status: entity.Active, Verification: entity.Unconfirmed, Kind: entity.KindFact, Confidence: 0.9,
		Source:    entity.Source{Kind: entity.SourcePatient, TurnID: "t1", SessionID: "s1"},
		ValidFrom: at, ValidTo: &end, RecordedAt: at}
}

func samplePoint() retrieval.Point {
	return retrieval.Point{ID: "pt_1", PatientID: "p1", SessionID: "s1", Kind: "turn", SourceID: "t1", Speaker: "patient",
		Topics: []string{"medication"}, Concepts: []string{"drug:amlodipine"}, At: at, Text: "我每天吃氨氯地平5mg", Lead: "您在吃什么药？"}
}

func sampleChange() entity.Change {
	claim := entity.Claim{ID: "claim_1", PatientID: "p1", SessionID: "s1", TurnID: "t1", Status: entity.ClaimPending,
		Reason: entity.ReasonUncertain, Confidence: 0.5, Proposed: sampleFact(), ConflictsWith: []string{"fact_0"},
		Text: "好像血压正常了", Explanation: "uncertain", CreatedAt: at}
	return entity.Change{PatientID: "p1", Create: []entity.Fact{sampleFact()},
		Supersede: []entity.Supersession{{FactID: "fact_0", At: at}}, Claims: []entity.Claim{claim}}
}

func sampleResolution() entity.Resolution {
	f := sampleFact()
	return entity.Resolution{Status: entity.ClaimConfirmed, ResolvedBy: "key:doc", At: at, Note: "seen the prescription",
		Fact: &f, Supersede: []entity.Supersession{{FactID: "fact_0", At: at}}}
}

func golden(t *testing.T, name string, got []byte) []byte {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		var buf bytes.Buffer
		json.Indent(&buf, got, "", "  ")
		buf.WriteByte('\n')
		if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("read golden file (run with -update to create it): %v", err)
	}
	var compact bytes.Buffer
	if err := json.Compact(&compact, want); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	if !bytes.Equal(compact.Bytes(), got) {
		t.Errorf("%s changed: a queued item written by the last release would no longer read the same.\n got %s\nwant %s\n"+
			"Add a new version instead of changing this one.", path, got, compact.Bytes())
	}
	return want
}

// TestFormatsArePinned: what this binary writes is byte for byte what the
// golden files hold, and what they hold reads back to the same work.
func TestFormatsArePinned(t *testing.T) {
	t.Run("index point", func(t *testing.T) {
		data := golden(t, "index.upsert.v1.json", Encode(IndexPoint(samplePoint())))
		p, err := DecodePoint(data)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.Point(); !reflect.DeepEqual(got, samplePoint()) {
			t.Errorf("decoded %+v\nwant    %+v", got, samplePoint())
		}
	})
	t.Run("record change", func(t *testing.T) {
		data := golden(t, "entity.apply.v1.json", Encode(RecordChange(sampleChange())))
		c, err := DecodeChange(data)
		if err != nil {
			t.Fatal(err)
		}
		if got := c.Change(); !reflect.DeepEqual(got, sampleChange()) {
			t.Errorf("decoded %+v\nwant    %+v", got, sampleChange())
		}
	})
	t.Run("claim resolution", func(t *testing.T) {
		data := golden(t, "claim.resolve.v1.json", Encode(ClaimResolution("claim_1", sampleResolution())))
		r, err := DecodeResolution(data)
		if err != nil {
			t.Fatal(err)
		}
		if r.ClaimID != "claim_1" || !reflect.DeepEqual(r.Resolution(), sampleResolution()) {
			t.Errorf("decoded %s %+v\nwant    claim_1 %+v", r.ClaimID, r.Resolution(), sampleResolution())
		}
	})
}

// TestVersionZeroStillReads: items queued by the release before payloads
// had versions (plain json.Marshal of the Go structs; the files were made
// that way) are applied after the upgrade, not dropped.
func TestVersionZeroStillReads(t *testing.T) {
	read := func(name string) []byte {
		b, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	p, err := DecodePoint(read("index.upsert.v0.json"))
	if err != nil || !reflect.DeepEqual(p.Point(), samplePoint()) {
		t.Errorf("v0 point = %+v, %v", p.Point(), err)
	}
	c, err := DecodeChange(read("entity.apply.v0.json"))
	if err != nil || !reflect.DeepEqual(c.Change(), sampleChange()) {
		t.Errorf("v0 change = %+v, %v", c.Change(), err)
	}
	r, err := DecodeResolution(read("claim.resolve.v0.json"))
	if err != nil || r.ClaimID != "claim_1" || !reflect.DeepEqual(r.Resolution(), sampleResolution()) {
		t.Errorf("v0 resolution = %+v, %v", r, err)
	}
}

// TestDecodingIsStrict: a payload this binary does not fully understand
// is an error, so the item stays queued instead of applied half-read.
func TestDecodingIsStrict(t *testing.T) {
	good := string(Encode(RecordChange(sampleChange())))
	cases := map[string]string{
		"a renamed field":      strings.Replace(good, `"patient_id":"p1","create"`, `"patientId":"p1","create"`, 1),
		"an unknown field":     strings.Replace(good, `{"v":1,`, `{"v":1,"priority":3,`, 1),
		"a later version":      strings.Replace(good, `{"v":1,`, `{"v":2,`, 1),
		"data after the value": good + `{}`,
		"not JSON":             `{"v":1,`,
	}
	for name, payload := range cases {
		if payload == good {
			t.Fatalf("%s: the case did not change the payload", name)
		}
		if _, err := DecodeChange([]byte(payload)); !errors.Is(err, ErrFormat) {
			t.Errorf("%s: DecodeChange = %v, want ErrFormat", name, err)
		}
	}
}
