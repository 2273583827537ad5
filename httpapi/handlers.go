package httpapi

import (
	"bytes"
	"net/http"
	"strconv"
	"time"

	"github.com/labstack/echo/v4"

	"github.com/anamnesis-health/anamnesis/audit"
	"github.com/anamnesis-health/anamnesis/memory"
)

type turnBody struct {
	TurnID string            `json:"turn_id"`
	Role   string            `json:"role"`
	Text   *string           `json:"text"`
	Lang   string            `json:"lang"`
	At     *time.Time        `json:"at"`
	Facts  []memory.Proposal `json:"facts"`
}

func (s *server) postTurn(c echo.Context) error {
	var b turnBody
	if err := decode(c, &b); err != nil {
		return err
	}
	if b.Text == nil {
		return badRequest("text is required")
	}
	if b.Role == "" {
		return badRequest("role is required (patient, assistant or clinician)")
	}
	body, created, err := s.svc.Ingest(c.Request().Context(), scope(c), memory.TurnRequest{
		PatientID: c.Param("patient_id"), SessionID: c.Param("session_id"), TurnID: b.TurnID,
		Role: b.Role, Text: *b.Text, Lang: b.Lang, At: b.At, Facts: b.Facts,
	})
	if err != nil {
		return err
	}
	status := http.StatusOK
	if created {
		status = http.StatusCreated
	}
	// The stored body has no newline; every other body ends with one
	// (echo's c.JSON), and so does this, on the first answer and on replays.
	if !bytes.HasSuffix(body, []byte("\n")) {
		body = append(body[:len(body):len(body)], '\n')
	}
	return c.JSONBlob(status, body)
}

func (s *server) getSession(c echo.Context) error {
	view, err := s.svc.Session(c.Request().Context(), scope(c), c.Param("patient_id"), c.Param("session_id"))
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, view)
}

func (s *server) patchState(c echo.Context) error {
	var p memory.StatePatch
	if err := decode(c, &p); err != nil {
		return err
	}
	st, err := s.svc.PatchState(c.Request().Context(), scope(c), c.Param("patient_id"), c.Param("session_id"), p)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, st)
}

type contextBody struct {
	SessionID    string `json:"session_id"`
	Query        string `json:"query"`
	BudgetTokens int    `json:"budget_tokens"`
	Lang         string `json:"lang"`
}

func (s *server) postContext(c echo.Context) error {
	var b contextBody
	if err := decode(c, &b); err != nil {
		return err
	}
	res, err := s.svc.Context(c.Request().Context(), scope(c), memory.ContextRequest{
		PatientID: c.Param("patient_id"), SessionID: b.SessionID, Query: b.Query, BudgetTokens: b.BudgetTokens, Lang: b.Lang,
	})
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, res)
}

func (s *server) createTenant(c echo.Context) error {
	var b struct {
		ID   string `json:"id"`
		Name string `json:"name"`
	}
	if err := decode(c, &b); err != nil {
		return err
	}
	t, err := s.svc.CreateTenant(c.Request().Context(), scope(c), b.ID, b.Name)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusCreated, map[string]any{"id": t.ID, "name": t.Name, "created_at": t.CreatedAt})
}

func (s *server) createKey(c echo.Context) error {
	var b struct {
		Role string `json:"role"`
	}
	if err := decode(c, &b); err != nil {
		return err
	}
	k, secret, err := s.svc.CreateKey(c.Request().Context(), scope(c), c.Param("tenant"), b.Role)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusCreated, map[string]any{"id": k.ID, "key": secret, "role": k.Role, "tenant": k.TenantID})
}

func (s *server) revokeKey(c echo.Context) error {
	if err := s.svc.RevokeKey(c.Request().Context(), scope(c), c.Param("key_id")); err != nil {
		return err
	}
	return c.NoContent(http.StatusNoContent)
}

// auditFilter reads patient_id, since (RFC 3339) and limit (1..1000).
func auditFilter(c echo.Context) (audit.Filter, error) {
	f := audit.Filter{PatientID: c.QueryParam("patient_id"), Limit: 100}
	if v := c.QueryParam("since"); v != "" {
		t, err := time.Parse(time.RFC3339Nano, v)
		if err != nil {
			return f, badRequest("since must be an RFC 3339 time")
		}
		f.Since = t
	}
	if v := c.QueryParam("limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > 1000 {
			return f, badRequest("limit must be an integer from 1 to 1000")
		}
		f.Limit = n
	}
	return f, nil
}

func (s *server) auditAccess(c echo.Context) error {
	f, err := auditFilter(c)
	if err != nil {
		return err
	}
	out, err := s.svc.Accesses(c.Request().Context(), scope(c), f)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"access": out})
}

func (s *server) auditEvents(c echo.Context) error {
	f, err := auditFilter(c)
	if err != nil {
		return err
	}
	out, err := s.svc.Events(c.Request().Context(), scope(c), f)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"events": out})
}

func (s *server) auditVerify(c echo.Context) error {
	n, broken, err := s.svc.VerifyChain(c.Request().Context(), scope(c))
	if err != nil {
		return err
	}
	body := map[string]any{"ok": broken < 0, "events": n}
	if broken >= 0 {
		body["broken_at_seq"] = broken + 1
	}
	return c.JSON(http.StatusOK, body)
}
