package storetest

import (
	"context"
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/session"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// RunSummaries runs the conformance suite of session.Summaries. newStore must
// return a fresh, empty store; it is called once per subtest, and the suite
// puts it under session.ManagedSummaries.
func RunSummaries(t *testing.T, newStore func(t *testing.T) session.Summaries) {
	tests := []struct {
		name string
		fn   func(t *testing.T, s session.Summaries)
	}{
		{"a stored summary reads back with all its fields", testSummaryRoundTrip},
		{"a second put of the same id changes nothing", testSummaryIdempotent},
		{"a session's summaries are ordered by their first seq", testSummaryOrder},
		{"all of a patient's summaries are ordered by creation time", testSummaryPatientOrder},
		{"SummarizedThrough is the highest summarized seq or zero", testSummarizedThrough},
		{"tenant B sees nothing of tenant A and may reuse its ids", testSummaryCrossTenant},
		{"a scope without tenant is refused by every summary method", testSummaryNoTenant},
		{"a summary without id, patient or session is refused", testSummaryKey},
		{"a summary without a creation time is created at the clock's", testSummaryCreatedAt},
		{"a summary that replaces others deletes them, and only in its session", testSummaryReplaces},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tc.fn(t, session.ManagedSummaries(newStore(t), now))
		})
	}
}

// summary returns a populated summary of seqs from..to of the session whose
// CreatedAt depends on created.
func summary(patientID, sessionID, id string, from, to int64, created int) session.Summary {
	return session.Summary{
		ID:        id,
		PatientID: patientID,
		SessionID: sessionID,
		Topic:     "knee pain",
		FromSeq:   from,
		ToSeq:     to,
		TurnIDs:   []string{"t-" + id + "-a", "t-" + id + "-b"},
		Fields: map[string][]string{
			"site":  {"膝盖"},
			"onset": {"昨晚"},
			"meds":  {"布洛芬 200mg", "ibuprofen"},
		},
		Text:      "膝盖疼：部位 膝盖；起病 昨晚；用药 布洛芬 200mg、ibuprofen (turns a..b)",
		CreatedAt: base.Add(time.Duration(created) * time.Minute),
	}
}

func putSummaries(t *testing.T, s session.Summaries, sc tenancy.Scope, sums ...session.Summary) {
	t.Helper()
	for _, sum := range sums {
		if err := s.PutSummary(context.Background(), sc, sum); err != nil {
			t.Fatalf("PutSummary(%s): %v", sum.ID, err)
		}
	}
}

func summaryIDs(sums []session.Summary) []string {
	out := []string{}
	for _, s := range sums {
		out = append(out, s.ID)
	}
	return out
}

func sameSummary(t *testing.T, got, want session.Summary) {
	t.Helper()
	if !got.CreatedAt.Truncate(time.Microsecond).Equal(want.CreatedAt.Truncate(time.Microsecond)) {
		t.Errorf("CreatedAt = %v, want %v", got.CreatedAt, want.CreatedAt)
	}
	got.CreatedAt, want.CreatedAt = time.Time{}, time.Time{}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("summary =\n %+v\nwant\n %+v", got, want)
	}
}

func testSummaryRoundTrip(t *testing.T, s session.Summaries) {
	ctx := context.Background()
	want := summary("p1", "s1", "sum-1", 1, 4, 0)
	putSummaries(t, s, scopeA, want)
	got, err := s.Summaries(ctx, scopeA, "p1", "s1")
	if err != nil || len(got) != 1 {
		t.Fatalf("Summaries = %v, %v; want one", summaryIDs(got), err)
	}
	sameSummary(t, got[0], want)

	// A summary without fields or turn ids reads back empty, not broken.
	bare := session.Summary{ID: "sum-2", PatientID: "p1", SessionID: "s1", Topic: "general", FromSeq: 5, ToSeq: 5, CreatedAt: base}
	putSummaries(t, s, scopeA, bare)
	got, err = s.Summaries(ctx, scopeA, "p1", "s1")
	if err != nil || len(got) != 2 {
		t.Fatalf("Summaries = %v, %v; want two", summaryIDs(got), err)
	}
	if len(got[1].Fields) != 0 || len(got[1].TurnIDs) != 0 || got[1].Topic != "general" {
		t.Errorf("bare summary = %+v, want no fields and no turn ids", got[1])
	}
}

