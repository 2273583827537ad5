package memory

import (
	"context"
	"time"
	"unicode/utf8"

	"github.com/anamnesis-health/anamnesis/session"
)

// llmReserve is the part of a request's deadline no model call may use:
// what is left for the stores once the model has answered or timed out,
// so that a slow model costs a turn its arbitration or its model-written
// summary, never the turn itself.
const llmReserve = time.Second

// llmContext returns the context model calls run under: ctx with its
// deadline moved llmReserve earlier. Without a deadline it is ctx; the
// client's own timeout still bounds each call.
func llmContext(ctx context.Context) (context.Context, context.CancelFunc) {
	d, ok := ctx.Deadline()
	if !ok {
		return context.WithCancel(ctx)
	}
	return context.WithDeadline(ctx, d.Add(-llmReserve))
}

// Limits of the recent turns a model is shown with a reference: as many
// as the reader reads a turn after (understand), each cut to a length.
const (
	llmWindowTurns = 6
	llmTurnRunes   = 500
)

// llmWindow renders the last turns of window for a model, oldest first,
// one line each: "patient: ...".
func llmWindow(window []session.Turn) []string {
	if len(window) > llmWindowTurns {
		window = window[len(window)-llmWindowTurns:]
	}
	out := make([]string, 0, len(window))
	for _, t := range window {
		text := oneLine(t.Text)
		if utf8.RuneCountInString(text) > llmTurnRunes {
			text = string([]rune(text)[:llmTurnRunes]) + "…"
		}
		out = append(out, string(t.Speaker)+": "+text)
	}
	return out
}
