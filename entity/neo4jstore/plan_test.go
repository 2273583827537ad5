package neo4jstore

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/neo4j/neo4j-go-driver/v5/neo4j"
)

// TestPatientQueriesSeekThePatient checks, with Cypher EXPLAIN, that the
// patient-scoped queries start from an index seek on tenant and patient,
// never from every node of a label or of the tenant (issue 11: the claims
// query filtered every claim of every tenant).
func TestPatientQueriesSeekThePatient(t *testing.T) {
	s := openTest(t)
	params := map[string]any{"tenant": "t", "patient": "p1", "after": "", "status": "pending", "limit": int64(20), "as_of": ""}
	for _, q := range []struct{ name, cypher string }{
		{"claims of a patient", patientClaimsCypher},
		{"record of a patient", recordCypher},
	} {
		res, err := neo4j.ExecuteQuery(context.Background(), s.driver, "EXPLAIN "+q.cypher, params, neo4j.EagerResultTransformer)
		if err != nil {
			t.Fatalf("%s: %v", q.name, err)
		}
		ops := operators(res.Summary.Plan())
		joined := strings.Join(ops, " | ")
		if strings.Contains(joined, "AllNodesScan") || strings.Contains(joined, "NodeByLabelScan") {
			t.Errorf("%s: plan scans nodes: %s", q.name, joined)
		}
		if !strings.Contains(joined, "patient_id") || !strings.Contains(joined, "IndexSeek") {
			t.Errorf("%s: plan does not seek the patient: %s", q.name, joined)
		}
	}
}

// operators lists a plan's operators with their details, depth first.
func operators(p neo4j.Plan) []string {
	if p == nil {
		return nil
	}
	out := []string{fmt.Sprint(p.Operator(), " ", p.Arguments()["Details"])}
	for _, c := range p.Children() {
		out = append(out, operators(c)...)
	}
	return out
}
