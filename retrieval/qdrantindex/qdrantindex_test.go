package qdrantindex

import (
	"cmp"
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/qdrant/go-client/qdrant"

	"github.com/anamnesis-health/anamnesis/retrieval"
	"github.com/anamnesis-health/anamnesis/retrieval/storetest"
)

func qdrantAddr(t *testing.T) string {
	t.Helper()
	addr := os.Getenv("MEMORYD_TEST_QDRANT_ADDR")
	if addr == "" {
		t.Skipf("MEMORYD_TEST_QDRANT_ADDR not set")
	}
	return addr
}

// openTemp opens an index on a fresh collection that is dropped when t ends.
func openTemp(t *testing.T, addr string, dim int) (*Index, string) {
	t.Helper()
	var b [6]byte
	rand.Read(b[:])
	collection := "memoryd_test_" + hex.EncodeToString(b[:])
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	ix, err := Open(ctx, addr, collection, dim)
	if err != nil {
		t.Fatalf("open qdrant index: %v", err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		if err := ix.client.DeleteCollection(ctx, collection); err != nil {
			t.Errorf("drop collection %s: %v", collection, err)
		}
		ix.Close()
	})
	return ix, collection
}

func TestIndexConformance(t *testing.T) {
	addr := qdrantAddr(t)
	storetest.Run(t, func(t *testing.T, dim int) retrieval.Index {
		ix, _ := openTemp(t, addr, dim)
		return ix
	})
}

func TestOpenExistingCollection(t *testing.T) {
	addr := qdrantAddr(t)
	ix, collection := openTemp(t, addr, 8)
	ctx := context.Background()

	t.Run("the server answers ping", func(t *testing.T) {
		if err := ix.Ping(ctx); err != nil {
			t.Fatal(err)
		}
	})

	t.Run("tenant and patient payload indexes exist, tenant_id marked is_tenant", func(t *testing.T) {
		info, err := ix.client.GetCollectionInfo(ctx, collection)
		if err != nil {
			t.Fatal(err)
		}
		schema := info.GetPayloadSchema()
		for _, f := range []string{"tenant_id", "patient_id", "kind"} {
			if schema[f].GetDataType() != qdrant.PayloadSchemaType_Keyword {
				t.Errorf("payload index %s = %v, want keyword", f, schema[f])
			}
		}
		if !schema["tenant_id"].GetParams().GetKeywordIndexParams().GetIsTenant() {
			t.Errorf("tenant_id index params = %v, want is_tenant", schema["tenant_id"].GetParams())
		}
	})

	t.Run("the lexical sparse vector has the IDF modifier beside the cosine dense vector", func(t *testing.T) {
		info, err := ix.client.GetCollectionInfo(ctx, collection)
		if err != nil {
			t.Fatal(err)
		}
		params := info.GetConfig().GetParams()
		lexical, ok := params.GetSparseVectorsConfig().GetMap()[LexicalVectorName]
		if !ok {
			t.Fatalf("sparse vectors = %v, want %q", params.GetSparseVectorsConfig(), LexicalVectorName)
		}
		if lexical.GetModifier() != qdrant.Modifier_Idf {
			t.Errorf("sparse vector %q modifier = %v, want Idf", LexicalVectorName, lexical.GetModifier())
		}
		if dense := params.GetVectorsConfig().GetParamsMap().GetMap()[VectorName]; dense.GetDistance() != qdrant.Distance_Cosine || dense.GetSize() != 8 {
			t.Errorf("dense vector %q = %v, want cosine of size 8", VectorName, dense)
		}
	})

	t.Run("reopening with the same dimension works", func(t *testing.T) {
		again, err := Open(ctx, addr, collection, 8)
		if err != nil {
			t.Fatal(err)
		}
		again.Close()
	})

	t.Run("reopening with another dimension is ErrDimension naming both", func(t *testing.T) {
		_, err := Open(ctx, addr, collection, 384)
		if !errors.Is(err, retrieval.ErrDimension) {
			t.Fatalf("err = %v, want ErrDimension", err)
		}
		for _, n := range []string{"8", "384"} {
			if !regexp.MustCompile(`\b` + n + `\b`).MatchString(err.Error()) {
				t.Errorf("err = %q does not name %s", err, n)
			}
		}
	})
}

