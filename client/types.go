package client

import (
	"encoding/json"
	"time"
)

// The types below mirror docs/api.md field for field. memoryd may add
// fields; a client of an older version ignores them.

// TurnRequest is the body of POST .../sessions/{session_id}/turns.
type TurnRequest struct {
	// TurnID is the idempotency key: always send one, and reuse it when
	// you retry.
	TurnID string `json:"turn_id,omitempty"`
	// Role is who spoke: "patient", "assistant" or "clinician".
	Role string `json:"role"`
	Text string `json:"text"`
	// Lang is "zh" or "en"; detected from the text when empty.
	Lang string `json:"lang,omitempty"`
	// At is when it was said; the server's clock when nil.
	At *time.Time `json:"at,omitempty"`
	// Facts are facts your own model extracted; they pass the same gate.
	Facts []Proposal `json:"facts,omitempty"`
}

// TurnResult is what memoryd understood of a turn and did with it.
type TurnResult struct {
	TurnID       string      `json:"turn_id"`
	PatientID    string      `json:"patient_id"`
	SessionID    string      `json:"session_id"`
	Seq          int64       `json:"seq"`
	At           time.Time   `json:"at"`
	Kind         string      `json:"kind"`
	Lang         string      `json:"lang"`
	Topics       []string    `json:"topics"`
	Mentions     []Mention   `json:"mentions"`
	Resolved     []Reference `json:"resolved"`
	Unresolved   []Reference `json:"unresolved"`
	Updates      []Update    `json:"updates"`
	Claims       []ClaimRef  `json:"claims"`
	Summarized   bool        `json:"summarized"`
	StateVersion int64       `json:"state_version"`
	// Replayed is true when the turn_id was already ingested with the
	// same content (200): this is the first response and nothing was
	// written. It is not part of the body.
	Replayed bool `json:"-"`
}

// Mention is a concept found in a turn; Span is [start, end) in characters.
type Mention struct {
	Text      string    `json:"text"`
	Type      string    `json:"type"`
	ConceptID string    `json:"concept_id"`
	Span      [2]int    `json:"span"`
	Assertion Assertion `json:"assertion"`
}

// Assertion is the ConText reading of a mention.
type Assertion struct {
	Negated      bool   `json:"negated"`
	Uncertain    bool   `json:"uncertain"`
	Historical   bool   `json:"historical"`
	Hypothetical bool   `json:"hypothetical"`
	Experiencer  string `json:"experiencer"`
}

// Reference is a phrase that points at a drug or condition ("那个药"),
// resolved or not.
type Reference struct {
	Text       string      `json:"text"`
	EntityID   string      `json:"entity_id,omitempty"`
	Display    string      `json:"display,omitempty"`
	Stage      string      `json:"stage,omitempty"`
	Candidates []Candidate `json:"candidates"`
	Arbiter    string      `json:"arbiter,omitempty"`
	Reason     string      `json:"reason,omitempty"`
}

// Candidate is a possible referent of a reference.
type Candidate struct {
	EntityID string  `json:"entity_id"`
	Display  string  `json:"display"`
	Score    float64 `json:"score"`
	Reason   string  `json:"reason,omitempty"`
}

// Update is a change a turn made to the record.
type Update struct {
	FactID     string  `json:"fact_id"`
	Action     string  `json:"action"`
	Type       string  `json:"type"`
	Display    string  `json:"display"`
	Confidence float64 `json:"confidence"`
	Kind       string  `json:"kind"`
	Status     string  `json:"status"`
}

// ClaimRef is a pending claim a turn raised.
type ClaimRef struct {
	ClaimID       string        `json:"claim_id"`
	Status        string        `json:"status"`
	Reason        string        `json:"reason"`
	Confidence    float64       `json:"confidence"`
	Display       string        `json:"display"`
	ConflictsWith []ConflictRef `json:"conflicts_with"`
}

// ConflictRef is a record fact a claim conflicts with.
type ConflictRef struct {
	FactID  string `json:"fact_id"`
	Type    string `json:"type"`
	Display string `json:"display"`
}

