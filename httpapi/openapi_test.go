package httpapi_test

import (
	"regexp"
	"sort"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"

	"github.com/anamnesis-health/anamnesis/httpapi"
)

var echoParam = regexp.MustCompile(`:([A-Za-z_]+)`)

// TestOpenAPIMatchesTheRoutes fails when a served route is missing from
// openapi.yaml or the document lists a route that is not served.
func TestOpenAPIMatchesTheRoutes(t *testing.T) {
	var doc struct {
		Paths map[string]map[string]any `yaml:"paths"`
	}
	if err := yaml.Unmarshal(httpapi.OpenAPI, &doc); err != nil {
		t.Fatalf("parse openapi.yaml: %v", err)
	}
	documented := map[string]bool{}
	for path, ops := range doc.Paths {
		for method := range ops {
			switch method {
			case "get", "post", "put", "patch", "delete":
				documented[strings.ToUpper(method)+" "+path] = true
			}
		}
	}
	served := map[string]bool{}
	e := httpapi.New(httpapi.Config{})
	for _, r := range e.Routes() {
		if strings.HasPrefix(r.Method, "echo_route_") || r.Method == "echo_route_any" {
			continue
		}
		// The console is a web page, not part of the API (docs/console.md).
		if r.Path == "/console" || strings.HasPrefix(r.Path, "/console/") {
			continue
		}
		served[r.Method+" "+echoParam.ReplaceAllString(r.Path, "{$1}")] = true
	}
	var missing, extra []string
	for r := range served {
		if !documented[r] {
			missing = append(missing, r)
		}
	}
	for r := range documented {
		if !served[r] {
			extra = append(extra, r)
		}
	}
	sort.Strings(missing)
	sort.Strings(extra)
	if len(missing) > 0 {
		t.Errorf("served but not in openapi.yaml: %v", missing)
	}
	if len(extra) > 0 {
		t.Errorf("in openapi.yaml but not served: %v", extra)
	}
	if len(served) < 10 {
		t.Fatalf("only %d routes registered; the test would prove nothing", len(served))
	}
}
