// Package qdrantindex is the Qdrant implementation of retrieval.Index, over
// gRPC (port 6334). All tenants share one collection: tenant_id is a keyword
// payload index marked is_tenant, so Qdrant co-locates each tenant's points,
// and every search and delete carries a filter on tenant_id and patient_id
// built inside this package, never by the caller. The rules every index
// backend shares (the scope check, the checks of points and queries,
// limits) are retrieval.Managed's, which memory.New puts over it.
//
// Each point holds two named vectors: the dense embedding (VectorName,
// cosine) and its lexical terms (LexicalVectorName), a sparse vector scored
// with Qdrant's IDF modifier. Qdrant multiplies each query weight by
// ln(1 + (N − df + 0.5)/(df + 0.5)) at query time, which is retrieval.IDF,
// and takes N and df from its sparse index: N counts the indexed (non-empty)
// sparse vectors and df the posting list of the term, summed over the
// segments of a shard, whatever the filter
// (https://github.com/qdrant/qdrant/pull/4126,
// https://github.com/qdrant/qdrant/pull/6739). Every stored lexical vector
// therefore carries retrieval.EveryPointTerm, so that N is the number of
// points even for a point whose text has no terms.
//
// Where Qdrant's statistics differ from the contract of retrieval.Index:
// they are per shard (exact for a collection of one shard, the default on a
// single node); a deleted point, or the old version of a point replaced
// after its segment was optimized, stays in them until the optimizer
// rewrites that segment (DeletePatient first empties the points' lexical
// vectors, which takes them out at once while they are in an appendable
// segment, where recent points live); and Qdrant computes in float32.
package qdrantindex

