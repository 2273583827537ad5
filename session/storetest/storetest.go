// Package storetest is the conformance suite for session backends: every
// implementation of session.Store, session.Outbox and audit.Log that keeps
// turns, their audit events and their outbox items in one transaction must
// pass Run.
//
// Times written by the suite are at microsecond precision, and times read
// back are compared with time.Equal after truncation to the microsecond, so
// that backends that keep microseconds (PostgreSQL) and nanoseconds (SQLite)
// pass alike.
//
// Run puts every backend under its domains' managers (session.Managed,
// session.ManagedOutbox, session.ManagedSummaries and audit.Managed), as
// memory.New does: the suite pins what the service sees, the rules the
// managers hold included.
package storetest

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/audit"
	"github.com/anamnesis-health/anamnesis/session"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// Backend is what a session backend implements: the turn store, its outbox
// and the tenant's audit log, which AppendTurn writes in the same
// transaction.
type Backend interface {
	session.Store
	session.Outbox
	session.Summaries
	session.States
	session.History
	audit.Log
}

// base is the suite's clock origin, at microsecond precision.
var base = time.Date(2026, 3, 14, 9, 26, 53, 589793000, time.UTC)

// now is the managers' clock: a fixed instant, so that defaults are checked
// exactly.
func now() time.Time { return base.Add(time.Hour) }

// managed is a backend under its domains' managers.
type managed struct {
	session.Store
	session.Outbox
	summaries
	session.States
	session.History // read through session.ManagedHistory by the history cases
	audit.Log
}

// summaries names session.Summaries for managed: a field named Summaries
// would hide the method of that name.
type summaries = session.Summaries

func manage(b Backend) Backend {
	return managed{
		Store:     session.Managed(b, now),
		Outbox:    session.ManagedOutbox(b, now),
		summaries: session.ManagedSummaries(b, now),
		States:    session.ManagedStates(b, now),
		History:   b,
		Log:       audit.Managed(b, now),
	}
}

var (
	scopeA = tenancy.ForKey(tenancy.Key{TenantID: "tenant-a", ID: "key_a", Role: tenancy.RoleAgent})
	scopeB = tenancy.ForKey(tenancy.Key{TenantID: "tenant-b", ID: "key_b", Role: tenancy.RoleAgent})
)

// Run runs the suite. newBackend must return a fresh, empty backend; it is
// called once per subtest.
func Run(t *testing.T, newBackend func(t *testing.T) Backend) {
	tests := []struct {
		name string
		fn   func(t *testing.T, b Backend)
	}{
		{"an appended turn reads back with all its fields and its response", testRoundTrip},
		{"a repeated turn id is a duplicate and writes nothing", testDuplicate},
		{"a taken seq is refused and writes nothing", testSeqTaken},
		{"LastSeq is the highest seq of the session or zero", testLastSeq},
		{"Window returns the last n turns in seq order", testWindow},
		{"PatientTurns spans sessions ordered by time then seq", testPatientTurns},
		{"Neighbours reads the turns around given ones, each once, in session and seq order", testNeighbours},
		{"PatientExists reports whether the patient has a turn or a change", testPatientExists},
		{"tenant B sees nothing of tenant A and may reuse its ids", testCrossTenant},
		{"a scope without tenant is refused by every method", testNoTenant},
		{"append seals its events into the tenant chain", testAppendSealsEvents},
		{"pending outbox is oldest first and filtered by patient", testPendingOutbox},
		{"an outbox item marked done is no longer pending", testOutboxDone},
		{"a failed outbox item counts attempts and stays pending", testOutboxFailed},
		{"concurrent appends of one seq admit exactly one and keep the chain intact", testConcurrentAppends},
		{"enqueue stores items oldest first and continues the chain after turn events", testEnqueue},
		{"an enqueue with a stored or repeated item id is a duplicate and writes nothing", testEnqueueDuplicate},
		{"tenant B sees nothing tenant A enqueued and may reuse its item ids", testEnqueueCrossTenant},
		{"an empty enqueue changes nothing and an item without id is refused", testEnqueueEmpty},
		{"each append and enqueue adds one to the patient's generation", testGenerationCounts},
		{"an append read at an old generation is stale and writes nothing", testStaleAppend},
		{"writers that re-read on a race each store their turn exactly once", testWritersConverge},
		{"summaries commit with their turn, and not at all with a refused one", testAppendSummaries},
		{"an append with an outbox item without id is refused", testAppendItemWithoutID},
		{"a quarantined item leaves the queue until it is retried", testQuarantine},
		{"erasing a patient leaves nothing of them but a tombstone", testErasePatient},
		{"a working state is written only at the version after the stored one", testStateVersions},
		{"a working state with a turn commits with it, and a moved-on version refuses both", testAppendState},
		{"tenant B sees nothing of tenant A's working states", testStateCrossTenant},
		{"times left zero are the clock's", testDefaultTimes},
		{"a count or limit that is not positive reads no turns and the default of outbox items", testNonPositiveCounts},
		{"a long failure reason is cut without splitting a character", testLongFailureReason},
		{"paging a session returns every turn exactly once, in order, and nobody else's", testSessionTurnsPaging},
		{"a page of turns is 1 to 500 long, 50 by default, and a session without turns is not found", testSessionTurnsBounds},
		{"a cursor given for one list is refused by another", testSessionTurnsCursors},
		{"the sessions list newest started first, ties by id, each once", testSessionsList},
		{"an erased patient has no history, and a cursor held over the erasure finds nothing", testHistoryAfterErasure},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tc.fn(t, manage(newBackend(t)))
		})
	}
}

// turn returns a fully populated turn whose times depend on seq.
func turn(patientID, sessionID, turnID string, seq int64) session.Turn {
	at := base.Add(time.Duration(seq) * time.Minute)
	return session.Turn{
		PatientID:   patientID,
		SessionID:   sessionID,
		TurnID:      turnID,
		Seq:         seq,
		Speaker:     session.Patient,
		Text:        fmt.Sprintf("我刚量的血压是118/75 (turn %s)", turnID),
		Lang:        "zh",
		At:          at,
		Kind:        session.Info,
		Topics:      []string{"blood-pressure", "medication"},
		Fingerprint: "fp-" + turnID,
		RecordedAt:  at.Add(1500 * time.Microsecond),
		Reading:     []byte(fmt.Sprintf(`{"v":1,"kind":"info","turn":%q}`, turnID)),
	}
}

// appendOf wraps t with a response, one audit event and one outbox item whose
// ids derive from the turn id.
func appendOf(tn session.Turn) session.Append {
	return session.Append{
		Turn:     tn,
		Response: []byte(fmt.Sprintf(`{"turn_id":%q,"seq":%d}`, tn.TurnID, tn.Seq)),
		Events: []audit.Event{{
			At:        tn.RecordedAt,
			Actor:     "key:key_a",
			Type:      audit.TurnAppended,
			PatientID: tn.PatientID,
			EntityID:  tn.TurnID,
			After:     json.RawMessage(fmt.Sprintf(`{"seq":%d}`, tn.Seq)),
			Reason:    "turn " + tn.TurnID,
		}},
		Outbox: []session.OutboxItem{{
			ID:        "ob-" + tn.PatientID + "-" + tn.SessionID + "-" + tn.TurnID,
			PatientID: tn.PatientID,
			Kind:      "index.upsert",
			Payload:   []byte(fmt.Sprintf(`{"turn_id":%q}`, tn.TurnID)),
			CreatedAt: tn.RecordedAt,
		}},
	}
}

