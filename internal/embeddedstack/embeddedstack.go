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
	st.Tx = Tx(db, ix, emb)
	return st, nil
}

// Tx is memory.Stores.Tx for stores that are all db's, with ix one of db's
// indexes: fn gets them as views of one batch (embedded.DB.Batch).
func Tx(db *embedded.DB, ix *embedded.Index, emb retrieval.Embedder) func(context.Context, func(memory.Stores) error) error {
	return func(ctx context.Context, fn func(memory.Stores) error) error {
		return db.Batch(ctx, func(view *embedded.DB) error {
			return fn(over(view, ix.Within(view), emb))
		})
	}
}

func over(db *embedded.DB, ix *embedded.Index, emb retrieval.Embedder) memory.Stores {
	return memory.Stores{
		Directory: db, Sessions: db, Summaries: db, States: db, Outbox: db, Audit: db, History: db,
		Entities: db, Index: ix, Embedder: emb,
	}
}
