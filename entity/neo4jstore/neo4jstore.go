// Package neo4jstore implements entity.Store on Neo4j 5 (Community or
// Enterprise) with the official Go driver.
//
// The graph:
//
//	(:Patient {tenant_id, id})-[:HAS_FACT {tenant_id}]->(:Fact {tenant_id, id, patient_id, ...})
//	(:Fact)-[:SUPERSEDED_BY {tenant_id}]->(:Fact)   old fact -> the same thing (entity.Fact.Same) created with its closing
//	(:Patient)-[:HAS_CLAIM {tenant_id}]->(:Claim {tenant_id, id, patient_id, ...})
//	(:Claim)-[:CONFLICTS_WITH {tenant_id}]->(:Fact)
//
// The store persists only: the rules every record backend shares (the scope
// check, Change.Check, defaults from the clock, paging) are entity.Managed's,
// which memory.New puts over it.
//
// Every node and relationship carries tenant_id, every MATCH names it, and
// ids are unique per (tenant_id, id) by composite property uniqueness
// constraints, which Neo4j Community supports (node keys, which also demand
// existence, are Enterprise only). Every query is a constant string with
// parameters; no Cypher is built from input. Times are stored as Neo4j
// DATETIME values in UTC (nanosecond precision), so as-of reads compare
// instants. Attributes and a claim's proposed fact are JSON strings.
//
// A fact node keeps fact_key, its entity.Fact.Key when it was written, for
// people browsing the graph. Nothing is decided by it: which fact closes
// which is the caller's (the gate's), and SUPERSEDED_BY links a closed fact
// to the new facts that are the same thing by entity.Fact.Same, read from
// both facts' content, so that facts written before a qualifier joined the
// key (a symptom's site, issue 10) link like the others.
//
// Writes run in managed transactions (ExecuteWrite), which the driver
// retries on transient errors; every write is built from MERGE, so a retried
// transaction function does the same work once.
//
// Outages (issue 9): the driver's retry, connection-acquisition and connect
// timeouts are kept under the request deadline (Options), every transaction
// runs under the caller's context, and a store that met a server not
// answering fails the next calls at once with ErrUnavailable until its
// background loop reaches the server again and has re-checked the schema.
package neo4jstore

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/neo4j/neo4j-go-driver/v5/neo4j"

	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

var _ entity.Store = (*Store)(nil)

// Store is an entity.Store on a Neo4j database. It is safe for concurrent use.
//
// A Store knows whether its server answers: after a call finds it down
// (refused, frozen, restarting), every call fails at once with an error
// wrapping ErrUnavailable until a background loop reaches the server again
// and has checked the schema, which a server that came back empty lacks.
type Store struct {
	driver neo4j.DriverWithContext
	opts   Options

	mu sync.Mutex
	h  health

	wake      chan struct{} // kick the background loop
	stop      chan struct{} // closed by Close
	loopCtx   context.Context
	endLoop   context.CancelFunc // cancels the loop's attempt in flight
	done      chan struct{}      // closed when the loop has ended
	closeOnce sync.Once
}

// Open connects to the Neo4j server at uri (bolt:// or neo4j://) with the
// default Options, verifies that it answers and creates the constraints and
// indexes the store relies on. An empty user means no authentication.
// ctx bounds the attempt; a server that does not answer fails Open.
func Open(ctx context.Context, uri, user, password string) (*Store, error) {
	return OpenWith(ctx, uri, user, password, Options{})
}