// mustAppend appends a at the patient's current generation.
func mustAppend(t *testing.T, b Backend, sc tenancy.Scope, a session.Append) {
	t.Helper()
	gen, err := b.PatientGeneration(context.Background(), sc, a.Turn.PatientID)
	if err != nil {
		t.Fatalf("PatientGeneration(%s): %v", a.Turn.PatientID, err)
	}
	a.Generation = gen
	if err := b.AppendTurn(context.Background(), sc, a); err != nil {
		t.Fatalf("AppendTurn(%s/%s/%s seq %d): %v", a.Turn.PatientID, a.Turn.SessionID, a.Turn.TurnID, a.Turn.Seq, err)
	}
}

func mustChain(t *testing.T, b Backend, sc tenancy.Scope) []audit.Event {
	t.Helper()
	c, err := b.Chain(context.Background(), sc)
	if err != nil {
		t.Fatalf("Chain(%s): %v", sc.TenantID(), err)
	}
	return c
}

func mustPending(t *testing.T, b Backend, sc tenancy.Scope, patientID string) []session.OutboxItem {
	t.Helper()
	items, err := b.PendingOutbox(context.Background(), sc, patientID, 100)
	if err != nil {
		t.Fatalf("PendingOutbox(%s, %q): %v", sc.TenantID(), patientID, err)
	}
	return items
}

func micro(t time.Time) time.Time { return t.Truncate(time.Microsecond) }

func sameTime(a, b time.Time) bool { return micro(a).Equal(micro(b)) }

// diffTurn describes how got differs from want, or returns "".
func diffTurn(got, want session.Turn) string {
	var d []string
	add := func(field string, g, w any) { d = append(d, fmt.Sprintf("%s = %v, want %v", field, g, w)) }
	if got.PatientID != want.PatientID {
		add("PatientID", got.PatientID, want.PatientID)
	}
	if got.SessionID != want.SessionID {
		add("SessionID", got.SessionID, want.SessionID)
	}
	if got.TurnID != want.TurnID {
		add("TurnID", got.TurnID, want.TurnID)
	}
	if got.Seq != want.Seq {
		add("Seq", got.Seq, want.Seq)
	}
	if got.Speaker != want.Speaker {
		add("Speaker", got.Speaker, want.Speaker)
	}
	if got.Text != want.Text {
		add("Text", got.Text, want.Text)
	}
	if got.Lang != want.Lang {
		add("Lang", got.Lang, want.Lang)
	}
	if !sameTime(got.At, want.At) {
		add("At", got.At, want.At)
	}
	if got.Kind != want.Kind {
		add("Kind", got.Kind, want.Kind)
	}
	// nil and empty Topics are the same: no topics.
	if len(got.Topics) != 0 || len(want.Topics) != 0 {
		if !slices.Equal(got.Topics, want.Topics) {
			add("Topics", got.Topics, want.Topics)
		}
	}
	if got.Fingerprint != want.Fingerprint {
		add("Fingerprint", got.Fingerprint, want.Fingerprint)
	}
	if !sameTime(got.RecordedAt, want.RecordedAt) {
		add("RecordedAt", got.RecordedAt, want.RecordedAt)
	}
	if !bytes.Equal(got.Reading, want.Reading) {
		add("Reading", string(got.Reading), string(want.Reading))
	}
	if len(d) == 0 {
		return ""
	}
	return fmt.Sprint(d)
}

func turnIDs(ts []session.Turn) []string {
	ids := make([]string, len(ts))
	for i, t := range ts {
		ids[i] = t.TurnID
	}
	return ids
}

func itemIDs(items []session.OutboxItem) []string {
	ids := make([]string, len(items))
	for i, it := range items {
		ids[i] = it.ID
	}
	return ids
}

func testRoundTrip(t *testing.T, b Backend) {
	ctx := context.Background()
	cases := []struct {
		name string
		turn session.Turn
	}{
		{"a fully populated turn", turn("p1", "s1", "t1", 1)},
		{"a turn without topics", func() session.Turn {
			tn := turn("p1", "s1", "t2", 2)
			tn.Topics = nil
			tn.Speaker, tn.Kind, tn.Lang, tn.Text = session.Assistant, session.Chitchat, "en", "Nice weather today."
			return tn
		}()},
		{"a turn in a non-UTC zone", func() session.Turn {
			tn := turn("p1", "s1", "t3", 3)
			tn.At = tn.At.In(time.FixedZone("CST", 8*3600))
			return tn
		}()},
	}
	for _, c := range cases {
		a := appendOf(c.turn)
		mustAppend(t, b, scopeA, a)
		got, resp, err := b.Turn(ctx, scopeA, c.turn.PatientID, c.turn.SessionID, c.turn.TurnID)
		if err != nil {
			t.Fatalf("%s: Turn: %v", c.name, err)
		}
		if d := diffTurn(got, c.turn); d != "" {
			t.Errorf("%s: Turn differs: %s", c.name, d)
		}
		if string(resp) != string(a.Response) {
			t.Errorf("%s: response = %q, want %q", c.name, resp, a.Response)
		}
	}

	notFound := []struct{ patient, sess, turn string }{
		{"p1", "s1", "t-missing"},
		{"p1", "s-missing", "t1"},
		{"p-missing", "s1", "t1"},
	}
	for _, nf := range notFound {
		if _, _, err := b.Turn(ctx, scopeA, nf.patient, nf.sess, nf.turn); !errors.Is(err, session.ErrNotFound) {
			t.Errorf("Turn(%s, %s, %s) error = %v, want ErrNotFound", nf.patient, nf.sess, nf.turn, err)
		}
	}
}

func testDuplicate(t *testing.T, b Backend) {
	ctx := context.Background()
	first := appendOf(turn("p1", "s1", "t1", 1))
	mustAppend(t, b, scopeA, first)
	chainBefore := mustChain(t, b, scopeA)
	pendingBefore := mustPending(t, b, scopeA, "")

	cases := []struct {
		name string
		a    session.Append
	}{
		{"an identical retry", appendOf(turn("p1", "s1", "t1", 1))},
		{"the same turn id with a new seq and content", func() session.Append {
			a := appendOf(turn("p1", "s1", "t1", 2))
			a.Turn.Text, a.Turn.Fingerprint = "changed", "fp-changed"
			a.Response = []byte(`{"changed":true}`)
			a.Outbox[0].ID = "ob-other"
			return a
		}()},
	}
	for _, c := range cases {
		if err := b.AppendTurn(ctx, scopeA, c.a); !errors.Is(err, session.ErrDuplicate) {
			t.Errorf("%s: AppendTurn error = %v, want ErrDuplicate", c.name, err)
		}
	}

	got, resp, err := b.Turn(ctx, scopeA, "p1", "s1", "t1")
	if err != nil {
		t.Fatalf("Turn: %v", err)
	}
	if d := diffTurn(got, first.Turn); d != "" {
		t.Errorf("stored turn changed: %s", d)
	}
	if string(resp) != string(first.Response) {
		t.Errorf("stored response = %q, want the first %q", resp, first.Response)
	}
	if n, err := b.LastSeq(ctx, scopeA, "p1", "s1"); err != nil || n != 1 {
		t.Errorf("LastSeq = %d, %v; want 1, nil", n, err)
	}
	if c := mustChain(t, b, scopeA); len(c) != len(chainBefore) {
		t.Errorf("chain has %d events after duplicates, want %d", len(c), len(chainBefore))
	}
	if p := mustPending(t, b, scopeA, ""); !slices.Equal(itemIDs(p), itemIDs(pendingBefore)) {
		t.Errorf("pending outbox = %v after duplicates, want %v", itemIDs(p), itemIDs(pendingBefore))
	}
}

