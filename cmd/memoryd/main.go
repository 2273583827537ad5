// Command memoryd is the Anamnesis patient-memory service.
//
//	memoryd serve                        run the HTTP API
//	memoryd tenants create ID            create a tenant and print its first keys
//	memoryd outbox list|retry            list or retry quarantined outbox items
//	memoryd patients erase ID --tenant T erase a patient from every store
//	memoryd isolation-audit              check tenant isolation of every store
package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"os"
	"os/signal"
	"strconv"
	"sync"
	"syscall"
	"time"

	"github.com/anamnesis-health/anamnesis/httpapi"
	"github.com/anamnesis-health/anamnesis/llm"
	"github.com/anamnesis-health/anamnesis/memory"
	"github.com/anamnesis-health/anamnesis/tenancy"
	"github.com/anamnesis-health/anamnesis/workstate"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Stdout, os.Stderr, os.Getenv); err != nil {
		fmt.Fprintln(os.Stderr, "memoryd:", err)
		if errors.Is(err, errViolations) {
			os.Exit(2)
		}
		os.Exit(1)
	}
}

const usage = `usage:
  memoryd serve [flags]                   run the HTTP API
  memoryd tenants create ID [--name NAME] create a tenant and print its agent, clinician and compliance keys
  memoryd outbox list [--tenant T]        list outbox items quarantined after repeated failures (ids and errors only)
  memoryd outbox retry ID --tenant T      put a quarantined item back in the queue and apply it
  memoryd patients erase ID --tenant T    erase a patient from every store, leaving a tombstone event
  memoryd isolation-audit                 check every store's tenant isolation; exit 2 on a violation
Run 'memoryd serve -h' for the flags; each has a MEMORYD_* environment variable.`

func run(ctx context.Context, args []string, stdout, stderr io.Writer, getenv func(string) string) error {
	if len(args) == 0 {
		return errors.New(usage)
	}
	switch args[0] {
	case "serve":
		cfg, err := parseConfig("serve", args[1:], stderr, getenv)
		if err != nil {
			return err
		}
		return serve(ctx, cfg, stderr)
	case "tenants":
		if len(args) < 3 || args[1] != "create" {
			return errors.New(usage)
		}
		id := args[2]
		fs := flag.NewFlagSet("tenants create", flag.ContinueOnError)
		name := fs.String("name", "", "display name of the tenant")
		cfg, err := parseConfigWith(fs, args[3:], stderr, getenv)
		if err != nil {
			return err
		}
		return createTenant(ctx, cfg, id, *name, stdout)
	case "outbox":
		return outboxCommand(ctx, args[1:], stdout, stderr, getenv)
	case "patients":
		return patientsCommand(ctx, args[1:], stdout, stderr, getenv)
	case "isolation-audit":
		return isolationAudit(ctx, args[1:], stdout, stderr, getenv)
	case "-h", "--help", "help":
		fmt.Fprintln(stdout, usage)
		return nil
	}
	return fmt.Errorf("unknown command %q\n%s", args[0], usage)
}

// config is memoryd's configuration: flags, defaulted from MEMORYD_* env.
type config struct {
	Addr          string
	DataDir       string
	PGDSN         string
	Neo4jURI      string
	Neo4jUser     string
	Neo4jPassword string
	QdrantAddr    string
	AdminKey      string
	Embedder      string
	WindowSize    int
	// StateStaleAfter: turns after which an unmentioned constraint is
	// shown as "re-confirm".
	StateStaleAfter int
	LogLevel        string
	GatePolicy      string
	// RequestTimeout is the deadline of every request's context, which
	// every store call carries (issue 9).
	RequestTimeout time.Duration
	// LLMURL, if set, is the OpenAI-compatible API base of the model that
	// arbitrates ambiguous references and writes summaries (issue 10);
	// LLMModel is then required. LLMTimeout bounds each call.
	LLMURL     string
	LLMModel   string
	LLMAPIKey  string
	LLMTimeout time.Duration
}

func parseConfig(name string, args []string, stderr io.Writer, getenv func(string) string) (config, error) {
	return parseConfigWith(flag.NewFlagSet(name, flag.ContinueOnError), args, stderr, getenv)
}

