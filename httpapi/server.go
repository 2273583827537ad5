// Package httpapi translates HTTP to the memory pipeline and back: routing,
// authentication, request decoding and validation, and error mapping. It
// holds no business logic.
package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"mime"
	"net/http"
	"net/url"
	"reflect"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/anamnesis-health/anamnesis/console"
	"github.com/anamnesis-health/anamnesis/memory"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// BodyLimit is the largest request body accepted.
const BodyLimit = 256 << 10

// Check is one backend probed by /readyz.
type Check struct {
	Name    string // "session", "entity", "index"
	Backend string // "sqlite", "postgres", "neo4j", "qdrant"
	Ping    func(ctx context.Context) error
}

// Config is what the HTTP layer needs.
type Config struct {
	Service *memory.Service
	Auth    tenancy.Authenticator
	Checks  []Check
	Logger  *slog.Logger
	// NewRequestID returns request ids for requests that bring none.
	NewRequestID func() string
	// RequestTimeout is the deadline of every /v1 request, key lookup
	// included: its context carries it to every store call, and a request
	// that runs out of it answers 503 unavailable. Zero (or less) means
	// DefaultRequestTimeout. /healthz and /metrics have none; /readyz has
	// its own of 2 s.
	RequestTimeout time.Duration
}

// answerMargin is the part of the request timeout kept for answering after
// the store calls gave up.
const answerMargin = 50 * time.Millisecond

// DefaultRequestTimeout is Config.RequestTimeout when it is not set.
const DefaultRequestTimeout = 5 * time.Second

type server struct {
	svc     *memory.Service
	auth    tenancy.Authenticator
	checks  []Check
	log     *slog.Logger
	timeout time.Duration

	requests *prometheus.CounterVec
	latency  *prometheus.HistogramVec
	registry *prometheus.Registry
}

// New returns the HTTP handler of memoryd.
func New(cfg Config) *echo.Echo {
	s := &server{svc: cfg.Service, auth: cfg.Auth, checks: cfg.Checks, log: cfg.Logger, timeout: cfg.RequestTimeout}
	if s.log == nil {
		s.log = slog.New(slog.DiscardHandler)
	}
	if s.timeout <= 0 {
		s.timeout = DefaultRequestTimeout
	}
	s.registry = prometheus.NewRegistry()
	s.requests = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "memoryd_http_requests_total", Help: "HTTP requests by route, method and status code.",
	}, []string{"route", "method", "code"})
	s.latency = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Name: "memoryd_http_request_duration_seconds", Help: "HTTP request latency by route and method.",
		Buckets: []float64{.0005, .001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5},
	}, []string{"route", "method"})
	s.registry.MustRegister(s.requests, s.latency, prometheus.NewGoCollector())
	if s.svc != nil {
		svc := s.svc
		s.registry.MustRegister(prometheus.NewCounterFunc(prometheus.CounterOpts{
			Name: "memoryd_outbox_quarantined_total",
			Help: "Outbox items this process quarantined after repeated failures while their backend answered (memoryd outbox list).",
		}, func() float64 { return float64(svc.QuarantinedTotal()) }))
	}

	e := echo.New()
	e.HideBanner, e.HidePort = true, true
	e.HTTPErrorHandler = s.handleError
	ridCfg := middleware.RequestIDConfig{}
	if cfg.NewRequestID != nil {
		ridCfg.Generator = cfg.NewRequestID
	}
	e.Use(middleware.RequestIDWithConfig(ridCfg), s.observe, s.recoverPanic, middleware.BodyLimit(strconv.Itoa(BodyLimit/1024)+"K"))

	e.GET("/healthz", s.healthz)
	e.GET("/readyz", s.readyz)
	e.GET("/openapi.yaml", serveOpenAPI)
	e.GET("/metrics", echo.WrapHandler(promhttp.HandlerFor(s.registry, promhttp.HandlerOpts{})))
	// The console's files hold no data: the page calls /v1 with its user's key.
	con := echo.WrapHandler(console.Handler())
	e.GET("/console", con)
	e.GET("/console/*", con)

	// The deadline comes first so that the key lookup has it too.
	v1 := e.Group("/v1", s.deadline, s.authenticate, checkQuery)
	admin := s.allow(tenancy.RoleAdmin)
	v1.POST("/admin/tenants", s.createTenant, admin, s.globalAdmin)
	v1.POST("/admin/tenants/:tenant/keys", s.createKey, admin, s.globalAdmin)
	v1.DELETE("/admin/keys/:key_id", s.revokeKey, admin, s.globalAdmin)
	// A tenant's admin erases in its tenant; the global admin names it
	// with ?tenant=.
	v1.DELETE("/patients/:patient_id", s.erasePatient, admin)

	agent := s.allow(tenancy.RoleAgent, tenancy.RoleClinician)
	v1.POST("/patients/:patient_id/sessions/:session_id/turns", s.postTurn, agent)
	v1.GET("/patients/:patient_id/sessions/:session_id", s.getSession, agent)
	v1.GET("/patients/:patient_id/sessions/:session_id/turns", s.listSessionTurns, agent)
	v1.GET("/patients/:patient_id/sessions", s.listSessions, agent)
	v1.PATCH("/patients/:patient_id/sessions/:session_id/state", s.patchState, agent)
	v1.POST("/patients/:patient_id/context", s.postContext, agent)
	v1.GET("/patients/:patient_id/record", s.getRecord, agent)

	clinician := s.allow(tenancy.RoleClinician)
	v1.POST("/patients/:patient_id/facts", s.postFacts, clinician)
	v1.GET("/claims", s.listClaims, clinician)
	v1.GET("/claims/:claim_id", s.getClaim, clinician)
	v1.POST("/claims/:claim_id/confirm", s.confirmClaim, clinician)
	v1.POST("/claims/:claim_id/reject", s.rejectClaim, clinician)

	compliance := s.allow(tenancy.RoleCompliance)
	v1.GET("/audit/access", s.auditAccess, compliance)
	v1.GET("/audit/events", s.auditEvents, compliance)
	v1.GET("/audit/verify", s.auditVerify, compliance)
	// The global admin sees every example id; a compliance key only its
	// tenant's (memory.IsolationReport decides).
	v1.GET("/compliance/isolation-report", s.isolationReport, s.allow(tenancy.RoleCompliance, tenancy.RoleAdmin))
	return e
}

