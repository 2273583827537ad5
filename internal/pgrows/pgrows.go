// Package pgrows reads rows of text for the PostgreSQL stores' audits,
// which look at ids and codes of any table without a Go type per row.
package pgrows

import (
	"context"

	"github.com/jackc/pgx/v5"
)

// Each calls fn with the text columns of each row of query (NULL as "").
// The query's columns must be text, or cast to it.
func Each(ctx context.Context, tx pgx.Tx, query string, fn func([]string), args ...any) error {
	rows, err := tx.Query(ctx, query, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	n := len(rows.FieldDescriptions())
	for rows.Next() {
		vals := make([]*string, n)
		ptrs := make([]any, n)
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		if err := rows.Scan(ptrs...); err != nil {
			return err
		}
		out := make([]string, n)
		for i, v := range vals {
			if v != nil {
				out[i] = *v
			}
		}
		fn(out)
	}
	return rows.Err()
}