// createRaw creates a collection as req describes, bypassing Open, and
// drops it when t ends. It returns the collection's name.
func createRaw(t *testing.T, addr string, req *qdrant.CreateCollection) string {
	t.Helper()
	cfg, err := clientConfig(addr)
	if err != nil {
		t.Fatal(err)
	}
	client, err := qdrant.NewClient(cfg)
	if err != nil {
		t.Fatal(err)
	}
	var b [6]byte
	rand.Read(b[:])
	req.CollectionName = "memoryd_test_" + hex.EncodeToString(b[:])
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := client.CreateCollection(ctx, req); err != nil {
		client.Close()
		t.Fatalf("create collection %s: %v", req.CollectionName, err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		if err := client.DeleteCollection(ctx, req.CollectionName); err != nil {
			t.Errorf("drop collection %s: %v", req.CollectionName, err)
		}
		client.Close()
	})
	return req.CollectionName
}

func TestOpenCollectionWithoutLexicalSearch(t *testing.T) {
	addr := qdrantAddr(t)
	ctx := context.Background()
	dense := qdrant.NewVectorsConfigMap(map[string]*qdrant.VectorParams{
		VectorName: {Size: 8, Distance: qdrant.Distance_Cosine},
	})

	t.Run("a collection created before lexical search is refused with what to do", func(t *testing.T) {
		// The collection as Open created it before the lexical vector existed.
		collection := createRaw(t, addr, &qdrant.CreateCollection{VectorsConfig: dense})
		ix, err := Open(ctx, addr, collection, 8)
		if err == nil {
			ix.Close()
			t.Fatal("Open succeeded on a collection without the lexical vector")
		}
		if !errors.Is(err, ErrNoLexicalVector) {
			t.Errorf("err = %v, want ErrNoLexicalVector", err)
		}
		for _, want := range []string{collection, "delete the collection", "index the turns and summaries again"} {
			if !strings.Contains(err.Error(), want) {
				t.Errorf("err = %q does not say %q", err, want)
			}
		}
	})

	t.Run("a lexical vector without the IDF modifier is refused", func(t *testing.T) {
		collection := createRaw(t, addr, &qdrant.CreateCollection{
			VectorsConfig: dense,
			SparseVectorsConfig: qdrant.NewSparseVectorsConfig(map[string]*qdrant.SparseVectorParams{
				LexicalVectorName: {},
			}),
		})
		ix, err := Open(ctx, addr, collection, 8)
		if err == nil {
			ix.Close()
			t.Fatal("Open succeeded on a lexical vector without IDF")
		}
		if errors.Is(err, ErrNoLexicalVector) || !strings.Contains(err.Error(), "Idf") {
			t.Errorf("err = %v, want an error naming the missing Idf modifier", err)
		}
	})
}

// The tests below need no server.

