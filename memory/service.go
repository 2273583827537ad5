package memory

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	"github.com/anamnesis-health/anamnesis/assembly"
	"github.com/anamnesis-health/anamnesis/audit"
	"github.com/anamnesis-health/anamnesis/coref"
	"github.com/anamnesis-health/anamnesis/coref/llmarbiter"
	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/llm"
	"github.com/anamnesis-health/anamnesis/retrieval"
	"github.com/anamnesis-health/anamnesis/session"
	"github.com/anamnesis-health/anamnesis/summarize/llmsummary"
	"github.com/anamnesis-health/anamnesis/tenancy"
	"github.com/anamnesis-health/anamnesis/understand"
)

// Stores are the backends the pipeline writes to and reads from. Which
// implementation sits behind each is decided by cmd/memoryd alone.
type Stores struct {
	Directory tenancy.Directory
	Sessions  session.Store
	Summaries session.Summaries
	States    session.States
	Outbox    session.Outbox
	Audit     audit.Log
	Entities  entity.Store
	Index     retrieval.Index
	Embedder  retrieval.Embedder

	// History reads whole sessions and lists them; every session backend
	// implements it beside Store.
	History session.History

	// Tx, if set, binds st to one write transaction when every store in
	// st is of its database, and runs fn over the bound stores, committed
	// only if fn returns nil; each store call in it is still all or
	// nothing on its own. It reports false, and calls nothing, when a
	// store of st is another's (a caller wrapped or replaced one): memory
	// then commits store by store. Stores that share one database set it
	// (the embedded default), so that a turn and the work it queues
	// commit once instead of once per store and per item. With fn nil,
	// Tx only reports whether it would bind st.
	Tx func(ctx context.Context, st Stores, fn func(Stores) error) (bool, error)
}

// Config tunes the pipeline. Now and NewID are injected so that the same
// turns in give the same memory out.
type Config struct {
	// WindowSize is the number of recent turns in the sliding window.
	WindowSize int
	Now        func() time.Time
	// NewID returns an id for a turn posted without turn_id.
	NewID  func() string
	Logger *slog.Logger
	Tokens assembly.Counter
	// Random is the source of API key secrets (crypto/rand by default).
	Random io.Reader
	// Policy is the default gate policy (entity.DefaultPolicy if zero);
	// TenantPolicies override its thresholds per tenant.
	Policy         entity.Policy
	TenantPolicies map[string]entity.Policy
	// OutboxMaxAttempts is how many failed attempts quarantine an outbox
	// item (DefaultOutboxMaxAttempts if zero).
	OutboxMaxAttempts int
	// StateStaleAfter is how many turns a working state constraint may go
	// unmentioned before it is shown as "re-confirm"
	// (workstate.DefaultStaleAfter if zero).
	StateStaleAfter int
	// LLM, if set, is the model that arbitrates the references the
	// stages leave ambiguous and writes summaries (MEMORYD_LLM_URL). Its
	// answers are checked, and on any failure the pipeline goes on as
	// without it (docs/concepts.md). Nil: no model is ever called.
	LLM LLM
}

// LLM answers a chat request with JSON of the request's schema, decoded
// into out; *llm.Client implements it. Errors must not quote the request
// or the answer: they are logged.
type LLM interface {
	Complete(ctx context.Context, req llm.Request, out any) error
}

var _ LLM = (*llm.Client)(nil)

// Service runs the per-turn pipeline.
type Service struct {
	// st are the stores under their domains' managers, which every call
	// goes through; backends are the stores as given, for what the domain
	// interfaces do not name (Ping, AuditIsolation, PatientIDs).
	st         Stores
	backends   Stores
	history    session.PagedHistory // st.History under its manager
	cfg        Config
	asm        *assembly.Assembler
	reader     *understand.Reader
	recaller   *retrieval.Recaller
	arbiter    coref.Arbiter          // nil without Config.LLM
	summarizer *llmsummary.Summarizer // nil without Config.LLM
	locks      [64]sync.Mutex
	// nameTerms holds the lexical terms of each concept's names
	// (conceptTerms): the lexicon does not change, and a context needs
	// them for every concept of its query.
	nameTerms sync.Map

	quarantined atomic.Int64 // outbox items this process quarantined
	qcount      struct {     // the last count of quarantined items (RecentQuarantineCount)
		sync.Mutex
		n  int
		at time.Time
	}
}

// tokenCacheSize is how many texts' token counts the pipeline remembers:
// a few MB, enough for the hot patients' windows, records and summaries.
const tokenCacheSize = 50000

// DefaultWindowSize is the sliding window's default length.
const DefaultWindowSize = 12

