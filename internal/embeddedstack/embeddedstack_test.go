package embeddedstack_test

import (
	"context"
	"testing"

	"github.com/anamnesis-health/anamnesis/embedded"
	"github.com/anamnesis-health/anamnesis/internal/embeddedstack"
	"github.com/anamnesis-health/anamnesis/memory"
	"github.com/anamnesis-health/anamnesis/retrieval"
)

// The stores must be complete: memory.New refuses a Stores with one unset.
func TestStoresAreComplete(t *testing.T) {
	db, err := embedded.Open(context.Background(), t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	st, err := embeddedstack.Stores(db, retrieval.NewBuiltin(64))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := memory.New(st, memory.Config{NewID: func() string { return "id" }}); err != nil {
		t.Fatalf("memory.New over the embedded stack: %v", err)
	}
}
