// Package embeddedstack wires memory's stores over one embedded SQLite
// file, every layer in it, as memoryd runs by default. Tests, the recall
// evaluation and the benchmark's in-process run use it, so that a store
// memory comes to require is added in one place.
package embeddedstack

import (
	"fmt"

	"github.com/anamnesis-health/anamnesis/embedded"
	"github.com/anamnesis-health/anamnesis/memory"
	"github.com/anamnesis-health/anamnesis/retrieval"
)

// Stores returns memory's stores over db, recall in db's vector index of
// emb's dimension.
func Stores(db *embedded.DB, emb retrieval.Embedder) (memory.Stores, error) {
	ix, err := db.Index(emb.Dim())
	if err != nil {
		return memory.Stores{}, fmt.Errorf("open the vector index: %w", err)
	}
	return memory.Stores{
		Directory: db, Sessions: db, Summaries: db, States: db, Outbox: db, Audit: db, History: db,
		Entities: db, Index: ix, Embedder: emb,
	}, nil
}