// observe logs every request (ids, route, status, latency; never bodies)
// and records metrics by route pattern, not by raw path, so that patient
// ids stay out of metric labels.
func (s *server) observe(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		start := time.Now()
		err := next(c)
		if err != nil {
			c.Error(err)
		}
		route := c.Path()
		if route == "" {
			route = "unmatched"
		}
		status := c.Response().Status
		elapsed := time.Since(start)
		s.requests.WithLabelValues(route, c.Request().Method, strconv.Itoa(status)).Inc()
		s.latency.WithLabelValues(route, c.Request().Method).Observe(elapsed.Seconds())
		attrs := []any{"request_id", requestID(c), "method", c.Request().Method, "route", route,
			"status", status, "duration_ms", float64(elapsed.Microseconds()) / 1000}
		if sc, ok := c.Get(scopeKey).(tenancy.Scope); ok {
			attrs = append(attrs, "tenant", sc.TenantID(), "key_id", sc.KeyID())
		}
		s.log.Info("request", attrs...)
		return nil
	}
}

// recoverPanic answers a panicking handler with a 500 in API.md's error
// shape instead of a dropped connection, and logs the stack for operators.
// The panic's value is logged only when it is a runtime error: a value
// built by code could hold utterance text.
func (s *server) recoverPanic(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) (err error) {
		defer func() {
			r := recover()
			if r == nil {
				return
			}
			if r == http.ErrAbortHandler {
				panic(r) // net/http's way to abort a response; not a bug
			}
			attrs := []any{"request_id", requestID(c), "route", c.Path(), "type", fmt.Sprintf("%T", r)}
			if re, ok := r.(runtime.Error); ok {
				attrs = append(attrs, "err", re.Error())
			}
			s.log.Error("handler panicked", append(attrs, "stack", string(debug.Stack()))...)
			err = errPanic
		}()
		return next(c)
	}
}

// deadline gives the request's context the server's RequestTimeout, so that
// every store call made for the request gives up together (issue 9). The
// store calls get answerMargin less, so that the 503 itself is written
// within the timeout rather than just after it.
func (s *server) deadline(next echo.HandlerFunc) echo.HandlerFunc {
	budget := s.timeout - answerMargin
	if budget < s.timeout/2 {
		budget = s.timeout / 2
	}
	return func(c echo.Context) error {
		ctx, cancel := context.WithTimeout(c.Request().Context(), budget)
		defer cancel()
		c.SetRequest(c.Request().WithContext(ctx))
		return next(c)
	}
}

// checkQuery refuses a query string that does not parse: echo's QueryParam
// silently drops a malformed pair, which would read "cursor=%zz" as no
// cursor at all.
func checkQuery(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		if _, err := url.ParseQuery(c.Request().URL.RawQuery); err != nil {
			return badRequest("malformed query string: " + err.Error())
		}
		return next(c)
	}
}

func requestID(c echo.Context) string { return c.Response().Header().Get(echo.HeaderXRequestID) }