// OpenWith is Open with options. With opts.AllowUnreachable, a server that
// does not answer gives a Store that is not ready rather than an error: its
// methods and Ping fail with ErrUnavailable until the background loop has
// reached the server and created the schema. The Store must be closed to
// end that loop.
func OpenWith(ctx context.Context, uri, user, password string, opts Options) (*Store, error) {
	opts = opts.withDefaults()
	auth := neo4j.NoAuth()
	if user != "" {
		auth = neo4j.BasicAuth(user, password, "")
	}
	driver, err := neo4j.NewDriverWithContext(uri, auth, func(c *neo4j.Config) {
		c.MaxTransactionRetryTime = opts.MaxTransactionRetryTime
		c.ConnectionAcquisitionTimeout = opts.ConnectionAcquisitionTimeout
		c.SocketConnectTimeout = opts.SocketConnectTimeout
		// Keepalive probes find a peer that vanished without a word (a
		// network partition) on idle pooled connections.
		c.SocketKeepalive = true
	})
	if err != nil {
		return nil, fmt.Errorf("open graph store: %w", err)
	}
	s := &Store{
		driver: driver, opts: opts,
		wake: make(chan struct{}, 1), stop: make(chan struct{}), done: make(chan struct{}),
	}
	s.loopCtx, s.endLoop = context.WithCancel(context.Background())
	cctx, cancel := s.bound(ctx)
	_, err = s.connect(cctx)
	cancel()
	switch {
	case err == nil:
		s.h = health{ready: true}
	case opts.AllowUnreachable && isOutage(err) && !errors.Is(ctx.Err(), context.Canceled):
		code := errorCode(err)
		s.h = health{cause: &unavailable{code: code}, since: time.Now()}
		opts.Logger.Warn("graph store unavailable at start; retrying in the background", "code", code)
	default:
		s.endLoop()
		driver.Close(context.WithoutCancel(ctx))
		return nil, fmt.Errorf("open graph store: %w", err)
	}
	go s.maintain()
	return s, nil
}

// Ping reports whether the server answers and the store is ready. A store
// that is not ready returns why at once, and wakes the background loop.
func (s *Store) Ping(ctx context.Context) error {
	if err := s.usable(); err != nil {
		s.kick()
		return fmt.Errorf("ping graph store: %w", err)
	}
	if err := s.verify(ctx); err != nil {
		return fmt.Errorf("ping graph store: %w", s.failed(ctx, err))
	}
	return nil
}

// Close ends the background loop and closes the driver and its
// connections. It may be called more than once.
func (s *Store) Close(ctx context.Context) error {
	var err error
	s.closeOnce.Do(func() {
		close(s.stop)
		s.endLoop()
		<-s.done
		err = s.driver.Close(ctx)
	})
	return err
}

// work is a transaction function; ctx is the call's, bounded.
type work func(ctx context.Context, tx neo4j.ManagedTransaction) (any, error)

func (s *Store) write(ctx context.Context, w work) (any, error) {
	return s.run(ctx, neo4j.AccessModeWrite, w)
}

func (s *Store) read(ctx context.Context, w work) (any, error) {
	return s.run(ctx, neo4j.AccessModeRead, w)
}

// run runs w in a managed transaction under ctx, bounded by CallTimeout if
// ctx has no deadline. It fails at once if the store is not ready.
func (s *Store) run(ctx context.Context, mode neo4j.AccessMode, w work) (any, error) {
	if err := s.usable(); err != nil {
		return nil, err
	}
	ctx, cancel := s.bound(ctx)
	defer cancel()
	sess := s.driver.NewSession(ctx, neo4j.SessionConfig{AccessMode: mode})
	// Closing returns the connection to the pool; it must not wait on a
	// server that the deadline already gave up on.
	defer sess.Close(ctx)
	tw := func(tx neo4j.ManagedTransaction) (any, error) { return w(ctx, tx) }
	var (
		out any
		err error
	)
	if mode == neo4j.AccessModeWrite {
		out, err = sess.ExecuteWrite(ctx, tw)
	} else {
		out, err = sess.ExecuteRead(ctx, tw)
	}
	if err != nil {
		return nil, s.failed(ctx, err)
	}
	return out, nil
}