// ContextRequest is the body of POST .../context.
type ContextRequest struct {
	SessionID    string `json:"session_id,omitempty"`
	Query        string `json:"query,omitempty"`
	BudgetTokens int    `json:"budget_tokens,omitempty"` // 200-32000; 0 is 2000
	Lang         string `json:"lang,omitempty"`
}

// ContextResult is the prompt for the next reply and where each line came
// from.
type ContextResult struct {
	PatientID    string      `json:"patient_id"`
	SessionID    string      `json:"session_id"`
	Lang         string      `json:"lang"`
	Prompt       string      `json:"prompt"`
	Sections     []Section   `json:"sections"`
	Resolved     []Reference `json:"resolved"`
	Unresolved   []Reference `json:"unresolved"`
	TokensUsed   int         `json:"tokens_used"`
	BudgetTokens int         `json:"budget_tokens"`
	Evicted      []Eviction  `json:"evicted"`
	Degraded     bool        `json:"degraded"`
	Warnings     []string    `json:"warnings"`
}

// Section is one section of a context, its lines in prompt order.
type Section struct {
	Name  string `json:"name"`
	Items []Item `json:"items"`
}

// Item is one line of a context.
type Item struct {
	Text   string  `json:"text"`
	Tokens int     `json:"tokens"`
	Score  float64 `json:"score"`
	Source Source  `json:"source"`
}

// Source is where a context line came from.
type Source struct {
	Layer     string `json:"layer"`
	ID        string `json:"id"`
	TurnID    string `json:"turn_id,omitempty"`
	SessionID string `json:"session_id,omitempty"`
}

// Eviction is a line left out of the prompt, and why.
type Eviction struct {
	Source Source `json:"source"`
	Reason string `json:"reason"`
}

// Turn is a stored turn, as the window, the history and a claim's
// evidence show it.
type Turn struct {
	TurnID string    `json:"turn_id"`
	Seq    int64     `json:"seq"`
	Role   string    `json:"role"`
	Text   string    `json:"text"`
	Lang   string    `json:"lang"`
	At     time.Time `json:"at"`
	Kind   string    `json:"kind"`
	Topics []string  `json:"topics"`
}

// Session is GET .../sessions/{session_id}: the window, the summaries and
// the working state.
type Session struct {
	PatientID string       `json:"patient_id"`
	SessionID string       `json:"session_id"`
	Turns     []Turn       `json:"turns"`
	Summaries []Summary    `json:"summaries"`
	State     WorkingState `json:"state"`
}

// Summary is a structured summary of older turns of one topic.
type Summary struct {
	ID        string              `json:"id"`
	Topic     string              `json:"topic"`
	FromSeq   int64               `json:"from_seq"`
	ToSeq     int64               `json:"to_seq"`
	TurnIDs   []string            `json:"turn_ids"`
	Fields    map[string][]string `json:"fields"`
	Text      string              `json:"text"`
	CreatedAt time.Time           `json:"created_at"`
}

// WorkingState is a session's working state.
type WorkingState struct {
	Goal              string             `json:"goal"`
	Constraints       []string           `json:"constraints"`
	Confirmed         []string           `json:"confirmed"`
	Pending           []string           `json:"pending"`
	Missing           []string           `json:"missing"`
	Version           int64              `json:"version"`
	ConstraintDetails []ConstraintDetail `json:"constraint_details"`
	GoalHistory       []Replacement      `json:"goal_history"`
}

// ConstraintDetail says where a constraint came from and what it replaced.
type ConstraintDetail struct {
	Key      string        `json:"key"`
	Value    string        `json:"value"`
	Status   string        `json:"status"`
	Source   string        `json:"source"`
	LastSeq  int64         `json:"last_seq"`
	Replaced []Replacement `json:"replaced"`
}

// Replacement is a value a caller or a turn replaced.
type Replacement struct {
	Value  string    `json:"value"`
	Why    string    `json:"why"`
	Source string    `json:"source"`
	At     time.Time `json:"at"`
}

// StatePatch is the body of PATCH .../state. Version is the version you
// last read (0 for a session without state); any other is a 409.
type StatePatch struct {
	Goal        string       `json:"goal,omitempty"`
	Why         string       `json:"why,omitempty"`
	Constraints []Constraint `json:"constraints,omitempty"`
	Confirmed   []string     `json:"confirmed,omitempty"`
	Pending     []string     `json:"pending,omitempty"`
	Version     int64        `json:"version"`
}