func testSeqTaken(t *testing.T, b Backend) {
	ctx := context.Background()
	mustAppend(t, b, scopeA, appendOf(turn("p1", "s1", "t1", 1)))
	chainBefore := mustChain(t, b, scopeA)

	err := b.AppendTurn(ctx, scopeA, appendOf(turn("p1", "s1", "t2", 1)))
	if !errors.Is(err, session.ErrSeqTaken) {
		t.Fatalf("AppendTurn with taken seq error = %v, want ErrSeqTaken", err)
	}
	if errors.Is(err, session.ErrDuplicate) {
		t.Errorf("a taken seq must not also be ErrDuplicate: %v", err)
	}
	if _, _, err := b.Turn(ctx, scopeA, "p1", "s1", "t2"); !errors.Is(err, session.ErrNotFound) {
		t.Errorf("Turn of refused turn error = %v, want ErrNotFound", err)
	}
	if c := mustChain(t, b, scopeA); len(c) != len(chainBefore) {
		t.Errorf("chain has %d events after refused turn, want %d", len(c), len(chainBefore))
	}
	if p := mustPending(t, b, scopeA, ""); !slices.Equal(itemIDs(p), []string{"ob-p1-s1-t1"}) {
		t.Errorf("pending outbox = %v after refused turn, want only the first turn's item", itemIDs(p))
	}

	// The same seq in another session or for another patient is free.
	mustAppend(t, b, scopeA, appendOf(turn("p1", "s2", "t2", 1)))
	mustAppend(t, b, scopeA, appendOf(turn("p2", "s1", "t2", 1)))
}

func testLastSeq(t *testing.T, b Backend) {
	ctx := context.Background()
	if n, err := b.LastSeq(ctx, scopeA, "p1", "s1"); err != nil || n != 0 {
		t.Errorf("LastSeq of empty session = %d, %v; want 0, nil", n, err)
	}
	for _, seq := range []int64{1, 2, 3} {
		mustAppend(t, b, scopeA, appendOf(turn("p1", "s1", fmt.Sprintf("t%d", seq), seq)))
	}
	mustAppend(t, b, scopeA, appendOf(turn("p1", "s2", "u1", 1)))
	cases := []struct {
		sess string
		want int64
	}{{"s1", 3}, {"s2", 1}, {"s3", 0}}
	for _, c := range cases {
		if n, err := b.LastSeq(ctx, scopeA, "p1", c.sess); err != nil || n != c.want {
			t.Errorf("LastSeq(p1, %s) = %d, %v; want %d, nil", c.sess, n, err, c.want)
		}
	}
}

func testWindow(t *testing.T, b Backend) {
	ctx := context.Background()
	if _, err := b.Window(ctx, scopeA, "p1", "s1", 10); !errors.Is(err, session.ErrNotFound) {
		t.Errorf("Window of unknown session error = %v, want ErrNotFound", err)
	}
	// Appended out of seq order: the window orders by seq, not by insertion.
	for _, seq := range []int64{2, 1, 4, 3, 5} {
		mustAppend(t, b, scopeA, appendOf(turn("p1", "s1", fmt.Sprintf("t%d", seq), seq)))
	}
	mustAppend(t, b, scopeA, appendOf(turn("p1", "s2", "other", 6)))
	cases := []struct {
		n    int
		want []string
	}{
		{1, []string{"t5"}},
		{3, []string{"t3", "t4", "t5"}},
		{5, []string{"t1", "t2", "t3", "t4", "t5"}},
		{50, []string{"t1", "t2", "t3", "t4", "t5"}},
	}
	for _, c := range cases {
		w, err := b.Window(ctx, scopeA, "p1", "s1", c.n)
		if err != nil {
			t.Fatalf("Window(n=%d): %v", c.n, err)
		}
		if !slices.Equal(turnIDs(w), c.want) {
			t.Errorf("Window(n=%d) = %v, want %v", c.n, turnIDs(w), c.want)
		}
	}
	w, err := b.Window(ctx, scopeA, "p1", "s1", 1)
	if err != nil || len(w) != 1 {
		t.Fatalf("Window(n=1) = %v, %v", turnIDs(w), err)
	}
	if d := diffTurn(w[0], turn("p1", "s1", "t5", 5)); d != "" {
		t.Errorf("window turn differs: %s", d)
	}
}

func testPatientTurns(t *testing.T, b Backend) {
	ctx := context.Background()
	// Session s2 happened before s1 in time although its seqs are low.
	s1 := []session.Turn{turn("p1", "s1", "a1", 1), turn("p1", "s1", "a2", 2), turn("p1", "s1", "a3", 3)}
	s2 := []session.Turn{turn("p1", "s2", "b1", 1), turn("p1", "s2", "b2", 2)}
	for _, tn := range s2 {
		tn.At = tn.At.Add(-24 * time.Hour)
		mustAppend(t, b, scopeA, appendOf(tn))
	}
	for _, tn := range s1 {
		mustAppend(t, b, scopeA, appendOf(tn))
	}
	// Two turns at the same instant are ordered by seq.
	tie1, tie2 := turn("p1", "s3", "c1", 1), turn("p1", "s3", "c2", 2)
	tie1.At = base.Add(time.Hour)
	tie2.At = base.Add(time.Hour)
	mustAppend(t, b, scopeA, appendOf(tie2))
	mustAppend(t, b, scopeA, appendOf(tie1))
	mustAppend(t, b, scopeA, appendOf(turn("p2", "s1", "x1", 1)))

	cases := []struct {
		n    int
		want []string
	}{
		{2, []string{"c1", "c2"}},
		{4, []string{"a2", "a3", "c1", "c2"}},
		{100, []string{"b1", "b2", "a1", "a2", "a3", "c1", "c2"}},
	}
	for _, c := range cases {
		got, err := b.PatientTurns(ctx, scopeA, "p1", c.n)
		if err != nil {
			t.Fatalf("PatientTurns(n=%d): %v", c.n, err)
		}
		if !slices.Equal(turnIDs(got), c.want) {
			t.Errorf("PatientTurns(n=%d) = %v, want %v", c.n, turnIDs(got), c.want)
		}
		lines, err := b.PatientLines(ctx, scopeA, "p1", c.n)
		if err != nil {
			t.Fatalf("PatientLines(n=%d): %v", c.n, err)
		}
		var asLines []session.Line
		for _, tn := range got {
			asLines = append(asLines, lineOf(tn))
		}
		if !slices.EqualFunc(lines, asLines, sameLine) {
			t.Errorf("PatientLines(n=%d) = %+v, want the lines of PatientTurns %+v", c.n, lines, asLines)
		}
	}
	got, err := b.PatientTurns(ctx, scopeA, "p-none", 10)
	if err != nil || len(got) != 0 {
		t.Errorf("PatientTurns of unknown patient = %v, %v; want none, nil", turnIDs(got), err)
	}
	if lines, err := b.PatientLines(ctx, scopeA, "p-none", 10); err != nil || len(lines) != 0 {
		t.Errorf("PatientLines of unknown patient = %+v, %v; want none, nil", lines, err)
	}
}

