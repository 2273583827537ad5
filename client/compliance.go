package client

import (
	"context"
	"net/http"
	"net/url"
	"strconv"
	"time"
)

// AccessLog returns reads of patient memory, oldest first (compliance).
// To read further, repeat with Since set to the last At received.
func (c *Client) AccessLog(ctx context.Context, f AuditFilter) ([]Access, error) {
	var out struct {
		Access []Access `json:"access"`
	}
	if _, err := c.do(ctx, call{method: http.MethodGet, path: "/v1/audit/access", query: f.query(), out: &out}); err != nil {
		return nil, err
	}
	return out.Access, nil
}

// Events returns the tenant's change events in seq order (compliance).
func (c *Client) Events(ctx context.Context, f AuditFilter) ([]Event, error) {
	var out struct {
		Events []Event `json:"events"`
	}
	if _, err := c.do(ctx, call{method: http.MethodGet, path: "/v1/audit/events", query: f.query(), out: &out}); err != nil {
		return nil, err
	}
	return out.Events, nil
}

// VerifyChain re-hashes the tenant's audit chain (compliance).
func (c *Client) VerifyChain(ctx context.Context) (*Verification, error) {
	var out Verification
	if _, err := c.do(ctx, call{method: http.MethodGet, path: "/v1/audit/verify", out: &out}); err != nil {
		return nil, err
	}
	return &out, nil
}

// IsolationReport checks every store's tenant isolation (compliance, or
// the global admin key).
func (c *Client) IsolationReport(ctx context.Context) (*IsolationReport, error) {
	var out IsolationReport
	if _, err := c.do(ctx, call{method: http.MethodGet, path: "/v1/compliance/isolation-report", out: &out}); err != nil {
		return nil, err
	}
	return &out, nil
}

func (f AuditFilter) query() url.Values {
	q := url.Values{}
	if f.PatientID != "" {
		q.Set("patient_id", f.PatientID)
	}
	if !f.Since.IsZero() {
		q.Set("since", f.Since.Format(time.RFC3339Nano))
	}
	if f.Limit != 0 {
		q.Set("limit", strconv.Itoa(f.Limit))
	}
	return q
}
