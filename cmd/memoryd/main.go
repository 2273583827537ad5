// Command memoryd is the Anamnesis patient-memory service.
//
//	memoryd serve                        run the HTTP API
//	memoryd tenants create ID            create a tenant and print its first keys
//	memoryd keys create|list|revoke      manage a tenant's API keys
//	memoryd outbox list|retry            list or retry quarantined outbox items
//	memoryd patients erase ID --tenant T erase a patient from every store
//	memoryd isolation-audit              check tenant isolation of every store
//	memoryd version                      print the version
package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
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
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/anamnesis-health/anamnesis/embedded"
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
  memoryd tenants create ID [--name NAME] [--keys-file FILE]
                                          create a tenant and print (or write to FILE) its agent, clinician and compliance keys
  memoryd keys create TENANT --role ROLE [--keys-file FILE]
                                          make a key (agent, clinician, compliance or admin) and print (or write to FILE) it
  memoryd keys list TENANT                list a tenant's keys: ids, roles, created and revoked times
  memoryd keys revoke KEY_ID              revoke a key from the next request on
  memoryd outbox list [--tenant T]        list outbox items quarantined after repeated failures (ids and errors only)
  memoryd outbox retry ID --tenant T      put a quarantined item back in the queue and apply it
  memoryd patients erase ID --tenant T    erase a patient from every store, leaving a tombstone event
  memoryd isolation-audit                 check every store's tenant isolation; exit 2 on a violation
  memoryd version                         print the version
Run 'memoryd COMMAND -h' for a command's flags; each has a MEMORYD_* environment variable.`

// run runs the command of args. Machine output (JSON, keys) goes to
// stdout; logs and errors go to stderr, so that a script can redirect one
// without the other.
func run(ctx context.Context, args []string, stdout, stderr io.Writer, getenv func(string) string) error {
	err := dispatch(ctx, args, stdout, stderr, getenv)
	if errors.Is(err, flag.ErrHelp) {
		return nil // the usage was printed on stdout, as asked
	}
	return err
}

func dispatch(ctx context.Context, args []string, stdout, stderr io.Writer, getenv func(string) string) error {
	if len(args) == 0 {
		return errors.New(usage)
	}
	switch args[0] {
	case "serve":
		cfg, err := parseConfig("serve", args[1:], stdout, getenv)
		if err != nil {
			return err
		}
		return serve(ctx, cfg, stderr)
	case "tenants":
		return tenantsCommand(ctx, args[1:], stdout, getenv)
	case "keys":
		return keysCommand(ctx, args[1:], stdout, getenv)
	case "outbox":
		return outboxCommand(ctx, args[1:], stdout, getenv)
	case "patients":
		return patientsCommand(ctx, args[1:], stdout, getenv)
	case "isolation-audit":
		return isolationAudit(ctx, args[1:], stdout, getenv)
	case "version", "-version", "--version":
		fmt.Fprintln(stdout, versionLine())
		return nil
	case "-h", "-help", "--help", "help":
		fmt.Fprintln(stdout, usage)
		return nil
	}
	return fmt.Errorf("unknown command %q\n%s", args[0], usage)
}

// subcommand returns the subcommand of args among names, or prints usage
// and returns flag.ErrHelp for -h.
func subcommand(args []string, stdout io.Writer, names ...string) (string, error) {
	if len(args) > 0 {
		for _, n := range names {
			if args[0] == n {
				return n, nil
			}
		}
		switch args[0] {
		case "-h", "-help", "--help", "help":
			fmt.Fprintln(stdout, usage)
			return "", flag.ErrHelp
		}
	}
	return "", errors.New(usage)
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
	// OutboxRetention is how long the session store (the embedded file or
	// PostgreSQL) keeps completed outbox items before pruning them; 0
	// keeps them.
	OutboxRetention time.Duration
	// LLMURL, if set, is the OpenAI-compatible API base of the model that
	// arbitrates ambiguous references and writes summaries (issue 10);
	// LLMModel is then required. LLMTimeout bounds each call.
	LLMURL     string
	LLMModel   string
	LLMAPIKey  string
	LLMTimeout time.Duration
}

