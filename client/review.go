package client

import (
	"context"
	"net/http"
	"net/url"
	"strconv"
)

// ListClaims returns a page of the tenant's claims, oldest first
// (clinician).
func (c *Client) ListClaims(ctx context.Context, f ClaimFilter) (*ClaimPage, error) {
	q := url.Values{}
	for k, v := range map[string]string{"status": f.Status, "patient_id": f.PatientID, "cursor": f.Cursor} {
		if v != "" {
			q.Set(k, v)
		}
	}
	if f.Limit != 0 {
		q.Set("limit", strconv.Itoa(f.Limit))
	}
	var out ClaimPage
	if _, err := c.do(ctx, call{method: http.MethodGet, path: "/v1/claims", query: q, out: &out}); err != nil {
		return nil, err
	}
	return &out, nil
}

// AllClaims reads every claim matching f from f.Cursor on, page by page.
func (c *Client) AllClaims(ctx context.Context, f ClaimFilter) ([]Claim, error) {
	var all []Claim
	if f.Limit == 0 {
		f.Limit = 200
	}
	for {
		page, err := c.ListClaims(ctx, f)
		if err != nil {
			return nil, err
		}
		all = append(all, page.Claims...)
		if page.NextCursor == "" {
			return all, nil
		}
		f.Cursor = page.NextCursor
	}
}

// Claim returns a claim with its evidence (clinician).
func (c *Client) Claim(ctx context.Context, claimID string) (*ClaimDetail, error) {
	var out ClaimDetail
	if _, err := c.do(ctx, call{method: http.MethodGet, path: "/v1/claims/" + seg(claimID), out: &out}); err != nil {
		return nil, err
	}
	return &out, nil
}

// ConfirmClaim confirms a pending claim and writes its fact, or edited
// when it is not nil, as confirmed (clinician). A claim no longer pending
// is a 409 *Error.
func (c *Client) ConfirmClaim(ctx context.Context, claimID, note string, edited *Proposal) (*Confirmation, error) {
	in := struct {
		Note string    `json:"note,omitempty"`
		Fact *Proposal `json:"fact,omitempty"`
	}{note, edited}
	var out Confirmation
	if _, err := c.do(ctx, call{method: http.MethodPost, path: "/v1/claims/" + seg(claimID) + "/confirm", in: in, out: &out}); err != nil {
		return nil, err
	}
	return &out, nil
}

// RejectClaim rejects a pending claim; the record does not change
// (clinician). A claim no longer pending is a 409 *Error.
func (c *Client) RejectClaim(ctx context.Context, claimID, note string) (*Claim, error) {
	in := struct {
		Note string `json:"note,omitempty"`
	}{note}
	var out struct {
		Claim Claim `json:"claim"`
	}
	if _, err := c.do(ctx, call{method: http.MethodPost, path: "/v1/claims/" + seg(claimID) + "/reject", in: in, out: &out}); err != nil {
		return nil, err
	}
	return &out.Claim, nil
}
