// Package embeddedstack wires memory's stores over one embedded SQLite
// file, every layer in it, as memoryd runs by default. Tests, the recall
// evaluation and the benchmark's in-process run use it, so that a store
// memory comes to require is added in one place.
package embeddedstack

import (
	"context"
	"fmt"

	"github.com/anamnesis-health/anamnesis/embedded"
	"github.com/anamnesis-health/anamnesis/memory"
	"github.com/anamnesis-health/anamnesis/retrieval"
)

// Stores returns memory's stores over db, recall in db's vector index of
// emb's dimension, with one transaction for them all (Tx).
func Stores(db *embedded.DB, emb retrieval.Embedder) (memory.Stores, error) {
	ix, err := db.Index(emb.Dim())
	if err != nil {
		return memory.Stores{}, fmt.Errorf("open the vector index: %w", err)
	}
	st := over(db, ix, emb)
	st.Tx = Tx(db, ix)
	return st, nil
}

// Tx is memory.Stores.Tx for db, with ix one of db's indexes: the stores
// it is given, when all are db's, as views of one batch
// (embedded.DB.Batch).
func Tx(db *embedded.DB, ix *embedded.Index) func(context.Context, memory.Stores, func(memory.Stores) error) (bool, error) {
	return func(ctx context.Context, st memory.Stores, fn func(memory.Stores) error) (bool, error) {
		if !all(st, db, ix) {
			return false, nil
		}
		if fn == nil {
			return true, nil
		}
		return true, db.Batch(ctx, func(view *embedded.DB) error {
			return fn(over(view, ix.Within(view), st.Embedder))
		})
	}
}

// all reports whether every store of st is db's (and its index ix).
func all(st memory.Stores, db *embedded.DB, ix *embedded.Index) bool {
	return st.Directory == db && st.Sessions == db && st.Summaries == db && st.States == db && st.Outbox == db &&
		st.Audit == db && st.History == db && st.Entities == db && st.Index == ix
}

func over(db *embedded.DB, ix *embedded.Index, emb retrieval.Embedder) memory.Stores {
	return memory.Stores{
		Directory: db, Sessions: db, Summaries: db, States: db, Outbox: db, Audit: db, History: db,
		Entities: db, Index: ix, Embedder: emb,
	}
}
