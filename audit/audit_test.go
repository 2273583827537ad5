package audit

import (
	"encoding/json"
	"testing"
	"time"
)

var base = time.Date(2026, 3, 14, 9, 26, 53, 589793000, time.UTC)

// chain seals n events for tenant as a store would.
func chain(t *testing.T, tenantID string, n int) []Event {
	t.Helper()
	var out []Event
	var prev *Event
	for i := range n {
		e := Seal(tenantID, prev, Event{
			At:        base.Add(time.Duration(i) * time.Minute),
			Actor:     "key:key_1",
			Type:      FactCreated,
			PatientID: "p1",
			EntityID:  "fact-" + string(rune('a'+i)),
			Before:    json.RawMessage(`{"dose":"5 mg"}`),
			After:     json.RawMessage(`{"dose":"10 mg"}`),
			Reason:    "turn t1",
		})
		out = append(out, e)
		prev = &out[len(out)-1]
	}
	return out
}

func TestSealLinksEventsFromSeqOne(t *testing.T) {
	events := chain(t, "tenant-a", 3)
	for i, e := range events {
		if e.Seq != int64(i+1) {
			t.Errorf("events[%d].Seq = %d, want %d", i, e.Seq, i+1)
		}
		want := ""
		if i > 0 {
			want = events[i-1].Hash
		}
		if e.PrevHash != want {
			t.Errorf("events[%d].PrevHash = %q, want %q", i, e.PrevHash, want)
		}
		if len(e.Hash) != 64 {
			t.Errorf("events[%d].Hash = %q, want 64 hex digits", i, e.Hash)
		}
	}
	if i := Verify("tenant-a", events); i != -1 {
		t.Errorf("Verify of a sealed chain = %d, want -1", i)
	}
	if i := Verify("tenant-a", nil); i != -1 {
		t.Errorf("Verify of an empty chain = %d, want -1", i)
	}
}

func TestSealIgnoresGivenSeqAndHashes(t *testing.T) {
	e := Seal("tenant-a", nil, Event{Seq: 42, PrevHash: "forged", Hash: "forged", At: base, Type: FactCreated})
	if e.Seq != 1 || e.PrevHash != "" || e.Hash == "forged" {
		t.Errorf("Seal kept caller's chain fields: %+v", e)
	}
}

func TestSealTruncatesTimeToMicrosecondsUTC(t *testing.T) {
	at := time.Date(2026, 3, 14, 17, 26, 53, 589793999, time.FixedZone("CST", 8*3600))
	e := Seal("tenant-a", nil, Event{At: at, Type: FactCreated})
	if e.At.Location() != time.UTC || e.At.Nanosecond() != 589793000 || !e.At.Equal(base) {
		t.Errorf("sealed At = %v, want %v in UTC", e.At, base)
	}
	// A store that keeps only microseconds reads back the same hash.
	if i := Verify("tenant-a", []Event{e}); i != -1 {
		t.Errorf("Verify after truncation = %d, want -1", i)
	}
}

func TestVerifyFindsTampering(t *testing.T) {
	cases := []struct {
		name   string
		at     int
		tamper func(e *Event)
	}{
		{"seq", 1, func(e *Event) { e.Seq = 7 }},
		{"time", 1, func(e *Event) { e.At = e.At.Add(time.Microsecond) }},
		{"actor", 2, func(e *Event) { e.Actor = "key:other" }},
		{"type", 0, func(e *Event) { e.Type = FactSuperseded }},
		{"patient", 2, func(e *Event) { e.PatientID = "p2" }},
		{"entity", 1, func(e *Event) { e.EntityID = "fact-z" }},
		{"before", 0, func(e *Event) { e.Before = json.RawMessage(`{"dose":"50 mg"}`) }},
		{"after", 2, func(e *Event) { e.After = nil }},
		{"reason", 1, func(e *Event) { e.Reason = "" }},
		{"hash", 2, func(e *Event) { e.Hash = "x" + e.Hash[1:] }},
		{"prev hash", 1, func(e *Event) { e.PrevHash = "" }},
		// Rehashing a changed event still breaks the link to the next one.
		{"rehashed", 1, func(e *Event) { e.Reason = "edited"; e.Hash = hashOf("tenant-a", *e) }},
	}
	for _, c := range cases {
		t.Run("a changed "+c.name+" is found", func(t *testing.T) {
			events := chain(t, "tenant-a", 3)
			c.tamper(&events[c.at])
			want := c.at
			if c.name == "rehashed" {
				want = c.at + 1
			}
			if i := Verify("tenant-a", events); i != want {
				t.Errorf("Verify = %d, want %d", i, want)
			}
		})
	}
}

func TestVerifyFindsReorderingAndGaps(t *testing.T) {
	cases := []struct {
		name   string
		change func([]Event) []Event
		want   int
	}{
		{"two events swapped", func(e []Event) []Event { e[1], e[2] = e[2], e[1]; return e }, 1},
		{"an event dropped", func(e []Event) []Event { return append(e[:1], e[2:]...) }, 1},
		{"the first event dropped", func(e []Event) []Event { return e[1:] }, 0},
		{"an event repeated", func(e []Event) []Event { return append(e[:2], e[1:]...) }, 2},
	}
	for _, c := range cases {
		t.Run(c.name+" breaks the chain", func(t *testing.T) {
			if i := Verify("tenant-a", c.change(chain(t, "tenant-a", 4))); i != c.want {
				t.Errorf("Verify = %d, want %d", i, c.want)
			}
		})
	}
}

func TestChainsAreBoundToTheirTenant(t *testing.T) {
	if i := Verify("tenant-b", chain(t, "tenant-a", 2)); i != 0 {
		t.Errorf("Verify under another tenant = %d, want 0", i)
	}
	a, b := chain(t, "tenant-a", 1), chain(t, "tenant-b", 1)
	if a[0].Hash == b[0].Hash {
		t.Error("the same event hashes alike in two tenants")
	}
}

func TestHashSeparatesAdjacentFields(t *testing.T) {
	// Moving bytes from one field to the next must change the hash.
	x := Seal("t", nil, Event{At: base, Actor: "key:ab", Type: "c"})
	y := Seal("t", nil, Event{At: base, Actor: "key:a", Type: "bc"})
	if x.Hash == y.Hash {
		t.Error("events differing only in the field boundary hash alike")
	}
}