func testSummaryIdempotent(t *testing.T, s session.Summaries) {
	ctx := context.Background()
	first := summary("p1", "s1", "sum-1", 1, 4, 0)
	putSummaries(t, s, scopeA, first)
	again := summary("p1", "s1", "sum-1", 1, 9, 5)
	again.Text = "changed"
	if err := s.PutSummary(ctx, scopeA, again); err != nil {
		t.Fatalf("second PutSummary: %v", err)
	}
	got, err := s.Summaries(ctx, scopeA, "p1", "s1")
	if err != nil || len(got) != 1 {
		t.Fatalf("Summaries = %v, %v; want the one summary", summaryIDs(got), err)
	}
	sameSummary(t, got[0], first)
	if n, err := s.SummarizedThrough(ctx, scopeA, "p1", "s1"); err != nil || n != 4 {
		t.Errorf("SummarizedThrough = %d, %v; want 4 (the second put ignored)", n, err)
	}
}

func testSummaryOrder(t *testing.T, s session.Summaries) {
	ctx := context.Background()
	// Put out of order, and created in the opposite order of their seqs.
	putSummaries(t, s, scopeA,
		summary("p1", "s1", "sum-c", 9, 12, 0),
		summary("p1", "s1", "sum-a", 1, 4, 2),
		summary("p1", "s1", "sum-b", 5, 8, 1),
		summary("p1", "s2", "sum-x", 1, 2, 3),
		summary("p2", "s1", "sum-y", 1, 2, 4),
	)
	got, err := s.Summaries(ctx, scopeA, "p1", "s1")
	if err != nil {
		t.Fatalf("Summaries: %v", err)
	}
	if ids, want := summaryIDs(got), []string{"sum-a", "sum-b", "sum-c"}; !reflect.DeepEqual(ids, want) {
		t.Errorf("Summaries(p1, s1) = %v, want %v", ids, want)
	}
	got, err = s.Summaries(ctx, scopeA, "p1", "nope")
	if err != nil || len(got) != 0 {
		t.Errorf("Summaries of an unknown session = %v, %v; want none and no error", summaryIDs(got), err)
	}
}

func testSummaryPatientOrder(t *testing.T, s session.Summaries) {
	ctx := context.Background()
	putSummaries(t, s, scopeA,
		summary("p1", "s1", "sum-a", 1, 4, 2),
		summary("p1", "s2", "sum-b", 1, 4, 0),
		summary("p1", "s1", "sum-c", 5, 8, 3),
		summary("p1", "s3", "sum-d", 1, 4, 1),
		summary("p2", "s1", "sum-e", 1, 4, 0),
	)
	got, err := s.Summaries(ctx, scopeA, "p1", "")
	if err != nil {
		t.Fatalf("Summaries: %v", err)
	}
	if ids, want := summaryIDs(got), []string{"sum-b", "sum-d", "sum-a", "sum-c"}; !reflect.DeepEqual(ids, want) {
		t.Errorf("Summaries(p1, all sessions) = %v, want %v", ids, want)
	}
}

func testSummarizedThrough(t *testing.T, s session.Summaries) {
	ctx := context.Background()
	if n, err := s.SummarizedThrough(ctx, scopeA, "p1", "s1"); err != nil || n != 0 {
		t.Errorf("SummarizedThrough of an empty session = %d, %v; want 0", n, err)
	}
	putSummaries(t, s, scopeA,
		summary("p1", "s1", "sum-a", 1, 4, 0),
		summary("p1", "s1", "sum-b", 2, 9, 1), // one topic can span another's turns
		summary("p1", "s1", "sum-c", 5, 7, 2),
		summary("p1", "s2", "sum-d", 1, 20, 3),
	)
	if n, err := s.SummarizedThrough(ctx, scopeA, "p1", "s1"); err != nil || n != 9 {
		t.Errorf("SummarizedThrough(s1) = %d, %v; want 9", n, err)
	}
	if n, err := s.SummarizedThrough(ctx, scopeA, "p2", "s1"); err != nil || n != 0 {
		t.Errorf("SummarizedThrough of another patient = %d, %v; want 0", n, err)
	}
}

