package httpapi

import (
	"context"
	"errors"
	"net/http"
	"strings"

	"github.com/labstack/echo/v4"

	"github.com/anamnesis-health/anamnesis/memory"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// errorBody is API.md's error shape.
type errorBody struct {
	Error struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

// apiError is an error with its HTTP status and API code decided.
type apiError struct {
	status  int
	code    string
	message string
}

func (e *apiError) Error() string { return e.message }

func badRequest(msg string) error { return &apiError{http.StatusBadRequest, "invalid_argument", msg} }

var errForbidden = &apiError{http.StatusForbidden, "permission_denied", "this key's role may not do this"}

// errPanic answers a handler that panicked; the panic is logged, not shown.
var errPanic = &apiError{http.StatusInternalServerError, "internal", "internal error"}

// classify maps an error to status, code and message. It is the one place
// where errors become HTTP: handlers return errors and never write them.
func classify(err error) *apiError {
	var ae *apiError
	if errors.As(err, &ae) {
		return ae
	}
	var he *echo.HTTPError
	if errors.As(err, &he) {
		switch he.Code {
		case http.StatusRequestEntityTooLarge:
			return &apiError{he.Code, "payload_too_large", "request body is larger than the limit of 256 KiB"}
		case http.StatusNotFound:
			return &apiError{he.Code, "not_found", "no such route"}
		case http.StatusMethodNotAllowed:
			return &apiError{he.Code, "method_not_allowed", "method not allowed on this route"}
		case http.StatusServiceUnavailable:
			return &apiError{he.Code, "unavailable", "service unavailable"}
		}
		if he.Code >= 400 && he.Code < 500 {
			return &apiError{http.StatusBadRequest, "invalid_argument", strings.ToLower(http.StatusText(he.Code))}
		}
	}
	msg := err.Error()
	switch {
	// A request out of time is a backend too slow to answer, whether a
	// store returned the context's error bare or memory wrapped it as
	// ErrUnavailable: never a 500.
	case errors.Is(err, context.DeadlineExceeded):
		return &apiError{http.StatusServiceUnavailable, "unavailable", "the request ran out of its deadline waiting for a backend"}
	case errors.Is(err, context.Canceled):
		return &apiError{http.StatusServiceUnavailable, "unavailable", "the request was canceled before a backend answered"}
	case errors.Is(err, tenancy.ErrUnauthenticated):
		return &apiError{http.StatusUnauthorized, "unauthenticated", "missing, unknown or revoked API key"}
	case errors.Is(err, memory.ErrInvalid):
		return &apiError{http.StatusBadRequest, "invalid_argument", afterSentinel(msg, memory.ErrInvalid)}
	case errors.Is(err, memory.ErrNotFound):
		// Never say whether the id exists in another tenant.
		return &apiError{http.StatusNotFound, "not_found", "not found"}
	case errors.Is(err, memory.ErrConflict):
		return &apiError{http.StatusConflict, "conflict", afterSentinel(msg, memory.ErrConflict)}
	case errors.Is(err, memory.ErrForbidden):
		return errForbidden
	case errors.Is(err, memory.ErrBusy):
		// Nothing was written and the turn may be retried: a 503, so that
		// callers retry it, not a 409, which asks them to re-read first.
		return &apiError{http.StatusServiceUnavailable, "unavailable", afterSentinel(msg, memory.ErrBusy)}
	case errors.Is(err, memory.ErrUnavailable):
		return &apiError{http.StatusServiceUnavailable, "unavailable", "a backend is unavailable; nothing was written"}
	}
	return &apiError{http.StatusInternalServerError, "internal", "internal error"}
}

// afterSentinel drops the wrapping context and the sentinel's own words,
// keeping the reason ("text must not be empty").
func afterSentinel(msg string, sentinel error) string {
	if i := strings.Index(msg, sentinel.Error()+": "); i >= 0 {
		return msg[i+len(sentinel.Error())+2:]
	}
	return msg
}

// handleError is echo's HTTPErrorHandler.
func (s *server) handleError(err error, c echo.Context) {
	if c.Response().Committed {
		return
	}
	ae := classify(err)
	if ae.status >= 500 {
		// Driver errors carry no utterance text; log them for operators.
		s.log.Error("request failed", "request_id", requestID(c), "route", c.Path(), "err", err)
	}
	var body errorBody
	body.Error.Code, body.Error.Message = ae.code, ae.message
	c.JSON(ae.status, body)
}
