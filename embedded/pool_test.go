package embedded

import (
	"context"
	"database/sql"
	"sync"
	"testing"
)

// A context reads on several connections at once. When they are handed
// back, they must stay open: a closed one is reopened by the next context,
// which then prepares every statement again.
func TestConcurrentReadsKeepTheirConnections(t *testing.T) {
	ctx := context.Background()
	db, err := Open(ctx, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	db.stopMaintenance() // the checkpointer would take a connection of its own
	const readers = 4    // recall, the record, the window, the query's references
	for round := 0; round < 3; round++ {
		var began, done sync.WaitGroup
		began.Add(readers)
		errs := make(chan error, readers)
		for i := 0; i < readers; i++ {
			done.Add(1)
			go func() {
				defer done.Done()
				once := sync.OnceFunc(began.Done)
				defer once()
				errs <- db.readTx(ctx, func(tx *sql.Tx) error {
					once()
					began.Wait() // every reader holds its own connection now
					var n int
					return tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM schema_version`).Scan(&n)
				})
			}()
		}
		done.Wait()
		close(errs)
		for err := range errs {
			if err != nil {
				t.Fatal(err)
			}
		}
	}
	st := db.sql.DB.Stats()
	if st.MaxIdleClosed != 0 || st.OpenConnections < readers {
		t.Fatalf("after three rounds of %d concurrent reads: %d connections closed as surplus idle, %d open; want none closed and %d open",
			readers, st.MaxIdleClosed, st.OpenConnections, readers)
	}
}