func lineOf(tn session.Turn) session.Line {
	return session.Line{SessionID: tn.SessionID, TurnID: tn.TurnID, Seq: tn.Seq, Speaker: tn.Speaker, Kind: tn.Kind, At: tn.At, Text: tn.Text}
}

func testNeighbours(t *testing.T, b Backend) {
	ctx := context.Background()
	var s1 []session.Turn
	for i, id := range []string{"a1", "a2", "a3", "a4", "a5", "a6"} {
		tn := turn("p1", "s1", id, int64(i+1))
		s1 = append(s1, tn)
		mustAppend(t, b, scopeA, appendOf(tn))
	}
	b1, b2 := turn("p1", "S2", "b1", 1), turn("p1", "S2", "b2", 2)
	for _, tn := range []session.Turn{b1, b2} {
		mustAppend(t, b, scopeA, appendOf(tn))
	}
	mustAppend(t, b, scopeA, appendOf(turn("p2", "s1", "a3", 3)))
	ref := func(sid, id string) session.TurnRef { return session.TurnRef{SessionID: sid, TurnID: id} }
	lines := func(ts ...session.Turn) []session.Line {
		var out []session.Line
		for _, tn := range ts {
			out = append(out, lineOf(tn))
		}
		return out
	}
	cases := []struct {
		name string
		refs []session.TurnRef
		span int
		want []session.Line
	}{
		{"one turn and its neighbours", []session.TurnRef{ref("s1", "a3")}, 1, lines(s1[1], s1[2], s1[3])},
		{"overlapping spans give each turn once, sessions in byte order", []session.TurnRef{ref("s1", "a5"), ref("S2", "b1"), ref("s1", "a4")}, 1,
			lines(b1, b2, s1[2], s1[3], s1[4], s1[5])},
		{"a span of two reads two turns either side, none before the session's first", []session.TurnRef{ref("s1", "a2")}, 2,
			lines(s1[0], s1[1], s1[2], s1[3])},
		{"a span of nought is the turns themselves", []session.TurnRef{ref("s1", "a1")}, 0, lines(s1[0])},
		{"a turn not stored has none", []session.TurnRef{ref("s1", "zz"), ref("s9", "a1")}, 2, nil},
		{"a negative span reads none", []session.TurnRef{ref("s1", "a3")}, -1, nil},
		{"no turns read none", nil, 2, nil},
	}
	for _, c := range cases {
		got, err := b.Neighbours(ctx, scopeA, "p1", c.refs, c.span)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if !slices.EqualFunc(got, c.want, sameLine) {
			t.Errorf("%s: Neighbours = %+v, want %+v", c.name, got, c.want)
		}
	}
	if got, err := b.Neighbours(ctx, scopeB, "p1", []session.TurnRef{ref("s1", "a3")}, 1); err != nil || len(got) != 0 {
		t.Errorf("another tenant's Neighbours = %+v, %v; want none", got, err)
	}
}

func sameLine(a, b session.Line) bool {
	at := a.At.Equal(b.At)
	a.At, b.At = time.Time{}, time.Time{}
	return at && a == b
}

func testPatientExists(t *testing.T, b Backend) {
	ctx := context.Background()
	mustAppend(t, b, scopeA, appendOf(turn("p1", "s1", "t1", 1)))
	cases := []struct {
		patient string
		want    bool
	}{{"p1", true}, {"p2", false}, {"P1", false}}
	for _, c := range cases {
		if ok, err := b.PatientExists(ctx, scopeA, c.patient); err != nil || ok != c.want {
			t.Errorf("PatientExists(%s) = %v, %v; want %v, nil", c.patient, ok, err, c.want)
		}
	}
	// A patient whose record is entered before any turn is known too, in
	// the same transaction as the change; in no other tenant.
	item := session.OutboxItem{ID: "ob-facts", PatientID: "p-record-only", Kind: "entity", Payload: []byte(`{}`), CreatedAt: base}
	if err := b.Enqueue(ctx, scopeA, nil, []session.OutboxItem{item}); err != nil {
		t.Fatalf("Enqueue: %v", err)
	}
	if ok, err := b.PatientExists(ctx, scopeA, "p-record-only"); err != nil || !ok {
		t.Errorf("PatientExists after an enqueued change = %v, %v; want true", ok, err)
	}
	if ok, err := b.PatientExists(ctx, scopeB, "p-record-only"); err != nil || ok {
		t.Errorf("another tenant's PatientExists = %v, %v; want false", ok, err)
	}
	// A refused change records no patient.
	dup := session.OutboxItem{ID: "ob-facts", PatientID: "p-refused", Kind: "entity", Payload: []byte(`{}`), CreatedAt: base}
	if err := b.Enqueue(ctx, scopeA, nil, []session.OutboxItem{dup}); err == nil {
		t.Fatal("Enqueue of a duplicate item: no error")
	}
	if ok, err := b.PatientExists(ctx, scopeA, "p-refused"); err != nil || ok {
		t.Errorf("PatientExists after a refused change = %v, %v; want false", ok, err)
	}
}