func parseConfigWith(fs *flag.FlagSet, args []string, stderr io.Writer, getenv func(string) string) (config, error) {
	env := func(k, def string) string {
		if v := getenv(k); v != "" {
			return v
		}
		return def
	}
	var c config
	fs.SetOutput(stderr)
	fs.StringVar(&c.Addr, "addr", env("MEMORYD_ADDR", "127.0.0.1:8080"), "listen address (MEMORYD_ADDR)")
	fs.StringVar(&c.DataDir, "data-dir", env("MEMORYD_DATA_DIR", "./memoryd-data"), "embedded store directory (MEMORYD_DATA_DIR)")
	fs.StringVar(&c.PGDSN, "pg-dsn", env("MEMORYD_PG_DSN", ""), "PostgreSQL DSN for sessions, tenants and audit (MEMORYD_PG_DSN); empty: embedded")
	fs.StringVar(&c.Neo4jURI, "neo4j-uri", env("MEMORYD_NEO4J_URI", ""), "Neo4j Bolt URI for the record (MEMORYD_NEO4J_URI); empty: embedded")
	fs.StringVar(&c.Neo4jUser, "neo4j-user", env("MEMORYD_NEO4J_USER", "neo4j"), "Neo4j user (MEMORYD_NEO4J_USER)")
	fs.StringVar(&c.Neo4jPassword, "neo4j-password", env("MEMORYD_NEO4J_PASSWORD", ""), "Neo4j password (MEMORYD_NEO4J_PASSWORD)")
	fs.StringVar(&c.QdrantAddr, "qdrant-addr", env("MEMORYD_QDRANT_ADDR", ""), "Qdrant gRPC address host:port (MEMORYD_QDRANT_ADDR); empty: embedded")
	fs.StringVar(&c.AdminKey, "admin-key", env("MEMORYD_ADMIN_KEY", ""), "global admin key (MEMORYD_ADMIN_KEY); empty disables the admin API")
	fs.StringVar(&c.Embedder, "embedder", env("MEMORYD_EMBEDDER", "builtin"), "builtin or an OpenAI-compatible base URL (MEMORYD_EMBEDDER)")
	fs.StringVar(&c.GatePolicy, "gate-policy", env("MEMORYD_GATE_POLICY", ""), "JSON file of gate thresholds, default and per tenant (MEMORYD_GATE_POLICY)")
	fs.StringVar(&c.LogLevel, "log-level", env("MEMORYD_LOG_LEVEL", "info"), "debug, info, warn or error (MEMORYD_LOG_LEVEL)")
	window, err := strconv.Atoi(env("MEMORYD_WINDOW", strconv.Itoa(memory.DefaultWindowSize)))
	if err != nil {
		return c, fmt.Errorf("MEMORYD_WINDOW: %w", err)
	}
	fs.IntVar(&c.WindowSize, "window", window, "sliding window size in turns (MEMORYD_WINDOW)")
	stale, err := strconv.Atoi(env("MEMORYD_STATE_STALE_AFTER", strconv.Itoa(workstate.DefaultStaleAfter)))
	if err != nil {
		return c, fmt.Errorf("MEMORYD_STATE_STALE_AFTER: %w", err)
	}
	fs.IntVar(&c.StateStaleAfter, "state-stale-after", stale,
		"turns after which a working-state constraint nobody mentioned is shown as re-confirm (MEMORYD_STATE_STALE_AFTER)")
	timeout, err := time.ParseDuration(env("MEMORYD_REQUEST_TIMEOUT", "5s"))
	if err != nil {
		return c, fmt.Errorf("MEMORYD_REQUEST_TIMEOUT: %w", err)
	}
	fs.DurationVar(&c.RequestTimeout, "request-timeout", timeout,
		"deadline of each request, store calls included; a backend that does not answer in time gives a 503 (MEMORYD_REQUEST_TIMEOUT)")
	fs.StringVar(&c.LLMURL, "llm-url", env("MEMORYD_LLM_URL", ""),
		"OpenAI-compatible API base (e.g. http://127.0.0.1:8000/v1) of a model that arbitrates ambiguous references and writes summaries; "+
			"what it is sent leaves the process (MEMORYD_LLM_URL); empty: no model")
	fs.StringVar(&c.LLMModel, "llm-model", env("MEMORYD_LLM_MODEL", ""), "the model to ask; required with --llm-url (MEMORYD_LLM_MODEL)")
	fs.StringVar(&c.LLMAPIKey, "llm-api-key", env("MEMORYD_LLM_API_KEY", ""), "bearer token for --llm-url; prefer the variable (MEMORYD_LLM_API_KEY)")
	llmTimeout, err := time.ParseDuration(env("MEMORYD_LLM_TIMEOUT", llm.DefaultTimeout.String()))
	if err != nil {
		return c, fmt.Errorf("MEMORYD_LLM_TIMEOUT: %w", err)
	}
	fs.DurationVar(&c.LLMTimeout, "llm-timeout", llmTimeout,
		"bound of each model call, within the request timeout less 1s; on timeout the pipeline goes on without the model (MEMORYD_LLM_TIMEOUT)")
	if err := fs.Parse(args); err != nil {
		return c, err
	}
	if fs.NArg() > 0 {
		return c, fmt.Errorf("unexpected arguments %q", fs.Args())
	}
	if c.WindowSize < 1 || c.WindowSize > 1000 {
		return c, fmt.Errorf("window %d must be between 1 and 1000", c.WindowSize)
	}
	if c.StateStaleAfter < 1 || c.StateStaleAfter > 10000 {
		return c, fmt.Errorf("state-stale-after %d must be between 1 and 10000", c.StateStaleAfter)
	}
	if c.RequestTimeout <= 0 {
		return c, fmt.Errorf("request timeout %v must be positive", c.RequestTimeout)
	}
	if c.LLMURL != "" {
		if c.LLMModel == "" {
			return c, errors.New("--llm-model (MEMORYD_LLM_MODEL) is required when --llm-url (MEMORYD_LLM_URL) is set")
		}
		if c.LLMTimeout <= 0 {
			return c, fmt.Errorf("llm timeout %v must be positive", c.LLMTimeout)
		}
		if _, err := llm.New(c.LLMURL, c.LLMModel, c.LLMAPIKey, c.LLMTimeout, nil); err != nil {
			return c, fmt.Errorf("--llm-url (MEMORYD_LLM_URL): %w", err)
		}
	}
	return c, nil
}

