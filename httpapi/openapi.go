package httpapi

import (
	_ "embed"
	"net/http"

	"github.com/labstack/echo/v4"
)

// OpenAPI is the API description served at /openapi.yaml. Tests fail when it
// and the registered routes disagree.
//
//go:embed openapi.yaml
var OpenAPI []byte

func serveOpenAPI(c echo.Context) error {
	return c.Blob(http.StatusOK, "application/yaml", OpenAPI)
}