const scopeKey = "anamnesis.scope"

// authenticate resolves the bearer key to a Scope.
func (s *server) authenticate(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		// The scheme is case-insensitive (RFC 7235); the key is not.
		scheme, key, ok := strings.Cut(c.Request().Header.Get(echo.HeaderAuthorization), " ")
		if !ok || !strings.EqualFold(scheme, "Bearer") {
			return tenancy.ErrUnauthenticated
		}
		sc, err := s.auth.Authenticate(c.Request().Context(), key)
		if err != nil {
			if !errors.Is(err, tenancy.ErrUnauthenticated) {
				return fmt.Errorf("%w: %w", memory.ErrUnavailable, err)
			}
			return err
		}
		c.Set(scopeKey, sc)
		return next(c)
	}
}

// allow admits only keys of the given roles.
func (s *server) allow(roles ...tenancy.Role) echo.MiddlewareFunc {
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			sc := scope(c)
			for _, r := range roles {
				if sc.Role() == r {
					return next(c)
				}
			}
			return errForbidden
		}
	}
}

// globalAdmin admits only the MEMORYD_ADMIN_KEY, which has no tenant: a
// tenant's own admin key must not create or revoke keys of other tenants.
func (s *server) globalAdmin(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		if scope(c).TenantID() != "" {
			return errForbidden
		}
		return next(c)
	}
}

func scope(c echo.Context) tenancy.Scope {
	sc, _ := c.Get(scopeKey).(tenancy.Scope)
	return sc
}

// decode reads a JSON body into v: an unreadable body, a declared charset
// other than UTF-8, bytes that are not UTF-8, malformed JSON, a wrong type,
// data after the JSON value or an oversized body is an error with a reason.
func decode(c echo.Context, v any) error { return decodeBody(c, v, false) }

// decodeOptional is decode for bodies that may be empty.
func decodeOptional(c echo.Context, v any) error { return decodeBody(c, v, true) }

func decodeBody(c echo.Context, v any, allowEmpty bool) error {
	if err := checkContentType(c.Request().Header.Get(echo.HeaderContentType)); err != nil {
		return err
	}
	body, err := io.ReadAll(c.Request().Body)
	if err != nil {
		var he *echo.HTTPError
		if errors.As(err, &he) {
			return err // BodyLimit's 413
		}
		// A body shorter than its Content-Length or a broken chunk: the
		// client's fault, not the server's.
		return badRequest("request body could not be read: " + err.Error())
	}
	if len(bytes.TrimSpace(body)) == 0 {
		if allowEmpty {
			return nil
		}
		return badRequest("request body is empty; want a JSON object")
	}
	// encoding/json would replace bad bytes (and lone surrogate escapes)
	// with U+FFFD and the altered text would be stored as the patient's
	// words: refuse them instead (issue 9).
	if err := checkText(body); err != nil {
		return err
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	if err := dec.Decode(v); err != nil {
		return badRequest("malformed JSON: " + jsonReason(err))
	}
	// dec.More would miss a stray '}' or ']': only the end of the body may
	// follow the value.
	if err := dec.Decode(&json.RawMessage{}); err != io.EOF {
		return badRequest("malformed JSON: data after the JSON value")
	}
	return nil
}

// checkContentType accepts any media type, since the body is always read as
// JSON (curl -d sends application/x-www-form-urlencoded, and the README
// relies on it), but refuses a header that does not parse and a charset
// other than UTF-8, which would have the body misread.
func checkContentType(header string) error {
	if header == "" {
		return nil
	}
	_, params, err := mime.ParseMediaType(header)
	if err != nil {
		return badRequest("malformed Content-Type header: " + err.Error())
	}
	if cs, ok := params["charset"]; ok && !strings.EqualFold(cs, "utf-8") && !strings.EqualFold(cs, "utf8") {
		return badRequest(fmt.Sprintf("Content-Type declares charset %q; bodies must be JSON in UTF-8", cs))
	}
	return nil
}

// checkText refuses what JSON decoding would silently alter or a backend
// could not store: bytes that are not UTF-8, \u escapes of a lone UTF-16
// surrogate (decoded as U+FFFD) and of NUL (PostgreSQL text cannot hold it).
// A backslash outside a string is a JSON syntax error anyway, so every
// escape is looked at without tracking strings.
func checkText(body []byte) error {
	if !utf8.Valid(body) {
		return badRequest(fmt.Sprintf("request body is not valid UTF-8 (first bad byte at offset %d)", invalidUTF8At(body)))
	}
	for i := 0; i < len(body); i++ {
		if body[i] != '\\' {
			continue
		}
		if i+1 >= len(body) {
			return nil // the decoder names the syntax error
		}
		if body[i+1] != 'u' {
			i++ // \" \\ \n ...: skip the escaped byte
			continue
		}
		r, ok := hex4(body, i+2)
		if !ok {
			return nil // likewise
		}
		switch {
		case r == 0:
			return badRequest(fmt.Sprintf(`request body has a NUL character (\u0000) at offset %d`, i))
		case utf16.IsSurrogate(r) && r < 0xDC00:
			// A high surrogate must be followed by a low one.
			lo, ok := rune(0), false
			if i+7 < len(body) && body[i+6] == '\\' && body[i+7] == 'u' {
				lo, ok = hex4(body, i+8)
			}
			if !ok || lo < 0xDC00 || lo > 0xDFFF {
				return badRequest(fmt.Sprintf(`request body has an unpaired UTF-16 surrogate escape at offset %d`, i))
			}
			i += 11
		case utf16.IsSurrogate(r):
			return badRequest(fmt.Sprintf(`request body has an unpaired UTF-16 surrogate escape at offset %d`, i))
		default:
			i += 5
		}
	}
	return nil
}

// hex4 reads the four hex digits of a \u escape at b[i:].
func hex4(b []byte, i int) (rune, bool) {
	if i+4 > len(b) {
		return 0, false
	}
	var r rune
	for _, c := range b[i : i+4] {
		switch {
		case '0' <= c && c <= '9':
			r = r<<4 | rune(c-'0')
		case 'a' <= c && c <= 'f':
			r = r<<4 | rune(c-'a'+10)
		case 'A' <= c && c <= 'F':
			r = r<<4 | rune(c-'A'+10)
		default:
			return 0, false
		}
	}
	return r, true
}

// invalidUTF8At returns the offset of the first byte that is not UTF-8.
func invalidUTF8At(b []byte) int {
	for i := 0; i < len(b); {
		r, n := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && n == 1 {
			return i
		}
		i += n
	}
	return -1
}

// jsonReason says what is wrong with a body in JSON's words, not Go's.
func jsonReason(err error) string {
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		if te.Field == "" {
			return "the body must be a JSON object"
		}
		return fmt.Sprintf("field %q must be %s", te.Field, jsonKind(te.Type))
	}
	return err.Error()
}

