package memory

import (
	"time"

	"github.com/anamnesis-health/anamnesis/assembly"
	"github.com/anamnesis-health/anamnesis/coref"
	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/workstate"
)

// TurnRequest is a turn to ingest (API.md, POST .../turns).
type TurnRequest struct {
	PatientID string
	SessionID string
	TurnID    string // optional idempotency key
	Role      string
	Text      string
	Lang      string     // optional: detected if empty
	At        *time.Time // optional: the server clock if nil
	Facts     []Proposal // optional caller-extracted facts
}

// Proposal is a fact extracted by the caller's own model.
type Proposal struct {
	Type       string            `json:"type"`
	Display    string            `json:"display"`
	Code       entity.Code       `json:"code"`
	Attributes map[string]string `json:"attributes,omitempty"`
	Status     string            `json:"status,omitempty"`
	Confidence float64           `json:"confidence"`
}

// Assertion is the ConText status of a mention.
type Assertion struct {
	Negated      bool   `json:"negated"`
	Uncertain    bool   `json:"uncertain"`
	Historical   bool   `json:"historical"`
	Hypothetical bool   `json:"hypothetical"`
	Experiencer  string `json:"experiencer"`
}

// Mention is a concept found in a turn; Span is in runes, half-open.
type Mention struct {
	Text      string    `json:"text"`
	Type      string    `json:"type"`
	ConceptID string    `json:"concept_id"`
	Span      [2]int    `json:"span"`
	Assertion Assertion `json:"assertion"`
}

// Candidate is a possible referent of a reference.
type Candidate struct {
	EntityID string  `json:"entity_id"`
	Display  string  `json:"display"`
	Score    float64 `json:"score"`
	// Reason says why it ranks where it does when more than recency
	// decided ("known adverse effect: sym:dry_cough").
	Reason string `json:"reason,omitempty"`
}

// Reference is a resolved or unresolved reference ("那个药"). Arbiter and
// Reason are set when a model was asked to choose among the candidates
// and answered (Config.LLM): Arbiter is "llm", Reason its one-line reason
// for the choice (stage "llm") or for leaving it unresolved.
type Reference struct {
	Text       string      `json:"text"`
	EntityID   string      `json:"entity_id,omitempty"`
	Display    string      `json:"display,omitempty"`
	Stage      string      `json:"stage,omitempty"`
	Candidates []Candidate `json:"candidates"`
	Arbiter    string      `json:"arbiter,omitempty"`
	Reason     string      `json:"reason,omitempty"`

	verdict coref.Verdict // what the arbiter made of it, for the audit trail
	span    [2]int        // where the reference is in the turn, in runes
	concept string        // the concept of what it resolved to
}

// Update is a change the turn made to the record.
type Update struct {
	FactID     string  `json:"fact_id"`
	Action     string  `json:"action"`
	Type       string  `json:"type"`
	Display    string  `json:"display"`
	Confidence float64 `json:"confidence"`
	Kind       string  `json:"kind"`
	Status     string  `json:"status"`
}

// ClaimRef is a pending claim the turn raised. ConflictsWith names the
// record facts a contradiction conflicts with, so that the agent can warn
// the patient in the same turn.
type ClaimRef struct {
	ClaimID       string        `json:"claim_id"`
	Status        string        `json:"status"`
	Reason        string        `json:"reason"`
	Confidence    float64       `json:"confidence"`
	Display       string        `json:"display"`
	ConflictsWith []ConflictRef `json:"conflicts_with"`
	// Repeated is set when the turn proposed what this claim, still
	// pending from an earlier turn, already proposes: no second claim is
	// raised.
	Repeated bool `json:"repeated,omitempty"`
	// TakenBack is set when the turn takes back what this claim, raised
	// by the patient's own word earlier in the session, proposes ("sorry,
	// that was my brother"): the claim is rejected by the patient, and
	// no clinician is asked to review it.
	TakenBack bool `json:"taken_back,omitempty"`
	// ReplacedBy names the claim of the turn that replaces this one,
	// taken back because the patient told the same with more detail ("I
	// think I might be allergic to aspirin" … "…, I get wheezy").
	ReplacedBy string `json:"replaced_by,omitempty"`
}

