// Package llmsummary has a model write a summary's fields (package
// summarize), through an OpenAI-compatible chat endpoint (package llm).
//
// The model is given the turns of one extractive summary and asked for
// the same fields, in JSON of a schema. What it writes is held to the
// source turns by summarize.Trace, which drops any value no turn said; if
// the model fails, or nothing it wrote survives, the extractive summary
// stands. Either way the summary keeps the extractive one's id, topic, seq
// range and turn ids.
package llmsummary

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/llm"
	"github.com/anamnesis-health/anamnesis/session"
	"github.com/anamnesis-health/anamnesis/summarize"
)

// Completer answers a chat request with JSON of its schema; *llm.Client
// implements it.
type Completer interface {
	Complete(ctx context.Context, req llm.Request, out any) error
}

var _ Completer = (*llm.Client)(nil)

// Summarizer asks a model. It is safe for concurrent use if its Completer
// is.
type Summarizer struct{ c Completer }

// New returns a summarizer that asks c.
func New(c Completer) *Summarizer { return &Summarizer{c: c} }

// Outcome says how one summary was made.
type Outcome struct {
	// Asked: the model was asked. It is not for small talk, nor for turns
	// of the assistant alone.
	Asked bool
	// Used: the summary is the model's, with the values Trace kept.
	Used bool
	// Kept and Dropped count the model's values Trace kept and dropped.
	Kept, Dropped int
	// Err is why the model's summary was not used: the model failed
	// (the error names no words), or Trace kept none of its values.
	Err error
}

// ErrNothingKept: Trace dropped every value the model wrote.
var ErrNothingKept = errors.New("llmsummary: no value of the model's summary is in its turns")

// Summarize returns the summary of d's turns: the model's fields, those
// Trace keeps, rendered as d's summary would be (d.Revise), or d's own
// extractive summary when the model is not asked, fails, or wrote nothing
// Trace keeps. analyze is the extractor the turns were read with.
func (s *Summarizer) Summarize(ctx context.Context, d summarize.Draft, analyze func(session.Turn) extract.Result) (session.Summary, Outcome) {
	if d.Summary.Topic == summarize.SmallTalkTopic || !spoken(d.Turns) {
		return d.Summary, Outcome{}
	}
	fields, err := s.fields(ctx, d)
	if err != nil {
		return d.Summary, Outcome{Asked: true, Err: err}
	}
	written := 0
	for _, vs := range fields {
		written += len(vs)
	}
	kept, dropped := summarize.Trace(fields, d.Turns, analyze)
	out := Outcome{Asked: true, Kept: written - dropped, Dropped: dropped}
	if len(kept) == 0 {
		out.Err = ErrNothingKept
		return d.Summary, out
	}
	out.Used = true
	return d.Revise(kept), out
}

// spoken reports whether a patient or clinician speaks in turns: only
// their words can be traced.
func spoken(turns []session.Turn) bool {
	for _, t := range turns {
		if t.Speaker != session.Assistant {
			return true
		}
	}
	return false
}

// system tells the model its task and the rule Trace enforces, so that
// little of what it writes is dropped.
const system = `You write the structured summary of part of a conversation between a patient and a clinical assistant, about one topic. Fill the fields with what the patient (or a clinician) said in these turns, and nothing else:
- site: where (body sites); character: what it feels like; onset: when it started; duration: how long; frequency: how often; aggravating: what makes it worse; relieving: what makes it better; related_events: other symptoms, conditions and events the patient reports; measurements: readings with their values and units; meds: medications with their doses; denies: what the patient says they do not have or take.
Rules: copy the speaker's own words (short phrases, a few words each, one fact per value), in the language given. Never infer, interpret, translate numbers, diagnose, or add anything the turns do not say. What the assistant asked is not a finding unless the patient says it. Put what the patient denies only in "denies", and keep any doubt the patient expressed by ending the value with "?". Leave a field as an empty list when nothing was said about it.`

type turn struct {
	Speaker string `json:"speaker"`
	Text    string `json:"text"`
}

type question struct {
	Topic    string `json:"topic"`
	Language string `json:"language"`
	Turns    []turn `json:"turns"`
}

// answer is the fields, as the schema names them.
type answer struct {
	Site          []string `json:"site"`
	Character     []string `json:"character"`
	Onset         []string `json:"onset"`
	Duration      []string `json:"duration"`
	Frequency     []string `json:"frequency"`
	Aggravating   []string `json:"aggravating"`
	Relieving     []string `json:"relieving"`
	RelatedEvents []string `json:"related_events"`
	Measurements  []string `json:"measurements"`
	Meds          []string `json:"meds"`
	Denies        []string `json:"denies"`
}

func (a answer) fields() map[string][]string {
	out := map[string][]string{
		summarize.Site: a.Site, summarize.Character: a.Character, summarize.Onset: a.Onset, summarize.Duration: a.Duration,
		summarize.Frequency: a.Frequency, summarize.Aggravating: a.Aggravating, summarize.Relieving: a.Relieving,
		summarize.RelatedEvents: a.RelatedEvents, summarize.Measurements: a.Measurements, summarize.Meds: a.Meds,
		summarize.Denies: a.Denies,
	}
	for k, vs := range out {
		if len(vs) == 0 {
			delete(out, k)
		}
	}
	return out
}

// schema is the answer's JSON schema: every field of summarize.FieldOrder,
// a list of strings, required (strict mode).
func schema() llm.Schema {
	props := map[string]any{}
	for _, f := range summarize.FieldOrder {
		props[f] = map[string]any{"type": "array", "items": map[string]any{"type": "string"}}
	}
	return llm.Schema{Name: "summary_fields", Description: "what the turns say about the topic, by field",
		Doc: map[string]any{"type": "object", "additionalProperties": false, "required": summarize.FieldOrder, "properties": props}}
}

func (s *Summarizer) fields(ctx context.Context, d summarize.Draft) (map[string][]string, error) {
	q := question{Topic: d.Summary.Topic, Language: map[string]string{"zh": "Chinese", "en": "English"}[d.Lang]}
	for _, t := range d.Turns {
		q.Turns = append(q.Turns, turn{Speaker: string(t.Speaker), Text: t.Text})
	}
	var user bytes.Buffer
	enc := json.NewEncoder(&user)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(q); err != nil {
		return nil, fmt.Errorf("summarize: encode turns: %w", err)
	}
	var a answer
	if err := s.c.Complete(ctx, llm.Request{System: system, User: user.String(), Schema: schema()}, &a); err != nil {
		return nil, fmt.Errorf("summarize: %w", err)
	}
	return a.fields(), nil
}
