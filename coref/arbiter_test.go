package coref

import (
	"context"
	"errors"
	"reflect"
	"strings"
	"testing"
)

// arbiterFunc is an Arbiter made of a function.
type arbiterFunc func(ctx context.Context, q Question) (string, string, error)

func (f arbiterFunc) Arbitrate(ctx context.Context, q Question) (string, string, error) {
	return f(ctx, q)
}

// answers returns an arbiter that always answers choice and reason (or
// err), and counts its questions into asked.
func answers(choice, reason string, err error, asked *[]Question) Arbiter {
	return arbiterFunc(func(_ context.Context, q Question) (string, string, error) {
		*asked = append(*asked, q)
		return choice, reason, err
	})
}

// antiplatelets is "that medicine" left unresolved between two drugs named
// in one turn.
func antiplatelets() Resolution {
	return Resolution{
		Reference: Reference{Text: "that medicine"},
		Stage:     StageSession,
		Candidates: []Candidate{
			{EntityID: "concept:drug:aspirin", Display: "aspirin", ConceptID: "drug:aspirin", Score: 1},
			{EntityID: "concept:drug:clopidogrel", Display: "clopidogrel", ConceptID: "drug:clopidogrel", Score: 1},
		},
	}
}

func TestApplyArbiter(t *testing.T) {
	ctx := context.Background()
	window := []string{"patient: I take aspirin and clopidogrel.", "assistant: Noted."}
	utterance := "Can I take that medicine with ibuprofen?"

	t.Run("a choice among the candidates resolves the reference at the llm stage, candidates kept", func(t *testing.T) {
		var asked []Question
		in := []Resolution{antiplatelets()}
		out, vs := ApplyArbiter(ctx, answers("concept:drug:aspirin", "  named first,\nand the question\tis about it ", nil, &asked), utterance, window, in)
		r := out[0]
		if !r.Resolved || r.Stage != StageLLM || r.EntityID != "concept:drug:aspirin" || r.Display != "aspirin" || r.ConceptID != "drug:aspirin" {
			t.Fatalf("resolution = %+v", r)
		}
		if !reflect.DeepEqual(r.Candidates, antiplatelets().Candidates) {
			t.Errorf("candidates = %+v, want them unchanged", r.Candidates)
		}
		if vs[0].Outcome != OutcomeChose || vs[0].Stage != StageSession || vs[0].Reason != "named first, and the question is about it" {
			t.Errorf("verdict = %+v, want chose from the session stage with the reason on one line", vs[0])
		}
		if len(asked) != 1 || asked[0].Utterance != utterance || asked[0].Reference != "that medicine" ||
			!reflect.DeepEqual(asked[0].Window, window) || len(asked[0].Candidates) != 2 {
			t.Errorf("question = %+v", asked)
		}
		if in[0].Resolved {
			t.Error("the resolutions given were modified")
		}
	})

	for _, tc := range []struct {
		name, choice, reason string
		err                  error
		outcome              string
	}{
		{"an id that is not a candidate's", "concept:drug:warfarin", "it is the blood thinner", nil, OutcomeFailed},
		{"an empty choice", "", "unsure", nil, OutcomeFailed},
		{"a choice without a reason", "concept:drug:aspirin", " \n", nil, OutcomeFailed},
		{"a reason of many lines' length", "concept:drug:aspirin", strings.Repeat("because ", 100), nil, OutcomeFailed},
		{"an error", "concept:drug:aspirin", "named first", errors.New("llm: no answer in time"), OutcomeFailed},
		{"unresolved", Unresolved, "both are antiplatelets; the question does not say which", nil, OutcomeDeclined},
	} {
		t.Run(tc.name+" leaves the reference unresolved with its candidates", func(t *testing.T) {
			var asked []Question
			out, vs := ApplyArbiter(ctx, answers(tc.choice, tc.reason, tc.err, &asked), utterance, window, []Resolution{antiplatelets()})
			if !reflect.DeepEqual(out[0], antiplatelets()) {
				t.Errorf("resolution = %+v, want it unchanged", out[0])
			}
			if vs[0].Outcome != tc.outcome {
				t.Errorf("outcome = %q, want %q", vs[0].Outcome, tc.outcome)
			}
			if (vs[0].Err != nil) != (tc.outcome == OutcomeFailed) {
				t.Errorf("verdict error = %v", vs[0].Err)
			}
			if tc.outcome == OutcomeFailed && vs[0].Reason != "" {
				t.Errorf("a failed verdict carries the reason %q", vs[0].Reason)
			}
		})
	}

	t.Run("only unresolved references with two or more candidates are asked about", func(t *testing.T) {
		var asked []Question
		one := Resolution{Reference: Reference{Text: "that pill"}, Stage: StageSession,
			Candidates: []Candidate{{EntityID: "concept:drug:amlodipine", Display: "amlodipine", Score: 1}}}
		resolved := one
		resolved.resolve(one.Candidates[0], StageSession, one.Candidates)
		resolvedOfTwo := antiplatelets()
		resolvedOfTwo.resolve(resolvedOfTwo.Candidates[0], StageSession, resolvedOfTwo.Candidates)
		none := Resolution{Reference: Reference{Text: "那个药"}, Candidates: []Candidate{}}
		in := []Resolution{one, resolved, resolvedOfTwo, none, antiplatelets()}
		out, vs := ApplyArbiter(ctx, answers("concept:drug:clopidogrel", "the last one", nil, &asked), utterance, window, in)
		if len(asked) != 1 || asked[0].Reference != "that medicine" {
			t.Fatalf("asked %d questions (%+v), want one about the ambiguous reference", len(asked), asked)
		}
		for i := 0; i < 4; i++ {
			if !reflect.DeepEqual(out[i], in[i]) || vs[i].Asked() {
				t.Errorf("resolution %d = %+v (verdict %+v), want it untouched", i, out[i], vs[i])
			}
		}
		if out[4].EntityID != "concept:drug:clopidogrel" || !vs[4].Asked() {
			t.Errorf("the ambiguous reference = %+v", out[4])
		}
	})

	t.Run("no arbiter changes nothing", func(t *testing.T) {
		out, vs := ApplyArbiter(ctx, nil, utterance, window, []Resolution{antiplatelets()})
		if !reflect.DeepEqual(out[0], antiplatelets()) || vs[0].Asked() {
			t.Errorf("resolution = %+v, verdict %+v", out[0], vs[0])
		}
	})
}