// synopses are the first lines of each command's -h.
var synopses = map[string]string{
	"serve":           "memoryd serve [flags]\n\nRun the HTTP API.",
	"tenants create":  "memoryd tenants create ID [--name NAME] [--keys-file FILE] [flags]\n\nCreate a tenant and its agent, clinician and compliance keys, shown once: they are stored hashed.\nWith --keys-file the keys are written to FILE (mode 0600), which must not exist, and only if all went well.\nOn a tenant that exists it changes nothing and exits 1; make new keys with 'memoryd keys create'.",
	"keys create":     "memoryd keys create TENANT --role agent|clinician|compliance|admin [--keys-file FILE] [flags]\n\nMake a key for TENANT, shown once: it is stored hashed.\nWith --keys-file the key is written to FILE (mode 0600), which must not exist, and only if all went well.",
	"keys list":       "memoryd keys list TENANT [flags]\n\nList TENANT's keys: ids, roles, created and revoked times. Never a secret or its hash.",
	"keys revoke":     "memoryd keys revoke KEY_ID [flags]\n\nRevoke a key: it is refused from the next request on. Revoking a revoked key keeps the first time.",
	"outbox list":     "memoryd outbox list [--tenant T] [flags]\n\nList the outbox items quarantined after repeated failures (ids and errors, never the payload).",
	"outbox retry":    "memoryd outbox retry ITEM_ID --tenant T [flags]\n\nPut a quarantined outbox item back in the queue and apply it.",
	"patients erase":  "memoryd patients erase PATIENT_ID --tenant T [flags]\n\nErase a patient from every store, leaving a tombstone event in the audit chain.",
	"isolation-audit": "memoryd isolation-audit [flags]\n\nCheck every store's tenant isolation; exit 2 on a violation or a check that could not run.",
}

// secretsNote ends every command's -h.
const secretsNote = `
Every flag has the MEMORYD_* environment variable named in its line; a flag overrides its variable.
Flags are visible to every user of the machine (ps, /proc/PID/cmdline): do not pass secrets as flags.
Give the admin key, the Neo4j password, the model's API key and a PostgreSQL DSN that holds a
password in the environment, or better in a file named by MEMORYD_ADMIN_KEY_FILE,
MEMORYD_NEO4J_PASSWORD_FILE, MEMORYD_LLM_API_KEY_FILE or MEMORYD_PG_DSN_FILE (its trailing
newline is ignored). Setting both a variable and its _FILE is an error.
The commands other than serve open the stores themselves: on the embedded default, stop
memoryd serve first (its data directory is locked).
`

func parseConfig(name string, args []string, stdout io.Writer, getenv func(string) string) (config, error) {
	c, pos, err := parseCommand(name, args, stdout, getenv, nil)
	if err == nil && len(pos) > 0 {
		err = fmt.Errorf("unexpected arguments %q", pos)
	}
	return c, err
}

// parseCommand parses a command's arguments: positional arguments first
// (memoryd keys create acme --role agent) or after the flags, the
// command's own flags (set up by flags), and the configuration flags every
// command shares. On -h it prints the command's usage on stdout and returns
// flag.ErrHelp.
func parseCommand(name string, args []string, stdout io.Writer, getenv func(string) string,
	flags func(*flag.FlagSet)) (config, []string, error) {
	var positional []string
	for len(args) > 0 && len(args[0]) > 0 && args[0][0] != '-' {
		positional, args = append(positional, args[0]), args[1:]
	}
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	if flags != nil {
		flags(fs)
	}
	// The flag package prints an error's usage too; only -h's is wanted,
	// and on stdout: an error is returned, and main prints it on stderr.
	var help strings.Builder
	fs.SetOutput(&help)
	fs.Usage = func() {
		fmt.Fprintf(&help, "usage: %s\n\nflags:\n", synopses[name])
		fs.PrintDefaults()
		fmt.Fprint(&help, secretsNote)
	}
	c, err := parseConfigWith(fs, args, getenv)
	if errors.Is(err, flag.ErrHelp) {
		io.WriteString(stdout, help.String())
		return c, nil, err
	}
	if err != nil {
		return c, nil, fmt.Errorf("%s: %w (memoryd %s -h lists the flags)", name, err, name)
	}
	return c, append(positional, fs.Args()...), nil
}

// secretFlags are the flags that carry a secret. Their variables may name a
// file instead (MEMORYD_ADMIN_KEY_FILE), and their defaults are filled after
// parsing, so that -h never prints a secret taken from the environment.
var secretFlags = []struct{ flag, env, usage string }{
	{"pg-dsn", "MEMORYD_PG_DSN", "PostgreSQL DSN for sessions, tenants and audit; empty: embedded"},
	{"neo4j-password", "MEMORYD_NEO4J_PASSWORD", "Neo4j password"},
	{"admin-key", "MEMORYD_ADMIN_KEY", "global admin key; empty disables the admin API"},
	{"llm-api-key", "MEMORYD_LLM_API_KEY", "bearer token for --llm-url"},
}

func (c *config) secret(flagName string) *string {
	switch flagName {
	case "pg-dsn":
		return &c.PGDSN
	case "neo4j-password":
		return &c.Neo4jPassword
	case "admin-key":
		return &c.AdminKey
	case "llm-api-key":
		return &c.LLMAPIKey
	}
	panic("no secret flag " + flagName)
}