// New returns a Service over st. Every store must be set. New puts each
// store under its domain's manager (session.Managed...), which holds the
// rules every backend shares, with cfg.Now as its clock: no caller can
// forget it.
func New(st Stores, cfg Config) (*Service, error) {
	if st.Directory == nil || st.Sessions == nil || st.Summaries == nil || st.States == nil || st.History == nil || st.Outbox == nil || st.Audit == nil ||
		st.Entities == nil || st.Index == nil || st.Embedder == nil {
		return nil, errors.New("memory: every store must be set")
	}
	if cfg.WindowSize <= 0 {
		cfg.WindowSize = DefaultWindowSize
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	if cfg.Random == nil {
		cfg.Random = rand.Reader
	}
	if cfg.OutboxMaxAttempts <= 0 {
		cfg.OutboxMaxAttempts = DefaultOutboxMaxAttempts
	}
	if cfg.NewID == nil {
		return nil, errors.New("memory: Config.NewID must be set")
	}
	if cfg.Tokens == nil {
		tok, err := assembly.CL100K()
		if err != nil {
			return nil, err
		}
		cfg.Tokens = tok
	}
	// A conversation's lines are counted on every request: count each once.
	cfg.Tokens = assembly.Cached(cfg.Tokens, tokenCacheSize)

	if cfg.Policy.Caps == nil {
		cfg.Policy = entity.DefaultPolicy()
	}
	for tenant, p := range cfg.TenantPolicies {
		if err := cfg.Policy.Merge(p).Validate(); err != nil {
			return nil, fmt.Errorf("memory: gate policy of tenant %s: %w", tenant, err)
		}
	}
	if err := cfg.Policy.Validate(); err != nil {
		return nil, fmt.Errorf("memory: gate policy: %w", err)
	}
	reader, err := understand.New()
	if err != nil {
		return nil, err
	}
	backends := st
	if st.Tx != nil {
		// Decided once: a turn's embeddings are computed before its
		// transaction, which would be wasted on stores it declines.
		if bound, err := st.Tx(context.Background(), st, nil); err != nil || !bound {
			backends.Tx = nil
		}
	}
	st = managed(st, cfg.utcNow)
	recaller := &retrieval.Recaller{Index: st.Index, Embedder: st.Embedder, Analyzer: retrieval.NewAnalyzer(chineseNames(reader.Lexicon())),
		DenseWeight: 1}
	if _, builtin := st.Embedder.(*retrieval.Builtin); builtin {
		recaller.DenseWeight = 0 // measured: it adds nothing to BM25 with concept terms (docs/recall.md)
	}
	svc := &Service{st: st, backends: backends, history: session.ManagedHistory(st.History), cfg: cfg, asm: assembly.New(cfg.Tokens),
		reader: reader, recaller: recaller}
	if cfg.LLM != nil {
		svc.arbiter, svc.summarizer = llmarbiter.New(cfg.LLM), llmsummary.New(cfg.LLM)
	}
	return svc, nil
}

// managed returns st with every store under its domain's manager, whose
// defaults come from now. The index holds the embedder's vectors, so the
// embedder's dimension is the one its manager checks.
func managed(st Stores, now func() time.Time) Stores {
	st.Sessions = session.Managed(st.Sessions, now)
	st.Summaries = session.ManagedSummaries(st.Summaries, now)
	st.States = session.ManagedStates(st.States, now)
	st.Outbox = session.ManagedOutbox(st.Outbox, now)
	st.Audit = audit.Managed(st.Audit, now)
	st.Entities = entity.Managed(st.Entities, now)
	st.Index = retrieval.Managed(st.Index, st.Embedder.Dim())
	return st
}

// lock serializes writers of one patient inside this process, so that they
// never race each other; writers in other replicas are ordered by the
// session store (its per-patient lock and generation, ErrStale) and the
// pipeline re-gates the loser.
func (s *Service) lock(sc tenancy.Scope, patientID string) func() {
	h := fnv.New32a()
	h.Write([]byte(sc.TenantID()))
	h.Write([]byte{0})
	h.Write([]byte(patientID))
	m := &s.locks[h.Sum32()%uint32(len(s.locks))]
	m.Lock()
	return m.Unlock
}

func (s *Service) now() time.Time { return s.cfg.utcNow() }

func (c Config) utcNow() time.Time { return c.Now().UTC() }

// recordAccess logs a read of a patient's memory. A read that cannot be
// logged is not served: compliance depends on the access log being whole.
func (s *Service) recordAccess(ctx context.Context, sc tenancy.Scope, route, patientID string, items int) error {
	err := s.st.Audit.RecordAccess(ctx, sc, audit.Access{
		At: s.now(), KeyID: sc.KeyID(), Role: string(sc.Role()), Route: route, PatientID: patientID, Items: items,
	})
	return backend("record access", err)
}
