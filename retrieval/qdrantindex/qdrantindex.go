// Package qdrantindex is the Qdrant implementation of retrieval.Index, over
// gRPC (port 6334). All tenants share one collection: tenant_id is a keyword
// payload index marked is_tenant, so Qdrant co-locates each tenant's points,
// and every search and delete carries a filter on tenant_id and patient_id
// built inside this package, never by the caller.
package qdrantindex

import (
	"cmp"
	"context"
	"crypto/sha1"
	"errors"
	"fmt"
	"net"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/qdrant/go-client/qdrant"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	"github.com/anamnesis-health/anamnesis/retrieval"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// VectorName is the collection's named dense vector. A name (rather than
// the unnamed default) leaves room for a sparse vector beside it for hybrid
// search without re-creating the collection.
const VectorName = "dense"

// DefaultPort is Qdrant's gRPC port.
const DefaultPort = 6334

// Payload keys. fieldID keeps the caller's point id: Qdrant ids must be
// UUIDs or integers, so the Qdrant id is derived from it (PointUUID).
const (
	fieldTenant  = "tenant_id"
	fieldPatient = "patient_id"
	fieldID      = "point_id"
	fieldSession = "session_id"
	fieldKind    = "kind"
	fieldSource  = "source_id"
	fieldTopics  = "topics"
	fieldAt      = "at"
	fieldText    = "text"
)

// timeLayout is the layout of the "at" payload field: RFC 3339 in UTC with
// nanoseconds, which Qdrant's datetime index also understands.
const timeLayout = time.RFC3339Nano

// Index is a retrieval.Index over one Qdrant collection. It is safe for
// concurrent use.
type Index struct {
	client     *qdrant.Client
	collection string
	dim        int
}

var _ retrieval.Index = (*Index)(nil)

// Open connects to Qdrant at addr ("host", "host:port" or
// "http(s)://host:port"; the port defaults to 6334) and makes sure the
// collection exists: if missing, it is created with a cosine dense vector
// named VectorName of size dim; the payload indexes (tenant_id with
// is_tenant, patient_id, kind) are created if absent. If the collection
// exists with another vector size, Open returns an error wrapping
// retrieval.ErrDimension that names both sizes: vectors of two embedders
// cannot be compared, so this is a startup error.
func Open(ctx context.Context, addr, collection string, dim int) (*Index, error) {
	if dim <= 0 {
		return nil, fmt.Errorf("open qdrant index: dimension %d must be positive", dim)
	}
	if collection == "" {
		return nil, errors.New("open qdrant index: empty collection name")
	}
	cfg, err := clientConfig(addr)
	if err != nil {
		return nil, fmt.Errorf("open qdrant index: %w", err)
	}
	client, err := qdrant.NewClient(cfg)
	if err != nil {
		return nil, fmt.Errorf("open qdrant index %s: %w", addr, err)
	}
	ix := &Index{client: client, collection: collection, dim: dim}
	if err := ix.ensureCollection(ctx); err != nil {
		client.Close()
		return nil, fmt.Errorf("open qdrant index %s/%s: %w", addr, collection, err)
	}
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

// Close closes the connection.
func (ix *Index) Close() error { return ix.client.Close() }

// Ping reports whether Qdrant answers.
func (ix *Index) Ping(ctx context.Context) error {
	if _, err := ix.client.HealthCheck(ctx); err != nil {
		return fmt.Errorf("qdrant health check: %w", err)
	}
	return nil
}

// Dim returns the dimension of the collection's vectors.
func (ix *Index) Dim() int { return ix.dim }

// Upsert stores points, replacing any with the same ID in the scope's
// tenant (vector and payload). Every point is checked before anything is
// sent (a vector of the wrong length is retrieval.ErrDimension; a point
// needs an ID and a PatientID), and all are sent in one request that waits
// until they are searchable. It is idempotent: point ids are derived from
// tenant and ID.
func (ix *Index) Upsert(ctx context.Context, sc tenancy.Scope, points []retrieval.Point) error {
	if err := sc.Check(); err != nil {
		return err
	}
	structs := make([]*qdrant.PointStruct, 0, len(points))
	for _, p := range points {
		if err := p.Check(ix.dim); err != nil {
			return err
		}
		structs = append(structs, &qdrant.PointStruct{
			Id:      qdrant.NewIDUUID(PointUUID(sc.TenantID, p.ID)),
			Vectors: qdrant.NewVectorsMap(map[string]*qdrant.Vector{VectorName: qdrant.NewVectorDense(p.Vector)}),
			Payload: payload(sc.TenantID, p),
		})
	}
	if len(structs) == 0 {
		return nil
	}
	if _, err := ix.client.Upsert(ctx, &qdrant.UpsertPoints{
		CollectionName: ix.collection,
		Wait:           qdrant.PtrOf(true),
		Points:         structs,
	}); err != nil {
		return fmt.Errorf("upsert %d points: %w", len(structs), err)
	}
	return nil
}

// Search returns up to q.Limit of the patient's points in the scope's
// tenant, best first by cosine similarity, ties by ID. The tenant and
// patient filter is part of the Qdrant query. A Limit of zero or less
// returns no hits; a query vector of the wrong length is
// retrieval.ErrDimension; an empty PatientID is an error. Returned points
// carry no Vector.
func (ix *Index) Search(ctx context.Context, sc tenancy.Scope, q retrieval.Query) ([]retrieval.Hit, error) {
	if err := sc.Check(); err != nil {
		return nil, err
	}
	if err := q.Check(ix.dim); err != nil {
		return nil, err
	}
	if q.Limit <= 0 {
		return nil, nil
	}
	scored, err := ix.client.Query(ctx, &qdrant.QueryPoints{
		CollectionName: ix.collection,
		Query:          qdrant.NewQueryDense(q.Vector),
		Using:          qdrant.PtrOf(VectorName),
		Filter:         patientFilter(sc.TenantID, q.PatientID, q.Kinds),
		Limit:          qdrant.PtrOf(uint64(q.Limit)),
		WithPayload:    qdrant.NewWithPayload(true),
	})
	if err != nil {
		return nil, fmt.Errorf("search vectors: %w", err)
	}
	hits := make([]retrieval.Hit, 0, len(scored))
	for _, s := range scored {
		pl := s.GetPayload()
		// Defence in depth: the filter makes this impossible; if it ever
		// happens, fail loudly rather than hand out another tenant's text.
		if pl[fieldTenant].GetStringValue() != sc.TenantID || pl[fieldPatient].GetStringValue() != q.PatientID {
			return nil, fmt.Errorf("search vectors: qdrant returned point %s outside the tenant and patient filter", s.GetId().GetUuid())
		}
		p, err := pointFromPayload(pl)
		if err != nil {
			return nil, fmt.Errorf("search vectors: point %s: %w", s.GetId().GetUuid(), err)
		}
		hits = append(hits, retrieval.Hit{Point: p, Score: s.GetScore()})
	}
	// Qdrant orders by score; equal scores are put in ID order to match the
	// embedded index.
	slices.SortStableFunc(hits, func(a, b retrieval.Hit) int {
		if c := cmp.Compare(b.Score, a.Score); c != 0 {
			return c
		}
		return strings.Compare(a.Point.ID, b.Point.ID)
	})
	return hits, nil
}

// DeletePatient removes every point of the patient in the scope's tenant,
// by filter, and waits until the deletion is applied. Deleting a patient
// without points is not an error.
func (ix *Index) DeletePatient(ctx context.Context, sc tenancy.Scope, patientID string) error {
	if err := sc.Check(); err != nil {
		return err
	}
	if patientID == "" {
		return errors.New("delete patient vectors: empty patient id")
	}
	if _, err := ix.client.Delete(ctx, &qdrant.DeletePoints{
		CollectionName: ix.collection,
		Wait:           qdrant.PtrOf(true),
		Points:         qdrant.NewPointsSelectorFilter(patientFilter(sc.TenantID, patientID, nil)),
	}); err != nil {
		return fmt.Errorf("delete patient vectors: %w", err)
	}
	return nil
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
	topics := make([]*qdrant.Value, len(p.Topics))
	for i, t := range p.Topics {
		topics[i] = str(t)
	}
	return map[string]*qdrant.Value{
		fieldTenant:  str(tenantID),
		fieldPatient: str(p.PatientID),
		fieldID:      str(p.ID),
		fieldSession: str(p.SessionID),
		fieldKind:    str(p.Kind),
		fieldSource:  str(p.SourceID),
		fieldTopics:  qdrant.NewValueFromList(topics...),
		fieldAt:      str(p.At.UTC().Format(timeLayout)),
		fieldText:    str(p.Text),
	}
}

// pointFromPayload is the inverse of payload (without the tenant, which is
// the caller's scope, and without the vector).
func pointFromPayload(pl map[string]*qdrant.Value) (retrieval.Point, error) {
	p := retrieval.Point{
		ID:        pl[fieldID].GetStringValue(),
		PatientID: pl[fieldPatient].GetStringValue(),
		SessionID: pl[fieldSession].GetStringValue(),
		Kind:      pl[fieldKind].GetStringValue(),
		SourceID:  pl[fieldSource].GetStringValue(),
		Text:      pl[fieldText].GetStringValue(),
	}
	if p.ID == "" {
		return p, errors.New("payload has no point id")
	}
	for _, v := range pl[fieldTopics].GetListValue().GetValues() {
		p.Topics = append(p.Topics, v.GetStringValue())
	}
	at, err := time.Parse(timeLayout, pl[fieldAt].GetStringValue())
	if err != nil {
		return p, fmt.Errorf("payload time: %w", err)
	}
	p.At = at
	return p, nil
}
