package qdrantindex

import (
	"context"
	"fmt"

	"github.com/qdrant/go-client/qdrant"

	"github.com/anamnesis-health/anamnesis/compliance"
)

var _ compliance.Auditor = (*Index)(nil)

// backendName is the Backend of the index's checks.
const backendName = "qdrant"

// auditPage is how many points one scroll request of the audit reads.
const auditPage = 1000

// AuditIsolation reads every point of the collection, all tenants', page
// by page (ids and the tenant_id, patient_id and point_id payload only,
// never the text or the vectors), and returns:
//
//   - points.tenant: points without a tenant_id, or of a tenant not in the
//     directory;
//   - points.patient: points of a known tenant whose patient the tenant's
//     patients table (known) does not hold;
//   - points.id: points whose Qdrant id is not PointUUID of their tenant
//     and point id, as every point Upsert writes is: a point whose payload
//     was moved to another tenant or patient, or written around the index.
//
// It only reads. The scroll is not a snapshot: a point written meanwhile
// may or may not be counted.
func (ix *Index) AuditIsolation(ctx context.Context, known compliance.KnownPatients) ([]compliance.Check, error) {
	if err := ix.usable(); err != nil {
		return nil, fmt.Errorf("audit qdrant index: %w", err)
	}
	tenants := compliance.Check{Store: "index", Backend: backendName, Name: "points.tenant"}
	patients := compliance.Check{Store: "index", Backend: backendName, Name: "points.patient"}
	ids := compliance.Check{Store: "index", Backend: backendName, Name: "points.id"}
	var offset *qdrant.PointId
	for {
		points, next, err := ix.client.ScrollAndOffset(ctx, &qdrant.ScrollPoints{
			CollectionName: ix.collection,
			Offset:         offset,
			Limit:          qdrant.PtrOf(uint32(auditPage)),
			WithPayload:    qdrant.NewWithPayloadInclude(fieldTenant, fieldPatient, fieldID),
			WithVectors:    qdrant.NewWithVectors(false),
		})
		if err != nil {
			return nil, fmt.Errorf("audit qdrant index: %w", ix.failed(ctx, err))
		}
		for _, p := range points {
			pl := p.GetPayload()
			tenant := pl[fieldTenant].GetStringValue()
			patient := pl[fieldPatient].GetStringValue()
			id := pl[fieldID].GetStringValue()
			example := compliance.ID(tenant, patient, id)
			ids.Checked++
			if id == "" || p.GetId().GetUuid() != PointUUID(tenant, id) {
				ids.Add(1, example+" ("+pointIDText(p.GetId())+")", tenant)
			}
			tenants.Checked++
			if !known.KnownTenant(tenant) {
				tenants.Add(1, example, tenant)
				continue
			}
			patients.Checked++
			if !known.KnownPatient(tenant, patient) {
				patients.Add(1, example, tenant)
			}
		}
		if next == nil || len(points) == 0 {
			break
		}
		offset = next
	}
	return []compliance.Check{tenants, patients, ids}, nil
}

// pointIDText is a Qdrant point id as text: its UUID or its number.
func pointIDText(id *qdrant.PointId) string {
	if u := id.GetUuid(); u != "" {
		return u
	}
	return fmt.Sprint(id.GetNum())
}