// Apply writes c in one transaction: facts created (a fact whose id is
// already stored is left as it is), facts closed, claims created (likewise).
// The supersession targets are checked first: one that is not a fact of c.PatientID returns
// entity.ErrNotFound and the transaction is rolled back, so nothing of c is
// written. A fact already closed keeps its first closing time: closing it
// again is what is already true. Apply may be retried.
func (s *Store) Apply(ctx context.Context, sc tenancy.Scope, c entity.Change) error {
	facts := make([]map[string]any, 0, len(c.Create))
	for _, f := range c.Create {
		p, err := factProps(f)
		if err != nil {
			return err
		}
		facts = append(facts, p)
	}
	sups := supersessionParams(c.Supersede)
	claims := make([]map[string]any, 0, len(c.Claims))
	for _, cl := range c.Claims {
		p, err := claimProps(cl)
		if err != nil {
			return err
		}
		claims = append(claims, p)
	}
	_, err := s.write(ctx, func(ctx context.Context, tx neo4j.ManagedTransaction) (any, error) {
		targets, err := checkTargets(ctx, tx, sc.TenantID(), c.PatientID, sups, c.Create)
		if err != nil {
			return nil, err
		}
		if err := createFacts(ctx, tx, sc.TenantID(), c.PatientID, facts); err != nil {
			return nil, err
		}
		if err := supersede(ctx, tx, sc.TenantID(), c.PatientID, sups, successors(targets, c.Create)); err != nil {
			return nil, err
		}
		if len(claims) > 0 {
			if _, err := tx.Run(ctx, createClaimsCypher, map[string]any{
				"tenant": sc.TenantID(), "patient": c.PatientID, "claims": claims,
			}); err != nil {
				return nil, fmt.Errorf("create claims: %w", err)
			}
		}
		return nil, nil
	})
	if err != nil {
		return fmt.Errorf("apply: %w", err)
	}
	return nil
}

const checkTargetsCypher = `
UNWIND $sups AS s
OPTIONAL MATCH (f:Fact {tenant_id: $tenant, id: s.id, patient_id: $patient})
RETURN s.id AS id, f IS NOT NULL AS found, f`

// checkTargets fails with ErrNotFound before anything is written, and
// returns the targets. A target created by the same change counts as a
// fact of the patient.
func checkTargets(ctx context.Context, tx neo4j.ManagedTransaction, tenant, patient string, sups []map[string]any, created []entity.Fact) ([]entity.Fact, error) {
	if len(sups) == 0 {
		return nil, nil
	}
	res, err := tx.Run(ctx, checkTargetsCypher, map[string]any{"tenant": tenant, "patient": patient, "sups": sups})
	if err != nil {
		return nil, fmt.Errorf("check supersession targets: %w", err)
	}
	recs, err := res.Collect(ctx)
	if err != nil {
		return nil, fmt.Errorf("check supersession targets: %w", err)
	}
	byID := make(map[string]entity.Fact, len(created))
	for _, f := range created {
		byID[f.ID] = f
	}
	targets := make([]entity.Fact, 0, len(recs))
	for _, r := range recs {
		id, _, _ := neo4j.GetRecordValue[string](r, "id")
		found, _, _ := neo4j.GetRecordValue[bool](r, "found")
		if !found {
			f, ok := byID[id]
			if !ok {
				return nil, fmt.Errorf("supersede fact %s: %w", id, entity.ErrNotFound)
			}
			targets = append(targets, f)
			continue
		}
		f, err := factFromRecord(r, "f")
		if err != nil {
			return nil, fmt.Errorf("check supersession targets: %w", err)
		}
		targets = append(targets, f)
	}
	return targets, nil
}

// successors pairs each closed target with the created facts that are the
// same thing (entity.Fact.Same): the $links of supersede.
func successors(targets, created []entity.Fact) []map[string]any {
	var links []map[string]any
	for _, o := range targets {
		for _, n := range created {
			if n.ID != o.ID && o.Same(n) {
				links = append(links, map[string]any{"old": o.ID, "new": n.ID})
			}
		}
	}
	return links
}

// createFactsCypher creates the facts that do not exist yet and links each
// to its patient. A stored fact of another patient with the same id is left
// alone and not linked.
const createFactsCypher = `
MERGE (p:Patient {tenant_id: $tenant, id: $patient})
WITH p
UNWIND $facts AS f
MERGE (n:Fact {tenant_id: $tenant, id: f.id})
  ON CREATE SET n += f, n.patient_id = $patient
WITH p, n
WHERE n.patient_id = $patient
MERGE (p)-[:HAS_FACT {tenant_id: $tenant}]->(n)`