func testCrossTenant(t *testing.T, b Backend) {
	ctx := context.Background()
	ta := turn("p1", "s1", "t1", 1)
	mustAppend(t, b, scopeA, appendOf(ta))
	if err := b.RecordAccess(ctx, scopeA, audit.Access{At: base, KeyID: "key_a", Role: "agent", Route: "context", PatientID: "p1", Items: 3}); err != nil {
		t.Fatalf("RecordAccess: %v", err)
	}

	if _, _, err := b.Turn(ctx, scopeB, "p1", "s1", "t1"); !errors.Is(err, session.ErrNotFound) {
		t.Errorf("B Turn of A's turn error = %v, want ErrNotFound", err)
	}
	if _, err := b.Window(ctx, scopeB, "p1", "s1", 10); !errors.Is(err, session.ErrNotFound) {
		t.Errorf("B Window of A's session error = %v, want ErrNotFound", err)
	}
	if n, err := b.LastSeq(ctx, scopeB, "p1", "s1"); err != nil || n != 0 {
		t.Errorf("B LastSeq of A's session = %d, %v; want 0, nil", n, err)
	}
	if ts, err := b.PatientTurns(ctx, scopeB, "p1", 10); err != nil || len(ts) != 0 {
		t.Errorf("B PatientTurns of A's patient = %v, %v; want none", turnIDs(ts), err)
	}
	if ls, err := b.PatientLines(ctx, scopeB, "p1", 10); err != nil || len(ls) != 0 {
		t.Errorf("B PatientLines of A's patient = %+v, %v; want none", ls, err)
	}
	if ok, err := b.PatientExists(ctx, scopeB, "p1"); err != nil || ok {
		t.Errorf("B PatientExists(A's patient) = %v, %v; want false, nil", ok, err)
	}
	if p := mustPending(t, b, scopeB, ""); len(p) != 0 {
		t.Errorf("B PendingOutbox = %v, want none", itemIDs(p))
	}
	if p := mustPending(t, b, scopeB, "p1"); len(p) != 0 {
		t.Errorf("B PendingOutbox(p1) = %v, want none", itemIDs(p))
	}
	if ev, err := b.Events(ctx, scopeB, audit.Filter{}); err != nil || len(ev) != 0 {
		t.Errorf("B Events = %d events, %v; want none", len(ev), err)
	}
	if ev, err := b.Events(ctx, scopeB, audit.Filter{PatientID: "p1"}); err != nil || len(ev) != 0 {
		t.Errorf("B Events(p1) = %d events, %v; want none", len(ev), err)
	}
	if c := mustChain(t, b, scopeB); len(c) != 0 {
		t.Errorf("B Chain = %d events, want none", len(c))
	}
	if acc, err := b.Accesses(ctx, scopeB, audit.Filter{}); err != nil || len(acc) != 0 {
		t.Errorf("B Accesses = %v, %v; want none", acc, err)
	}
	itemA := appendOf(ta).Outbox[0].ID
	if err := b.MarkOutboxDone(ctx, scopeB, itemA, base); !errors.Is(err, session.ErrNotFound) {
		t.Errorf("B MarkOutboxDone(A's item) error = %v, want ErrNotFound", err)
	}
	if err := b.MarkOutboxFailed(ctx, scopeB, itemA, "boom"); !errors.Is(err, session.ErrNotFound) {
		t.Errorf("B MarkOutboxFailed(A's item) error = %v, want ErrNotFound", err)
	}
	if p := mustPending(t, b, scopeA, ""); len(p) != 1 || p[0].Attempts != 0 || p[0].LastError != "" {
		t.Errorf("A's outbox after B's attempts = %+v, want one untouched item", p)
	}

	// B uses the very same ids, seq included, independently.
	tb := ta
	tb.Text, tb.Fingerprint, tb.Lang = "I have a headache.", "fp-b", "en"
	mustAppend(t, b, scopeB, appendOf(tb))
	for _, c := range []struct {
		sc   tenancy.Scope
		want session.Turn
	}{{scopeA, ta}, {scopeB, tb}} {
		got, _, err := b.Turn(ctx, c.sc, "p1", "s1", "t1")
		if err != nil {
			t.Fatalf("%s Turn: %v", c.sc.TenantID(), err)
		}
		if d := diffTurn(got, c.want); d != "" {
			t.Errorf("%s sees the wrong turn: %s", c.sc.TenantID(), d)
		}
		if w, err := b.Window(ctx, c.sc, "p1", "s1", 10); err != nil || len(w) != 1 {
			t.Errorf("%s Window = %v, %v; want its one turn", c.sc.TenantID(), turnIDs(w), err)
		}
		if p := mustPending(t, b, c.sc, "p1"); len(p) != 1 {
			t.Errorf("%s PendingOutbox = %v, want its one item", c.sc.TenantID(), itemIDs(p))
		}
	}
	chainB := mustChain(t, b, scopeB)
	if len(chainB) != 1 || chainB[0].Seq != 1 || chainB[0].PrevHash != "" {
		t.Errorf("B chain = %+v, want one event starting at seq 1", chainB)
	}
	if i := audit.Verify(scopeB.TenantID(), chainB); i != -1 {
		t.Errorf("Verify(B chain) = %d, want -1", i)
	}
	if i := audit.Verify(scopeA.TenantID(), mustChain(t, b, scopeA)); i != -1 {
		t.Errorf("Verify(A chain) = %d, want -1", i)
	}
}

func testNoTenant(t *testing.T, b Backend) {
	ctx := context.Background()
	mustAppend(t, b, scopeA, appendOf(turn("p1", "s1", "t1", 1)))
	none := tenancy.GlobalAdmin("admin")
	calls := []struct {
		method string
		call   func() error
	}{
		{"AppendTurn", func() error { return b.AppendTurn(ctx, none, appendOf(turn("p1", "s1", "t2", 2))) }},
		{"Turn", func() error { _, _, err := b.Turn(ctx, none, "p1", "s1", "t1"); return err }},
		{"LastSeq", func() error { _, err := b.LastSeq(ctx, none, "p1", "s1"); return err }},
		{"Window", func() error { _, err := b.Window(ctx, none, "p1", "s1", 10); return err }},
		{"PatientTurns", func() error { _, err := b.PatientTurns(ctx, none, "p1", 10); return err }},
		{"PatientLines", func() error { _, err := b.PatientLines(ctx, none, "p1", 10); return err }},
		{"Neighbours", func() error {
			_, err := b.Neighbours(ctx, none, "p1", []session.TurnRef{{SessionID: "s1", TurnID: "t1"}}, 1)
			return err
		}},
		{"PatientExists", func() error { _, err := b.PatientExists(ctx, none, "p1"); return err }},
		{"PendingOutbox", func() error { _, err := b.PendingOutbox(ctx, none, "", 10); return err }},
		{"MarkOutboxDone", func() error { return b.MarkOutboxDone(ctx, none, "ob-p1-s1-t1", base) }},
		{"MarkOutboxFailed", func() error { return b.MarkOutboxFailed(ctx, none, "ob-p1-s1-t1", "x") }},
		{"QuarantineOutbox", func() error { return b.QuarantineOutbox(ctx, none, "ob-p1-s1-t1", base) }},
		{"QuarantinedOutbox", func() error { _, err := b.QuarantinedOutbox(ctx, none, 10); return err }},
		{"RetryOutbox", func() error { return b.RetryOutbox(ctx, none, "ob-p1-s1-t1") }},
		{"PatientGeneration", func() error { _, err := b.PatientGeneration(ctx, none, "p1"); return err }},
		{"ErasePatient", func() error { _, err := b.ErasePatient(ctx, none, "p1", audit.Event{At: base}); return err }},
		{"Enqueue", func() error {
			return b.Enqueue(ctx, none, factEvents("p1", "fact-1"), []session.OutboxItem{factItem("f1", "p1", base)})
		}},
		{"AppendEvents", func() error {
			return b.AppendEvents(ctx, none, []audit.Event{{At: base, Actor: "system", Type: audit.TenantCreated}})
		}},
		{"Events", func() error { _, err := b.Events(ctx, none, audit.Filter{}); return err }},
		{"Chain", func() error { _, err := b.Chain(ctx, none); return err }},
		{"RecordAccess", func() error { return b.RecordAccess(ctx, none, audit.Access{At: base, PatientID: "p1"}) }},
		{"Accesses", func() error { _, err := b.Accesses(ctx, none, audit.Filter{}); return err }},
		{"State", func() error { _, err := b.State(ctx, none, "p1", "s1"); return err }},
		{"PutState", func() error { return b.PutState(ctx, none, stateDoc("p1", "s1", 1, `{"v":1}`)) }},
	}
	for _, c := range calls {
		if err := c.call(); !errors.Is(err, tenancy.ErrNoTenant) {
			t.Errorf("%s without tenant error = %v, want ErrNoTenant", c.method, err)
		}
	}
	if _, _, err := b.Turn(ctx, scopeA, "p1", "s1", "t2"); !errors.Is(err, session.ErrNotFound) {
		t.Errorf("a refused AppendTurn wrote a turn: Turn error = %v", err)
	}
	if p := mustPending(t, b, scopeA, ""); len(p) != 1 || p[0].Attempts != 0 {
		t.Errorf("refused outbox calls changed the outbox: %+v", p)
	}
}