// ConflictRef is a record fact a claim conflicts with.
type ConflictRef struct {
	FactID  string `json:"fact_id"`
	Type    string `json:"type"`
	Display string `json:"display"`
}

// TurnResult is the ingest response body. It is stored with the turn and
// replayed byte for byte when the same turn_id is posted again.
type TurnResult struct {
	TurnID     string      `json:"turn_id"`
	PatientID  string      `json:"patient_id"`
	SessionID  string      `json:"session_id"`
	Seq        int64       `json:"seq"`
	At         time.Time   `json:"at"`
	Kind       string      `json:"kind"`
	Lang       string      `json:"lang"`
	Topics     []string    `json:"topics"`
	Mentions   []Mention   `json:"mentions"`
	Resolved   []Reference `json:"resolved"`
	Unresolved []Reference `json:"unresolved"`
	Updates    []Update    `json:"updates"`
	Claims     []ClaimRef  `json:"claims"`
	Summarized bool        `json:"summarized"`
	// StateVersion is the session's working state version after the turn.
	StateVersion int64 `json:"state_version"`
}

// TurnView is a stored turn as API.md's session window shows it.
type TurnView struct {
	TurnID string    `json:"turn_id"`
	Seq    int64     `json:"seq"`
	Role   string    `json:"role"`
	Text   string    `json:"text"`
	Lang   string    `json:"lang"`
	At     time.Time `json:"at"`
	Kind   string    `json:"kind"`
	Topics []string  `json:"topics"`
}

// WorkingState is a session's working state (goal, constraints...).
//
// Constraints, Confirmed, Pending and Missing are one line each;
// ConstraintDetails says for each constraint where it came from, whether it
// must be re-confirmed, and what values it replaced and why.
type WorkingState struct {
	Goal              string                     `json:"goal"`
	Constraints       []string                   `json:"constraints"`
	Confirmed         []string                   `json:"confirmed"`
	Pending           []string                   `json:"pending"`
	Missing           []string                   `json:"missing"`
	Version           int64                      `json:"version"`
	ConstraintDetails []workstate.ConstraintView `json:"constraint_details"`
	GoalHistory       []workstate.Replacement    `json:"goal_history"`
}

// SessionView is GET .../sessions/{id}.
type SessionView struct {
	PatientID string        `json:"patient_id"`
	SessionID string        `json:"session_id"`
	Turns     []TurnView    `json:"turns"`
	Summaries []SummaryView `json:"summaries"`
	State     WorkingState  `json:"state"`
}

// ContextRequest is POST .../context.
type ContextRequest struct {
	PatientID    string
	SessionID    string
	Query        string
	BudgetTokens int // 0 means DefaultBudget
	Lang         string
}

// Budget limits of API.md.
const (
	DefaultBudget = 2000
	MinBudget     = 200
	MaxBudget     = 32000
	MaxTextRunes  = 8000
)

// ContextResult is the context response body.
type ContextResult struct {
	PatientID    string                   `json:"patient_id"`
	SessionID    string                   `json:"session_id"`
	Lang         string                   `json:"lang"`
	Prompt       string                   `json:"prompt"`
	Sections     []assembly.SectionResult `json:"sections"`
	Resolved     []Reference              `json:"resolved"`
	Unresolved   []Reference              `json:"unresolved"`
	TokensUsed   int                      `json:"tokens_used"`
	BudgetTokens int                      `json:"budget_tokens"`
	Evicted      []assembly.Eviction      `json:"evicted"`
	Degraded     bool                     `json:"degraded"`
	Warnings     []string                 `json:"warnings"`
}