func createFacts(ctx context.Context, tx neo4j.ManagedTransaction, tenant, patient string, facts []map[string]any) error {
	if len(facts) == 0 {
		return nil
	}
	if _, err := tx.Run(ctx, createFactsCypher, map[string]any{"tenant": tenant, "patient": patient, "facts": facts}); err != nil {
		return fmt.Errorf("create facts: %w", err)
	}
	return nil
}

// supersedeCypher closes the open targets; one already closed keeps its
// first closing time.
const supersedeCypher = `
UNWIND $sups AS s
MATCH (o:Fact {tenant_id: $tenant, id: s.id, patient_id: $patient})
SET o.superseded_at = coalesce(o.superseded_at, s.at)`

// successorCypher links each closed fact to a successor (successors).
const successorCypher = `
UNWIND $links AS l
MATCH (o:Fact {tenant_id: $tenant, id: l.old, patient_id: $patient})
MATCH (n:Fact {tenant_id: $tenant, id: l.new, patient_id: $patient})
MERGE (o)-[:SUPERSEDED_BY {tenant_id: $tenant}]->(n)`

// supersessionParams is the $sups parameter of checkTargets and supersede;
// a zero supersession time is set to def.
func supersessionParams(ss []entity.Supersession) []map[string]any {
	sups := make([]map[string]any, 0, len(ss))
	for _, sp := range ss {
		sups = append(sups, map[string]any{"id": sp.FactID, "at": sp.At.UTC()})
	}
	return sups
}

// supersede closes the targets of sups, which checkTargets has passed, and
// links them to their successors (links, from successors).
func supersede(ctx context.Context, tx neo4j.ManagedTransaction, tenant, patient string, sups, links []map[string]any) error {
	if len(sups) == 0 {
		return nil
	}
	if _, err := tx.Run(ctx, supersedeCypher, map[string]any{"tenant": tenant, "patient": patient, "sups": sups}); err != nil {
		return fmt.Errorf("supersede facts: %w", err)
	}
	if len(links) == 0 {
		return nil
	}
	if _, err := tx.Run(ctx, successorCypher, map[string]any{"tenant": tenant, "patient": patient, "links": links}); err != nil {
		return fmt.Errorf("link superseded facts: %w", err)
	}
	return nil
}

// createClaimsCypher creates the claims that do not exist yet, links them to
// their patient and to the conflicting facts of that patient that exist.
const createClaimsCypher = `
MERGE (p:Patient {tenant_id: $tenant, id: $patient})
WITH p
UNWIND $claims AS c
MERGE (n:Claim {tenant_id: $tenant, id: c.id})
  ON CREATE SET n += c, n.patient_id = $patient
WITH p, n
WHERE n.patient_id = $patient
MERGE (p)-[:HAS_CLAIM {tenant_id: $tenant}]->(n)
WITH n
UNWIND n.conflicts_with AS fid
MATCH (f:Fact {tenant_id: $tenant, id: fid, patient_id: $patient})
MERGE (n)-[:CONFLICTS_WITH {tenant_id: $tenant}]->(f)`

// factProps is the property map of a new fact node. Absent optional times
// are left out (a null in SET += would only remove the property).
func factProps(f entity.Fact) (map[string]any, error) {
	attrs := f.Attributes
	if attrs == nil {
		attrs = map[string]string{}
	}
	aj, err := json.Marshal(attrs)
	if err != nil {
		return nil, fmt.Errorf("encode attributes of fact %s: %w", f.ID, err)
	}
	p := map[string]any{
		"id":                f.ID,
		"type":              f.Type,
		"display":           f.Display,
		"code_system":       f.Code.System,
		"code":              f.Code.Code,
		"attributes":        string(aj),
		"status":            f.Status,
		"verification":      f.Verification,
		"kind":              f.Kind,
		"confidence":        f.Confidence,
		"source_kind":       f.Source.Kind,
		"source_turn_id":    f.Source.TurnID,
		"source_session_id": f.Source.SessionID,
		"valid_from":        f.ValidFrom.UTC(),
		"recorded_at":       f.RecordedAt.UTC(),
		"fact_key":          f.Key(),
	}
	if f.ValidTo != nil {
		p["valid_to"] = f.ValidTo.UTC()
	}
	if f.SupersededAt != nil {
		p["superseded_at"] = f.SupersededAt.UTC()
	}
	return p, nil
}

