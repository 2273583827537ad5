package main

import (
	"context"
	"fmt"
	"log/slog"
	"strings"

	"github.com/anamnesis-health/anamnesis/embedded"
	"github.com/anamnesis-health/anamnesis/entity/neo4jstore"
	"github.com/anamnesis-health/anamnesis/httpapi"
	"github.com/anamnesis-health/anamnesis/internal/embeddedstack"
	"github.com/anamnesis-health/anamnesis/memory"
	"github.com/anamnesis-health/anamnesis/retrieval"
	"github.com/anamnesis-health/anamnesis/retrieval/pgindex"
	"github.com/anamnesis-health/anamnesis/retrieval/qdrantindex"
	"github.com/anamnesis-health/anamnesis/session/pgstore"
)

// builtinDim is the builtin embedder's dimension. Changing it makes the
// existing index refuse to open (retrieval.ErrDimension).
const builtinDim = 384

// qdrantCollection is the one collection holding every tenant's points.
const qdrantCollection = "anamnesis_memory"

// backends are the opened stores, their readiness checks and closers.
type backends struct {
	stores  memory.Stores
	checks  []httpapi.Check
	closers []func()
}

// openBackends opens each layer's store: the configured external backend,
// or the embedded SQLite file when its address is unset. Each layer is
// chosen independently. With serving set, a Neo4j or Qdrant that does not
// answer does not fail it: that store starts not ready, /readyz says so,
// requests needing it get 503, and the store reconnects in the background
// (issue 9). PostgreSQL, which holds the keys every request needs, is
// waited for by serve (see pgWait).
func openBackends(ctx context.Context, cfg config, log *slog.Logger, serving bool) (_ *backends, err error) {
	b := &backends{}
	defer func() {
		if err != nil {
			b.Close()
		}
	}()

	var db *embedded.DB
	if cfg.PGDSN == "" || cfg.Neo4jURI == "" {
		db, err = embedded.Open(ctx, cfg.DataDir, embedded.WithOutboxRetention(cfg.OutboxRetention), embedded.WithLogger(log))
		if err != nil {
			return nil, fmt.Errorf("open embedded store in %s: %w", cfg.DataDir, err)
		}
		b.closers = append(b.closers, func() { db.Close() })
	}

	if cfg.PGDSN != "" {
		pg, err := pgstore.Open(ctx, cfg.PGDSN, pgstore.Options{OutboxRetention: cfg.OutboxRetention, Logger: log})
		if err != nil {
			return nil, err
		}
		b.closers = append(b.closers, pg.Close)
		b.stores.Directory, b.stores.Sessions, b.stores.Summaries, b.stores.States, b.stores.Outbox, b.stores.Audit = pg, pg, pg, pg, pg, pg
		b.stores.History = pg
		b.add("session", "postgres", pg.Ping)
	} else {
		b.stores.Directory, b.stores.Sessions, b.stores.Summaries, b.stores.States, b.stores.Outbox, b.stores.Audit = db, db, db, db, db, db
		b.stores.History = db
		b.add("session", "sqlite", db.Ping)
	}

	if cfg.Neo4jURI != "" {
		g, err := neo4jstore.OpenWith(ctx, cfg.Neo4jURI, cfg.Neo4jUser, cfg.Neo4jPassword,
			neo4jstore.Options{AllowUnreachable: serving, Logger: log.With("layer", "entity")})
		if err != nil {
			return nil, err
		}
		b.closers = append(b.closers, func() { g.Close(context.Background()) })
		b.stores.Entities = g
		b.add("entity", "neo4j", g.Ping)
	} else {
		b.stores.Entities = db
		b.add("entity", "sqlite", db.Ping)
	}

	emb, err := openEmbedder(ctx, cfg.Embedder)
	if err != nil {
		return nil, err
	}
	b.stores.Embedder = emb
	if cfg.QdrantAddr != "" {
		q, err := qdrantindex.OpenWith(ctx, cfg.QdrantAddr, qdrantCollection, emb.Dim(),
			qdrantindex.Options{AllowUnreachable: serving, Logger: log.With("layer", "index")})
		if err != nil {
			return nil, err
		}
		b.closers = append(b.closers, func() { q.Close() })
		b.stores.Index = q
		b.add("index", "qdrant", q.Ping)
	} else if cfg.PGDSN != "" {
		// With the session layer in PostgreSQL, recall lives beside it.
		ix, err := pgindex.Open(ctx, cfg.PGDSN, emb.Dim(), pgindex.Options{})
		if err != nil {
			return nil, err
		}
		b.closers = append(b.closers, ix.Close)
		b.stores.Index = ix
		b.add("index", "postgres", ix.Ping)
	} else {
		ix, err := db.Index(emb.Dim())
		if err != nil {
			return nil, fmt.Errorf("open embedded index: %w", err)
		}
		b.stores.Index = ix
		b.add("index", "sqlite", db.Ping)
		// With every layer in the file, a turn commits once (issue 11);
		// Tx declines when a layer is elsewhere.
		b.stores.Tx = embeddedstack.Tx(db, ix)
	}
	return b, nil
}

func openEmbedder(ctx context.Context, spec string) (retrieval.Embedder, error) {
	if spec == "" || spec == "builtin" {
		return retrieval.NewBuiltin(builtinDim), nil
	}
	if !strings.HasPrefix(spec, "http://") && !strings.HasPrefix(spec, "https://") {
		return nil, fmt.Errorf("embedder %q: want builtin or an http(s) URL", spec)
	}
	e, err := retrieval.NewOpenAIEmbedder(retrieval.OpenAIConfig{URL: spec})
	if err != nil {
		return nil, err
	}
	// The index's dimension is fixed at creation: learn it before opening.
	if _, err := e.Probe(ctx); err != nil {
		return nil, fmt.Errorf("probe embedder: %w", err)
	}
	return e, nil
}

func (b *backends) add(layer, backend string, ping func(context.Context) error) {
	b.checks = append(b.checks, httpapi.Check{Name: layer, Backend: backend, Ping: ping})
}

// describe names each layer's backend, for the start-up log line.
func (b *backends) describe() map[string]string {
	out := map[string]string{}
	for _, c := range b.checks {
		out[c.Name] = c.Backend
	}
	return out
}

// Close closes every opened store, last opened first.
func (b *backends) Close() {
	for i := len(b.closers) - 1; i >= 0; i-- {
		b.closers[i]()
	}
}
