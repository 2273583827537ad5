// Package audit defines the append-only, hash-chained change log and the
// access log of patient reads. Stores keep both in the same transaction as
// the change they describe; this package holds the types and the chaining
// rule so that every backend chains alike.
package audit

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"strconv"
	"time"

	"github.com/anamnesis-health/anamnesis/tenancy"
)

// Event is one change. Seq, Hash and PrevHash are set by Seal when a store
// appends the event; the chain is per tenant and starts at Seq 1 with an
// empty PrevHash.
type Event struct {
	Seq       int64           `json:"seq"`
	At        time.Time       `json:"at"`
	Actor     string          `json:"actor"`
	Type      string          `json:"type"`
	PatientID string          `json:"patient_id,omitempty"`
	EntityID  string          `json:"entity_id"`
	Before    json.RawMessage `json:"before"`
	After     json.RawMessage `json:"after"`
	Reason    string          `json:"reason"`
	Hash      string          `json:"hash"`
	PrevHash  string          `json:"prev_hash"`
}

// Event types.
const (
	TurnAppended   = "turn.appended"
	FactCreated    = "fact.created"
	FactSuperseded = "fact.superseded"
	ClaimCreated   = "claim.created"
	ClaimResolved  = "claim.resolved"
	TenantCreated  = "tenant.created"
	KeyCreated     = "key.created"
	KeyRevoked     = "key.revoked"
	PatientErased  = "patient.erased"
	// ReferenceResolved records how a turn's reference ("那个药") was
	// resolved: an inference, with its stage and candidates.
	ReferenceResolved = "reference.resolved"
)

// Seal sets e's Seq and PrevHash from the previous event of the tenant's
// chain (nil for the first) and computes its Hash. Stores call it inside
// the transaction that appends e, after locking the chain head.
func Seal(tenantID string, prev *Event, e Event) Event {
	e.Seq, e.PrevHash = 1, ""
	if prev != nil {
		e.Seq, e.PrevHash = prev.Seq+1, prev.Hash
	}
	e.At = e.At.UTC().Truncate(time.Microsecond)
	e.Hash = hashOf(tenantID, e)
	return e
}

// Verify reports the first position at which events (a tenant's whole
// chain, in Seq order) break the chain, or -1 if it is intact.
func Verify(tenantID string, events []Event) int {
	prev := ""
	for i, e := range events {
		if e.Seq != int64(i+1) || e.PrevHash != prev || e.Hash != hashOf(tenantID, e) {
			return i
		}
		prev = e.Hash
	}
	return -1
}

func hashOf(tenantID string, e Event) string {
	h := sha256.New()
	for _, field := range []string{
		tenantID, strconv.FormatInt(e.Seq, 10), e.At.UTC().Format(time.RFC3339Nano), e.Actor, e.Type,
		e.PatientID, e.EntityID, string(e.Before), string(e.After), e.Reason, e.PrevHash,
	} {
		// Length-prefix every field so that no two events hash alike by
		// moving bytes between adjacent fields.
		h.Write([]byte(strconv.Itoa(len(field))))
		h.Write([]byte{':'})
		h.Write([]byte(field))
	}
	return hex.EncodeToString(h.Sum(nil))
}

// Access is one read of a patient's memory.
type Access struct {
	At        time.Time `json:"at"`
	KeyID     string    `json:"key_id"`
	Role      string    `json:"role"`
	Route     string    `json:"route"`
	PatientID string    `json:"patient_id"`
	// Items counts what was returned (turns, facts, context items).
	Items int `json:"items"`
}

// Filter selects events or accesses. Zero fields do not filter. Limit <= 0
// means DefaultLimit.
type Filter struct {
	PatientID string
	Since     time.Time
	Limit     int
}

// Log reads and appends the audit log of one tenant. Backends implement it
// under Managed, which holds the rules they share.
type Log interface {
	// AppendEvents seals and appends events atomically, in order.
	AppendEvents(ctx context.Context, sc tenancy.Scope, events []Event) error
	// Events returns events matching f in Seq order.
	Events(ctx context.Context, sc tenancy.Scope, f Filter) ([]Event, error)
	// Chain returns the tenant's whole chain in Seq order, for Verify.
	Chain(ctx context.Context, sc tenancy.Scope) ([]Event, error)
	// RecordAccess appends a read to the access log.
	RecordAccess(ctx context.Context, sc tenancy.Scope, a Access) error
	// Accesses returns reads matching f, oldest first.
	Accesses(ctx context.Context, sc tenancy.Scope, f Filter) ([]Access, error)
}