func claimProps(c entity.Claim) (map[string]any, error) {
	proposed, err := json.Marshal(c.Proposed)
	if err != nil {
		return nil, fmt.Errorf("encode proposed fact of claim %s: %w", c.ID, err)
	}
	conflicts := make([]any, len(c.ConflictsWith))
	for i, id := range c.ConflictsWith {
		conflicts[i] = id
	}
	p := map[string]any{
		"id":             c.ID,
		"session_id":     c.SessionID,
		"turn_id":        c.TurnID,
		"status":         c.Status,
		"reason":         c.Reason,
		"confidence":     c.Confidence,
		"proposed":       string(proposed),
		"conflicts_with": conflicts,
		"text":           c.Text,
		"explanation":    c.Explanation,
		"created_at":     c.CreatedAt.UTC(),
		"resolved_by":    c.ResolvedBy,
		"note":           c.Note,
	}
	if c.ResolvedAt != nil {
		p["resolved_at"] = c.ResolvedAt.UTC()
	}
	return p, nil
}

const recordCypher = `
MATCH (f:Fact {tenant_id: $tenant, patient_id: $patient})
WHERE CASE WHEN $as_of IS NULL THEN f.superseded_at IS NULL
      ELSE f.recorded_at <= $as_of AND (f.superseded_at IS NULL OR f.superseded_at > $as_of) END
RETURN f
ORDER BY f.recorded_at, f.id`

// Record returns the patient's facts as the record stood at asOf (zero:
// the current facts), ordered by RecordedAt, then ID. An unknown patient has
// an empty record.
func (s *Store) Record(ctx context.Context, sc tenancy.Scope, patientID string, asOf time.Time) ([]entity.Fact, error) {
	var at any
	if !asOf.IsZero() {
		at = asOf.UTC()
	}
	out, err := s.read(ctx, func(ctx context.Context, tx neo4j.ManagedTransaction) (any, error) {
		res, err := tx.Run(ctx, recordCypher, map[string]any{"tenant": sc.TenantID(), "patient": patientID, "as_of": at})
		if err != nil {
			return nil, err
		}
		recs, err := res.Collect(ctx)
		if err != nil {
			return nil, err
		}
		facts := make([]entity.Fact, 0, len(recs))
		for _, r := range recs {
			f, err := factFromRecord(r, "f")
			if err != nil {
				return nil, err
			}
			facts = append(facts, f)
		}
		return facts, nil
	})
	if err != nil {
		return nil, fmt.Errorf("read record: %w", err)
	}
	return out.([]entity.Fact), nil
}

// Fact returns one fact of the patient, current or superseded, or
// entity.ErrNotFound.
func (s *Store) Fact(ctx context.Context, sc tenancy.Scope, patientID, factID string) (entity.Fact, error) {
	out, err := s.read(ctx, func(ctx context.Context, tx neo4j.ManagedTransaction) (any, error) {
		res, err := tx.Run(ctx, `MATCH (f:Fact {tenant_id: $tenant, id: $id, patient_id: $patient}) RETURN f`,
			map[string]any{"tenant": sc.TenantID(), "patient": patientID, "id": factID})
		if err != nil {
			return nil, err
		}
		recs, err := res.Collect(ctx)
		if err != nil {
			return nil, err
		}
		if len(recs) == 0 {
			return nil, entity.ErrNotFound
		}
		return factFromRecord(recs[0], "f")
	})
	if err != nil {
		return entity.Fact{}, fmt.Errorf("fact %s: %w", factID, err)
	}
	return out.(entity.Fact), nil
}

