package embedded_test

import (
	"context"
	"testing"

	"github.com/anamnesis-health/anamnesis/embedded"
	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/entity/storetest"
)

func TestEntityStore(t *testing.T) {
	storetest.Run(t, func(t *testing.T) entity.Store {
		t.Helper()
		db, err := embedded.Open(context.Background(), t.TempDir())
		if err != nil {
			t.Fatalf("Open: %v", err)
		}
		t.Cleanup(func() { db.Close() })
		return db
	})
}
