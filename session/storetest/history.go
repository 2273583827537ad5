package storetest

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/audit"
	"github.com/anamnesis-health/anamnesis/session"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// The history cases read through session.ManagedHistory, as memory.New
// does: the pages, limits and cursors they pin are the manager's over
// each backend's positions.

// appendSession appends n turns numbered 1..n to the session, the first
// said at start and each next one a minute later.
func appendSession(t *testing.T, b Backend, sc tenancy.Scope, patientID, sessionID string, n int, start time.Time) {
	t.Helper()
	for i := 1; i <= n; i++ {
		tn := turn(patientID, sessionID, fmt.Sprintf("t%03d", i), int64(i))
		tn.At = start.Add(time.Duration(i-1) * time.Minute)
		tn.RecordedAt = tn.At
		tn.Text = fmt.Sprintf("%s/%s turn %d", patientID, sessionID, i)
		mustAppend(t, b, sc, appendOf(tn))
	}
}

// allTurns pages through the session with limit and returns every turn
// read and the number of pages it took. It fails the test on an error, on
// a page longer than limit, and on a short page that offers a next one.
func allTurns(t *testing.T, h session.PagedHistory, sc tenancy.Scope, patientID, sessionID string, limit int) ([]session.Turn, int) {
	t.Helper()
	var out []session.Turn
	cursor := ""
	for pages := 1; ; pages++ {
		turns, next, err := h.SessionTurns(context.Background(), sc, patientID, sessionID, session.Page{Limit: limit, Cursor: cursor})
		if err != nil {
			t.Fatalf("SessionTurns(%s, %s) page %d: %v", patientID, sessionID, pages, err)
		}
		if len(turns) > limit {
			t.Fatalf("page %d has %d turns, over the limit of %d", pages, len(turns), limit)
		}
		if next != "" && len(turns) < limit {
			t.Fatalf("page %d is short (%d of %d) yet offers a next page", pages, len(turns), limit)
		}
		out = append(out, turns...)
		if next == "" {
			return out, pages
		}
		if pages > 1000 {
			t.Fatal("paging does not end")
		}
		cursor = next
	}
}

// allSessions is allTurns for the list of sessions.
func allSessions(t *testing.T, h session.PagedHistory, sc tenancy.Scope, patientID string, limit int) ([]session.SessionInfo, int) {
	t.Helper()
	var out []session.SessionInfo
	cursor := ""
	for pages := 1; ; pages++ {
		ss, next, err := h.Sessions(context.Background(), sc, patientID, session.Page{Limit: limit, Cursor: cursor})
		if err != nil {
			t.Fatalf("Sessions(%s) page %d: %v", patientID, pages, err)
		}
		if len(ss) > limit || (next != "" && len(ss) < limit) {
			t.Fatalf("page %d has %d sessions (limit %d), next %q", pages, len(ss), limit, next)
		}
		out = append(out, ss...)
		if next == "" {
			return out, pages
		}
		if pages > 1000 {
			t.Fatal("paging does not end")
		}
		cursor = next
	}
}

func seqs(ts []session.Turn) []int64 {
	out := make([]int64, len(ts))
	for i, t := range ts {
		out[i] = t.Seq
	}
	return out
}

func sessionIDs(ss []session.SessionInfo) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = s.SessionID
	}
	return out
}

func upTo(n int) []int64 {
	out := make([]int64, n)
	for i := range out {
		out[i] = int64(i + 1)
	}
	return out
}