func TestCheckLexical(t *testing.T) {
	info := func(sparse map[string]*qdrant.SparseVectorParams) *qdrant.CollectionInfo {
		return &qdrant.CollectionInfo{Config: &qdrant.CollectionConfig{Params: &qdrant.CollectionParams{
			SparseVectorsConfig: qdrant.NewSparseVectorsConfig(sparse),
		}}}
	}
	tests := []struct {
		name      string
		info      *qdrant.CollectionInfo
		wantErr   bool
		wantNoLex bool
	}{
		{"a lexical vector with the IDF modifier passes",
			info(map[string]*qdrant.SparseVectorParams{LexicalVectorName: {Modifier: qdrant.Modifier_Idf.Enum()}}), false, false},
		{"a collection without sparse vectors is ErrNoLexicalVector",
			&qdrant.CollectionInfo{Config: &qdrant.CollectionConfig{Params: &qdrant.CollectionParams{}}}, true, true},
		{"a sparse vector of another name is ErrNoLexicalVector",
			info(map[string]*qdrant.SparseVectorParams{"bm25": {Modifier: qdrant.Modifier_Idf.Enum()}}), true, true},
		{"a lexical vector without modifier is an error",
			info(map[string]*qdrant.SparseVectorParams{LexicalVectorName: {}}), true, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := checkLexical(tt.info, "memories")
			if (err != nil) != tt.wantErr || errors.Is(err, ErrNoLexicalVector) != tt.wantNoLex {
				t.Errorf("checkLexical = %v, want error %v, ErrNoLexicalVector %v", err, tt.wantErr, tt.wantNoLex)
			}
		})
	}
}

func TestLexicalVector(t *testing.T) {
	tests := []struct {
		name        string
		terms       retrieval.Sparse
		wantIndices []uint32
		wantValues  []float32
	}{
		{"the every-point term comes first with weight 1", retrieval.Sparse{Indices: []uint32{7, 42}, Values: []float32{0.5, 1.25}},
			[]uint32{retrieval.EveryPointTerm, 7, 42}, []float32{1, 0.5, 1.25}},
		{"a point without terms still holds the every-point term", retrieval.Sparse{},
			[]uint32{retrieval.EveryPointTerm}, []float32{1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sv := lexicalVector(tt.terms).GetSparse()
			if !slices.Equal(sv.GetIndices(), tt.wantIndices) || !slices.Equal(sv.GetValues(), tt.wantValues) {
				t.Errorf("lexicalVector = %v %v, want %v %v", sv.GetIndices(), sv.GetValues(), tt.wantIndices, tt.wantValues)
			}
		})
	}
	t.Run("the caller's terms are not modified", func(t *testing.T) {
		terms := retrieval.Sparse{Indices: make([]uint32, 1, 4), Values: make([]float32, 1, 4)}
		terms.Indices[0], terms.Values[0] = 9, 2
		lexicalVector(terms)
		if terms.Indices[0] != 9 || terms.Values[0] != 2 {
			t.Errorf("terms = %v, changed", terms)
		}
	})
}

func TestTopHits(t *testing.T) {
	hit := func(id string, score float32) retrieval.Hit {
		return retrieval.Hit{Point: retrieval.Point{ID: id}, Score: score}
	}
	tests := []struct {
		name       string
		index      []retrieval.Hit
		limit      int
		want       []string
		wantFetchN []uint64
	}{
		{"a tie at the cut is settled by id, fetching until the tie ends",
			[]retrieval.Hit{hit("t-c", 1), hit("t-b", 1), hit("t-a", 1)}, 1, []string{"t-a"}, []uint64{2, 4}},
		{"a tie running past the page is fetched to its end",
			[]retrieval.Hit{hit("e", 1), hit("d", 1), hit("c", 1), hit("b", 1), hit("a", 1), hit("z", 0.5)}, 2, []string{"a", "b"}, []uint64{3, 6}},
		{"a lower score after the cut needs one fetch",
			[]retrieval.Hit{hit("b", 2), hit("a", 2), hit("c", 1)}, 2, []string{"a", "b"}, []uint64{3}},
		{"fewer points than the limit are all returned",
			[]retrieval.Hit{hit("x", 0.2), hit("y", 0.9)}, 5, []string{"y", "x"}, []uint64{6}},
		{"no points give no hits", nil, 3, []string{}, []uint64{4}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var fetched []uint64
			// fetch plays Qdrant: the best n, equal scores in descending id
			// order, the opposite of the contract.
			fetch := func(n uint64) ([]retrieval.Hit, error) {
				fetched = append(fetched, n)
				all := slices.Clone(tt.index)
				slices.SortFunc(all, func(a, b retrieval.Hit) int {
					if a.Score != b.Score {
						return cmp.Compare(b.Score, a.Score)
					}
					return strings.Compare(b.Point.ID, a.Point.ID)
				})
				return all[:min(uint64(len(all)), n)], nil
			}
			hits, err := topHits(tt.limit, fetch)
			if err != nil {
				t.Fatal(err)
			}
			got := make([]string, len(hits))
			for i, h := range hits {
				got[i] = h.Point.ID
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("hits = %q, want %q", got, tt.want)
			}
			if !slices.Equal(fetched, tt.wantFetchN) {
				t.Errorf("fetched %v, want %v", fetched, tt.wantFetchN)
			}
		})
	}
	t.Run("a fetch error is returned", func(t *testing.T) {
		boom := errors.New("boom")
		if _, err := topHits(1, func(uint64) ([]retrieval.Hit, error) { return nil, boom }); !errors.Is(err, boom) {
			t.Errorf("err = %v, want boom", err)
		}
	})
}