// newLLM returns the configured model's client, or nil when none is
// configured.
func newLLM(cfg config) (memory.LLM, error) {
	if cfg.LLMURL == "" {
		return nil, nil
	}
	c, err := llm.New(cfg.LLMURL, cfg.LLMModel, cfg.LLMAPIKey, cfg.LLMTimeout, nil)
	if err != nil {
		return nil, err
	}
	return c, nil
}

// describeLLM names the configured model for the start-up log line: its
// name and host, never the URL's credentials or the key.
func describeLLM(cfg config) string {
	if cfg.LLMURL == "" {
		return "none"
	}
	u, err := url.Parse(cfg.LLMURL)
	if err != nil {
		return cfg.LLMModel
	}
	return cfg.LLMModel + " at " + u.Host
}

func newLogger(w io.Writer, level string) (*slog.Logger, error) {
	var l slog.Level
	if err := l.UnmarshalText([]byte(level)); err != nil {
		return nil, fmt.Errorf("log level: %w", err)
	}
	return slog.New(slog.NewJSONHandler(w, &slog.HandlerOptions{Level: l})), nil
}

func randomID(prefix string) func() string {
	return func() string {
		var b [12]byte
		if _, err := rand.Read(b[:]); err != nil {
			panic(err) // crypto/rand does not fail on supported platforms
		}
		return prefix + hex.EncodeToString(b[:])
	}
}

// newService opens the backends and builds the pipeline over them. With
// serving set, a Neo4j or Qdrant that does not answer does not fail it (see
// openBackends).
func newService(ctx context.Context, cfg config, log *slog.Logger, serving bool) (*memory.Service, *backends, error) {
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	policy, tenantPolicies, err := loadGatePolicy(cfg.GatePolicy)
	if err != nil {
		return nil, nil, err
	}
	model, err := newLLM(cfg)
	if err != nil {
		return nil, nil, err
	}
	b, err := openBackends(ctx, cfg, log, serving)
	if err != nil {
		return nil, nil, err
	}
	svc, err := memory.New(b.stores, memory.Config{
		WindowSize: cfg.WindowSize, StateStaleAfter: cfg.StateStaleAfter, NewID: randomID("turn_"), Logger: log,
		Policy: policy, TenantPolicies: tenantPolicies, LLM: model,
	})
	if err != nil {
		b.Close()
		return nil, nil, err
	}
	return svc, b, nil
}