func testSessionTurnsPaging(t *testing.T, b Backend) {
	h := session.ManagedHistory(b)
	appendSession(t, b, scopeA, "p1", "s1", 20, base)
	// Neighbours that must not leak in: another session of the patient,
	// the same session id of another patient and of another tenant.
	appendSession(t, b, scopeA, "p1", "s2", 3, base)
	appendSession(t, b, scopeA, "p2", "s1", 4, base)
	appendSession(t, b, scopeB, "p1", "s1", 5, base)
	for _, tc := range []struct {
		limit, pages int
	}{{1, 20}, {5, 4}, {7, 3}, {20, 1}, {21, 1}, {500, 1}} {
		t.Run(fmt.Sprintf("with limit %d, in %d pages", tc.limit, tc.pages), func(t *testing.T) {
			got, pages := allTurns(t, h, scopeA, "p1", "s1", tc.limit)
			if !slices.Equal(seqs(got), upTo(20)) {
				t.Errorf("seqs = %v, want 1..20 each once in order", seqs(got))
			}
			if pages != tc.pages {
				t.Errorf("%d pages, want %d", pages, tc.pages)
			}
			for _, tn := range got {
				if tn.PatientID != "p1" || tn.SessionID != "s1" || tn.Text != fmt.Sprintf("p1/s1 turn %d", tn.Seq) {
					t.Errorf("turn %d is %s/%s %q: another session's", tn.Seq, tn.PatientID, tn.SessionID, tn.Text)
				}
			}
		})
	}
	t.Run("every field reads back as Turn returns it", func(t *testing.T) {
		got, _ := allTurns(t, h, scopeA, "p1", "s1", 50)
		for _, tn := range got {
			want, _, err := b.Turn(context.Background(), scopeA, "p1", "s1", tn.TurnID)
			if err != nil {
				t.Fatal(err)
			}
			if d := diffTurn(tn, want); d != "" {
				t.Errorf("turn %s: %s", tn.TurnID, d)
			}
		}
	})
	t.Run("tenant B reads only its own session of the same ids", func(t *testing.T) {
		got, _ := allTurns(t, h, scopeB, "p1", "s1", 2)
		if !slices.Equal(seqs(got), upTo(5)) {
			t.Errorf("tenant B's seqs = %v, want its own 1..5", seqs(got))
		}
		for _, tn := range got {
			if tn.Text != fmt.Sprintf("p1/s1 turn %d", tn.Seq) || tn.Seq > 5 {
				t.Errorf("tenant B read %q", tn.Text)
			}
		}
	})
}

func testSessionTurnsBounds(t *testing.T, b Backend) {
	ctx := context.Background()
	h := session.ManagedHistory(b)
	appendSession(t, b, scopeA, "p1", "s1", 55, base)
	turns, next, err := h.SessionTurns(ctx, scopeA, "p1", "s1", session.Page{})
	if err != nil || len(turns) != session.DefaultPageLimit || next == "" {
		t.Errorf("limit 0 = %d turns, next %q, %v; want the default of %d and a next page", len(turns), next, err, session.DefaultPageLimit)
	}
	rest, next2, err := h.SessionTurns(ctx, scopeA, "p1", "s1", session.Page{Cursor: next})
	if err != nil || !slices.Equal(seqs(rest), []int64{51, 52, 53, 54, 55}) || next2 != "" {
		t.Errorf("the page after the default = %v, next %q, %v; want 51..55 and no next", seqs(rest), next2, err)
	}
	if turns, _, err := h.SessionTurns(ctx, scopeA, "p1", "s1", session.Page{Limit: session.MaxPageLimit}); err != nil || len(turns) != 55 {
		t.Errorf("limit %d = %d turns, %v; want all 55", session.MaxPageLimit, len(turns), err)
	}
	for _, limit := range []int{-1, session.MaxPageLimit + 1} {
		if turns, _, err := h.SessionTurns(ctx, scopeA, "p1", "s1", session.Page{Limit: limit}); !errors.Is(err, session.ErrPage) {
			t.Errorf("limit %d = %d turns, %v; want ErrPage", limit, len(turns), err)
		}
	}
	for _, nf := range []struct{ patient, sess string }{{"p1", "s-missing"}, {"p-missing", "s1"}} {
		if _, _, err := h.SessionTurns(ctx, scopeA, nf.patient, nf.sess, session.Page{}); !errors.Is(err, session.ErrNotFound) {
			t.Errorf("SessionTurns(%s, %s) = %v, want ErrNotFound", nf.patient, nf.sess, err)
		}
	}
	if _, _, err := h.SessionTurns(ctx, scopeB, "p1", "s1", session.Page{}); !errors.Is(err, session.ErrNotFound) {
		t.Errorf("tenant B reading tenant A's session = %v, want ErrNotFound", err)
	}
	if _, _, err := h.SessionTurns(ctx, tenancy.GlobalAdmin("admin"), "p1", "s1", session.Page{}); !errors.Is(err, tenancy.ErrNoTenant) {
		t.Errorf("SessionTurns without tenant = %v, want ErrNoTenant", err)
	}
	if _, _, err := h.Sessions(ctx, tenancy.GlobalAdmin("admin"), "p1", session.Page{}); !errors.Is(err, tenancy.ErrNoTenant) {
		t.Errorf("Sessions without tenant = %v, want ErrNoTenant", err)
	}
}