func testAppendSealsEvents(t *testing.T, b Backend) {
	ctx := context.Background()
	a1 := appendOf(turn("p1", "s1", "t1", 1))
	a1.Events = append(a1.Events, audit.Event{
		At: base, Actor: "key:key_a", Type: audit.FactCreated, PatientID: "p1", EntityID: "fact-1",
		After: json.RawMessage(`{"name":"amlodipine"}`), Reason: "turn t1: gate high",
	})
	a2 := appendOf(turn("p2", "s1", "t1", 1))
	a3 := appendOf(turn("p1", "s1", "t2", 2))
	a3.Events = nil // a turn may carry no events; the chain is untouched
	a3.Outbox = nil
	for _, a := range []session.Append{a1, a2, a3} {
		mustAppend(t, b, scopeA, a)
	}

	var want []audit.Event
	var prev *audit.Event
	for _, a := range []session.Append{a1, a2} {
		for _, e := range a.Events {
			s := audit.Seal(scopeA.TenantID(), prev, e)
			want = append(want, s)
			prev = &want[len(want)-1]
		}
	}
	chain := mustChain(t, b, scopeA)
	if i := audit.Verify(scopeA.TenantID(), chain); i != -1 {
		t.Errorf("Verify(chain) = %d, want -1", i)
	}
	if len(chain) != len(want) {
		t.Fatalf("chain has %d events, want %d", len(chain), len(want))
	}
	for i := range want {
		g, w := chain[i], want[i]
		if g.Seq != w.Seq || g.Hash != w.Hash || g.PrevHash != w.PrevHash || g.Type != w.Type ||
			g.EntityID != w.EntityID || g.PatientID != w.PatientID || !g.At.Equal(w.At) ||
			string(g.After) != string(w.After) {
			t.Errorf("chain[%d] = %+v, want %+v", i, g, w)
		}
	}
	for _, c := range []struct {
		patient string
		want    int
	}{{"p1", 2}, {"p2", 1}} {
		ev, err := b.Events(ctx, scopeA, audit.Filter{PatientID: c.patient})
		if err != nil || len(ev) != c.want {
			t.Errorf("Events(%s) = %d events, %v; want %d", c.patient, len(ev), err, c.want)
		}
	}

	// An AppendEvents after turns continues the same chain.
	if err := b.AppendEvents(ctx, scopeA, []audit.Event{{At: base, Actor: "system", Type: audit.KeyCreated, EntityID: "key_x"}}); err != nil {
		t.Fatalf("AppendEvents: %v", err)
	}
	chain = mustChain(t, b, scopeA)
	if len(chain) != len(want)+1 || audit.Verify(scopeA.TenantID(), chain) != -1 {
		t.Errorf("chain after AppendEvents has %d events, Verify %d; want %d, -1", len(chain), audit.Verify(scopeA.TenantID(), chain), len(want)+1)
	}

	// Outbox items are stored with all their fields.
	items := mustPending(t, b, scopeA, "p2")
	if len(items) != 1 {
		t.Fatalf("PendingOutbox(p2) = %v, want one item", itemIDs(items))
	}
	w := a2.Outbox[0]
	g := items[0]
	if g.ID != w.ID || g.PatientID != w.PatientID || g.Kind != w.Kind || string(g.Payload) != string(w.Payload) ||
		g.Attempts != 0 || g.LastError != "" || !sameTime(g.CreatedAt, w.CreatedAt) || g.DoneAt != nil {
		t.Errorf("outbox item = %+v, want %+v", g, w)
	}
}

// outboxAppends makes turns whose outbox items are created in the order
// given, some with two items, across two patients.
func outboxAppends() []session.Append {
	mk := func(patient, turnID string, seq int64, created time.Time, ids ...string) session.Append {
		a := appendOf(turn(patient, "s1", turnID, seq))
		a.Outbox = nil
		for i, id := range ids {
			a.Outbox = append(a.Outbox, session.OutboxItem{
				ID: id, PatientID: patient, Kind: "entity.apply",
				Payload: []byte(`{}`), CreatedAt: created.Add(time.Duration(i) * time.Millisecond),
			})
		}
		return a
	}
	return []session.Append{
		// Inserted newest first: pending order must follow CreatedAt.
		mk("p1", "t3", 3, base.Add(3*time.Second), "o5"),
		mk("p2", "t1", 1, base.Add(2*time.Second), "o3", "o4"),
		mk("p1", "t1", 1, base.Add(1*time.Second), "o1", "o2"),
	}
}

func testPendingOutbox(t *testing.T, b Backend) {
	ctx := context.Background()
	for _, a := range outboxAppends() {
		mustAppend(t, b, scopeA, a)
	}
	cases := []struct {
		name    string
		patient string
		limit   int
		want    []string
	}{
		{"all patients", "", 10, []string{"o1", "o2", "o3", "o4", "o5"}},
		{"all patients limited", "", 3, []string{"o1", "o2", "o3"}},
		{"one patient", "p1", 10, []string{"o1", "o2", "o5"}},
		{"one patient limited", "p2", 1, []string{"o3"}},
		{"unknown patient", "p9", 10, nil},
	}
	for _, c := range cases {
		got, err := b.PendingOutbox(ctx, scopeA, c.patient, c.limit)
		if err != nil {
			t.Fatalf("%s: PendingOutbox: %v", c.name, err)
		}
		if !slices.Equal(itemIDs(got), c.want) && !(len(got) == 0 && len(c.want) == 0) {
			t.Errorf("%s: PendingOutbox(%q, %d) = %v, want %v", c.name, c.patient, c.limit, itemIDs(got), c.want)
		}
	}
}

func testOutboxDone(t *testing.T, b Backend) {
	ctx := context.Background()
	for _, a := range outboxAppends() {
		mustAppend(t, b, scopeA, a)
	}
	if err := b.MarkOutboxDone(ctx, scopeA, "o2", base.Add(time.Minute)); err != nil {
		t.Fatalf("MarkOutboxDone: %v", err)
	}
	if err := b.MarkOutboxDone(ctx, scopeA, "o2", base.Add(2*time.Minute)); err != nil {
		t.Errorf("MarkOutboxDone again error = %v, want nil (idempotent)", err)
	}
	if got := itemIDs(mustPending(t, b, scopeA, "")); !slices.Equal(got, []string{"o1", "o3", "o4", "o5"}) {
		t.Errorf("pending after done = %v, want o2 gone", got)
	}
	if err := b.MarkOutboxDone(ctx, scopeA, "o-missing", base); !errors.Is(err, session.ErrNotFound) {
		t.Errorf("MarkOutboxDone(unknown) error = %v, want ErrNotFound", err)
	}
	// A done item cannot be revived by a late failure report.
	if err := b.MarkOutboxFailed(ctx, scopeA, "o2", "late"); err != nil && !errors.Is(err, session.ErrNotFound) {
		t.Errorf("MarkOutboxFailed(done item) error = %v", err)
	}
	if got := itemIDs(mustPending(t, b, scopeA, "")); slices.Contains(got, "o2") {
		t.Errorf("pending after late failure = %v, want o2 still done", got)
	}
}