// Constraint is a constraint in a StatePatch. A Key already held with a
// new Value replaces the old value, which is kept with Why.
type Constraint struct {
	Key   string `json:"key,omitempty"`
	Value string `json:"value"`
	Why   string `json:"why,omitempty"`
}

// Page asks for one page of a list: at most Limit items (the route's
// default when 0) after Cursor, the NextCursor of the previous page ("" for
// the first).
type Page struct {
	Limit  int
	Cursor string
}

// TurnPage is a page of a session's turns, in seq order.
type TurnPage struct {
	PatientID  string `json:"patient_id"`
	SessionID  string `json:"session_id"`
	Turns      []Turn `json:"turns"`
	NextCursor string `json:"next_cursor"` // "" after the last page
}

// SessionInfo is one session in the list of a patient's sessions.
type SessionInfo struct {
	SessionID     string    `json:"session_id"`
	StartedAt     time.Time `json:"started_at"`
	LastTurnAt    time.Time `json:"last_turn_at"`
	TurnCount     int64     `json:"turn_count"`
	SummaryTopics []string  `json:"summary_topics"`
}

// SessionList is a page of a patient's sessions, the most recently
// started first.
type SessionList struct {
	PatientID  string        `json:"patient_id"`
	Sessions   []SessionInfo `json:"sessions"`
	NextCursor string        `json:"next_cursor"` // "" after the last page
}

// Record is a patient's record, now or as of a time.
type Record struct {
	PatientID string    `json:"patient_id"`
	AsOf      time.Time `json:"as_of"`
	Facts     []Fact    `json:"facts"`
}

// Code is a code of a coding system (ATC, ICD-10-CM, LOINC...).
type Code struct {
	System string `json:"system"`
	Code   string `json:"code"`
}

// FactSource is where a fact came from.
type FactSource struct {
	Kind      string `json:"kind"`
	TurnID    string `json:"turn_id,omitempty"`
	SessionID string `json:"session_id,omitempty"`
}

// Fact is one statement of a record, with its two time axes.
type Fact struct {
	ID           string            `json:"id"`
	PatientID    string            `json:"patient_id"`
	Type         string            `json:"type"`
	Display      string            `json:"display"`
	Code         Code              `json:"code"`
	Attributes   map[string]string `json:"attributes"`
	Status       string            `json:"status"`
	Verification string            `json:"verification"`
	Kind         string            `json:"kind"`
	Confidence   float64           `json:"confidence"`
	Source       FactSource        `json:"source"`
	ValidFrom    time.Time         `json:"valid_from"`
	ValidTo      *time.Time        `json:"valid_to"`
	RecordedAt   time.Time         `json:"recorded_at"`
	SupersededAt *time.Time        `json:"superseded_at"`
}

// Proposal is a fact you send: on a turn, to POST .../facts, or as the
// edited fact of a claim confirmation.
type Proposal struct {
	Type       string            `json:"type"`
	Display    string            `json:"display"`
	Code       *Code             `json:"code,omitempty"`
	Attributes map[string]string `json:"attributes,omitempty"`
	Status     string            `json:"status,omitempty"`
	Confidence float64           `json:"confidence,omitempty"`
}

// Claim is a change the gate left for a clinician.
type Claim struct {
	ID            string     `json:"id"`
	PatientID     string     `json:"patient_id"`
	SessionID     string     `json:"session_id"`
	TurnID        string     `json:"turn_id"`
	Status        string     `json:"status"`
	Reason        string     `json:"reason"`
	Confidence    float64    `json:"confidence"`
	Proposed      Fact       `json:"proposed"`
	ConflictsWith []string   `json:"conflicts_with"`
	Text          string     `json:"text"`
	Explanation   string     `json:"explanation,omitempty"`
	CreatedAt     time.Time  `json:"created_at"`
	ResolvedAt    *time.Time `json:"resolved_at"`
	ResolvedBy    string     `json:"resolved_by"`
	Note          string     `json:"note"`
}

// ClaimDetail is a claim with the evidence a clinician judges it by.
type ClaimDetail struct {
	Claim
	Evidence Evidence `json:"evidence"`
}

