// Package storetest is the behavioural test suite of retrieval.Index, dense
// and lexical. Every backend runs it from its own tests: the embedded index
// always, PostgreSQL when MEMORYD_TEST_PG_DSN is set, Qdrant when
// MEMORYD_TEST_QDRANT_ADDR is set. A backend passes the same tests or it is
// not done. Run puts every backend under retrieval.Managed, as memory.New
// does: the suite pins what the service sees, the rules the manager holds
// included.
package storetest

import (
	"context"
	"errors"
	"math"
	"slices"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/retrieval"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// Dim is the dimension of the vectors the suite uses.
const Dim = 4

var (
	acme   = tenancy.ForKey(tenancy.Key{TenantID: "acme", ID: "k-acme", Role: tenancy.RoleAgent})
	globex = tenancy.ForKey(tenancy.Key{TenantID: "globex", ID: "k-globex", Role: tenancy.RoleAgent})
	query  = []float32{1, 0, 0, 0}
	base   = time.Date(2026, 11, 29, 9, 0, 0, 0, time.UTC)
)

// patientPoints are p1's points; their cosine similarity to query is 1,
// 0.8, 0.6 and 0, so the nearest-first order is t1, t2, s1, t3.
func patientPoints() []retrieval.Point {
	return []retrieval.Point{
		{ID: "t3", PatientID: "p1", SessionID: "s-1", Kind: "turn", SourceID: "turn-3",
			Topics: []string{"glucose"}, At: base.Add(3 * time.Minute), Text: "血糖7.8", Vector: []float32{0, 1, 0, 0}},
		{ID: "t1", PatientID: "p1", SessionID: "s-1", Kind: "turn", SourceID: "turn-1",
			Topics: []string{"knee pain"}, At: base.Add(time.Minute), Text: "我膝盖疼", Vector: []float32{2, 0, 0, 0}},
		{ID: "s1", PatientID: "p1", SessionID: "s-1", Kind: "summary", SourceID: "sum-1",
			Topics: []string{"knee pain", "hiking"}, At: base.Add(4 * time.Minute), Text: "knee pain after hiking", Vector: []float32{0.6, 0.8, 0, 0}},
		{ID: "t2", PatientID: "p1", SessionID: "s-2", Kind: "turn", SourceID: "turn-2",
			At: base.Add(2 * time.Minute), Text: "膝盖又疼了", Vector: []float32{0.4, 0.3, 0, 0}},
	}
}

// Run runs the suite. newIndex must return a fresh, empty index of
// dimension dim for every call; it registers its own cleanup with t.
func Run(t *testing.T, newIndex func(t *testing.T, dim int) retrieval.Index) {
	t.Helper()
	tests := []struct {
		name string
		fn   func(t *testing.T, ix retrieval.Index)
	}{
		{"search returns the nearest points first with cosine scores descending", testNearestFirst},
		{"payload fields round-trip", testPayloadRoundTrip},
		{"upsert replaces a point with the same id", testUpsertReplaces},
		{"upserting the same points twice changes nothing", testUpsertIdempotent},
		{"limit caps the hits to the best ones", testLimit},
		{"kinds filter the hits", testKinds},
		{"search never returns another patient's points", testOtherPatient},
		{"another tenant sees none of the points under the same patient id", testCrossTenant},
		{"delete patient removes only that patient's points", testDeletePatient},
		{"a vector of the wrong dimension is ErrDimension and nothing is written", testDimension},
		{"a scope without tenant is ErrNoTenant", testNoTenant},
		{"a patient without points gives no hits and no error", testEmptyPatient},
		{"a query or an erasure without patient id is refused", testNoPatient},
		{"a limit of zero or less gives no hits", testNoLimit},
	}
	for _, tt := range append(tests, lexicalTests...) {
		t.Run(tt.name, func(t *testing.T) {
			tt.fn(t, retrieval.Managed(newIndex(t, Dim), Dim))
		})
	}
}

func upsert(t *testing.T, ix retrieval.Index, sc tenancy.Scope, points ...retrieval.Point) {
	t.Helper()
	if err := ix.Upsert(context.Background(), sc, points); err != nil {
		t.Fatalf("upsert as %s: %v", sc.TenantID(), err)
	}
}

func search(t *testing.T, ix retrieval.Index, sc tenancy.Scope, q retrieval.Query) []retrieval.Hit {
	t.Helper()
	hits, err := ix.Search(context.Background(), sc, q)
	if err != nil {
		t.Fatalf("search as %s: %v", sc.TenantID(), err)
	}
	return hits
}

func ids(hits []retrieval.Hit) []string {
	out := make([]string, len(hits))
	for i, h := range hits {
		out[i] = h.Point.ID
	}
	return out
}

func wantIDs(t *testing.T, hits []retrieval.Hit, want ...string) {
	t.Helper()
	if got := ids(hits); !slices.Equal(got, want) {
		t.Errorf("hits = %q, want %q", got, want)
	}
}

func q(patient string, limit int, kinds ...string) retrieval.Query {
	return retrieval.Query{PatientID: patient, Vector: query, Limit: limit, Kinds: kinds}
}

func testNearestFirst(t *testing.T, ix retrieval.Index) {
	upsert(t, ix, acme, patientPoints()...)
	hits := search(t, ix, acme, q("p1", 10))
	wantIDs(t, hits, "t1", "t2", "s1", "t3")
	want := []float64{1, 0.8, 0.6, 0}
	for i, h := range hits {
		if i < len(want) && math.Abs(float64(h.Score)-want[i]) > 1e-3 {
			t.Errorf("hit %s score = %.4f, want cosine %.2f", h.Point.ID, h.Score, want[i])
		}
		if i > 0 && h.Score > hits[i-1].Score {
			t.Errorf("scores not descending at %d: %v after %v", i, h.Score, hits[i-1].Score)
		}
	}
}

func testPayloadRoundTrip(t *testing.T, ix retrieval.Index) {
	points := patientPoints()
	upsert(t, ix, acme, points...)
	hits := search(t, ix, acme, q("p1", 10))
	byID := map[string]retrieval.Point{}
	for _, h := range hits {
		byID[h.Point.ID] = h.Point
	}
	for _, want := range points {
		got, ok := byID[want.ID]
		if !ok {
			t.Errorf("point %s not found", want.ID)
			continue
		}
		if got.PatientID != want.PatientID || got.SessionID != want.SessionID || got.Kind != want.Kind ||
			got.SourceID != want.SourceID || got.Text != want.Text {
			t.Errorf("point %s payload = {patient %q session %q kind %q source %q text %q}, want {%q %q %q %q %q}",
				want.ID, got.PatientID, got.SessionID, got.Kind, got.SourceID, got.Text,
				want.PatientID, want.SessionID, want.Kind, want.SourceID, want.Text)
		}
		if !slices.Equal(got.Topics, want.Topics) && (len(got.Topics) != 0 || len(want.Topics) != 0) {
			t.Errorf("point %s topics = %q, want %q", want.ID, got.Topics, want.Topics)
		}
		// Second precision or better.
		if !got.At.Truncate(time.Second).Equal(want.At.Truncate(time.Second)) {
			t.Errorf("point %s at = %v, want %v", want.ID, got.At, want.At)
		}
	}
	t.Run("sub-second times keep at least the second", func(t *testing.T) {
		at := base.Add(1500 * time.Millisecond)
		upsert(t, ix, acme, retrieval.Point{ID: "ms", PatientID: "p-ms", Kind: "turn", At: at, Text: "x", Vector: query})
		hits := search(t, ix, acme, q("p-ms", 1))
		if len(hits) != 1 {
			t.Fatalf("got %d hits, want 1", len(hits))
		}
		if d := hits[0].Point.At.Sub(at); d > 0 || d <= -time.Second {
			t.Errorf("at = %v, want %v at second precision or better", hits[0].Point.At, at)
		}
	})
}

func testUpsertReplaces(t *testing.T, ix retrieval.Index) {
	upsert(t, ix, acme, patientPoints()...)
	moved := retrieval.Point{ID: "t3", PatientID: "p1", SessionID: "s-9", Kind: "turn", SourceID: "turn-3",
		At: base, Text: "replaced", Vector: []float32{0.9, 0.1, 0, 0}}
	upsert(t, ix, acme, moved)
	hits := search(t, ix, acme, q("p1", 10))
	wantIDs(t, hits, "t1", "t3", "t2", "s1")
	for _, h := range hits {
		if h.Point.ID == "t3" && (h.Point.Text != "replaced" || h.Point.SessionID != "s-9") {
			t.Errorf("t3 = text %q session %q, want the replacement", h.Point.Text, h.Point.SessionID)
		}
	}
}

func testUpsertIdempotent(t *testing.T, ix retrieval.Index) {
	upsert(t, ix, acme, patientPoints()...)
	upsert(t, ix, acme, patientPoints()...)
	wantIDs(t, search(t, ix, acme, q("p1", 10)), "t1", "t2", "s1", "t3")
}

func testLimit(t *testing.T, ix retrieval.Index) {
	upsert(t, ix, acme, patientPoints()...)
	for _, tt := range []struct {
		limit int
		want  []string
	}{
		{1, []string{"t1"}},
		{2, []string{"t1", "t2"}},
		{3, []string{"t1", "t2", "s1"}},
		{100, []string{"t1", "t2", "s1", "t3"}},
	} {
		if got := ids(search(t, ix, acme, q("p1", tt.limit))); !slices.Equal(got, tt.want) {
			t.Errorf("limit %d: hits = %q, want %q", tt.limit, got, tt.want)
		}
	}
}

func testKinds(t *testing.T, ix retrieval.Index) {
	upsert(t, ix, acme, patientPoints()...)
	for _, tt := range []struct {
		kinds []string
		want  []string
	}{
		{[]string{"summary"}, []string{"s1"}},
		{[]string{"turn"}, []string{"t1", "t2", "t3"}},
		{[]string{"turn", "summary"}, []string{"t1", "t2", "s1", "t3"}},
		{nil, []string{"t1", "t2", "s1", "t3"}},
		{[]string{"nothing"}, []string{}},
	} {
		if got := ids(search(t, ix, acme, q("p1", 10, tt.kinds...))); !slices.Equal(got, tt.want) {
			t.Errorf("kinds %q: hits = %q, want %q", tt.kinds, got, tt.want)
		}
	}
}

func testOtherPatient(t *testing.T, ix retrieval.Index) {
	upsert(t, ix, acme, patientPoints()...)
	// p2's point is the exact query vector: the best match, if filtering failed.
	upsert(t, ix, acme, retrieval.Point{ID: "other", PatientID: "p2", Kind: "turn", At: base, Text: "p2", Vector: query})
	wantIDs(t, search(t, ix, acme, q("p1", 10)), "t1", "t2", "s1", "t3")
	wantIDs(t, search(t, ix, acme, q("p2", 10)), "other")
}

func testCrossTenant(t *testing.T, ix retrieval.Index) {
	upsert(t, ix, acme, patientPoints()...)

	t.Run("before writing anything", func(t *testing.T) {
		wantIDs(t, search(t, ix, globex, q("p1", 10)))
	})

	// globex reuses acme's point and patient ids: ids are only unique per tenant.
	upsert(t, ix, globex, retrieval.Point{ID: "t1", PatientID: "p1", Kind: "turn", At: base, Text: "globex", Vector: []float32{0, 0, 1, 0}})

	t.Run("after writing the same point id", func(t *testing.T) {
		hits := search(t, ix, globex, q("p1", 10))
		wantIDs(t, hits, "t1")
		if len(hits) == 1 && hits[0].Point.Text != "globex" {
			t.Errorf("globex sees text %q, want its own", hits[0].Point.Text)
		}
		hits = search(t, ix, acme, q("p1", 10))
		wantIDs(t, hits, "t1", "t2", "s1", "t3")
		if len(hits) > 0 && hits[0].Point.Text != "我膝盖疼" {
			t.Errorf("acme's t1 text = %q: overwritten by another tenant", hits[0].Point.Text)
		}
	})

	t.Run("after the other tenant deletes the patient", func(t *testing.T) {
		if err := ix.DeletePatient(context.Background(), globex, "p1"); err != nil {
			t.Fatal(err)
		}
		wantIDs(t, search(t, ix, globex, q("p1", 10)))
		wantIDs(t, search(t, ix, acme, q("p1", 10)), "t1", "t2", "s1", "t3")
	})
}

func testDeletePatient(t *testing.T, ix retrieval.Index) {
	ctx := context.Background()
	upsert(t, ix, acme, patientPoints()...)
	upsert(t, ix, acme, retrieval.Point{ID: "other", PatientID: "p2", Kind: "turn", At: base, Text: "p2", Vector: query})
	if err := ix.DeletePatient(ctx, acme, "p1"); err != nil {
		t.Fatal(err)
	}
	wantIDs(t, search(t, ix, acme, q("p1", 10)))
	wantIDs(t, search(t, ix, acme, q("p2", 10)), "other")
	if err := ix.DeletePatient(ctx, acme, "nobody"); err != nil {
		t.Errorf("deleting a patient without points: %v", err)
	}
	// The patient can be indexed again after erasure.
	upsert(t, ix, acme, patientPoints()[1])
	wantIDs(t, search(t, ix, acme, q("p1", 10)), "t1")
}

func testDimension(t *testing.T, ix retrieval.Index) {
	ctx := context.Background()
	good := patientPoints()[1]
	bad := retrieval.Point{ID: "bad", PatientID: "p1", Kind: "turn", At: base, Text: "x", Vector: []float32{1, 0, 0}}
	err := ix.Upsert(ctx, acme, []retrieval.Point{good, bad})
	if !errors.Is(err, retrieval.ErrDimension) {
		t.Errorf("upsert of a %d-dimension vector: err = %v, want ErrDimension", len(bad.Vector), err)
	}
	wantIDs(t, search(t, ix, acme, q("p1", 10)))

	_, err = ix.Search(ctx, acme, retrieval.Query{PatientID: "p1", Vector: []float32{1, 0, 0, 0, 0}, Limit: 1})
	if !errors.Is(err, retrieval.ErrDimension) {
		t.Errorf("search with a 5-dimension vector: err = %v, want ErrDimension", err)
	}
}

func testNoTenant(t *testing.T, ix retrieval.Index) {
	ctx := context.Background()
	none := tenancy.ForKey(tenancy.Key{ID: "k", Role: tenancy.RoleAgent})
	if err := ix.Upsert(ctx, none, patientPoints()); !errors.Is(err, tenancy.ErrNoTenant) {
		t.Errorf("Upsert: err = %v, want ErrNoTenant", err)
	}
	if _, err := ix.Search(ctx, none, q("p1", 10)); !errors.Is(err, tenancy.ErrNoTenant) {
		t.Errorf("Search: err = %v, want ErrNoTenant", err)
	}
	terms := retrieval.TermQuery{PatientID: "p1", Terms: retrieval.QueryTerms([]string{"knee"}), Limit: 10}
	if _, err := ix.SearchTerms(ctx, none, terms); !errors.Is(err, tenancy.ErrNoTenant) {
		t.Errorf("SearchTerms: err = %v, want ErrNoTenant", err)
	}
	if err := ix.DeletePatient(ctx, none, "p1"); !errors.Is(err, tenancy.ErrNoTenant) {
		t.Errorf("DeletePatient: err = %v, want ErrNoTenant", err)
	}
}

func testEmptyPatient(t *testing.T, ix retrieval.Index) {
	upsert(t, ix, acme, patientPoints()...)
	wantIDs(t, search(t, ix, acme, q("nobody", 10)))
}

func testNoPatient(t *testing.T, ix retrieval.Index) {
	upsert(t, ix, acme, patientPoints()...)
	if hits, err := ix.Search(context.Background(), acme, q("", 10)); err == nil {
		t.Errorf("search without patient id: %d hits and no error, want an error", len(hits))
	}
	bad := patientPoints()[0]
	bad.PatientID = ""
	if err := ix.Upsert(context.Background(), acme, []retrieval.Point{bad}); err == nil {
		t.Error("upsert of a point without patient id: want an error")
	}
	if err := ix.DeletePatient(context.Background(), acme, ""); err == nil {
		t.Error("delete of patient \"\": want an error")
	}
	wantIDs(t, search(t, ix, acme, q("p1", 10)), "t1", "t2", "s1", "t3")
}

func testNoLimit(t *testing.T, ix retrieval.Index) {
	upsert(t, ix, acme, patientPoints()...)
	for _, limit := range []int{0, -1} {
		wantIDs(t, search(t, ix, acme, q("p1", limit)))
	}
}