func TestPointUUID(t *testing.T) {
	uuidPattern := regexp.MustCompile(`^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`)
	tests := []struct {
		name       string
		a, b       [2]string // (tenant, id) pairs
		wantSameID bool
	}{
		{"the same tenant and id give the same uuid", [2]string{"acme", "t-1"}, [2]string{"acme", "t-1"}, true},
		{"the same id in two tenants gives two uuids", [2]string{"acme", "t-1"}, [2]string{"globex", "t-1"}, false},
		{"two ids in one tenant give two uuids", [2]string{"acme", "t-1"}, [2]string{"acme", "t-2"}, false},
		{"moving the separator changes the uuid", [2]string{"acme", "x/y"}, [2]string{"acme-x", "y"}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, b := PointUUID(tt.a[0], tt.a[1]), PointUUID(tt.b[0], tt.b[1])
			for _, u := range []string{a, b} {
				if !uuidPattern.MatchString(u) {
					t.Errorf("PointUUID = %q, want a version 5 RFC 9562 uuid", u)
				}
			}
			if (a == b) != tt.wantSameID {
				t.Errorf("PointUUID(%q) = %s, PointUUID(%q) = %s; same = %v, want %v", tt.a, a, tt.b, b, a == b, tt.wantSameID)
			}
		})
	}
}

// matches returns the keyword conditions of f's must clause as field ->
// values.
func matches(f *qdrant.Filter) map[string][]string {
	out := map[string][]string{}
	for _, c := range f.GetMust() {
		fc := c.GetField()
		if kw := fc.GetMatch().GetKeyword(); kw != "" {
			out[fc.GetKey()] = append(out[fc.GetKey()], kw)
		}
		out[fc.GetKey()] = append(out[fc.GetKey()], fc.GetMatch().GetKeywords().GetStrings()...)
	}
	return out
}

