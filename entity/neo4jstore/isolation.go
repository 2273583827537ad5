package neo4jstore

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/neo4j/neo4j-go-driver/v5/neo4j"

	"github.com/anamnesis-health/anamnesis/compliance"
)

var _ compliance.Auditor = (*Store)(nil)

// backendName is the Backend of the store's checks.
const backendName = "neo4j"

// AuditIsolation checks the whole graph, every tenant's nodes and
// relationships, and returns:
//
//   - nodes.tenant: nodes without a tenant_id or of a tenant not in the
//     directory;
//   - relationships.tenant: relationships whose own tenant_id, or either
//     endpoint's, is missing or differs from the others;
//   - relationships.patient: relationships inside one tenant that join two
//     patients (a patient to another patient's fact or claim, a fact
//     superseded by, or a claim conflicting with, another patient's fact);
//   - patients.patient, facts.patient, claims.patient: Patient nodes, facts
//     and claims of a known tenant whose patient the tenant does not know;
//   - claims.facts: claims whose conflicting or proposed fact is a fact of
//     another patient, or only of another tenant, or whose proposed fact
//     names another patient.
//
// It only reads, one read transaction per check. A conflicting or proposed
// fact that exists in no tenant is not counted: a pending claim's proposed
// fact is not written until it is confirmed.
func (s *Store) AuditIsolation(ctx context.Context, known compliance.KnownPatients) ([]compliance.Check, error) {
	checks, err := s.auditIsolation(ctx, known, "")
	if err != nil {
		return nil, fmt.Errorf("audit neo4j graph: %w", err)
	}
	return checks, nil
}

// auditIsolation is AuditIsolation limited to the nodes whose tenant_id or
// id starts with scope (and the relationships touching them); "" is the
// whole graph. Tests share the server with other packages' tests, so they
// audit their own nodes only.
func (s *Store) auditIsolation(ctx context.Context, known compliance.KnownPatients, scope string) ([]compliance.Check, error) {
	var out []compliance.Check
	for _, step := range []func(context.Context, compliance.KnownPatients, string) ([]compliance.Check, error){
		s.auditNodes, s.auditRelationships, s.auditPatients, s.auditClaims,
	} {
		cs, err := step(ctx, known, scope)
		if err != nil {
			return nil, err
		}
		out = append(out, cs...)
	}
	return out, nil
}

// inScope is the Cypher predicate limiting node variable v to the audit's
// scope. v is the package's constant, never input.
func inScope(v string) string {
	return `($scope = '' OR coalesce(toString(` + v + `.tenant_id), '') STARTS WITH $scope OR coalesce(toString(` + v + `.id), '') STARTS WITH $scope)`
}

// nodeName is a Cypher expression naming node variable v in an example:
// its label and id, such as Fact:fact_12ab.
func nodeName(v string) string {
	return `coalesce(head(labels(` + v + `)), '') + ':' + coalesce(toString(` + v + `.id), elementId(` + v + `))`
}

// query runs cypher in a read transaction and calls fn with each record.
func (s *Store) query(ctx context.Context, cypher string, params map[string]any, fn func(*neo4j.Record) error) error {
	_, err := s.read(ctx, func(ctx context.Context, tx neo4j.ManagedTransaction) (any, error) {
		res, err := tx.Run(ctx, cypher, params)
		if err != nil {
			return nil, err
		}
		for res.Next(ctx) {
			if err := fn(res.Record()); err != nil {
				return nil, err
			}
		}
		return nil, res.Err()
	})
	return err
}

func str(r *neo4j.Record, key string) string {
	v, _ := r.Get(key)
	s, _ := v.(string)
	return s
}

func num(r *neo4j.Record, key string) int {
	v, _ := r.Get(key)
	n, _ := v.(int64)
	return int(n)
}

var (
	nodeTenantsCypher = `MATCH (n) WHERE ` + inScope("n") + `
RETURN coalesce(toString(n.tenant_id), '') AS tenant, count(n) AS n`
	nodeExamplesCypher = `MATCH (n) WHERE ` + inScope("n") + ` AND coalesce(toString(n.tenant_id), '') = $tenant
RETURN ` + nodeName("n") + ` AS name LIMIT $limit`
)

