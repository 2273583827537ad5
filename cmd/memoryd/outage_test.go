package main

import (
	"context"
	"errors"
	"io"
	"net/http"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/client"
)

// readyzOf returns /readyz's status code and each layer's backend and
// readiness.
func readyzOf(t *testing.T, addr string) (bool, map[string]bool, map[string]string) {
	t.Helper()
	r, err := client.New("http://"+addr, "").Ready(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	ok, backend := map[string]bool{}, map[string]string{}
	for _, b := range r.Backends {
		ok[b.Name], backend[b.Name] = b.OK, b.Backend
	}
	return r.OK, ok, backend
}

// TestServeStartsWithABackendDown: memoryd starts whatever external
// backend does not answer, and /readyz names it (issue 9).
func TestServeStartsWithABackendDown(t *testing.T) {
	down := freeAddr(t) // nothing listens there: connections are refused
	tests := []struct {
		name    string
		env     map[string]string
		layer   string
		backend string
		others  []string // layers that stay ready
	}{
		{"with Neo4j down", map[string]string{"MEMORYD_NEO4J_URI": "bolt://" + down, "MEMORYD_NEO4J_PASSWORD": "x"},
			"entity", "neo4j", []string{"session", "index"}},
		{"with Qdrant down", map[string]string{"MEMORYD_QDRANT_ADDR": down},
			"index", "qdrant", []string{"session", "entity"}},
		{"with PostgreSQL down", map[string]string{"MEMORYD_PG_DSN": "postgres://memoryd:x@" + down + "/anamnesis?sslmode=disable"},
			"session", "postgres", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name+", it starts and /readyz names the backend not ready", func(t *testing.T) {
			addr := serveFor(t, tt.env)
			ready, ok, backend := readyzOf(t, addr)
			if ready {
				t.Errorf("readyz is ok, want 503 not ready")
			}
			if ok[tt.layer] || backend[tt.layer] != tt.backend {
				t.Errorf("%s = %s ready %v, want %s not ready", tt.layer, backend[tt.layer], ok[tt.layer], tt.backend)
			}
			for _, l := range tt.others {
				if !ok[l] {
					t.Errorf("%s not ready, want ready", l)
				}
			}
		})
	}
	t.Run("with PostgreSQL down, API requests get a 503 at once", func(t *testing.T) {
		addr := serveFor(t, tests[2].env)
		c := client.New("http://"+addr, "amk_anything", client.WithHTTPClient(&http.Client{Timeout: 20 * time.Second}))
		_, err := c.PostTurn(context.Background(), "p-1", "s-1", client.TurnRequest{TurnID: "t-1", Role: "patient", Text: "hello"})
		var e *client.Error
		if !errors.As(err, &e) || e.Status != http.StatusServiceUnavailable || e.Code != "unavailable" {
			t.Fatalf("POST turn = %v, want 503 unavailable", err)
		}
	})
}

func TestRequestTimeoutFlag(t *testing.T) {
	c, err := parseConfig("serve", nil, io.Discard, noEnv)
	if err != nil || c.RequestTimeout != 5*time.Second {
		t.Fatalf("default: %v %v, want 5s", c.RequestTimeout, err)
	}
	env := envOf(map[string]string{"MEMORYD_REQUEST_TIMEOUT": "3s"})
	if c, err = parseConfig("serve", nil, io.Discard, env); err != nil || c.RequestTimeout != 3*time.Second {
		t.Fatalf("env: %v %v, want 3s", c.RequestTimeout, err)
	}
	if c, err = parseConfig("serve", []string{"--request-timeout", "750ms"}, io.Discard, env); err != nil || c.RequestTimeout != 750*time.Millisecond {
		t.Fatalf("flag over env: %v %v, want 750ms", c.RequestTimeout, err)
	}
	for _, bad := range [][]string{{"--request-timeout", "0s"}, {"--request-timeout", "soon"}} {
		if _, err := parseConfig("serve", bad, io.Discard, noEnv); err == nil {
			t.Errorf("%v: no error", bad)
		}
	}
}