import (
	"cmp"
	"context"
	"crypto/sha1"
	"errors"
	"fmt"
	"math"
	"net"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/qdrant/go-client/qdrant"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	"github.com/anamnesis-health/anamnesis/retrieval"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// VectorName is the collection's named dense vector: the embedding, cosine.
const VectorName = "dense"

// LexicalVectorName is the collection's named sparse vector: the point's
// lexical terms with their BM25 document weights, scored with Qdrant's IDF
// modifier.
const LexicalVectorName = "lexical"

// ErrNoLexicalVector means the collection was created before lexical
// search, without the sparse vector LexicalVectorName. Qdrant 1.17 cannot
// add a vector to an existing collection, so Open refuses it; the operator
// deletes the collection, memoryd re-creates it on the next start, and the
// turns and summaries are indexed again.
var ErrNoLexicalVector = errors.New("collection has no lexical sparse vector")

// DefaultPort is Qdrant's gRPC port.
const DefaultPort = 6334

// Payload keys. fieldID keeps the caller's point id: Qdrant ids must be
// UUIDs or integers, so the Qdrant id is derived from it (PointUUID).
const (
	fieldTenant   = "tenant_id"
	fieldPatient  = "patient_id"
	fieldID       = "point_id"
	fieldSession  = "session_id"
	fieldKind     = "kind"
	fieldSource   = "source_id"
	fieldSpeaker  = "speaker"
	fieldTopics   = "topics"
	fieldConcepts = "concepts"
	fieldAt       = "at"
	fieldText     = "text"
)

// scrollPage is how many point ids DeletePatient reads per request.
const scrollPage = 256

// timeLayout is the layout of the "at" payload field: RFC 3339 in UTC with
// nanoseconds, which Qdrant's datetime index also understands.
const timeLayout = time.RFC3339Nano

// Index is a retrieval.Index over one Qdrant collection. It is safe for
// concurrent use.
//
// An Index knows whether Qdrant answers: after a call finds it down (or the
// collection gone), every call fails at once with an error wrapping
// ErrUnavailable until a background loop reaches Qdrant again and has
// checked the collection, which a Qdrant that came back empty lacks.
type Index struct {
	client     *qdrant.Client
	collection string
	dim        int
	opts       Options

	mu sync.Mutex
	h  health

	wake      chan struct{}
	stop      chan struct{}
	done      chan struct{}
	loopCtx   context.Context
	endLoop   context.CancelFunc
	closeOnce sync.Once
}

var _ retrieval.Index = (*Index)(nil)

// Open connects to Qdrant at addr ("host", "host:port" or
// "http(s)://host:port"; the port defaults to 6334) with the default
// Options and makes sure the collection exists: if missing, it is created
// with a cosine dense vector named VectorName of size dim and a sparse
// vector named LexicalVectorName with the IDF modifier; the payload indexes
// (tenant_id with is_tenant, patient_id, kind) are created if absent. If
// the collection exists with another vector size, Open returns an error
// wrapping retrieval.ErrDimension that names both sizes: vectors of two
// embedders cannot be compared, so this is a startup error. If it exists
// without the lexical sparse vector (created before lexical search), Open
// returns an error wrapping ErrNoLexicalVector that says what the operator
// must do; if its lexical vector lacks the IDF modifier, Open returns an
// error too. A Qdrant that does not answer fails Open.
func Open(ctx context.Context, addr, collection string, dim int) (*Index, error) {
	return OpenWith(ctx, addr, collection, dim, Options{})
}

// OpenWith is Open with options. With opts.AllowUnreachable, a Qdrant that
// does not answer gives an Index that is not ready rather than an error:
// its methods and Ping fail with ErrUnavailable until the background loop
// has reached Qdrant and checked (or created) the collection. A collection
// found with the wrong vectors then keeps it not ready, and Ping says why.
// The Index must be closed to end that loop.
func OpenWith(ctx context.Context, addr, collection string, dim int, opts Options) (*Index, error) {
	if dim <= 0 {
		return nil, fmt.Errorf("open qdrant index: dimension %d must be positive", dim)
	}
	if collection == "" {
		return nil, errors.New("open qdrant index: empty collection name")
	}
	opts = opts.withDefaults()
	cfg, err := clientConfig(addr)
	if err != nil {
		return nil, fmt.Errorf("open qdrant index: %w", err)
	}
	cfg.GrpcOptions = append(cfg.GrpcOptions, defaultDeadline(opts.CallTimeout))
	client, err := qdrant.NewClient(cfg)
	if err != nil {
		return nil, fmt.Errorf("open qdrant index %s: %w", addr, err)
	}
	ix := &Index{client: client, collection: collection, dim: dim, opts: opts,
		wake: make(chan struct{}, 1), stop: make(chan struct{}), done: make(chan struct{})}
	ix.loopCtx, ix.endLoop = context.WithCancel(context.Background())
	err = ix.connect(ctx)
	switch {
	case err == nil:
		ix.h = health{ready: true}
	case opts.AllowUnreachable && isOutage(err) && !errors.Is(ctx.Err(), context.Canceled):
		ix.h = health{code: errorCode(err), since: time.Now()}
		opts.Logger.Warn("qdrant index unavailable at start; retrying in the background", "code", errorCode(err))
	default:
		ix.endLoop()
		client.Close()
		return nil, fmt.Errorf("open qdrant index %s/%s: %w", addr, collection, err)
	}
	go ix.maintain()
	return ix, nil
}

// clientConfig parses addr into a client configuration. The compatibility
// check is skipped because it logs through the default logger on its own;
// Open checks the server by using it.
func clientConfig(addr string) (*qdrant.Config, error) {
	cfg := &qdrant.Config{Port: DefaultPort, SkipCompatibilityCheck: true}
	hostport := addr
	if strings.Contains(addr, "://") {
		u, err := url.Parse(addr)
		if err != nil {
			return nil, fmt.Errorf("qdrant address %q: %w", addr, err)
		}
		switch u.Scheme {
		case "http", "grpc":
		case "https", "grpcs":
			cfg.UseTLS = true
		default:
			return nil, fmt.Errorf("qdrant address %q: unknown scheme %q", addr, u.Scheme)
		}
		hostport = u.Host
	}
	host, port, err := net.SplitHostPort(hostport)
	if err != nil {
		// No port given.
		host, port = hostport, ""
	}
	if host == "" {
		return nil, fmt.Errorf("qdrant address %q: no host", addr)
	}
	cfg.Host = host
	if port != "" {
		n, err := strconv.Atoi(port)
		if err != nil || n <= 0 || n > 65535 {
			return nil, fmt.Errorf("qdrant address %q: bad port %q", addr, port)
		}
		cfg.Port = n
	}
	return cfg, nil
}

func (ix *Index) ensureCollection(ctx context.Context) error {
	exists, err := ix.client.CollectionExists(ctx, ix.collection)
	if err != nil {
		return fmt.Errorf("check collection: %w", err)
	}
	if !exists {
		err := ix.client.CreateCollection(ctx, &qdrant.CreateCollection{
			CollectionName: ix.collection,
			VectorsConfig: qdrant.NewVectorsConfigMap(map[string]*qdrant.VectorParams{
				VectorName: {Size: uint64(ix.dim), Distance: qdrant.Distance_Cosine},
			}),
			SparseVectorsConfig: qdrant.NewSparseVectorsConfig(map[string]*qdrant.SparseVectorParams{
				LexicalVectorName: {Modifier: qdrant.Modifier_Idf.Enum()},
			}),
		})
		// Another memoryd starting at the same time may have created it.
		if err != nil && status.Code(err) != codes.AlreadyExists {
			return fmt.Errorf("create collection: %w", err)
		}
	}
	info, err := ix.client.GetCollectionInfo(ctx, ix.collection)
	if err != nil {
		return fmt.Errorf("collection info: %w", err)
	}
	if err := checkVectors(info, ix.dim); err != nil {
		return err
	}
	if err := checkLexical(info, ix.collection); err != nil {
		return err
	}
	for _, f := range payloadIndexes() {
		if _, ok := info.GetPayloadSchema()[f.GetFieldName()]; ok {
			continue
		}
		f.CollectionName = ix.collection
		if _, err := ix.client.CreateFieldIndex(ctx, f); err != nil {
			return fmt.Errorf("create payload index %s: %w", f.GetFieldName(), err)
		}
	}
	return nil
}

// checkVectors verifies that the collection has the cosine dense vector
// VectorName of size dim.
func checkVectors(info *qdrant.CollectionInfo, dim int) error {
	params := info.GetConfig().GetParams().GetVectorsConfig().GetParamsMap().GetMap()[VectorName]
	if params == nil {
		return fmt.Errorf("collection has no dense vector named %q (created by something else?)", VectorName)
	}
	if params.GetSize() != uint64(dim) {
		return fmt.Errorf("collection holds %d-dimension vectors but the embedder gives %d: %w",
			params.GetSize(), dim, retrieval.ErrDimension)
	}
	if params.GetDistance() != qdrant.Distance_Cosine {
		return fmt.Errorf("collection vector %q uses distance %s, want Cosine", VectorName, params.GetDistance())
	}
	return nil
}

// checkLexical verifies that the collection has the sparse vector
// LexicalVectorName with the IDF modifier. A collection created before
// lexical search lacks it, and Qdrant 1.17 cannot add it: UpdateCollection
// only changes the parameters of existing sparse vectors and answers "Not
// existing vector name" for a new one (SparseVectorsConfig.check_vector_names
// in qdrant's lib/collection/src/operations/types.rs).
func checkLexical(info *qdrant.CollectionInfo, collection string) error {
	params, ok := info.GetConfig().GetParams().GetSparseVectorsConfig().GetMap()[LexicalVectorName]
	if !ok {
		return fmt.Errorf("%w %q: collection %s was created before lexical search and Qdrant cannot add a vector to an existing collection; "+
			"delete the collection (DELETE /collections/%s) so that it is re-created on the next start, then index the turns and summaries again",
			ErrNoLexicalVector, LexicalVectorName, collection, collection)
	}
	if params.GetModifier() != qdrant.Modifier_Idf {
		return fmt.Errorf("collection sparse vector %q uses modifier %s, want Idf (created by something else?)", LexicalVectorName, params.GetModifier())
	}
	return nil
}

// payloadIndexes are the payload indexes every search relies on; tenant_id
// is marked is_tenant so that Qdrant stores each tenant's points together.
func payloadIndexes() []*qdrant.CreateFieldIndexCollection {
	keyword := func(name string, tenant bool) *qdrant.CreateFieldIndexCollection {
		p := &qdrant.KeywordIndexParams{}
		if tenant {
			p.IsTenant = qdrant.PtrOf(true)
		}
		return &qdrant.CreateFieldIndexCollection{
			Wait:             qdrant.PtrOf(true),
			FieldName:        name,
			FieldType:        qdrant.FieldType_FieldTypeKeyword.Enum(),
			FieldIndexParams: qdrant.NewPayloadIndexParamsKeyword(p),
		}
	}
	return []*qdrant.CreateFieldIndexCollection{
		keyword(fieldTenant, true),
		keyword(fieldPatient, false),
		keyword(fieldKind, false),
	}
}

// Close ends the background loop and closes the connection. It may be
// called more than once.
func (ix *Index) Close() error {
	var err error
	ix.closeOnce.Do(func() {
		close(ix.stop)
		ix.endLoop()
		<-ix.done
		err = ix.client.Close()
	})
	return err
}

// Ping reports whether Qdrant answers and the index is ready. An index
// that is not ready returns why at once, and wakes the background loop.
func (ix *Index) Ping(ctx context.Context) error {
	if err := ix.usable(); err != nil {
		ix.kick()
		return fmt.Errorf("qdrant health check: %w", err)
	}
	if _, err := ix.client.HealthCheck(ctx); err != nil {
		return fmt.Errorf("qdrant health check: %w", ix.failed(ctx, err))
	}
	return nil
}

// Dim returns the dimension of the collection's vectors.
func (ix *Index) Dim() int { return ix.dim }

// Upsert stores points, replacing any with the same ID in the scope's
// tenant (vectors, terms and payload), in one request that waits until
// they are searchable. It is idempotent: point ids are derived from tenant
// and ID.
func (ix *Index) Upsert(ctx context.Context, sc tenancy.Scope, points []retrieval.Point) error {
	structs := make([]*qdrant.PointStruct, 0, len(points))
	for _, p := range points {
		vectors := map[string]*qdrant.Vector{
			VectorName:        qdrant.NewVectorDense(p.Vector),
			LexicalVectorName: lexicalVector(p.Terms),
		}
		structs = append(structs, &qdrant.PointStruct{
			Id:      qdrant.NewIDUUID(PointUUID(sc.TenantID(), p.ID)),
			Vectors: qdrant.NewVectorsMap(vectors),
			Payload: payload(sc.TenantID(), p),
		})
	}
	if err := ix.usable(); err != nil {
		return fmt.Errorf("upsert %d points: %w", len(structs), err)
	}
	if _, err := ix.client.Upsert(ctx, &qdrant.UpsertPoints{
		CollectionName: ix.collection,
		Wait:           qdrant.PtrOf(true),
		Points:         structs,
	}); err != nil {
		return fmt.Errorf("upsert %d points: %w", len(structs), ix.failed(ctx, err))
	}
	return nil
}

// Search returns up to q.Limit (> 0) of the patient's points in the
// scope's tenant, best first by cosine similarity, ties by ID. The tenant
// and patient filter is part of the Qdrant query. Returned points carry no
// Vector and no Terms.
func (ix *Index) Search(ctx context.Context, sc tenancy.Scope, q retrieval.Query) ([]retrieval.Hit, error) {
	hits, err := ix.query(ctx, sc, q.PatientID, q.Limit, &qdrant.QueryPoints{
		Query:  qdrant.NewQueryDense(q.Vector),
		Using:  qdrant.PtrOf(VectorName),
		Filter: patientFilter(sc.TenantID(), q.PatientID, q.Kinds),
	})
	if err != nil {
		return nil, fmt.Errorf("search vectors: %w", err)
	}
	return hits, nil
}

// SearchTerms returns up to q.Limit of the patient's points in the scope's
// tenant that share a term with q.Terms, best first by BM25 score, ties by
// ID. The score is Qdrant's: Σ query weight · IDF · document weight over
// the shared terms, with the IDF modifier's statistics of the whole
// collection (see the package comment for where they differ). The tenant
// and patient filter is part of the Qdrant query. q has a positive Limit
// and terms (retrieval.Managed). Returned points carry no Vector and no
// Terms.
func (ix *Index) SearchTerms(ctx context.Context, sc tenancy.Scope, q retrieval.TermQuery) ([]retrieval.Hit, error) {
	// The query never holds EveryPointTerm (Check refuses it): the term is
	// only there to count points.
	hits, err := ix.query(ctx, sc, q.PatientID, q.Limit, &qdrant.QueryPoints{
		Query:  qdrant.NewQuerySparse(q.Terms.Indices, q.Terms.Values),
		Using:  qdrant.PtrOf(LexicalVectorName),
		Filter: patientFilter(sc.TenantID(), q.PatientID, q.Kinds),
	})
	if err != nil {
		return nil, fmt.Errorf("search terms: %w", err)
	}
	return hits, nil
}

// query runs req, a query filtered to the patient, for the best limit
// points with their payloads, and returns them best first, ties by ID.
// Qdrant orders equal scores its own way, also when it cuts at the limit,
// so query asks for one point more than it returns and, while that extra
// point still ties with the last one returned, for twice as many: the tie
// is only settled when every point of the boundary score is in hand.
func (ix *Index) query(ctx context.Context, sc tenancy.Scope, patientID string, limit int, req *qdrant.QueryPoints) ([]retrieval.Hit, error) {
	if err := ix.usable(); err != nil {
		return nil, err
	}
	req.CollectionName = ix.collection
	req.WithPayload = qdrant.NewWithPayload(true)
	return topHits(limit, func(n uint64) ([]retrieval.Hit, error) {
		req.Limit = qdrant.PtrOf(n)
		scored, err := ix.client.Query(ctx, req)
		if err != nil {
			return nil, ix.failed(ctx, err)
		}
		hits := make([]retrieval.Hit, 0, len(scored))
		for _, s := range scored {
			pl := s.GetPayload()
			// Defence in depth: the filter makes this impossible; if it ever
			// happens, fail loudly rather than hand out another tenant's text.
			if pl[fieldTenant].GetStringValue() != sc.TenantID() || pl[fieldPatient].GetStringValue() != patientID {
				return nil, fmt.Errorf("qdrant returned point %s outside the tenant and patient filter", s.GetId().GetUuid())
			}
			p, err := pointFromPayload(pl)
			if err != nil {
				return nil, fmt.Errorf("point %s: %w", s.GetId().GetUuid(), err)
			}
			hits = append(hits, retrieval.Hit{Point: p, Score: s.GetScore()})
		}
		return hits, nil
	})
}

// topHits returns the best limit (> 0) hits, ties by ID, from fetch, which
// returns the best n hits of the index (all of them if fewer) in any order
// among equal scores. It fetches limit+1 first and doubles n for as long as
// the last hit fetched ties with the last hit kept.
func topHits(limit int, fetch func(n uint64) ([]retrieval.Hit, error)) ([]retrieval.Hit, error) {
	n := uint64(limit) + 1
	for {
		hits, err := fetch(n)
		if err != nil {
			return nil, err
		}
		sortHits(hits)
		if uint64(len(hits)) < n || hits[len(hits)-1].Score < hits[limit-1].Score {
			return hits[:min(limit, len(hits))], nil
		}
		if n > math.MaxUint64/2 {
			return hits[:limit], nil
		}
		n *= 2
	}
}

// sortHits orders hits best first, equal scores by point ID, as the
// embedded index does.
func sortHits(hits []retrieval.Hit) {
	slices.SortStableFunc(hits, func(a, b retrieval.Hit) int {
		if c := cmp.Compare(b.Score, a.Score); c != 0 {
			return c
		}
		return strings.Compare(a.Point.ID, b.Point.ID)
	})
}

// DeletePatient removes every point of the patient in the scope's tenant,
// by filter, and waits until the deletion is applied. Deleting a patient
// without points is not an error. It first empties the lexical vectors of
// the patient's points, page by page: Qdrant keeps a deleted point's terms
// in the IDF statistics until the optimizer rewrites its segment, but
// removes an emptied vector's terms at once from an appendable segment,
// where recent points live. It is not atomic: on an error some points may
// have lost their terms but not their dense vector; it may be retried.
func (ix *Index) DeletePatient(ctx context.Context, sc tenancy.Scope, patientID string) error {
	if err := ix.usable(); err != nil {
		return fmt.Errorf("delete patient vectors: %w", err)
	}
	filter := patientFilter(sc.TenantID(), patientID, nil)
	if err := ix.clearTerms(ctx, filter); err != nil {
		return fmt.Errorf("delete patient vectors: %w", ix.failed(ctx, err))
	}
	if _, err := ix.client.Delete(ctx, &qdrant.DeletePoints{
		CollectionName: ix.collection,
		Wait:           qdrant.PtrOf(true),
		Points:         qdrant.NewPointsSelectorFilter(filter),
	}); err != nil {
		return fmt.Errorf("delete patient vectors: %w", ix.failed(ctx, err))
	}
	return nil
}

// clearTerms replaces the lexical vector of every point matching filter
// with an empty one, which Qdrant stores but does not index: its terms
// leave the posting lists and the point leaves N.
func (ix *Index) clearTerms(ctx context.Context, filter *qdrant.Filter) error {
	var offset *qdrant.PointId
	for {
		points, next, err := ix.client.ScrollAndOffset(ctx, &qdrant.ScrollPoints{
			CollectionName: ix.collection,
			Filter:         filter,
			Offset:         offset,
			Limit:          qdrant.PtrOf(uint32(scrollPage)),
			WithPayload:    qdrant.NewWithPayload(false),
			WithVectors:    qdrant.NewWithVectors(false),
		})
		if err != nil {
			return fmt.Errorf("list points: %w", err)
		}
		if len(points) > 0 {
			empty := make([]*qdrant.PointVectors, len(points))
			for i, p := range points {
				empty[i] = &qdrant.PointVectors{
					Id:      p.GetId(),
					Vectors: qdrant.NewVectorsMap(map[string]*qdrant.Vector{LexicalVectorName: qdrant.NewVectorSparse(nil, nil)}),
				}
			}
			if _, err := ix.client.UpdateVectors(ctx, &qdrant.UpdatePointVectors{
				CollectionName: ix.collection,
				Wait:           qdrant.PtrOf(true),
				Points:         empty,
				UpdateFilter:   filter,
			}); err != nil {
				return fmt.Errorf("clear terms of %d points: %w", len(empty), err)
			}
		}
		if next == nil {
			return nil
		}
		offset = next
	}
}

// lexicalVector is the stored sparse vector of terms: EveryPointTerm with
// weight 1, then the terms (ascending, never EveryPointTerm, as
// Sparse.Check ensures). A point without terms still holds EveryPointTerm,
// so Qdrant indexes its vector and counts it in N.
func lexicalVector(terms retrieval.Sparse) *qdrant.Vector {
	indices := make([]uint32, 0, terms.Len()+1)
	values := make([]float32, 0, terms.Len()+1)
	indices = append(append(indices, retrieval.EveryPointTerm), terms.Indices...)
	values = append(append(values, 1), terms.Values...)
	return qdrant.NewVectorSparse(indices, values)
}

// patientFilter is the filter of every search and delete: tenant and
// patient always, and the kinds when given.
func patientFilter(tenantID, patientID string, kinds []string) *qdrant.Filter {
	must := []*qdrant.Condition{
		qdrant.NewMatchKeyword(fieldTenant, tenantID),
		qdrant.NewMatchKeyword(fieldPatient, patientID),
	}
	if len(kinds) > 0 {
		must = append(must, qdrant.NewMatchKeywords(fieldKind, kinds...))
	}
	return &qdrant.Filter{Must: must}
}

// pointNamespace is the namespace of PointUUID (a fixed, random UUID).
var pointNamespace = [16]byte{0x3b, 0x8e, 0x5f, 0x21, 0x9c, 0x4d, 0x4a, 0x07, 0x8f, 0x61, 0x2e, 0xd4, 0x70, 0xc9, 0x15, 0xa3}

// PointUUID derives the Qdrant point id of the caller's point id in a
// tenant: a name-based UUID (version 5, RFC 9562: SHA-1 of the namespace and
// tenantID+"/"+id). Tenant ids cannot contain "/", so two different
// (tenant, id) pairs never share a name; the same pair always gives the
// same UUID, which makes Upsert idempotent.
func PointUUID(tenantID, id string) string {
	h := sha1.New()
	h.Write(pointNamespace[:])
	h.Write([]byte(tenantID + "/" + id))
	var u [16]byte
	copy(u[:], h.Sum(nil))
	u[6] = u[6]&0x0f | 0x50 // version 5
	u[8] = u[8]&0x3f | 0x80 // RFC 9562 variant
	return fmt.Sprintf("%x-%x-%x-%x-%x", u[0:4], u[4:6], u[6:8], u[8:10], u[10:16])
}

// payload is the stored payload of p in tenantID. Strings are made valid
// UTF-8 (protobuf refuses anything else, and its error would quote the
// text).
func payload(tenantID string, p retrieval.Point) map[string]*qdrant.Value {
	str := func(s string) *qdrant.Value { return qdrant.NewValueString(strings.ToValidUTF8(s, "\uFFFD")) }
	strs := func(ss []string) *qdrant.Value {
		vs := make([]*qdrant.Value, len(ss))
		for i, s := range ss {
			vs[i] = str(s)
		}
		return qdrant.NewValueFromList(vs...)
	}
	return map[string]*qdrant.Value{
		fieldTenant:   str(tenantID),
		fieldPatient:  str(p.PatientID),
		fieldID:       str(p.ID),
		fieldSession:  str(p.SessionID),
		fieldKind:     str(p.Kind),
		fieldSource:   str(p.SourceID),
		fieldSpeaker:  str(p.Speaker),
		fieldTopics:   strs(p.Topics),
		fieldConcepts: strs(p.Concepts),
		fieldAt:       str(p.At.UTC().Format(timeLayout)),
		fieldText:     str(p.Text),
	}
}

// pointFromPayload is the inverse of payload (without the tenant, which is
// the caller's scope, and without the vector and the terms).
func pointFromPayload(pl map[string]*qdrant.Value) (retrieval.Point, error) {
	p := retrieval.Point{
		ID:        pl[fieldID].GetStringValue(),
		PatientID: pl[fieldPatient].GetStringValue(),
		SessionID: pl[fieldSession].GetStringValue(),
		Kind:      pl[fieldKind].GetStringValue(),
		SourceID:  pl[fieldSource].GetStringValue(),
		Speaker:   pl[fieldSpeaker].GetStringValue(),
		Text:      pl[fieldText].GetStringValue(),
	}
	if p.ID == "" {
		return p, errors.New("payload has no point id")
	}
	for _, v := range pl[fieldTopics].GetListValue().GetValues() {
		p.Topics = append(p.Topics, v.GetStringValue())
	}
	for _, v := range pl[fieldConcepts].GetListValue().GetValues() {
		p.Concepts = append(p.Concepts, v.GetStringValue())
	}
	at, err := time.Parse(timeLayout, pl[fieldAt].GetStringValue())
	if err != nil {
		return p, fmt.Errorf("payload time: %w", err)
	}
	p.At = at
	return p, nil
}