// jsonKind names the JSON type that decodes into t.
func jsonKind(t reflect.Type) string {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t == reflect.TypeFor[time.Time]() {
		return "an RFC 3339 time string"
	}
	switch t.Kind() {
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "an integer"
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.Slice, reflect.Array:
		return "an array"
	case reflect.Map, reflect.Struct:
		return "an object"
	}
	return "of another type"
}

func (s *server) healthz(c echo.Context) error {
	return c.JSON(http.StatusOK, map[string]any{"ok": true})
}

type backendStatus struct {
	Name    string `json:"name"`
	Backend string `json:"backend"`
	OK      bool   `json:"ok"`
	Error   string `json:"error,omitempty"`
}

// readyz pings every backend and names each one that does not answer.
// Each ping gets its own deadline and all run at once, so that one frozen
// backend does not make the others look down. Quarantined outbox items are
// reported, not counted against readiness: the replica still serves, and
// an operator must look (memoryd outbox list).
func (s *server) readyz(c echo.Context) error {
	out := make([]backendStatus, len(s.checks))
	var wg sync.WaitGroup
	for i, ch := range s.checks {
		wg.Go(func() {
			ctx, cancel := context.WithTimeout(c.Request().Context(), 2*time.Second)
			defer cancel()
			out[i] = backendStatus{Name: ch.Name, Backend: ch.Backend, OK: true}
			if err := ch.Ping(ctx); err != nil {
				out[i].OK, out[i].Error = false, err.Error()
			}
		})
	}
	wg.Wait()
	ok := true
	for _, st := range out {
		ok = ok && st.OK
	}
	body := map[string]any{"ok": ok, "backends": out}
	if s.svc != nil {
		ctx, cancel := context.WithTimeout(c.Request().Context(), 2*time.Second)
		defer cancel()
		outbox := map[string]any{"quarantined_since_start": s.svc.QuarantinedTotal()}
		if n, err := s.svc.RecentQuarantineCount(ctx, quarantineCountLimit); err == nil {
			outbox["quarantined"] = n
		}
		body["outbox"] = outbox
	}
	status := http.StatusOK
	if !ok {
		status = http.StatusServiceUnavailable
	}
	return c.JSON(status, body)
}

// quarantineCountLimit bounds the quarantined items /readyz counts per
// tenant: the number is a signal for an operator, not an inventory.
const quarantineCountLimit = 1000