func testSummaryCrossTenant(t *testing.T, s session.Summaries) {
	ctx := context.Background()
	a := summary("p1", "s1", "sum-1", 1, 4, 0)
	putSummaries(t, s, scopeA, a)
	if got, err := s.Summaries(ctx, scopeB, "p1", "s1"); err != nil || len(got) != 0 {
		t.Errorf("tenant B Summaries(session) = %v, %v; want none", summaryIDs(got), err)
	}
	if got, err := s.Summaries(ctx, scopeB, "p1", ""); err != nil || len(got) != 0 {
		t.Errorf("tenant B Summaries(patient) = %v, %v; want none", summaryIDs(got), err)
	}
	if n, err := s.SummarizedThrough(ctx, scopeB, "p1", "s1"); err != nil || n != 0 {
		t.Errorf("tenant B SummarizedThrough = %d, %v; want 0", n, err)
	}
	// B may store a summary with A's ids; each tenant reads its own.
	b := summary("p1", "s1", "sum-1", 1, 6, 1)
	b.Text = "tenant b"
	putSummaries(t, s, scopeB, b)
	for _, tc := range []struct {
		sc   tenancy.Scope
		want session.Summary
	}{{scopeA, a}, {scopeB, b}} {
		got, err := s.Summaries(ctx, tc.sc, "p1", "s1")
		if err != nil || len(got) != 1 {
			t.Fatalf("%s Summaries = %v, %v; want one", tc.sc.TenantID(), summaryIDs(got), err)
		}
		sameSummary(t, got[0], tc.want)
	}
}

func testSummaryNoTenant(t *testing.T, s session.Summaries) {
	ctx := context.Background()
	var none tenancy.Scope
	if err := s.PutSummary(ctx, none, summary("p1", "s1", "sum-1", 1, 4, 0)); !errors.Is(err, tenancy.ErrNoTenant) {
		t.Errorf("PutSummary error = %v, want ErrNoTenant", err)
	}
	if _, err := s.Summaries(ctx, none, "p1", "s1"); !errors.Is(err, tenancy.ErrNoTenant) {
		t.Errorf("Summaries error = %v, want ErrNoTenant", err)
	}
	if _, err := s.SummarizedThrough(ctx, none, "p1", "s1"); !errors.Is(err, tenancy.ErrNoTenant) {
		t.Errorf("SummarizedThrough error = %v, want ErrNoTenant", err)
	}
}

func testSummaryKey(t *testing.T, s session.Summaries) {
	ctx := context.Background()
	cases := []struct {
		name string
		edit func(*session.Summary)
	}{
		{"no id", func(sum *session.Summary) { sum.ID = "" }},
		{"no patient", func(sum *session.Summary) { sum.PatientID = "" }},
		{"no session", func(sum *session.Summary) { sum.SessionID = "" }},
	}
	for _, c := range cases {
		sum := summary("p1", "s1", "sum-1", 1, 4, 0)
		c.edit(&sum)
		if err := s.PutSummary(ctx, scopeA, sum); err == nil {
			t.Errorf("PutSummary of a summary with %s = nil, want an error", c.name)
		}
	}
	if got, err := s.Summaries(ctx, scopeA, "p1", ""); err != nil || len(got) != 0 {
		t.Errorf("Summaries after refused puts = %v, %v; want none", summaryIDs(got), err)
	}
}

func testSummaryCreatedAt(t *testing.T, s session.Summaries) {
	ctx := context.Background()
	sum := summary("p1", "s1", "sum-1", 1, 4, 0)
	sum.CreatedAt = time.Time{}
	putSummaries(t, s, scopeA, sum)
	got, err := s.Summaries(ctx, scopeA, "p1", "s1")
	if err != nil || len(got) != 1 {
		t.Fatalf("Summaries = %v, %v; want sum-1", summaryIDs(got), err)
	}
	if !sameTime(got[0].CreatedAt, now()) {
		t.Errorf("CreatedAt = %v, want the clock's %v", got[0].CreatedAt, now())
	}
}

func testSummaryReplaces(t *testing.T, s session.Summaries) {
	ctx := context.Background()
	putSummaries(t, s, scopeA, summary("p1", "s1", "sum-a", 1, 4, 0), summary("p1", "s2", "sum-a", 1, 4, 1))
	putSummaries(t, s, scopeB, summary("p1", "s1", "sum-a", 1, 4, 2))
	merged := summary("p1", "s1", "sum-ab", 1, 8, 3)
	merged.Replaces = []string{"sum-a"}
	putSummaries(t, s, scopeA, merged)
	for _, c := range []struct {
		sc      tenancy.Scope
		session string
		want    string
	}{{scopeA, "s1", "sum-ab"}, {scopeA, "s2", "sum-a"}, {scopeB, "s1", "sum-a"}} {
		got, err := s.Summaries(ctx, c.sc, "p1", c.session)
		if err != nil {
			t.Fatal(err)
		}
		if ids := strings.Join(summaryIDs(got), ","); ids != c.want {
			t.Errorf("%s %s: summaries %s, want %s", c.sc.TenantID(), c.session, ids, c.want)
		}
	}
}