func TestPatientFilter(t *testing.T) {
	tests := []struct {
		name  string
		kinds []string
		want  map[string][]string
	}{
		{"without kinds it must match the tenant and the patient", nil,
			map[string][]string{"tenant_id": {"acme"}, "patient_id": {"p-1"}}},
		{"with kinds it must also match one of the kinds", []string{"turn", "summary"},
			map[string][]string{"tenant_id": {"acme"}, "patient_id": {"p-1"}, "kind": {"turn", "summary"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := patientFilter("acme", "p-1", tt.kinds)
			if len(f.GetShould()) != 0 || len(f.GetMustNot()) != 0 {
				t.Errorf("filter has should/must_not clauses: %v", f)
			}
			got := matches(f)
			if len(got) != len(tt.want) {
				t.Errorf("must = %v, want %v", got, tt.want)
			}
			for k, v := range tt.want {
				if !slices.Equal(got[k], v) {
					t.Errorf("must[%s] = %q, want %q", k, got[k], v)
				}
			}
		})
	}
}

func TestPayloadRoundTrip(t *testing.T) {
	at := time.Date(2026, 11, 29, 9, 0, 0, 123456789, time.FixedZone("CST", 8*3600))
	p := retrieval.Point{ID: "t-1", PatientID: "p-1", SessionID: "s-1", Kind: "turn", SourceID: "turn-1", Speaker: "patient",
		Topics: []string{"knee pain", "hiking"}, Concepts: []string{"sym:knee-pain"}, At: at, Text: "我昨晚膝盖又疼了", Vector: []float32{1, 2}}
	pl := payload("acme", p)
	if pl["tenant_id"].GetStringValue() != "acme" {
		t.Errorf("payload tenant_id = %v, want acme", pl["tenant_id"])
	}
	got, err := pointFromPayload(pl)
	if err != nil {
		t.Fatal(err)
	}
	if !got.At.Equal(at) {
		t.Errorf("at = %v, want %v", got.At, at)
	}
	got.At, p.At, p.Vector = at, at, nil
	if got.ID != p.ID || got.PatientID != p.PatientID || got.SessionID != p.SessionID || got.Kind != p.Kind ||
		got.SourceID != p.SourceID || got.Speaker != p.Speaker || got.Text != p.Text ||
		!slices.Equal(got.Topics, p.Topics) || !slices.Equal(got.Concepts, p.Concepts) {
		t.Errorf("round trip = %+v, want %+v", got, p)
	}

	t.Run("invalid UTF-8 is replaced, not sent", func(t *testing.T) {
		bad := p
		bad.Text = "knee \xff pain"
		if s := payload("acme", bad)["text"].GetStringValue(); !strings.Contains(s, "\uFFFD") || strings.Contains(s, "\xff") {
			t.Errorf("text = %q", s)
		}
	})
}

func TestClientConfig(t *testing.T) {
	tests := []struct {
		addr     string
		wantHost string
		wantPort int
		wantTLS  bool
		wantErr  bool
	}{
		{"localhost", "localhost", 6334, false, false},
		{"qdrant:6334", "qdrant", 6334, false, false},
		{"10.0.0.5:7000", "10.0.0.5", 7000, false, false},
		{"http://qdrant:6334", "qdrant", 6334, false, false},
		{"https://cloud.example:6334", "cloud.example", 6334, true, false},
		{"ftp://qdrant", "", 0, false, true},
		{"qdrant:http", "", 0, false, true},
		{"", "", 0, false, true},
	}
	for _, tt := range tests {
		t.Run("address "+tt.addr, func(t *testing.T) {
			cfg, err := clientConfig(tt.addr)
			if tt.wantErr {
				if err == nil {
					t.Errorf("clientConfig(%q) = %+v, want an error", tt.addr, cfg)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if cfg.Host != tt.wantHost || cfg.Port != tt.wantPort || cfg.UseTLS != tt.wantTLS {
				t.Errorf("clientConfig(%q) = host %q port %d tls %v, want %q %d %v",
					tt.addr, cfg.Host, cfg.Port, cfg.UseTLS, tt.wantHost, tt.wantPort, tt.wantTLS)
			}
		})
	}
}

func TestPayloadIndexes(t *testing.T) {
	got := map[string]bool{}
	for _, f := range payloadIndexes() {
		if f.GetFieldType() != qdrant.FieldType_FieldTypeKeyword {
			t.Errorf("index %s type = %v, want keyword", f.GetFieldName(), f.GetFieldType())
		}
		got[f.GetFieldName()] = f.GetFieldIndexParams().GetKeywordIndexParams().GetIsTenant()
	}
	want := map[string]bool{"tenant_id": true, "patient_id": false, "kind": false}
	for k, v := range want {
		if isTenant, ok := got[k]; !ok || isTenant != v {
			t.Errorf("index %s: present %v, is_tenant %v; want present, is_tenant %v", k, ok, isTenant, v)
		}
	}
}
