package storetest

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/anamnesis-health/anamnesis/session"
)

func testDefaultTimes(t *testing.T, b Backend) {
	ctx := context.Background()
	a := appendOf(turn("p1", "s1", "t1", 1))
	a.Turn.RecordedAt = time.Time{}
	a.Outbox[0].CreatedAt = time.Time{}
	a.Summaries = []session.Summary{{ID: "sum-1", PatientID: "p1", SessionID: "s1", Topic: "general", FromSeq: 1, ToSeq: 1}}
	mustAppend(t, b, scopeA, a)
	mustEnqueue(t, b, scopeA, nil, []session.OutboxItem{factItem("f1", "p2", time.Time{})})

	got, _, err := b.Turn(ctx, scopeA, "p1", "s1", "t1")
	if err != nil {
		t.Fatalf("Turn: %v", err)
	}
	if !sameTime(got.RecordedAt, now()) {
		t.Errorf("turn RecordedAt = %v, want the clock's %v", got.RecordedAt, now())
	}
	sums, err := b.Summaries(ctx, scopeA, "p1", "s1")
	if err != nil || len(sums) != 1 {
		t.Fatalf("Summaries = %+v, %v; want sum-1", sums, err)
	}
	if !sameTime(sums[0].CreatedAt, now()) {
		t.Errorf("summary CreatedAt = %v, want the clock's %v", sums[0].CreatedAt, now())
	}
	items := mustPending(t, b, scopeA, "")
	if len(items) != 2 {
		t.Fatalf("pending = %v, want the appended and the enqueued item", itemIDs(items))
	}
	for _, it := range items {
		if !sameTime(it.CreatedAt, now()) {
			t.Errorf("item %s CreatedAt = %v, want the clock's %v", it.ID, it.CreatedAt, now())
		}
	}

	if err := b.QuarantineOutbox(ctx, scopeA, "f1", time.Time{}); err != nil {
		t.Fatalf("QuarantineOutbox: %v", err)
	}
	q, err := b.QuarantinedOutbox(ctx, scopeA, 10)
	if err != nil || len(q) != 1 || q[0].QuarantinedAt == nil {
		t.Fatalf("QuarantinedOutbox = %+v, %v; want f1", q, err)
	}
	if !sameTime(*q[0].QuarantinedAt, now()) {
		t.Errorf("QuarantinedAt = %v, want the clock's %v", *q[0].QuarantinedAt, now())
	}
}

func testNonPositiveCounts(t *testing.T, b Backend) {
	ctx := context.Background()
	for _, seq := range []int64{1, 2, 3} {
		mustAppend(t, b, scopeA, appendOf(turn("p1", "s1", fmt.Sprintf("t%d", seq), seq)))
	}
	var items []session.OutboxItem
	for i := range session.DefaultOutboxLimit {
		items = append(items, factItem(fmt.Sprintf("f%03d", i), "p2", base.Add(time.Duration(i)*time.Second)))
	}
	mustEnqueue(t, b, scopeA, nil, items)
	for _, n := range []int{0, -1} {
		if w, err := b.Window(ctx, scopeA, "p1", "s1", n); err != nil || len(w) != 0 {
			t.Errorf("Window(n=%d) = %v, %v; want no turns", n, turnIDs(w), err)
		}
		if _, err := b.Window(ctx, scopeA, "p1", "s-none", n); !errors.Is(err, session.ErrNotFound) {
			t.Errorf("Window(n=%d) of a session without turns error = %v, want ErrNotFound", n, err)
		}
		if ts, err := b.PatientTurns(ctx, scopeA, "p1", n); err != nil || len(ts) != 0 {
			t.Errorf("PatientTurns(n=%d) = %v, %v; want no turns", n, turnIDs(ts), err)
		}
		if ls, err := b.PatientLines(ctx, scopeA, "p1", n); err != nil || len(ls) != 0 {
			t.Errorf("PatientLines(n=%d) = %+v, %v; want no lines", n, ls, err)
		}
		if items, err := b.PendingOutbox(ctx, scopeA, "", n); err != nil || len(items) != session.DefaultOutboxLimit {
			t.Errorf("PendingOutbox(limit %d) = %d items, %v; want %d", n, len(items), err, session.DefaultOutboxLimit)
		}
	}
}

func testLongFailureReason(t *testing.T, b Backend) {
	ctx := context.Background()
	a := appendOf(turn("p1", "s1", "t1", 1))
	mustAppend(t, b, scopeA, a)
	// Two-byte characters after one byte: the cut falls inside one.
	reason := "x" + strings.Repeat("é", session.MaxOutboxError)
	if err := b.MarkOutboxFailed(ctx, scopeA, a.Outbox[0].ID, reason); err != nil {
		t.Fatalf("MarkOutboxFailed: %v", err)
	}
	items := mustPending(t, b, scopeA, "p1")
	if len(items) != 1 {
		t.Fatalf("pending = %v, want the turn's item", itemIDs(items))
	}
	got := items[0].LastError
	if len(got) != session.MaxOutboxError-1 || !utf8.ValidString(got) || !strings.HasPrefix(reason, got) {
		t.Errorf("LastError has %d bytes (valid UTF-8 %v), want the first %d bytes of the reason",
			len(got), utf8.ValidString(got), session.MaxOutboxError-1)
	}
}
