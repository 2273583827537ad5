package httpapi

import (
	"net/http"
	"strconv"
	"time"

	"github.com/labstack/echo/v4"

	"github.com/anamnesis-health/anamnesis/memory"
)

func (s *server) isolationReport(c echo.Context) error {
	r, err := s.svc.IsolationReport(c.Request().Context(), scope(c))
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, r)
}

func (s *server) erasePatient(c echo.Context) error {
	res, err := s.svc.ErasePatient(c.Request().Context(), scope(c), c.QueryParam("tenant"), c.Param("patient_id"))
	if err != nil {
		return err
	}
	return c.JSON(http.StatusAccepted, res)
}

func (s *server) getRecord(c echo.Context) error {
	var asOf time.Time
	if v := c.QueryParam("as_of"); v != "" {
		t, err := time.Parse(time.RFC3339Nano, v)
		if err != nil {
			return badRequest("as_of must be an RFC 3339 time")
		}
		asOf = t
	}
	view, err := s.svc.Record(c.Request().Context(), scope(c), c.Param("patient_id"), asOf)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, view)
}

func (s *server) postFacts(c echo.Context) error {
	var b struct {
		Facts []memory.Proposal `json:"facts"`
	}
	if err := decode(c, &b); err != nil {
		return err
	}
	facts, err := s.svc.PostFacts(c.Request().Context(), scope(c), c.Param("patient_id"), b.Facts)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusCreated, map[string]any{"facts": facts})
}

func (s *server) listClaims(c echo.Context) error {
	f := memory.ClaimFilter{Status: c.QueryParam("status"), PatientID: c.QueryParam("patient_id"), Cursor: c.QueryParam("cursor")}
	if v := c.QueryParam("limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil {
			return badRequest("limit must be an integer")
		}
		f.Limit = n
	}
	claims, next, err := s.svc.Claims(c.Request().Context(), scope(c), f)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"claims": claims, "next_cursor": next})
}

func (s *server) getClaim(c echo.Context) error {
	view, err := s.svc.Claim(c.Request().Context(), scope(c), c.Param("claim_id"))
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, view)
}

type resolveBody struct {
	Note string           `json:"note"`
	Fact *memory.Proposal `json:"fact"`
}

func (s *server) confirmClaim(c echo.Context) error {
	var b resolveBody
	if err := decodeOptional(c, &b); err != nil {
		return err
	}
	claim, fact, err := s.svc.ConfirmClaim(c.Request().Context(), scope(c), c.Param("claim_id"), b.Note, b.Fact)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"claim": claim, "fact": fact})
}

func (s *server) rejectClaim(c echo.Context) error {
	var b resolveBody
	if err := decodeOptional(c, &b); err != nil {
		return err
	}
	claim, err := s.svc.RejectClaim(c.Request().Context(), scope(c), c.Param("claim_id"), b.Note)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"claim": claim})
}
