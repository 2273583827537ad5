package pgstore_test

import (
	"context"
	"testing"

	sessionstoretest "github.com/anamnesis-health/anamnesis/session/storetest"
)

func TestPruneOutboxDeletesOnlyOldCompletedItems(t *testing.T) {
	testDSN(t)
	s, dsn := openStore(t)
	sessionstoretest.RunPrune(t, s, func() []string {
		// Every tenant's rows, read as the isolation audit reads them.
		ctx := context.Background()
		conn := rawConn(t, dsn)
		if _, err := conn.Exec(ctx, `SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY; SELECT set_config('app.isolation_audit', 'on', false)`); err != nil {
			t.Fatal(err)
		}
		rows, err := conn.Query(ctx, `SELECT id FROM outbox ORDER BY id`)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		var left []string
		for rows.Next() {
			var id string
			if err := rows.Scan(&id); err != nil {
				t.Fatal(err)
			}
			left = append(left, id)
		}
		if err := rows.Err(); err != nil {
			t.Fatal(err)
		}
		return left
	})
}