// claimsCypher pages through the tenant's claims, and patientClaimsCypher
// through one patient's, whose MATCH names the patient so that the planner
// seeks claim_tenant_patient instead of filtering every claim of the tenant
// (issue 11). A cursor naming no claim of the tenant yields an empty page.
const (
	claimsCypher        = claimsCypherHead + `MATCH (c:Claim {tenant_id: $tenant})` + claimsCypherTail
	patientClaimsCypher = claimsCypherHead + `MATCH (c:Claim {tenant_id: $tenant, patient_id: $patient})` + claimsCypherTail
	claimsCypherHead    = `
OPTIONAL MATCH (a:Claim {tenant_id: $tenant, id: $after})
WITH a
WHERE $after = '' OR a IS NOT NULL
`
	claimsCypherTail = `
WHERE ($status = '' OR c.status = $status)
  AND (a IS NULL OR c.created_at > a.created_at OR (c.created_at = a.created_at AND c.id > a.id))
RETURN c
ORDER BY c.created_at, c.id
LIMIT $limit`
)

// Claims returns up to f.Limit (all if not positive) claims matching f
// ordered by CreatedAt, then ID; the cursor of the next page is
// entity.Managed's. A cursor naming no claim of the tenant yields an empty
// page.
func (s *Store) Claims(ctx context.Context, sc tenancy.Scope, f entity.ClaimFilter) ([]entity.Claim, string, error) {
	limit := int64(1) << 62
	if f.Limit > 0 {
		limit = int64(f.Limit)
	}
	out, err := s.read(ctx, func(ctx context.Context, tx neo4j.ManagedTransaction) (any, error) {
		q := claimsCypher
		if f.PatientID != "" {
			q = patientClaimsCypher
		}
		res, err := tx.Run(ctx, q, map[string]any{
			"tenant": sc.TenantID(), "after": f.After, "status": f.Status, "patient": f.PatientID, "limit": limit,
		})
		if err != nil {
			return nil, err
		}
		return collectClaims(ctx, res)
	})
	if err != nil {
		return nil, "", fmt.Errorf("list claims: %w", err)
	}
	return out.([]entity.Claim), "", nil
}

func collectClaims(ctx context.Context, res neo4j.ResultWithContext) ([]entity.Claim, error) {
	recs, err := res.Collect(ctx)
	if err != nil {
		return nil, err
	}
	claims := make([]entity.Claim, 0, len(recs))
	for _, r := range recs {
		c, err := claimFromRecord(r, "c")
		if err != nil {
			return nil, err
		}
		claims = append(claims, c)
	}
	return claims, nil
}

const claimCypher = `MATCH (c:Claim {tenant_id: $tenant, id: $id}) RETURN c`

// Claim returns one claim or entity.ErrNotFound.
func (s *Store) Claim(ctx context.Context, sc tenancy.Scope, claimID string) (entity.Claim, error) {
	out, err := s.read(ctx, func(ctx context.Context, tx neo4j.ManagedTransaction) (any, error) {
		return readClaim(ctx, tx, sc.TenantID(), claimID)
	})
	if err != nil {
		return entity.Claim{}, fmt.Errorf("claim %s: %w", claimID, err)
	}
	return out.(entity.Claim), nil
}

func readClaim(ctx context.Context, tx neo4j.ManagedTransaction, tenant, claimID string) (entity.Claim, error) {
	res, err := tx.Run(ctx, claimCypher, map[string]any{"tenant": tenant, "id": claimID})
	if err != nil {
		return entity.Claim{}, err
	}
	claims, err := collectClaims(ctx, res)
	if err != nil {
		return entity.Claim{}, err
	}
	if len(claims) == 0 {
		return entity.Claim{}, entity.ErrNotFound
	}
	return claims[0], nil
}

const resolveCypher = `
MATCH (c:Claim {tenant_id: $tenant, id: $id})
SET c.status = $status, c.resolved_at = $at, c.resolved_by = $by, c.note = $note
RETURN c`

