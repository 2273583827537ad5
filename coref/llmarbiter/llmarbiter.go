// Package llmarbiter is a coref.Arbiter that asks a model, through an
// OpenAI-compatible chat endpoint (package llm), which candidate an
// ambiguous reference stands for.
//
// The model sees the utterance, the reference's words, the recent turns
// and the candidates' ids and names; its answer is held to a JSON schema
// whose choice is an enum of those ids and "unresolved". coref.ApplyArbiter
// checks the answer again and leaves the reference unresolved on anything
// else, so the model can narrow the candidates down to one but never add
// one, and a failing model changes nothing.
package llmarbiter

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"

	"github.com/anamnesis-health/anamnesis/coref"
	"github.com/anamnesis-health/anamnesis/llm"
)

// Completer answers a chat request with JSON of its schema; *llm.Client
// implements it.
type Completer interface {
	Complete(ctx context.Context, req llm.Request, out any) error
}

var _ Completer = (*llm.Client)(nil)

// Arbiter asks a model. It is safe for concurrent use if its Completer is.
type Arbiter struct{ c Completer }

var _ coref.Arbiter = (*Arbiter)(nil)

// New returns an arbiter that asks c.
func New(c Completer) *Arbiter { return &Arbiter{c: c} }

// system tells the model its task. It asks for restraint: a wrong choice
// puts the wrong drug in front of the clinical assistant, while an
// unresolved reference only makes it ask the patient.
const system = `You help a clinical assistant understand a patient. In the patient's latest utterance, a phrase refers to one of the patient's medications or conditions, and more than one candidate fits it.
Choose the candidate the patient means only when the utterance and the recent turns make it clear which one: the patient named it, described it, or was just talking about it. If the words do not single one out, answer "unresolved". Never choose by which drug or condition is more common or more likely in general: a wrong choice is worse than asking the patient.
Answer in JSON: "choice" is the id of the candidate, exactly as given, or "unresolved"; "reason" is one short sentence saying which words decided it, or why they do not.`

type question struct {
	Utterance   string      `json:"utterance"`
	Reference   string      `json:"reference"`
	RecentTurns []string    `json:"recent_turns"`
	Candidates  []candidate `json:"candidates"`
}

type candidate struct {
	ID   string `json:"id"`
	Name string `json:"name"`
}

type answer struct {
	Choice string `json:"choice"`
	Reason string `json:"reason"`
}

// Arbitrate asks the model which of q.Candidates q.Reference stands for.
// It returns the model's choice and reason as given (coref.ApplyArbiter
// checks them), or the client's error, which quotes neither question nor
// answer.
func (a *Arbiter) Arbitrate(ctx context.Context, q coref.Question) (string, string, error) {
	enum := make([]string, 0, len(q.Candidates)+1)
	body := question{Utterance: q.Utterance, Reference: q.Reference, RecentTurns: q.Window, Candidates: []candidate{}}
	if body.RecentTurns == nil {
		body.RecentTurns = []string{}
	}
	for _, c := range q.Candidates {
		enum = append(enum, c.EntityID)
		body.Candidates = append(body.Candidates, candidate{ID: c.EntityID, Name: c.Display})
	}
	enum = append(enum, coref.Unresolved)
	var user bytes.Buffer
	enc := json.NewEncoder(&user)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(body); err != nil {
		return "", "", fmt.Errorf("arbitrate: encode question: %w", err)
	}
	req := llm.Request{System: system, User: user.String(), Schema: llm.Schema{
		Name: "reference_choice", Description: "which candidate the reference stands for, or unresolved",
		Doc: map[string]any{
			"type": "object", "additionalProperties": false, "required": []string{"choice", "reason"},
			"properties": map[string]any{
				"choice": map[string]any{"type": "string", "enum": enum,
					"description": `a candidate id, or "unresolved"`},
				"reason": map[string]any{"type": "string", "description": "one short sentence"},
			},
		},
	}}
	var ans answer
	if err := a.c.Complete(ctx, req, &ans); err != nil {
		return "", "", fmt.Errorf("arbitrate: %w", err)
	}
	return ans.Choice, ans.Reason, nil
}