// Evidence is the turn that raised a claim, the turns around it and the
// record facts it concerns.
type Evidence struct {
	SourceTurn        *Turn  `json:"source_turn"`
	NeighbouringTurns []Turn `json:"neighbouring_turns"`
	RelatedFacts      []Fact `json:"related_facts"`
}

// ClaimFilter selects claims; zero fields do not filter. Limit is 1-200
// (50 when 0).
type ClaimFilter struct {
	Status    string // "pending", "confirmed" or "rejected"
	PatientID string
	Limit     int
	Cursor    string
}

// ClaimPage is a page of claims, oldest first.
type ClaimPage struct {
	Claims     []Claim `json:"claims"`
	NextCursor string  `json:"next_cursor"` // "" after the last page
}

// Confirmation is a confirmed claim and the fact it wrote.
type Confirmation struct {
	Claim Claim `json:"claim"`
	Fact  Fact  `json:"fact"`
}

// AuditFilter selects audit entries; zero fields do not filter. Limit is
// 1-1000 (100 when 0).
type AuditFilter struct {
	PatientID string
	Since     time.Time
	Limit     int
}

// Access is one read of patient memory.
type Access struct {
	At        time.Time `json:"at"`
	KeyID     string    `json:"key_id"`
	Role      string    `json:"role"`
	Route     string    `json:"route"`
	PatientID string    `json:"patient_id"`
	Items     int       `json:"items"`
}

// Event is one change event of the tenant's hash chain.
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

// Verification is the result of re-hashing the tenant's chain.
type Verification struct {
	OK          bool `json:"ok"`
	Events      int  `json:"events"`
	BrokenAtSeq int  `json:"broken_at_seq,omitempty"` // 1-based; set when OK is false
}

// IsolationReport is the result of checking every store's tenant
// isolation.
type IsolationReport struct {
	OK         bool             `json:"ok"`
	CheckedAt  time.Time        `json:"checked_at"`
	Tenant     string           `json:"tenant,omitempty"`
	Violations int              `json:"violations"`
	Unaudited  int              `json:"unaudited"`
	Checks     []IsolationCheck `json:"checks"`
}

// IsolationCheck is one check of an isolation report.
type IsolationCheck struct {
	Name       string   `json:"name"`
	Store      string   `json:"store"`
	Backend    string   `json:"backend"`
	Checked    int      `json:"checked"`
	Violations int      `json:"violations"`
	Examples   []string `json:"examples"`
	Error      string   `json:"error,omitempty"`
}

// Tenant is a tenant the global admin created.
type Tenant struct {
	ID        string    `json:"id"`
	Name      string    `json:"name"`
	CreatedAt time.Time `json:"created_at"`
}

// NewKey is a key just created. Key is the secret, shown only here.
type NewKey struct {
	ID     string `json:"id"`
	Key    string `json:"key"`
	Role   string `json:"role"`
	Tenant string `json:"tenant"`
}

// Erasure is what erasing a patient removed.
type Erasure struct {
	TenantID     string       `json:"tenant_id"`
	PatientID    string       `json:"patient_id"`
	Erased       ErasedCounts `json:"erased"`
	RecordErased bool         `json:"record_erased"`
	RecallErased bool         `json:"recall_erased"`
}

// ErasedCounts counts what the session store removed.
type ErasedCounts struct {
	Turns       int `json:"turns"`
	Summaries   int `json:"summaries"`
	OutboxItems int `json:"outbox_items"`
	States      int `json:"states"`
}

// Readiness is GET /readyz: each backend and whether it answers.
type Readiness struct {
	OK       bool            `json:"ok"`
	Backends []BackendStatus `json:"backends"`
	Outbox   *OutboxStatus   `json:"outbox,omitempty"`
}

// BackendStatus is one backend of a Readiness.
type BackendStatus struct {
	Name    string `json:"name"`
	Backend string `json:"backend"`
	OK      bool   `json:"ok"`
	Error   string `json:"error,omitempty"`
}

// OutboxStatus counts quarantined outbox items.
type OutboxStatus struct {
	Quarantined           int `json:"quarantined"`
	QuarantinedSinceStart int `json:"quarantined_since_start"`
}