func testSessionTurnsCursors(t *testing.T, b Backend) {
	ctx := context.Background()
	h := session.ManagedHistory(b)
	appendSession(t, b, scopeA, "p1", "s1", 6, base)
	appendSession(t, b, scopeA, "p1", "s2", 6, base)
	appendSession(t, b, scopeA, "p2", "s1", 6, base)
	appendSession(t, b, scopeB, "p1", "s1", 6, base)
	_, cursor, err := h.SessionTurns(ctx, scopeA, "p1", "s1", session.Page{Limit: 2})
	if err != nil || cursor == "" {
		t.Fatalf("first page: next %q, %v", cursor, err)
	}
	_, sessionsCursor, err := h.Sessions(ctx, scopeA, "p1", session.Page{Limit: 1})
	if err != nil || sessionsCursor == "" {
		t.Fatalf("first page of sessions: next %q, %v", sessionsCursor, err)
	}
	for _, tc := range []struct {
		name          string
		sc            tenancy.Scope
		patient, sess string
		cursor        string
	}{
		{"another session of the patient", scopeA, "p1", "s2", cursor},
		{"the same session id of another patient", scopeA, "p2", "s1", cursor},
		{"the same ids in another tenant", scopeB, "p1", "s1", cursor},
		{"a cursor of the list of sessions", scopeA, "p1", "s1", sessionsCursor},
		{"a cursor that is not base64", scopeA, "p1", "s1", "%%%"},
		{"a cursor with its end cut off", scopeA, "p1", "s1", cursor[:len(cursor)-3]},
		{"a very long cursor", scopeA, "p1", "s1", string(make([]byte, 4096))},
	} {
		if turns, _, err := h.SessionTurns(ctx, tc.sc, tc.patient, tc.sess, session.Page{Limit: 2, Cursor: tc.cursor}); !errors.Is(err, session.ErrPage) {
			t.Errorf("%s: %d turns, %v; want ErrPage", tc.name, len(turns), err)
		}
	}
	// The cursor still works where it was given, however often it is used.
	for range 2 {
		turns, _, err := h.SessionTurns(ctx, scopeA, "p1", "s1", session.Page{Limit: 2, Cursor: cursor})
		if err != nil || !slices.Equal(seqs(turns), []int64{3, 4}) {
			t.Errorf("the page after the cursor = %v, %v; want 3, 4", seqs(turns), err)
		}
	}
	// A cursor that outlived its session's last turns reads an empty page.
	_, last, err := h.SessionTurns(ctx, scopeA, "p1", "s1", session.Page{Limit: 5})
	if err != nil || last == "" {
		t.Fatalf("page of 5: next %q, %v", last, err)
	}
	if turns, next, err := h.SessionTurns(ctx, scopeA, "p1", "s1", session.Page{Limit: 5, Cursor: last}); err != nil || len(turns) != 1 || next != "" {
		t.Errorf("the last page = %v, next %q, %v; want turn 6 alone", seqs(turns), next, err)
	}
}

