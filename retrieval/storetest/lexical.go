package storetest

import (
	"context"
	"fmt"
	"math"
	"slices"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/retrieval"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// lexicalTests are the cases of SearchTerms, run by Run.
var lexicalTests = []struct {
	name string
	fn   func(t *testing.T, ix retrieval.Index)
}{
	{"a rare term outranks a frequent one", testRareTermWins},
	{"BM25 scores follow the formula, with IDF over the whole index", testBM25Scores},
	{"Chinese text is found through its bigrams", testChineseTerms},
	{"a Chinese question in other words finds its answer through characters, below a shared word", testChineseCharacters},
	{"equal lexical scores are ordered by id", testLexicalTies},
	{"lexical search stays inside the tenant and the patient", testLexicalIsolation},
	{"lexical kinds and limit filter the hits", testLexicalKindsLimit},
	{"replacing a point replaces its terms", testLexicalReplace},
	{"deleting a patient removes its terms from the statistics", testLexicalDelete},
	{"malformed sparse vectors are refused and nothing is written", testMalformedSparse},
	{"speaker and concepts round-trip", testSpeakerConcepts},
	{"ids, kinds and topics of any characters are found and round-trip", testOddCharacters},
}

var analyzer = retrieval.NewAnalyzer([]string{"膝盖疼", "氨氯地平"})

// doc is a point of patient in the default kind "turn" whose terms are the
// analyzed text; its vector is irrelevant to lexical search.
func doc(id, patient, text string) retrieval.Point {
	return retrieval.Point{ID: id, PatientID: patient, SessionID: "s-1", Kind: "turn", SourceID: id, At: base,
		Text: text, Vector: []float32{0, 0, 0, 1}, Terms: retrieval.DocumentTerms(analyzer.Terms(text))}
}

func tq(patient, text string, limit int, kinds ...string) retrieval.TermQuery {
	return retrieval.TermQuery{PatientID: patient, Terms: retrieval.QueryTerms(analyzer.Terms(text)), Limit: limit, Kinds: kinds}
}

func searchTerms(t *testing.T, ix retrieval.Index, sc tenancy.Scope, q retrieval.TermQuery) []retrieval.Hit {
	t.Helper()
	hits, err := ix.SearchTerms(context.Background(), sc, q)
	if err != nil {
		t.Fatalf("search terms as %s: %v", sc.TenantID(), err)
	}
	return hits
}

func testRareTermWins(t *testing.T, ix retrieval.Index) {
	points := []retrieval.Point{doc("rare", "p1", "wheezing at night"), doc("common", "p1", "cough at night")}
	for i := range 6 {
		points = append(points, doc(fmt.Sprintf("filler-%d", i), "p1", "cough again with phlegm in the morning"))
	}
	upsert(t, ix, acme, points...)
	hits := searchTerms(t, ix, acme, tq("p1", "cough or wheezing?", 2))
	wantIDs(t, hits, "rare", "common")
}

// bm25 is the expected score of doc d for query terms q, where n points
// are in the index and df gives each term's document frequency.
func bm25(q, d retrieval.Sparse, n int64, df map[uint32]int64) float64 {
	var s float64
	for i, t := range q.Indices {
		j := slices.Index(d.Indices, t)
		if j < 0 {
			continue
		}
		s += float64(q.Values[i]) * retrieval.IDF(n, df[t]) * float64(d.Values[j])
	}
	return s
}

func testBM25Scores(t *testing.T, ix retrieval.Index) {
	a := doc("a", "p1", "knee pain after hiking")
	b := doc("b", "p1", "knee swelling, knee pain")
	// Another tenant's and another patient's points count in N and df.
	other := doc("x", "p1", "knee brace")
	upsert(t, ix, acme, a, b, doc("c", "p2", "hiking boots"))
	upsert(t, ix, globex, other)
	q := tq("p1", "knee pain", 10)
	df := map[uint32]int64{}
	for _, p := range []retrieval.Point{a, b, doc("c", "p2", "hiking boots"), other} {
		for _, term := range p.Terms.Indices {
			df[term]++
		}
	}
	hits := searchTerms(t, ix, acme, q)
	if len(hits) != 2 {
		t.Fatalf("hits = %q, want a and b", ids(hits))
	}
	for _, h := range hits {
		d := map[string]retrieval.Sparse{"a": a.Terms, "b": b.Terms}[h.Point.ID]
		want := bm25(q.Terms, d, 4, df)
		if math.Abs(float64(h.Score)-want) > 1e-4*math.Max(1, want) {
			t.Errorf("%s: score %.6f, want %.6f", h.Point.ID, h.Score, want)
		}
	}
}

func testChineseTerms(t *testing.T, ix retrieval.Index) {
	upsert(t, ix, acme, doc("knee", "p1", "我膝盖疼了三天"), doc("sugar", "p1", "血糖7.8，有点高"), doc("drug", "p1", "医生让我吃氨氯地平"))
	wantIDs(t, searchTerms(t, ix, acme, tq("p1", "膝盖又疼了", 10)), "knee")
	wantIDs(t, searchTerms(t, ix, acme, tq("p1", "氨氯地平要吃多久？", 1)), "drug")
}

func testChineseCharacters(t *testing.T, ix retrieval.Index) {
	upsert(t, ix, acme, doc("sleepless", "p1", "最近老是凌晨三四点就醒，醒了就睡不着"),
		doc("clinic", "p1", "建议去睡眠科看看"), doc("knee", "p1", "膝盖疼了三天"))
	wantIDs(t, searchTerms(t, ix, acme, tq("p1", "我睡眠出了什么问题？", 10)), "clinic", "sleepless")
}

func testLexicalTies(t *testing.T, ix retrieval.Index) {
	upsert(t, ix, acme, doc("t-b", "p1", "ankle sprain"), doc("t-a", "p1", "ankle sprain"), doc("t-c", "p1", "ankle sprain"))
	hits := searchTerms(t, ix, acme, tq("p1", "sprained ankle", 10))
	wantIDs(t, hits, "t-a", "t-b", "t-c")
	if len(hits) == 3 && (hits[0].Score != hits[1].Score || hits[1].Score != hits[2].Score) {
		t.Errorf("equal documents scored %v, %v, %v", hits[0].Score, hits[1].Score, hits[2].Score)
	}
	wantIDs(t, searchTerms(t, ix, acme, tq("p1", "sprained ankle", 1)), "t-a")
}

func testLexicalIsolation(t *testing.T, ix retrieval.Index) {
	upsert(t, ix, acme, doc("mine", "p1", "penicillin allergy"), doc("theirs", "p2", "penicillin allergy rash"))
	upsert(t, ix, globex, doc("mine", "p1", "penicillin allergy hives"), doc("g2", "p1", "penicillin"))
	hits := searchTerms(t, ix, acme, tq("p1", "penicillin allergy", 10))
	wantIDs(t, hits, "mine")
	if len(hits) == 1 && hits[0].Point.Text != "penicillin allergy" {
		t.Errorf("acme sees text %q, want its own", hits[0].Point.Text)
	}
	wantIDs(t, searchTerms(t, ix, globex, tq("p1", "penicillin allergy", 10)), "mine", "g2")
	wantIDs(t, searchTerms(t, ix, globex, tq("p2", "penicillin allergy", 10)))
}

func testLexicalKindsLimit(t *testing.T, ix retrieval.Index) {
	s := doc("s1", "p1", "migraine summary: migraine twice a week")
	s.Kind = "summary"
	upsert(t, ix, acme, doc("t1", "p1", "migraine again"), s, doc("t2", "p1", "a migraine"))
	wantIDs(t, searchTerms(t, ix, acme, tq("p1", "migraine", 10, "summary")), "s1")
	if got := searchTerms(t, ix, acme, tq("p1", "migraine", 10, "turn")); len(got) != 2 || slices.Contains(ids(got), "s1") {
		t.Errorf("kinds turn: hits = %q, want t1 and t2", ids(got))
	}
	if got := searchTerms(t, ix, acme, tq("p1", "migraine", 1)); len(got) != 1 {
		t.Errorf("limit 1: %d hits", len(got))
	}
	wantIDs(t, searchTerms(t, ix, acme, tq("p1", "migraine", 0)))
	wantIDs(t, searchTerms(t, ix, acme, retrieval.TermQuery{PatientID: "p1", Limit: 10}))
}

func testLexicalReplace(t *testing.T, ix retrieval.Index) {
	upsert(t, ix, acme, doc("t1", "p1", "metformin twice daily"), doc("t2", "p1", "insulin at night, bedtime dose"))
	upsert(t, ix, acme, doc("t1", "p1", "stopped metformin, now insulin"))
	wantIDs(t, searchTerms(t, ix, acme, tq("p1", "insulin", 10)), "t1", "t2")
	wantIDs(t, searchTerms(t, ix, acme, tq("p1", "twice daily", 10)))
	// Upserting the same points again changes no score.
	before := searchTerms(t, ix, acme, tq("p1", "insulin metformin", 10))
	upsert(t, ix, acme, doc("t1", "p1", "stopped metformin, now insulin"), doc("t2", "p1", "insulin at night, bedtime dose"))
	after := searchTerms(t, ix, acme, tq("p1", "insulin metformin", 10))
	if len(before) != len(after) {
		t.Fatalf("hits %q became %q", ids(before), ids(after))
	}
	for i := range before {
		if math.Abs(float64(before[i].Score-after[i].Score)) > 1e-5 {
			t.Errorf("%s: score %v became %v after an identical upsert", before[i].Point.ID, before[i].Score, after[i].Score)
		}
	}
}

func testLexicalDelete(t *testing.T, ix retrieval.Index) {
	ctx := context.Background()
	keep := doc("k", "p1", "gout in the toe")
	upsert(t, ix, acme, keep, doc("g1", "p2", "gout flare"), doc("g2", "p2", "gout again"))
	if err := ix.DeletePatient(ctx, acme, "p2"); err != nil {
		t.Fatal(err)
	}
	wantIDs(t, searchTerms(t, ix, acme, tq("p2", "gout", 10)))
	hits := searchTerms(t, ix, acme, tq("p1", "gout", 10))
	wantIDs(t, hits, "k")
	q := tq("p1", "gout", 10)
	df := map[uint32]int64{}
	for _, term := range keep.Terms.Indices {
		df[term] = 1
	}
	if want := bm25(q.Terms, keep.Terms, 1, df); len(hits) == 1 && math.Abs(float64(hits[0].Score)-want) > 1e-4*math.Max(1, want) {
		t.Errorf("after deleting p2, score %.6f, want %.6f (N=1, df=1)", hits[0].Score, want)
	}
}

func testMalformedSparse(t *testing.T, ix retrieval.Index) {
	ctx := context.Background()
	good := doc("good", "p1", "chest pain")
	for _, bad := range []retrieval.Sparse{
		{Indices: []uint32{5, 3}, Values: []float32{1, 1}},
		{Indices: []uint32{3}, Values: []float32{1, 2}},
		{Indices: []uint32{retrieval.EveryPointTerm}, Values: []float32{1}},
		{Indices: []uint32{3}, Values: []float32{float32(math.NaN())}},
	} {
		p := doc("bad", "p1", "chest pain")
		p.Terms = bad
		if err := ix.Upsert(ctx, acme, []retrieval.Point{good, p}); err == nil {
			t.Errorf("upsert of sparse %v: no error", bad)
		}
		if _, err := ix.SearchTerms(ctx, acme, retrieval.TermQuery{PatientID: "p1", Terms: bad, Limit: 1}); err == nil {
			t.Errorf("search with sparse %v: no error", bad)
		}
	}
	wantIDs(t, searchTerms(t, ix, acme, tq("p1", "chest pain", 10)))
	if _, err := ix.SearchTerms(ctx, acme, tq("", "chest pain", 10)); err == nil {
		t.Error("search terms without patient id: no error")
	}
	none := tenancy.ForKey(tenancy.Key{ID: "k", Role: tenancy.RoleAgent})
	if _, err := ix.SearchTerms(ctx, none, tq("p1", "chest pain", 10)); err == nil {
		t.Error("search terms without tenant: no error")
	}
}

func testSpeakerConcepts(t *testing.T, ix retrieval.Index) {
	p := doc("t1", "p1", "I take amlodipine")
	p.Speaker, p.Concepts, p.At = "patient", []string{"drug:amlodipine", "class:ccb"}, base.Add(90*time.Minute)
	a := doc("t2", "p1", "amlodipine is a calcium channel blocker")
	a.Speaker = "assistant"
	upsert(t, ix, acme, p, a)
	byID := map[string]retrieval.Point{}
	for _, h := range searchTerms(t, ix, acme, tq("p1", "amlodipine", 10)) {
		byID[h.Point.ID] = h.Point
	}
	if got := byID["t1"]; got.Speaker != "patient" || !slices.Equal(got.Concepts, p.Concepts) || !got.At.Equal(p.At) {
		t.Errorf("t1 = speaker %q concepts %q at %v, want %q %q %v", got.Speaker, got.Concepts, got.At, "patient", p.Concepts, p.At)
	}
	if got := byID["t2"]; got.Speaker != "assistant" || len(got.Concepts) != 0 {
		t.Errorf("t2 = speaker %q concepts %q, want assistant and none", got.Speaker, got.Concepts)
	}
	// The dense search returns the same payload.
	for _, h := range search(t, ix, acme, q("p1", 10)) {
		if h.Point.ID == "t1" && (h.Point.Speaker != "patient" || !slices.Equal(h.Point.Concepts, p.Concepts)) {
			t.Errorf("dense t1 = speaker %q concepts %q", h.Point.Speaker, h.Point.Concepts)
		}
	}
}

func testOddCharacters(t *testing.T, ix retrieval.Index) {
	odd := doc(`t"1\\,]`, "p1", "wheezing at night")
	odd.Kind, odd.Topics, odd.Concepts = `turn's "kind"`, []string{`a","b`, "血压", ""}, []string{`drug:x\\y`}
	plain := doc("t2", "p1", "wheezing at night") // a tie, broken by id: `t"` sorts before `t2`
	upsert(t, ix, acme, odd, plain)
	hits := searchTerms(t, ix, acme, tq("p1", "wheezing", 10, odd.Kind))
	wantIDs(t, hits, odd.ID)
	if len(hits) == 1 {
		got := hits[0].Point
		if got.Kind != odd.Kind || !slices.Equal(got.Topics, odd.Topics) || !slices.Equal(got.Concepts, odd.Concepts) {
			t.Errorf("point = kind %q topics %q concepts %q, want %q %q %q", got.Kind, got.Topics, got.Concepts, odd.Kind, odd.Topics, odd.Concepts)
		}
	}
	wantIDs(t, searchTerms(t, ix, acme, tq("p1", "wheezing", 10)), odd.ID, "t2")
}
