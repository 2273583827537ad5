package httpapi

import (
	"net/http"
	"strconv"

	"github.com/labstack/echo/v4"
)

// pageQuery reads limit and cursor; their ranges are the session
// manager's to check.
func pageQuery(c echo.Context) (int, string, error) {
	limit := 0
	if v := c.QueryParam("limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil {
			return 0, "", badRequest("limit must be an integer")
		}
		limit = n
	}
	return limit, c.QueryParam("cursor"), nil
}

func (s *server) listSessionTurns(c echo.Context) error {
	limit, cursor, err := pageQuery(c)
	if err != nil {
		return err
	}
	page, err := s.svc.SessionTurns(c.Request().Context(), scope(c), c.Param("patient_id"), c.Param("session_id"), limit, cursor)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, page)
}

func (s *server) listSessions(c echo.Context) error {
	limit, cursor, err := pageQuery(c)
	if err != nil {
		return err
	}
	list, err := s.svc.Sessions(c.Request().Context(), scope(c), c.Param("patient_id"), limit, cursor)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, list)
}