func testOutboxFailed(t *testing.T, b Backend) {
	ctx := context.Background()
	for _, a := range outboxAppends() {
		mustAppend(t, b, scopeA, a)
	}
	reasons := []string{"graph unavailable", "index timeout"}
	for i, r := range reasons {
		if err := b.MarkOutboxFailed(ctx, scopeA, "o3", r); err != nil {
			t.Fatalf("MarkOutboxFailed #%d: %v", i+1, err)
		}
		items := mustPending(t, b, scopeA, "p2")
		if len(items) != 2 || items[0].ID != "o3" {
			t.Fatalf("pending(p2) after failure = %v, want o3 still first", itemIDs(items))
		}
		if items[0].Attempts != i+1 || items[0].LastError != r {
			t.Errorf("after failure #%d: Attempts = %d, LastError = %q; want %d, %q", i+1, items[0].Attempts, items[0].LastError, i+1, r)
		}
		if items[1].Attempts != 0 || items[1].LastError != "" {
			t.Errorf("failure of o3 touched %s: %+v", items[1].ID, items[1])
		}
	}
	if err := b.MarkOutboxFailed(ctx, scopeA, "o-missing", "x"); !errors.Is(err, session.ErrNotFound) {
		t.Errorf("MarkOutboxFailed(unknown) error = %v, want ErrNotFound", err)
	}
}

func testConcurrentAppends(t *testing.T, b Backend) {
	ctx := context.Background()
	const writers = 8
	errs := make([]error, writers)
	var wg sync.WaitGroup
	for i := range writers {
		wg.Go(func() {
			// Every writer read LastSeq 0 and claims seq 1 with its own turn.
			errs[i] = b.AppendTurn(ctx, scopeA, appendOf(turn("p1", "s1", fmt.Sprintf("t%d", i), 1)))
		})
	}
	// Writers of other patients extend the same tenant chain meanwhile.
	for i := range writers {
		wg.Go(func() {
			if err := b.AppendTurn(ctx, scopeA, appendOf(turn(fmt.Sprintf("p2-%d", i), "s1", "t1", 1))); err != nil {
				t.Errorf("AppendTurn on own session %d: %v", i, err)
			}
		})
	}
	wg.Wait()
	won := 0
	for i, err := range errs {
		switch {
		case err == nil:
			won++
		case !errors.Is(err, session.ErrSeqTaken):
			t.Errorf("writer %d error = %v, want nil or ErrSeqTaken", i, err)
		}
	}
	if won != 1 {
		t.Errorf("%d writers stored seq 1, want exactly 1", won)
	}
	if w, err := b.Window(ctx, scopeA, "p1", "s1", 10); err != nil || len(w) != 1 {
		t.Errorf("Window = %v, %v; want the one winning turn", turnIDs(w), err)
	}
	chain := mustChain(t, b, scopeA)
	if len(chain) != 1+writers {
		t.Errorf("chain has %d events, want %d (one per stored turn)", len(chain), 1+writers)
	}
	if i := audit.Verify(scopeA.TenantID(), chain); i != -1 {
		t.Errorf("Verify(chain) after concurrent appends = %d, want -1", i)
	}
	if p := mustPending(t, b, scopeA, ""); len(p) != 1+writers {
		t.Errorf("pending outbox has %d items, want %d", len(p), 1+writers)
	}
}

// factEvents returns the audit events of a clinician posting one fact, not
// part of any turn.
func factEvents(patientID string, factIDs ...string) []audit.Event {
	var evs []audit.Event
	for i, id := range factIDs {
		evs = append(evs, audit.Event{
			At:        base.Add(time.Duration(i) * time.Second),
			Actor:     "key:key_clinician",
			Type:      audit.FactCreated,
			PatientID: patientID,
			EntityID:  id,
			After:     json.RawMessage(fmt.Sprintf(`{"id":%q}`, id)),
			Reason:    "clinician post",
		})
	}
	return evs
}

// factItem returns an entity.apply item for a clinician's fact.
func factItem(id, patientID string, created time.Time) session.OutboxItem {
	return session.OutboxItem{
		ID: id, PatientID: patientID, Kind: "entity.apply",
		Payload: []byte(fmt.Sprintf(`{"item":%q}`, id)), CreatedAt: created,
	}
}

func mustEnqueue(t *testing.T, b Backend, sc tenancy.Scope, events []audit.Event, items []session.OutboxItem) {
	t.Helper()
	if err := b.Enqueue(context.Background(), sc, events, items); err != nil {
		t.Fatalf("Enqueue(%s, %d events, items %v): %v", sc.TenantID(), len(events), itemIDs(items), err)
	}
}

func testEnqueue(t *testing.T, b Backend) {
	a := appendOf(turn("p1", "s1", "t1", 1)) // its item is created at base+1m+1.5ms
	mustAppend(t, b, scopeA, a)
	// Inserted newest first: pending order must follow CreatedAt, around the
	// turn's own item.
	items := []session.OutboxItem{
		factItem("f2", "p1", base.Add(2*time.Minute)),
		factItem("f1", "p1", base.Add(30*time.Second)),
		factItem("f3", "p2", base.Add(3*time.Minute)),
	}
	events := factEvents("p1", "fact-1", "fact-2")
	mustEnqueue(t, b, scopeA, events, items)

	turnItem := a.Outbox[0].ID
	cases := []struct {
		patient string
		want    []string
	}{
		{"", []string{"f1", turnItem, "f2", "f3"}},
		{"p1", []string{"f1", turnItem, "f2"}},
		{"p2", []string{"f3"}},
	}
	for _, c := range cases {
		if got := itemIDs(mustPending(t, b, scopeA, c.patient)); !slices.Equal(got, c.want) {
			t.Errorf("PendingOutbox(%q) = %v, want %v", c.patient, got, c.want)
		}
	}
	got := mustPending(t, b, scopeA, "p2")
	if len(got) == 1 {
		g, w := got[0], items[2]
		if g.ID != w.ID || g.PatientID != w.PatientID || g.Kind != w.Kind || string(g.Payload) != string(w.Payload) ||
			g.Attempts != 0 || g.LastError != "" || !sameTime(g.CreatedAt, w.CreatedAt) || g.DoneAt != nil {
			t.Errorf("enqueued item = %+v, want %+v", g, w)
		}
	}

	// The events are sealed after the turn's event, in order.
	chain := mustChain(t, b, scopeA)
	if i := audit.Verify(scopeA.TenantID(), chain); i != -1 {
		t.Errorf("Verify(chain) = %d, want -1", i)
	}
	want := []audit.Event{audit.Seal(scopeA.TenantID(), nil, a.Events[0])}
	for _, e := range events {
		want = append(want, audit.Seal(scopeA.TenantID(), &want[len(want)-1], e))
	}
	if len(chain) != len(want) {
		t.Fatalf("chain has %d events, want %d", len(chain), len(want))
	}
	for i := range want {
		g, w := chain[i], want[i]
		if g.Seq != int64(i+1) || g.Seq != w.Seq || g.Hash != w.Hash || g.PrevHash != w.PrevHash ||
			g.Type != w.Type || g.EntityID != w.EntityID || string(g.After) != string(w.After) {
			t.Errorf("chain[%d] = seq %d %s %s, want seq %d %s %s", i, g.Seq, g.Type, g.EntityID, w.Seq, w.Type, w.EntityID)
		}
	}

	// Events alone, or items alone, are enqueued as well.
	mustEnqueue(t, b, scopeA, factEvents("p1", "fact-3"), nil)
	mustEnqueue(t, b, scopeA, nil, []session.OutboxItem{factItem("f4", "p1", base.Add(4*time.Minute))})
	if c := mustChain(t, b, scopeA); len(c) != len(want)+1 || audit.Verify(scopeA.TenantID(), c) != -1 {
		t.Errorf("chain after events-only enqueue has %d events, Verify %d; want %d, -1",
			len(c), audit.Verify(scopeA.TenantID(), c), len(want)+1)
	}
	if got := itemIDs(mustPending(t, b, scopeA, "p1")); !slices.Equal(got, []string{"f1", turnItem, "f2", "f4"}) {
		t.Errorf("PendingOutbox(p1) after items-only enqueue = %v, want f4 last", got)
	}
}