// ResolveClaim confirms or rejects a pending claim and, on confirmation,
// writes r.Fact (as a fact of the claim's patient) and closes r.Supersede
// in the same transaction, by the rules of Apply (an old fact is linked
// SUPERSEDED_BY to r.Fact when they are the same thing); a rejection
// ignores both.
// It returns entity.ErrNotFound for an unknown
// claim and entity.ErrConflict for a claim that is no longer pending.
// Superseding a fact that is not a fact of the claim's patient returns
// entity.ErrNotFound, checked before anything is written, and the claim
// stays pending; a fact already closed keeps its first closing time.
func (s *Store) ResolveClaim(ctx context.Context, sc tenancy.Scope, claimID string, r entity.Resolution) (entity.Claim, error) {
	var (
		fact    map[string]any
		created []entity.Fact
		sups    []map[string]any
	)
	if r.Status == entity.ClaimConfirmed {
		if r.Fact != nil {
			p, err := factProps(*r.Fact)
			if err != nil {
				return entity.Claim{}, err
			}
			fact = p
			created = []entity.Fact{*r.Fact}
		}
		sups = supersessionParams(r.Supersede)
	}
	out, err := s.write(ctx, func(ctx context.Context, tx neo4j.ManagedTransaction) (any, error) {
		c, err := readClaim(ctx, tx, sc.TenantID(), claimID)
		if err != nil {
			return nil, err
		}
		if c.Status != entity.ClaimPending {
			return nil, fmt.Errorf("already %s: %w", c.Status, entity.ErrConflict)
		}
		if fact != nil && r.Fact.PatientID != "" && r.Fact.PatientID != c.PatientID {
			return nil, fmt.Errorf("fact %s names another patient than the claim", r.Fact.ID)
		}
		targets, err := checkTargets(ctx, tx, sc.TenantID(), c.PatientID, sups, created)
		if err != nil {
			return nil, err
		}
		if fact != nil {
			if err := createFacts(ctx, tx, sc.TenantID(), c.PatientID, []map[string]any{fact}); err != nil {
				return nil, err
			}
		}
		if err := supersede(ctx, tx, sc.TenantID(), c.PatientID, sups, successors(targets, created)); err != nil {
			return nil, err
		}
		res, err := tx.Run(ctx, resolveCypher, map[string]any{
			"tenant": sc.TenantID(), "id": claimID, "status": r.Status, "at": r.At.UTC(), "by": r.ResolvedBy, "note": r.Note,
		})
		if err != nil {
			return nil, err
		}
		claims, err := collectClaims(ctx, res)
		if err != nil {
			return nil, err
		}
		if len(claims) == 0 {
			return nil, entity.ErrNotFound
		}
		return claims[0], nil
	})
	if err != nil {
		return entity.Claim{}, fmt.Errorf("resolve claim %s: %w", claimID, err)
	}
	return out.(entity.Claim), nil
}

// deleteCypher erases the patient's facts, claims and the patient node; the
// relationships go with their nodes.
var deleteCypher = []string{
	`MATCH (f:Fact {tenant_id: $tenant, patient_id: $patient}) DETACH DELETE f`,
	`MATCH (c:Claim {tenant_id: $tenant, patient_id: $patient}) DETACH DELETE c`,
	`MATCH (p:Patient {tenant_id: $tenant, id: $patient}) DETACH DELETE p`,
}

// DeletePatient erases the patient's facts and claims in one transaction.
// Erasing an unknown patient is not an error.
func (s *Store) DeletePatient(ctx context.Context, sc tenancy.Scope, patientID string) error {
	_, err := s.write(ctx, func(ctx context.Context, tx neo4j.ManagedTransaction) (any, error) {
		for _, q := range deleteCypher {
			res, err := tx.Run(ctx, q, map[string]any{"tenant": sc.TenantID(), "patient": patientID})
			if err != nil {
				return nil, err
			}
			if _, err := res.Consume(ctx); err != nil {
				return nil, err
			}
		}
		return nil, nil
	})
	if err != nil {
		return fmt.Errorf("delete patient record: %w", err)
	}
	return nil
}

// props returns the properties of the node named key in r.
func props(r *neo4j.Record, key string) (map[string]any, error) {
	n, _, err := neo4j.GetRecordValue[neo4j.Node](r, key)
	if err != nil {
		return nil, err
	}
	return n.Props, nil
}

// node reads typed properties, remembering the first error.
type node struct {
	props map[string]any
	err   error
}

func (n *node) str(key string) string {
	v, ok := n.props[key]
	if !ok || v == nil {
		return ""
	}
	s, ok := v.(string)
	if !ok && n.err == nil {
		n.err = fmt.Errorf("property %s is %T, want string", key, v)
	}
	return s
}

