package client

import (
	"context"
	"net/http"
	"net/url"
)

// CreateTenant creates a tenant (the global admin key). name may be "".
func (c *Client) CreateTenant(ctx context.Context, id, name string) (*Tenant, error) {
	in := struct {
		ID   string `json:"id"`
		Name string `json:"name,omitempty"`
	}{id, name}
	var out Tenant
	if _, err := c.do(ctx, call{method: http.MethodPost, path: "/v1/admin/tenants", in: in, out: &out}); err != nil {
		return nil, err
	}
	return &out, nil
}

// CreateKey creates a key of role ("agent", "clinician", "compliance" or
// "admin") in the tenant (the global admin key). The secret is in the
// result only.
func (c *Client) CreateKey(ctx context.Context, tenantID, role string) (*NewKey, error) {
	in := struct {
		Role string `json:"role"`
	}{role}
	var out NewKey
	if _, err := c.do(ctx, call{method: http.MethodPost, path: "/v1/admin/tenants/" + seg(tenantID) + "/keys", in: in, out: &out}); err != nil {
		return nil, err
	}
	return &out, nil
}

// RevokeKey revokes a key by its id (the global admin key).
func (c *Client) RevokeKey(ctx context.Context, keyID string) error {
	_, err := c.do(ctx, call{method: http.MethodDelete, path: "/v1/admin/keys/" + seg(keyID)})
	return err
}

// ErasePatient erases the patient from every store: with a tenant admin
// key, in its tenant (tenantID ""); with the global admin key, in
// tenantID. It is idempotent: repeat it after a 503 to complete it.
func (c *Client) ErasePatient(ctx context.Context, patientID, tenantID string) (*Erasure, error) {
	q := url.Values{}
	if tenantID != "" {
		q.Set("tenant", tenantID)
	}
	var out Erasure
	if _, err := c.do(ctx, call{method: http.MethodDelete, path: patientPath(patientID), query: q, out: &out}); err != nil {
		return nil, err
	}
	return &out, nil
}

// Healthz returns nil while the process answers.
func (c *Client) Healthz(ctx context.Context) error {
	_, err := c.do(ctx, call{method: http.MethodGet, path: "/healthz", public: true})
	return err
}

// Ready returns each backend and whether it answers. A memoryd that is not
// ready answers with OK false, which is not an error.
func (c *Client) Ready(ctx context.Context) (*Readiness, error) {
	var out Readiness
	if _, err := c.do(ctx, call{method: http.MethodGet, path: "/readyz", out: &out, public: true, also: http.StatusServiceUnavailable}); err != nil {
		return nil, err
	}
	return &out, nil
}

// Metrics returns the Prometheus text of GET /metrics.
func (c *Client) Metrics(ctx context.Context) (string, error) {
	var out []byte
	if _, err := c.do(ctx, call{method: http.MethodGet, path: "/metrics", out: &out, public: true}); err != nil {
		return "", err
	}
	return string(out), nil
}

// OpenAPI returns the OpenAPI document memoryd serves, the description of
// the API for other languages.
func (c *Client) OpenAPI(ctx context.Context) ([]byte, error) {
	var out []byte
	if _, err := c.do(ctx, call{method: http.MethodGet, path: "/openapi.yaml", out: &out, public: true}); err != nil {
		return nil, err
	}
	return out, nil
}
