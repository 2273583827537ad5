package httpapi

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"testing"

	"github.com/labstack/echo/v4"

	"github.com/anamnesis-health/anamnesis/memory"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

func TestClassifyMapsEveryErrorToTheTable(t *testing.T) {
	cases := []struct {
		name   string
		err    error
		status int
		code   string
	}{
		{"a bare deadline", context.DeadlineExceeded, http.StatusServiceUnavailable, "unavailable"},
		{"a wrapped deadline", fmt.Errorf("read record: %w", context.DeadlineExceeded), http.StatusServiceUnavailable, "unavailable"},
		{"a deadline memory wrapped as unavailable",
			fmt.Errorf("read record: %w: %w", memory.ErrUnavailable, context.DeadlineExceeded), http.StatusServiceUnavailable, "unavailable"},
		{"a bare cancellation", context.Canceled, http.StatusServiceUnavailable, "unavailable"},
		{"a wrapped cancellation", fmt.Errorf("list claims: %w", context.Canceled), http.StatusServiceUnavailable, "unavailable"},
		{"a backend failure", fmt.Errorf("x: %w", memory.ErrUnavailable), http.StatusServiceUnavailable, "unavailable"},
		{"a patient too busy to write", fmt.Errorf("ingest: %w: retry the turn", memory.ErrBusy), http.StatusServiceUnavailable, "unavailable"},
		{"a bad argument", fmt.Errorf("x: %w: text must not be empty", memory.ErrInvalid), http.StatusBadRequest, "invalid_argument"},
		{"an unknown key", tenancy.ErrUnauthenticated, http.StatusUnauthorized, "unauthenticated"},
		{"echo's 413", echo.ErrStatusRequestEntityTooLarge, http.StatusRequestEntityTooLarge, "payload_too_large"},
		{"echo's 415", echo.ErrUnsupportedMediaType, http.StatusBadRequest, "invalid_argument"},
		{"a panic", errPanic, http.StatusInternalServerError, "internal"},
		{"anything else", errors.New("boom"), http.StatusInternalServerError, "internal"},
	}
	for _, c := range cases {
		t.Run(c.name+" is "+c.code, func(t *testing.T) {
			got := classify(c.err)
			if got.status != c.status || got.code != c.code || got.message == "" {
				t.Errorf("classify(%v) = %d %s %q, want %d %s", c.err, got.status, got.code, got.message, c.status, c.code)
			}
		})
	}
}

func TestCheckTextRefusesWhatJSONWouldAlter(t *testing.T) {
	cases := []struct {
		body string
		ok   bool
	}{
		{`{"text":"膝盖疼"}`, true},
		{`{"text":"\ud83d\ude00"}`, true},
		{`{"text":"\uD83D\uDE00"}`, true},
		{`{"text":"\\ud800"}`, true}, // an escaped backslash, then letters
		{`{"text":"\u00e9\n\"\\"}`, true},
		{`{"text":"\ufffd"}`, true},
		{`{"text":"\u"}`, true}, // a syntax error, left to the decoder
		{`{"text":"\`, true},
		{"{\"text\":\"\xff\"}", false},
		{`{"text":"\ud800"}`, false},
		{`{"text":"\ud800\u0041"}`, false},
		{`{"text":"\udfff"}`, false},
		{`{"text":"\ud83d\ud83d"}`, false},
		{`{"text":"\u0000"}`, false},
	}
	for _, c := range cases {
		if err := checkText([]byte(c.body)); (err == nil) != c.ok {
			t.Errorf("checkText(%s) = %v, want ok=%v", c.body, err, c.ok)
		}
	}
}