func (n *node) float(key string) float64 {
	switch v := n.props[key].(type) {
	case float64:
		return v
	case int64:
		return float64(v)
	case nil:
		return 0
	default:
		if n.err == nil {
			n.err = fmt.Errorf("property %s is %T, want float", key, v)
		}
		return 0
	}
}

func (n *node) optTime(key string) *time.Time {
	v, ok := n.props[key]
	if !ok || v == nil {
		return nil
	}
	t, ok := v.(time.Time)
	if !ok {
		if n.err == nil {
			n.err = fmt.Errorf("property %s is %T, want datetime", key, v)
		}
		return nil
	}
	t = t.UTC()
	return &t
}

func (n *node) time(key string) time.Time {
	if t := n.optTime(key); t != nil {
		return *t
	}
	if n.err == nil {
		n.err = fmt.Errorf("property %s is missing", key)
	}
	return time.Time{}
}

func (n *node) strings(key string) []string {
	v, ok := n.props[key]
	if !ok || v == nil {
		return nil
	}
	list, ok := v.([]any)
	if !ok {
		if n.err == nil {
			n.err = fmt.Errorf("property %s is %T, want list", key, v)
		}
		return nil
	}
	out := make([]string, 0, len(list))
	for _, x := range list {
		s, ok := x.(string)
		if !ok && n.err == nil {
			n.err = fmt.Errorf("property %s holds %T, want string", key, x)
		}
		out = append(out, s)
	}
	return out
}

func factFromRecord(r *neo4j.Record, key string) (entity.Fact, error) {
	p, err := props(r, key)
	if err != nil {
		return entity.Fact{}, err
	}
	n := &node{props: p}
	f := entity.Fact{
		ID:           n.str("id"),
		PatientID:    n.str("patient_id"),
		Type:         n.str("type"),
		Display:      n.str("display"),
		Code:         entity.Code{System: n.str("code_system"), Code: n.str("code")},
		Status:       n.str("status"),
		Verification: n.str("verification"),
		Kind:         n.str("kind"),
		Confidence:   n.float("confidence"),
		Source:       entity.Source{Kind: n.str("source_kind"), TurnID: n.str("source_turn_id"), SessionID: n.str("source_session_id")},
		ValidFrom:    n.time("valid_from"),
		ValidTo:      n.optTime("valid_to"),
		RecordedAt:   n.time("recorded_at"),
		SupersededAt: n.optTime("superseded_at"),
	}
	if attrs := n.str("attributes"); attrs != "" && n.err == nil {
		if err := json.Unmarshal([]byte(attrs), &f.Attributes); err != nil {
			n.err = fmt.Errorf("decode attributes: %w", err)
		}
	}
	if n.err != nil {
		return entity.Fact{}, fmt.Errorf("read fact %s: %w", f.ID, n.err)
	}
	return f, nil
}

func claimFromRecord(r *neo4j.Record, key string) (entity.Claim, error) {
	p, err := props(r, key)
	if err != nil {
		return entity.Claim{}, err
	}
	n := &node{props: p}
	c := entity.Claim{
		ID:            n.str("id"),
		PatientID:     n.str("patient_id"),
		SessionID:     n.str("session_id"),
		TurnID:        n.str("turn_id"),
		Status:        n.str("status"),
		Reason:        n.str("reason"),
		Confidence:    n.float("confidence"),
		ConflictsWith: n.strings("conflicts_with"),
		Text:          n.str("text"),
		Explanation:   n.str("explanation"),
		CreatedAt:     n.time("created_at"),
		ResolvedAt:    n.optTime("resolved_at"),
		ResolvedBy:    n.str("resolved_by"),
		Note:          n.str("note"),
	}
	if proposed := n.str("proposed"); proposed != "" && n.err == nil {
		if err := json.Unmarshal([]byte(proposed), &c.Proposed); err != nil {
			n.err = fmt.Errorf("decode proposed fact: %w", err)
		}
	}
	if n.err != nil {
		return entity.Claim{}, fmt.Errorf("read claim %s: %w", c.ID, n.err)
	}
	return c, nil
}