func testSessionsList(t *testing.T, b Backend) {
	ctx := context.Background()
	h := session.ManagedHistory(b)
	// s-b and s-a start at the same instant: the id breaks the tie.
	starts := []sessionStart{
		{"s-old", base, 3},
		{"s-b", base.Add(24 * time.Hour), 2},
		{"s-a", base.Add(24 * time.Hour), 4},
		{"s-new", base.Add(48 * time.Hour), 1},
		{"s-mid", base.Add(36 * time.Hour), 5},
	}
	for _, s := range starts {
		appendSession(t, b, scopeA, "p1", s.id, s.turns, s.start)
	}
	appendSession(t, b, scopeA, "p2", "s-other", 2, base.Add(72*time.Hour))
	appendSession(t, b, scopeB, "p1", "s-tenant-b", 2, base.Add(72*time.Hour))
	want := []string{"s-new", "s-mid", "s-a", "s-b", "s-old"}
	for _, limit := range []int{1, 2, 3, 5, 50} {
		got, _ := allSessions(t, h, scopeA, "p1", limit)
		if !slices.Equal(sessionIDs(got), want) {
			t.Errorf("limit %d: sessions = %v, want %v", limit, sessionIDs(got), want)
		}
	}
	got, _ := allSessions(t, h, scopeA, "p1", 50)
	for i, s := range got {
		st := starts[slices.IndexFunc(starts, func(x sessionStart) bool { return x.id == s.SessionID })]
		last := st.start.Add(time.Duration(st.turns-1) * time.Minute)
		if s.PatientID != "p1" || !sameTime(s.StartedAt, st.start) || !sameTime(s.LastTurnAt, last) || s.Turns != int64(st.turns) {
			t.Errorf("session %d = %+v, want started %v, last turn %v, %d turns", i, s, st.start, last, st.turns)
		}
	}
	if got, _ := allSessions(t, h, scopeB, "p1", 50); !slices.Equal(sessionIDs(got), []string{"s-tenant-b"}) {
		t.Errorf("tenant B's sessions of p1 = %v, want only its own", sessionIDs(got))
	}
	if got, _ := allSessions(t, h, scopeA, "p-missing", 50); len(got) != 0 {
		t.Errorf("sessions of an unknown patient = %v, want none", sessionIDs(got))
	}

	t.Run("a turn added while paging moves no session", func(t *testing.T) {
		first, next, err := h.Sessions(ctx, scopeA, "p1", session.Page{Limit: 2})
		if err != nil || next == "" {
			t.Fatalf("first page: %v, next %q", err, next)
		}
		// The oldest session gets a new turn, and a new session starts:
		// it shows on the next listing, not in the pages after a cursor.
		tn := turn("p1", "s-old", "t-late", 4)
		tn.At = base.Add(96 * time.Hour)
		mustAppend(t, b, scopeA, appendOf(tn))
		appendSession(t, b, scopeA, "p1", "s-newest", 1, base.Add(96*time.Hour))
		rest := allSessionsFrom(t, h, scopeA, "p1", 2, next)
		if got := append(sessionIDs(first), sessionIDs(rest)...); !slices.Equal(got, want) {
			t.Errorf("sessions = %v, want %v each once", got, want)
		}
		if got, _ := allSessions(t, h, scopeA, "p1", 2); !slices.Equal(sessionIDs(got), append([]string{"s-newest"}, want...)) {
			t.Errorf("a new listing = %v, want s-newest first, then %v", sessionIDs(got), want)
		}
	})
	t.Run("a cursor of another patient's or tenant's list is refused", func(t *testing.T) {
		_, next, err := h.Sessions(ctx, scopeA, "p1", session.Page{Limit: 1})
		if err != nil || next == "" {
			t.Fatalf("first page: %v, next %q", err, next)
		}
		if _, _, err := h.Sessions(ctx, scopeA, "p2", session.Page{Limit: 1, Cursor: next}); !errors.Is(err, session.ErrPage) {
			t.Errorf("another patient = %v, want ErrPage", err)
		}
		if _, _, err := h.Sessions(ctx, scopeB, "p1", session.Page{Limit: 1, Cursor: next}); !errors.Is(err, session.ErrPage) {
			t.Errorf("another tenant = %v, want ErrPage", err)
		}
		for _, limit := range []int{-1, session.MaxPageLimit + 1} {
			if _, _, err := h.Sessions(ctx, scopeA, "p1", session.Page{Limit: limit}); !errors.Is(err, session.ErrPage) {
				t.Errorf("limit %d = %v, want ErrPage", limit, err)
			}
		}
	})
}

// sessionStart is a session the list test writes.
type sessionStart struct {
	id    string
	start time.Time
	turns int
}

// allSessionsFrom is allSessions from cursor on.
func allSessionsFrom(t *testing.T, h session.PagedHistory, sc tenancy.Scope, patientID string, limit int, cursor string) []session.SessionInfo {
	t.Helper()
	var out []session.SessionInfo
	for pages := 1; cursor != ""; pages++ {
		ss, next, err := h.Sessions(context.Background(), sc, patientID, session.Page{Limit: limit, Cursor: cursor})
		if err != nil {
			t.Fatalf("Sessions(%s) page %d: %v", patientID, pages, err)
		}
		out = append(out, ss...)
		if pages > 1000 {
			t.Fatal("paging does not end")
		}
		cursor = next
	}
	return out
}

func testHistoryAfterErasure(t *testing.T, b Backend) {
	ctx := context.Background()
	h := session.ManagedHistory(b)
	appendSession(t, b, scopeA, "p1", "s1", 4, base)
	appendSession(t, b, scopeA, "p2", "s1", 1, base)
	_, cursor, err := h.SessionTurns(ctx, scopeA, "p1", "s1", session.Page{Limit: 2})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := b.ErasePatient(ctx, scopeA, "p1", audit.Event{At: base, Actor: "key:admin", Type: audit.PatientErased, PatientID: "p1", EntityID: "p1"}); err != nil {
		t.Fatal(err)
	}
	for _, c := range []string{"", cursor} {
		if turns, _, err := h.SessionTurns(ctx, scopeA, "p1", "s1", session.Page{Limit: 2, Cursor: c}); !errors.Is(err, session.ErrNotFound) {
			t.Errorf("SessionTurns after erasure (cursor %q) = %v, %v; want ErrNotFound", c, seqs(turns), err)
		}
	}
	if ss, _, err := h.Sessions(ctx, scopeA, "p1", session.Page{}); err != nil || len(ss) != 0 {
		t.Errorf("Sessions after erasure = %v, %v; want none", sessionIDs(ss), err)
	}
	if ss, _, err := h.Sessions(ctx, scopeA, "p2", session.Page{}); err != nil || len(ss) != 1 {
		t.Errorf("another patient's sessions after erasure = %v, %v", sessionIDs(ss), err)
	}
}