// secretFromEnv returns the value of the variable name, or the contents of
// the file named by name_FILE less its trailing newline. Its errors name
// the variable and the file, never what the file holds.
func secretFromEnv(getenv func(string) string, name string) (string, error) {
	v, file := getenv(name), getenv(name+"_FILE")
	switch {
	case file == "":
		return v, nil
	case v != "":
		return "", fmt.Errorf("%s and %s_FILE are both set: set one", name, name)
	}
	b, err := os.ReadFile(file)
	if err != nil {
		return "", fmt.Errorf("%s_FILE: %w", name, err)
	}
	s := strings.TrimRight(string(b), "\r\n")
	if s == "" {
		return "", fmt.Errorf("%s_FILE: %s is empty", name, file)
	}
	return s, nil
}

func parseConfigWith(fs *flag.FlagSet, args []string, getenv func(string) string) (config, error) {
	env := func(k, def string) string {
		if v := getenv(k); v != "" {
			return v
		}
		return def
	}
	var c config
	fs.StringVar(&c.Addr, "addr", env("MEMORYD_ADDR", "127.0.0.1:8080"), "listen address (MEMORYD_ADDR)")
	fs.StringVar(&c.DataDir, "data-dir", env("MEMORYD_DATA_DIR", "./memoryd-data"), "embedded store directory (MEMORYD_DATA_DIR)")
	for _, s := range secretFlags {
		fs.StringVar(c.secret(s.flag), s.flag, "",
			fmt.Sprintf("%s (%s or %s_FILE; the flag is visible in ps)", s.usage, s.env, s.env))
	}
	fs.StringVar(&c.Neo4jURI, "neo4j-uri", env("MEMORYD_NEO4J_URI", ""), "Neo4j Bolt URI for the record (MEMORYD_NEO4J_URI); empty: embedded")
	fs.StringVar(&c.Neo4jUser, "neo4j-user", env("MEMORYD_NEO4J_USER", "neo4j"), "Neo4j user (MEMORYD_NEO4J_USER)")
	fs.StringVar(&c.QdrantAddr, "qdrant-addr", env("MEMORYD_QDRANT_ADDR", ""), "Qdrant gRPC address host:port (MEMORYD_QDRANT_ADDR); empty: embedded")
	fs.StringVar(&c.Embedder, "embedder", env("MEMORYD_EMBEDDER", "builtin"), "builtin or an OpenAI-compatible base URL (MEMORYD_EMBEDDER)")
	fs.StringVar(&c.GatePolicy, "gate-policy", env("MEMORYD_GATE_POLICY", ""), "JSON file of gate thresholds, default and per tenant (MEMORYD_GATE_POLICY)")
	fs.StringVar(&c.LogLevel, "log-level", env("MEMORYD_LOG_LEVEL", "info"), "debug, info, warn or error; logs go to stderr (MEMORYD_LOG_LEVEL)")
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
	retention, err := time.ParseDuration(env("MEMORYD_OUTBOX_RETENTION", embedded.DefaultOutboxRetention.String()))
	if err != nil {
		return c, fmt.Errorf("MEMORYD_OUTBOX_RETENTION: %w", err)
	}
	fs.DurationVar(&c.OutboxRetention, "outbox-retention", retention,
		"how long the session store (embedded or PostgreSQL) keeps completed outbox items; 0 keeps them (MEMORYD_OUTBOX_RETENTION)")
	fs.StringVar(&c.LLMURL, "llm-url", env("MEMORYD_LLM_URL", ""),
		"OpenAI-compatible API base (e.g. http://127.0.0.1:8000/v1) of a model that arbitrates ambiguous references and writes summaries; "+
			"what it is sent leaves the process (MEMORYD_LLM_URL); empty: no model")
	fs.StringVar(&c.LLMModel, "llm-model", env("MEMORYD_LLM_MODEL", ""), "the model to ask; required with --llm-url (MEMORYD_LLM_MODEL)")
	llmTimeout, err := time.ParseDuration(env("MEMORYD_LLM_TIMEOUT", llm.DefaultTimeout.String()))
	if err != nil {
		return c, fmt.Errorf("MEMORYD_LLM_TIMEOUT: %w", err)
	}
	fs.DurationVar(&c.LLMTimeout, "llm-timeout", llmTimeout,
		"bound of each model call, within the request timeout less 1s; on timeout the pipeline goes on without the model (MEMORYD_LLM_TIMEOUT)")
	if err := fs.Parse(args); err != nil {
		return c, err
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	for _, s := range secretFlags {
		v, err := secretFromEnv(getenv, s.env)
		if err != nil {
			return c, err
		}
		if !set[s.flag] {
			*c.secret(s.flag) = v
		}
	}
	if c.WindowSize < 1 || c.WindowSize > 1000 {
		return c, fmt.Errorf("window %d must be between 1 and 1000", c.WindowSize)
	}
	if c.StateStaleAfter < 1 || c.StateStaleAfter > 10000 {
		return c, fmt.Errorf("state-stale-after %d must be between 1 and 10000", c.StateStaleAfter)
	}
	if c.OutboxRetention < 0 {
		return c, fmt.Errorf("outbox retention %v must not be negative", c.OutboxRetention)
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