// serve runs the HTTP API until ctx ends. A backend that is down does not
// stop it from starting (issue 9): a Neo4j or Qdrant store starts not
// ready and reconnects by itself; while PostgreSQL has not been reached,
// memoryd answers /healthz and /readyz and gives every API request a 503,
// and retries in the background.
func serve(ctx context.Context, cfg config, stderr io.Writer) error {
	log, err := newLogger(stderr, cfg.LogLevel)
	if err != nil {
		return err
	}
	var (
		h      swapHandler
		mu     sync.Mutex
		opened *backends
		waited = make(chan struct{})
	)
	started := func(svc *memory.Service, b *backends) {
		mu.Lock()
		opened = b
		mu.Unlock()
		h.set(httpapi.New(httpapi.Config{
			Service: svc, Auth: tenancy.Authenticator{Directory: b.stores.Directory, AdminKey: cfg.AdminKey},
			Checks: b.checks, Logger: log, RequestTimeout: cfg.RequestTimeout,
		}))
		go drainLoop(ctx, svc, log)
		log.Info("memoryd serving", "addr", cfg.Addr, "backends", b.describe(), "llm", describeLLM(cfg))
	}
	actx, cancel := context.WithTimeout(ctx, startAttempt)
	svc, b, err := newService(actx, cfg, log, true)
	cancel()
	switch {
	case err == nil:
		close(waited)
		started(svc, b)
	case cfg.PGDSN != "" && unreachable(err) && ctx.Err() == nil:
		w := &pgWait{cause: err}
		log.Warn("postgres unavailable at start; answering 503 and retrying in the background", "code", errorCode(err))
		h.set(waitingHandler(cfg, log, w))
		go func() {
			defer close(waited)
			svc, b, err := openWhenReachable(ctx, cfg, log, w)
			if err != nil {
				if ctx.Err() == nil {
					log.Error("opening the backends failed; still answering 503", "code", errorCode(err), "err", err)
					w.set(err)
				}
				return
			}
			started(svc, b)
		}()
	default:
		return err
	}
	defer func() {
		<-waited
		mu.Lock()
		defer mu.Unlock()
		if opened != nil {
			opened.Close()
		}
	}()

	srv := &http.Server{
		Addr: cfg.Addr, Handler: &h,
		ReadHeaderTimeout: 5 * time.Second, ReadTimeout: 15 * time.Second,
		WriteTimeout: 30 * time.Second, IdleTimeout: 60 * time.Second,
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.ListenAndServe() }()
	log.Info("memoryd listening", "addr", cfg.Addr)
	select {
	case err := <-errc:
		return fmt.Errorf("listen %s: %w", cfg.Addr, err)
	case <-ctx.Done():
	}
	log.Info("shutting down")
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdownCtx); err != nil {
		return fmt.Errorf("shutdown: %w", err)
	}
	return nil
}

// drainLoop applies queued outbox work that ingest could not apply at once
// (a backend was down), until ctx ends.
func drainLoop(ctx context.Context, svc *memory.Service, log *slog.Logger) {
	t := time.NewTicker(2 * time.Second)
	defer t.Stop()
	failing := false
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		err := svc.DrainAll(ctx)
		switch {
		case err != nil && !failing:
			log.Warn("outbox drain failing; work stays queued", "err", err)
		case err == nil && failing:
			log.Info("outbox drain recovered")
		}
		failing = err != nil
	}
}

func createTenant(ctx context.Context, cfg config, id, name string, stdout io.Writer) error {
	log := slog.New(slog.DiscardHandler)
	svc, b, err := newService(ctx, cfg, log, false)
	if err != nil {
		return err
	}
	defer b.Close()
	admin := tenancy.GlobalAdmin("cli")
	if _, err := svc.CreateTenant(ctx, admin, id, name); err != nil {
		return err
	}
	keys := map[string]string{}
	for _, role := range []tenancy.Role{tenancy.RoleAgent, tenancy.RoleClinician, tenancy.RoleCompliance} {
		_, secret, err := svc.CreateKey(ctx, admin, id, string(role))
		if err != nil {
			return err
		}
		keys[string(role)] = secret
	}
	enc := json.NewEncoder(stdout)
	enc.SetIndent("", "  ")
	return enc.Encode(map[string]any{"tenant": id, "keys": keys})
}
