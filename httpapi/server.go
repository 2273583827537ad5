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
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promhttp"

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
}

type server struct {
	svc    *memory.Service
	auth   tenancy.Authenticator
	checks []Check
	log    *slog.Logger

	requests *prometheus.CounterVec
	latency  *prometheus.HistogramVec
	registry *prometheus.Registry
}

// New returns the HTTP handler of memoryd.
func New(cfg Config) *echo.Echo {
	s := &server{svc: cfg.Service, auth: cfg.Auth, checks: cfg.Checks, log: cfg.Logger}
	if s.log == nil {
		s.log = slog.New(slog.DiscardHandler)
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

	e := echo.New()
	e.HideBanner, e.HidePort = true, true
	e.HTTPErrorHandler = s.handleError
	ridCfg := middleware.RequestIDConfig{}
	if cfg.NewRequestID != nil {
		ridCfg.Generator = cfg.NewRequestID
	}
	e.Use(middleware.RequestIDWithConfig(ridCfg), s.observe, middleware.BodyLimit(strconv.Itoa(BodyLimit/1024)+"K"))

	e.GET("/healthz", s.healthz)
	e.GET("/readyz", s.readyz)
	e.GET("/openapi.yaml", serveOpenAPI)
	e.GET("/metrics", echo.WrapHandler(promhttp.HandlerFor(s.registry, promhttp.HandlerOpts{})))

	v1 := e.Group("/v1", s.authenticate)
	admin := s.allow(tenancy.RoleAdmin)
	v1.POST("/admin/tenants", s.createTenant, admin, s.globalAdmin)
	v1.POST("/admin/tenants/:tenant/keys", s.createKey, admin, s.globalAdmin)
	v1.DELETE("/admin/keys/:key_id", s.revokeKey, admin, s.globalAdmin)

	agent := s.allow(tenancy.RoleAgent, tenancy.RoleClinician)
	v1.POST("/patients/:patient_id/sessions/:session_id/turns", s.postTurn, agent)
	v1.GET("/patients/:patient_id/sessions/:session_id", s.getSession, agent)
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
			attrs = append(attrs, "tenant", sc.TenantID, "key_id", sc.KeyID)
		}
		s.log.Info("request", attrs...)
		return nil
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
				if sc.Role == r {
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
		if scope(c).TenantID != "" {
			return errForbidden
		}
		return next(c)
	}
}

func scope(c echo.Context) tenancy.Scope {
	sc, _ := c.Get(scopeKey).(tenancy.Scope)
	return sc
}

// decode reads a JSON body into v: malformed JSON, a wrong type, trailing
// data or an oversized body is an error with a reason.
func decode(c echo.Context, v any) error { return decodeBody(c, v, false) }

// decodeOptional is decode for bodies that may be empty.
func decodeOptional(c echo.Context, v any) error { return decodeBody(c, v, true) }

func decodeBody(c echo.Context, v any, allowEmpty bool) error {
	body, err := io.ReadAll(c.Request().Body)
	if err != nil {
		return err // BodyLimit's 413 surfaces here
	}
	if len(bytes.TrimSpace(body)) == 0 {
		if allowEmpty {
			return nil
		}
		return badRequest("request body is empty; want a JSON object")
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	if err := dec.Decode(v); err != nil {
		return badRequest("malformed JSON: " + jsonReason(err))
	}
	if dec.More() {
		return badRequest("malformed JSON: data after the object")
	}
	return nil
}

func jsonReason(err error) string {
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		return fmt.Sprintf("field %q must be %s", te.Field, te.Type)
	}
	return err.Error()
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
func (s *server) readyz(c echo.Context) error {
	ctx, cancel := context.WithTimeout(c.Request().Context(), 2*time.Second)
	defer cancel()
	ok := true
	out := make([]backendStatus, 0, len(s.checks))
	for _, ch := range s.checks {
		st := backendStatus{Name: ch.Name, Backend: ch.Backend, OK: true}
		if err := ch.Ping(ctx); err != nil {
			st.OK, st.Error, ok = false, err.Error(), false
		}
		out = append(out, st)
	}
	status := http.StatusOK
	if !ok {
		status = http.StatusServiceUnavailable
	}
	return c.JSON(status, map[string]any{"ok": ok, "backends": out})
}