func (s *Store) auditNodes(ctx context.Context, known compliance.KnownPatients, scope string) ([]compliance.Check, error) {
	c := compliance.Check{Store: "entity", Backend: backendName, Name: "nodes.tenant"}
	counts := map[string]int{}
	var unknown []string
	err := s.query(ctx, nodeTenantsCypher, map[string]any{"scope": scope}, func(r *neo4j.Record) error {
		tenant, n := str(r, "tenant"), num(r, "n")
		c.Checked += n
		if !known.KnownTenant(tenant) {
			counts[tenant] = n
			unknown = append(unknown, tenant)
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("nodes.tenant: %w", err)
	}
	for _, tenant := range unknown {
		var names []string
		err := s.query(ctx, nodeExamplesCypher, map[string]any{"scope": scope, "tenant": tenant, "limit": compliance.MaxExamples},
			func(r *neo4j.Record) error {
				names = append(names, str(r, "name"))
				return nil
			})
		if err != nil {
			return nil, fmt.Errorf("nodes.tenant: %w", err)
		}
		c.Add(counts[tenant]-len(names), "")
		for _, name := range names {
			c.Add(1, compliance.ID(tenant, name), tenant)
		}
	}
	return []compliance.Check{c}, nil
}

// relationshipsCypher classifies each relationship touching the scope:
// cross-tenant when its tenant_id or an endpoint's is missing or they
// differ; cross-patient when, inside one tenant, its endpoints' patients
// (a Patient node's id, another node's patient_id) differ.
var relationshipsCypher = `MATCH (a)-[r]->(b) WHERE ` + inScope("a") + ` OR ` + inScope("b") + `
WITH a, r, b,
	(a.tenant_id IS NULL OR b.tenant_id IS NULL OR r.tenant_id IS NULL
	 OR a.tenant_id <> b.tenant_id OR r.tenant_id <> a.tenant_id) AS crossTenant,
	CASE WHEN a:Patient THEN a.id ELSE a.patient_id END AS pa,
	CASE WHEN b:Patient THEN b.id ELSE b.patient_id END AS pb
WITH a, r, b, crossTenant, pa, pb, (NOT crossTenant AND (pa IS NULL OR pb IS NULL OR pa <> pb)) AS crossPatient
RETURN count(r) AS n,
	sum(CASE WHEN crossTenant THEN 1 ELSE 0 END) AS crossTenant,
	sum(CASE WHEN crossPatient THEN 1 ELSE 0 END) AS crossPatient,
	collect(CASE WHEN crossTenant OR crossPatient THEN {
		crossTenant: crossTenant,
		ta: coalesce(toString(a.tenant_id), ''), tr: coalesce(toString(r.tenant_id), ''), tb: coalesce(toString(b.tenant_id), ''),
		a: ` + nodeName("a") + `, b: ` + nodeName("b") + `, pa: coalesce(toString(pa), ''), pb: coalesce(toString(pb), ''), type: type(r)
	} END)[0..$limit] AS examples`

func (s *Store) auditRelationships(ctx context.Context, _ compliance.KnownPatients, scope string) ([]compliance.Check, error) {
	tenants := compliance.Check{Store: "entity", Backend: backendName, Name: "relationships.tenant"}
	patients := compliance.Check{Store: "entity", Backend: backendName, Name: "relationships.patient"}
	// collect keeps only the offending relationships, which are few in a
	// sound graph; the slice bounds what is returned.
	err := s.query(ctx, relationshipsCypher, map[string]any{"scope": scope, "limit": 2 * compliance.MaxExamples},
		func(r *neo4j.Record) error {
			n, crossTenant, crossPatient := num(r, "n"), num(r, "crossTenant"), num(r, "crossPatient")
			tenants.Checked, patients.Checked = n, n-crossTenant
			v, _ := r.Get("examples")
			examples, _ := v.([]any)
			shownTenant, shownPatient := 0, 0
			for _, e := range examples {
				m, _ := e.(map[string]any)
				get := func(k string) string { s, _ := m[k].(string); return s }
				if ct, _ := m["crossTenant"].(bool); ct {
					ex := compliance.ID(get("ta"), get("a")) + " -" + get("type") + "[" + compliance.ID(get("tr")) + "]-> " +
						compliance.ID(get("tb"), get("b"))
					tenants.Add(1, ex, get("ta"), get("tr"), get("tb"))
					shownTenant++
					continue
				}
				ex := compliance.ID(get("ta"), get("pa"), get("a")) + " -" + get("type") + "-> " + compliance.ID(get("pb"), get("b"))
				patients.Add(1, ex, get("ta"))
				shownPatient++
			}
			tenants.Add(crossTenant-shownTenant, "")
			patients.Add(crossPatient-shownPatient, "")
			return nil
		})
	if err != nil {
		return nil, fmt.Errorf("relationships: %w", err)
	}
	return []compliance.Check{tenants, patients}, nil
}

// patientsCypher counts the Patient, Fact and Claim nodes per tenant,
// patient and label, with the least id of each group as an example.
var patientsCypher = `MATCH (n) WHERE (n:Patient OR n:Fact OR n:Claim) AND ` + inScope("n") + `
WITH n, CASE WHEN n:Patient THEN 'Patient' WHEN n:Fact THEN 'Fact' ELSE 'Claim' END AS label
RETURN coalesce(toString(n.tenant_id), '') AS tenant, label,
	coalesce(toString(CASE WHEN label = 'Patient' THEN n.id ELSE n.patient_id END), '') AS patient,
	count(n) AS n, min(toString(n.id)) AS example`

func (s *Store) auditPatients(ctx context.Context, known compliance.KnownPatients, scope string) ([]compliance.Check, error) {
	checks := map[string]*compliance.Check{
		"Patient": {Store: "entity", Backend: backendName, Name: "patients.patient"},
		"Fact":    {Store: "entity", Backend: backendName, Name: "facts.patient"},
		"Claim":   {Store: "entity", Backend: backendName, Name: "claims.patient"},
	}
	err := s.query(ctx, patientsCypher, map[string]any{"scope": scope}, func(r *neo4j.Record) error {
		tenant, patient, n := str(r, "tenant"), str(r, "patient"), num(r, "n")
		c := checks[str(r, "label")]
		if c == nil || !known.KnownTenant(tenant) {
			return nil // nodes of unknown tenants are nodes.tenant's
		}
		c.Checked += n
		if !known.KnownPatient(tenant, patient) {
			c.Add(n, compliance.ID(tenant, patient, str(r, "example")), tenant)
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("patients: %w", err)
	}
	return []compliance.Check{*checks["Patient"], *checks["Fact"], *checks["Claim"]}, nil
}

// conflictsCypher lists each conflicting fact id of a claim that is a fact
// of the claim's tenant but of another patient, or no fact of the claim's
// tenant but a fact of another (other). The lookup by id alone, which no
// index serves, is made only for an id the claim's tenant lacks.
var conflictsCypher = `MATCH (c:Claim) WHERE ` + inScope("c") + `
UNWIND coalesce(c.conflicts_with, []) AS fid
OPTIONAL MATCH (f:Fact {tenant_id: c.tenant_id, id: fid})
WITH c, fid, f,
	CASE WHEN f IS NULL THEN head(COLLECT { MATCH (o:Fact {id: fid}) WHERE o.tenant_id <> c.tenant_id RETURN o.tenant_id LIMIT 1 }) END AS other
WHERE (f IS NOT NULL AND f.patient_id <> c.patient_id) OR other IS NOT NULL
RETURN coalesce(toString(c.tenant_id), '') AS tenant, coalesce(toString(c.patient_id), '') AS patient,
	toString(c.id) AS claim, toString(fid) AS fact, coalesce(toString(other), '') AS other`

var auditClaimsCypher = `MATCH (c:Claim) WHERE ` + inScope("c") + `
RETURN coalesce(toString(c.tenant_id), '') AS tenant, coalesce(toString(c.patient_id), '') AS patient,
	toString(c.id) AS claim, c.proposed AS proposed`

// proposedCypher finds, among proposed facts, those that are facts of the
// claim's tenant but of another patient.
const proposedCypher = `UNWIND $refs AS r
MATCH (f:Fact {tenant_id: r.tenant, id: r.fact})
WHERE f.patient_id <> r.patient
RETURN r.tenant AS tenant, r.patient AS patient, r.claim AS claim, r.fact AS fact, '' AS other`

// otherTenantsCypher finds which of the fact ids that their claim's tenant
// lacks are facts of another tenant: one scan of the facts per batch.
const otherTenantsCypher = `MATCH (o:Fact) WHERE o.id IN $ids RETURN toString(o.id) AS id, toString(o.tenant_id) AS tenant`

// proposedBatch is how many proposed facts one lookup carries.
const proposedBatch = 5000

type claimRef struct{ tenant, patient, claim, fact, other string }

func (s *Store) auditClaims(ctx context.Context, _ compliance.KnownPatients, scope string) ([]compliance.Check, error) {
	c := compliance.Check{Store: "entity", Backend: backendName, Name: "claims.facts"}
	bad := map[[2]string]bool{} // claims counted, by tenant and id
	flag := func(r claimRef) {
		n := 0
		if key := [2]string{r.tenant, r.claim}; !bad[key] {
			bad[key], n = true, 1
		}
		ex := compliance.ID(r.tenant, r.patient, r.claim) + " -> " + compliance.ID(r.fact)
		if r.other != "" {
			c.Add(n, ex, r.tenant, r.other)
			return
		}
		c.Add(n, ex, r.tenant)
	}
	refOf := func(r *neo4j.Record) claimRef {
		return claimRef{str(r, "tenant"), str(r, "patient"), str(r, "claim"), str(r, "fact"), str(r, "other")}
	}
	if err := s.query(ctx, conflictsCypher, map[string]any{"scope": scope}, func(r *neo4j.Record) error {
		flag(refOf(r))
		return nil
	}); err != nil {
		return nil, fmt.Errorf("claims.facts: %w", err)
	}

	// The proposed fact is a JSON string: read it here, keeping its ids only.
	var refs []claimRef
	err := s.query(ctx, auditClaimsCypher, map[string]any{"scope": scope}, func(r *neo4j.Record) error {
		c.Checked++
		ref := refOf(r)
		var proposed struct {
			ID        string `json:"id"`
			PatientID string `json:"patient_id"`
		}
		if raw := str(r, "proposed"); raw != "" {
			if err := json.Unmarshal([]byte(raw), &proposed); err != nil {
				return fmt.Errorf("claim %s: proposed fact: %w", ref.claim, err)
			}
		}
		ref.fact = proposed.ID
		if proposed.PatientID != "" && proposed.PatientID != ref.patient {
			flag(ref)
		}
		if proposed.ID != "" {
			refs = append(refs, ref)
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("claims.facts: %w", err)
	}
	for len(refs) > 0 {
		batch := refs[:min(len(refs), proposedBatch)]
		refs = refs[len(batch):]
		if err := s.auditProposed(ctx, batch, flag); err != nil {
			return nil, fmt.Errorf("claims.facts: %w", err)
		}
	}
	return []compliance.Check{c}, nil
}

// auditProposed flags the proposed facts of batch that are facts of their
// claim's tenant of another patient, or facts of another tenant only.
func (s *Store) auditProposed(ctx context.Context, batch []claimRef, flag func(claimRef)) error {
	params := make([]map[string]any, len(batch))
	for i, r := range batch {
		params[i] = map[string]any{"tenant": r.tenant, "patient": r.patient, "claim": r.claim, "fact": r.fact}
	}
	if err := s.query(ctx, proposedCypher, map[string]any{"refs": params}, func(r *neo4j.Record) error {
		flag(claimRef{str(r, "tenant"), str(r, "patient"), str(r, "claim"), str(r, "fact"), ""})
		return nil
	}); err != nil {
		return err
	}
	owners := map[string][]string{} // fact id -> tenants holding it
	ids := make([]any, len(batch))
	for i, r := range batch {
		ids[i] = r.fact
	}
	if err := s.query(ctx, otherTenantsCypher, map[string]any{"ids": ids}, func(r *neo4j.Record) error {
		owners[str(r, "id")] = append(owners[str(r, "id")], str(r, "tenant"))
		return nil
	}); err != nil {
		return err
	}
	for _, r := range batch {
		own, other := false, ""
		for _, t := range owners[r.fact] {
			if t == r.tenant {
				own = true
			} else if other == "" {
				other = t
			}
		}
		if !own && other != "" {
			r.other = other
			flag(r)
		}
	}
	return nil
}