func testEnqueueDuplicate(t *testing.T, b Backend) {
	ctx := context.Background()
	a := appendOf(turn("p1", "s1", "t1", 1))
	mustAppend(t, b, scopeA, a)
	mustEnqueue(t, b, scopeA, factEvents("p1", "fact-1"), []session.OutboxItem{factItem("f1", "p1", base)})
	chainBefore := mustChain(t, b, scopeA)
	pendingBefore := itemIDs(mustPending(t, b, scopeA, ""))

	cases := []struct {
		name  string
		items []session.OutboxItem
	}{
		{"a retry of the stored enqueue", []session.OutboxItem{factItem("f1", "p1", base)}},
		{"a new item followed by a stored one", []session.OutboxItem{
			factItem("f2", "p1", base.Add(time.Second)), factItem("f1", "p1", base.Add(2*time.Second)),
		}},
		{"an item reusing a turn's outbox id", []session.OutboxItem{
			factItem("f3", "p2", base), factItem(a.Outbox[0].ID, "p2", base),
		}},
		{"the same new id twice", []session.OutboxItem{
			factItem("f4", "p1", base), factItem("f4", "p1", base.Add(time.Second)),
		}},
	}
	for _, c := range cases {
		err := b.Enqueue(ctx, scopeA, factEvents("p1", "fact-dup-1", "fact-dup-2"), c.items)
		if !errors.Is(err, session.ErrDuplicate) {
			t.Errorf("%s: Enqueue error = %v, want ErrDuplicate", c.name, err)
		}
		if got := itemIDs(mustPending(t, b, scopeA, "")); !slices.Equal(got, pendingBefore) {
			t.Errorf("%s: pending after refused enqueue = %v, want %v", c.name, got, pendingBefore)
		}
		chain := mustChain(t, b, scopeA)
		if len(chain) != len(chainBefore) {
			t.Errorf("%s: chain has %d events after refused enqueue, want %d", c.name, len(chain), len(chainBefore))
		}
		for _, e := range chain {
			if e.EntityID == "fact-dup-1" || e.EntityID == "fact-dup-2" {
				t.Errorf("%s: refused enqueue wrote event %d for %s", c.name, e.Seq, e.EntityID)
			}
		}
	}

	// The refused enqueues left no gap: the chain goes on from its head.
	mustEnqueue(t, b, scopeA, factEvents("p1", "fact-2"), []session.OutboxItem{factItem("f2", "p1", base.Add(time.Hour))})
	chain := mustChain(t, b, scopeA)
	if len(chain) != len(chainBefore)+1 || chain[len(chain)-1].Seq != int64(len(chainBefore)+1) ||
		audit.Verify(scopeA.TenantID(), chain) != -1 {
		t.Errorf("chain after a good enqueue = %d events, last seq %d, Verify %d; want %d, %d, -1",
			len(chain), chain[len(chain)-1].Seq, audit.Verify(scopeA.TenantID(), chain), len(chainBefore)+1, len(chainBefore)+1)
	}
}

func testEnqueueCrossTenant(t *testing.T, b Backend) {
	ctx := context.Background()
	itemsA := []session.OutboxItem{factItem("f1", "p1", base), factItem("f2", "p1", base.Add(time.Second))}
	mustEnqueue(t, b, scopeA, factEvents("p1", "fact-1"), itemsA)

	for _, patient := range []string{"", "p1"} {
		if p := mustPending(t, b, scopeB, patient); len(p) != 0 {
			t.Errorf("B PendingOutbox(%q) = %v, want none", patient, itemIDs(p))
		}
	}
	if c := mustChain(t, b, scopeB); len(c) != 0 {
		t.Errorf("B Chain = %d events, want none", len(c))
	}
	if ev, err := b.Events(ctx, scopeB, audit.Filter{PatientID: "p1"}); err != nil || len(ev) != 0 {
		t.Errorf("B Events(p1) = %d events, %v; want none", len(ev), err)
	}
	if err := b.MarkOutboxDone(ctx, scopeB, "f1", base); !errors.Is(err, session.ErrNotFound) {
		t.Errorf("B MarkOutboxDone(A's item) error = %v, want ErrNotFound", err)
	}

	// A's ids do not exist for B: B enqueues the same ids without conflict.
	itemsB := []session.OutboxItem{factItem("f1", "p1", base.Add(time.Minute))}
	mustEnqueue(t, b, scopeB, factEvents("p1", "fact-b"), itemsB)
	for _, c := range []struct {
		sc     tenancy.Scope
		want   []string
		events int
	}{{scopeA, []string{"f1", "f2"}, 1}, {scopeB, []string{"f1"}, 1}} {
		if got := itemIDs(mustPending(t, b, c.sc, "")); !slices.Equal(got, c.want) {
			t.Errorf("%s PendingOutbox = %v, want %v", c.sc.TenantID(), got, c.want)
		}
		chain := mustChain(t, b, c.sc)
		if len(chain) != c.events || audit.Verify(c.sc.TenantID(), chain) != -1 {
			t.Errorf("%s chain = %d events, Verify %d; want %d, -1", c.sc.TenantID(), len(chain), audit.Verify(c.sc.TenantID(), chain), c.events)
		}
	}
	if p := mustPending(t, b, scopeB, ""); len(p) == 1 && !sameTime(p[0].CreatedAt, itemsB[0].CreatedAt) {
		t.Errorf("B sees item f1 created at %v, want its own %v", p[0].CreatedAt, itemsB[0].CreatedAt)
	}
}

func testEnqueueEmpty(t *testing.T, b Backend) {
	ctx := context.Background()
	mustAppend(t, b, scopeA, appendOf(turn("p1", "s1", "t1", 1)))
	chainBefore := mustChain(t, b, scopeA)
	pendingBefore := itemIDs(mustPending(t, b, scopeA, ""))
	cases := []struct {
		name    string
		events  []audit.Event
		items   []session.OutboxItem
		wantErr bool
	}{
		{"nil events and items", nil, nil, false},
		{"empty events and items", []audit.Event{}, []session.OutboxItem{}, false},
		{"an item without id", factEvents("p1", "fact-1"), []session.OutboxItem{
			factItem("f1", "p1", base), factItem("", "p1", base),
		}, true},
	}
	for _, c := range cases {
		err := b.Enqueue(ctx, scopeA, c.events, c.items)
		if (err != nil) != c.wantErr {
			t.Errorf("%s: Enqueue error = %v, want error %v", c.name, err, c.wantErr)
		}
		if got := itemIDs(mustPending(t, b, scopeA, "")); !slices.Equal(got, pendingBefore) {
			t.Errorf("%s: pending = %v, want %v unchanged", c.name, got, pendingBefore)
		}
		if chain := mustChain(t, b, scopeA); len(chain) != len(chainBefore) {
			t.Errorf("%s: chain has %d events, want %d unchanged", c.name, len(chain), len(chainBefore))
		}
	}
}
