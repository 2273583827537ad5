package neo4jstore

import (
	"context"
	"errors"
	"fmt"

	"github.com/neo4j/neo4j-go-driver/v5/neo4j"
)

// rule is one constraint or index of the schema, by its name.
type rule struct {
	name   string
	create string // idempotent: IF NOT EXISTS
}

// schema is what the store relies on: composite uniqueness of (tenant_id,
// id) per label, and the indexes of its lookups. It is ensured on Open, on
// every recovery from an outage and every Options.SchemaCheckInterval.
var schema = []rule{
	{"patient_tenant_id", `CREATE CONSTRAINT patient_tenant_id IF NOT EXISTS FOR (n:Patient) REQUIRE (n.tenant_id, n.id) IS UNIQUE`},
	{"fact_tenant_id", `CREATE CONSTRAINT fact_tenant_id IF NOT EXISTS FOR (n:Fact) REQUIRE (n.tenant_id, n.id) IS UNIQUE`},
	{"claim_tenant_id", `CREATE CONSTRAINT claim_tenant_id IF NOT EXISTS FOR (n:Claim) REQUIRE (n.tenant_id, n.id) IS UNIQUE`},
	{"fact_tenant_patient", `CREATE INDEX fact_tenant_patient IF NOT EXISTS FOR (n:Fact) ON (n.tenant_id, n.patient_id)`},
	{"claim_tenant_patient", `CREATE INDEX claim_tenant_patient IF NOT EXISTS FOR (n:Claim) ON (n.tenant_id, n.patient_id)`},
	{"claim_tenant_created", `CREATE INDEX claim_tenant_created IF NOT EXISTS FOR (n:Claim) ON (n.tenant_id, n.created_at)`},
}

// ensureSchema creates the rules that do not exist and returns how many
// statements it ran. The check is read-only (SHOW INDEXES lists every
// index, a uniqueness constraint's own included, under the constraint's
// name), so a periodic check writes nothing while the schema is whole.
//
// Two replicas starting at once may both find a rule missing: IF NOT
// EXISTS does not serialize them, and the loser gets
// EquivalentSchemaRuleAlreadyExists (or ConstraintAlreadyExists,
// IndexAlreadyExists...), which means the rule is there: it counts as
// success.
func (s *Store) ensureSchema(ctx context.Context, rules []rule) (int, error) {
	have, err := s.schemaNames(ctx)
	if err != nil {
		if isOutage(err) {
			return 0, err
		}
		// SHOW INDEXES may be denied to the service role: run every
		// statement, each is idempotent.
		have = map[string]bool{}
	}
	ran := 0
	for _, r := range rules {
		if have[r.name] {
			continue
		}
		_, err := neo4j.ExecuteQuery(ctx, s.driver, r.create, nil, neo4j.EagerResultTransformer)
		ran++
		if err != nil && !alreadyExists(err) {
			return ran, fmt.Errorf("create schema %s: %w", r.name, err)
		}
	}
	return ran, nil
}

// schemaNames returns the names of the database's indexes and constraints.
func (s *Store) schemaNames(ctx context.Context) (map[string]bool, error) {
	have := map[string]bool{}
	for _, q := range []string{`SHOW INDEXES YIELD name`, `SHOW CONSTRAINTS YIELD name`} {
		res, err := neo4j.ExecuteQuery(ctx, s.driver, q, nil, neo4j.EagerResultTransformer,
			neo4j.ExecuteQueryWithReadersRouting())
		if err != nil {
			return nil, fmt.Errorf("list schema: %w", err)
		}
		for _, r := range res.Records {
			if name, _, err := neo4j.GetRecordValue[string](r, "name"); err == nil {
				have[name] = true
			}
		}
	}
	return have, nil
}

// alreadyExists reports whether err is Neo4j saying that the schema rule a
// statement creates exists already, under this name or as an equivalent.
func alreadyExists(err error) bool {
	var n4j *neo4j.Neo4jError
	if !errors.As(err, &n4j) {
		return false
	}
	switch n4j.Code {
	case "Neo.ClientError.Schema.EquivalentSchemaRuleAlreadyExists",
		"Neo.ClientError.Schema.ConstraintAlreadyExists",
		"Neo.ClientError.Schema.IndexAlreadyExists",
		"Neo.ClientError.Schema.ConstraintWithNameAlreadyExists",
		"Neo.ClientError.Schema.IndexWithNameAlreadyExists":
		return true
	}
	return false
}
