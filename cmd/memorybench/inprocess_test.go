package main

import (
	"context"
	"fmt"
	"net/http/httptest"
	"sync/atomic"
	"testing"

	"github.com/anamnesis-health/anamnesis/embedded"
	"github.com/anamnesis-health/anamnesis/httpapi"
	"github.com/anamnesis-health/anamnesis/internal/embeddedstack"
	"github.com/anamnesis-health/anamnesis/memory"
	"github.com/anamnesis-health/anamnesis/retrieval"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// testAdminKey is the global admin key of the in-process memoryd.
const testAdminKey = "bench-test-admin-key"

// inProcessServer serves memoryd over a fresh embedded store in dir, built
// as cmd/memoryd builds it (the builtin 384-dimension embedder), and
// returns its base URL.
func inProcessServer(t testing.TB) string {
	t.Helper()
	ctx := context.Background()
	db, err := embedded.Open(ctx, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	var ids atomic.Int64
	stores, err := embeddedstack.Stores(db, retrieval.NewBuiltin(384))
	if err != nil {
		t.Fatal(err)
	}
	svc, err := memory.New(stores, memory.Config{NewID: func() string { return fmt.Sprintf("turn-%d", ids.Add(1)) }})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(httpapi.New(httpapi.Config{
		Service: svc, Auth: tenancy.Authenticator{Directory: db, AdminKey: testAdminKey},
		Checks: []httpapi.Check{{Name: "session", Backend: "sqlite", Ping: db.Ping}},
	}))
	t.Cleanup(srv.Close)
	return srv.URL
}
