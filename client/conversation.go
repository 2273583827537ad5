package client

import (
	"context"
	"net/http"
	"net/url"
	"strconv"
	"time"
)

// PostTurn ingests a turn of the session (agent, clinician). A turn_id
// already ingested with the same content returns the first response with
// Replayed set; with other content it is a 409 *Error.
func (c *Client) PostTurn(ctx context.Context, patientID, sessionID string, req TurnRequest) (*TurnResult, error) {
	var out TurnResult
	status, err := c.do(ctx, call{method: http.MethodPost, path: sessionPath(patientID, sessionID) + "/turns", in: req, out: &out})
	if err != nil {
		return nil, err
	}
	out.Replayed = status == http.StatusOK
	return &out, nil
}

// Context assembles the prompt for the next reply (agent, clinician).
func (c *Client) Context(ctx context.Context, patientID string, req ContextRequest) (*ContextResult, error) {
	var out ContextResult
	if _, err := c.do(ctx, call{method: http.MethodPost, path: patientPath(patientID) + "/context", in: req, out: &out}); err != nil {
		return nil, err
	}
	return &out, nil
}

// Session returns the session's window, summaries and working state
// (agent, clinician); a 404 *Error if it has no turns.
func (c *Client) Session(ctx context.Context, patientID, sessionID string) (*Session, error) {
	var out Session
	if _, err := c.do(ctx, call{method: http.MethodGet, path: sessionPath(patientID, sessionID), out: &out}); err != nil {
		return nil, err
	}
	return &out, nil
}

// SessionTurns returns a page of all the session's turns, in seq order
// (agent, clinician). Limit is 1-500, 50 when 0.
func (c *Client) SessionTurns(ctx context.Context, patientID, sessionID string, p Page) (*TurnPage, error) {
	var out TurnPage
	if _, err := c.do(ctx, call{method: http.MethodGet, path: sessionPath(patientID, sessionID) + "/turns", query: p.query(), out: &out}); err != nil {
		return nil, err
	}
	return &out, nil
}

// AllTurns reads every turn of the session, page by page.
func (c *Client) AllTurns(ctx context.Context, patientID, sessionID string) ([]Turn, error) {
	var all []Turn
	p := Page{Limit: 500}
	for {
		page, err := c.SessionTurns(ctx, patientID, sessionID, p)
		if err != nil {
			return nil, err
		}
		all = append(all, page.Turns...)
		if page.NextCursor == "" {
			return all, nil
		}
		p.Cursor = page.NextCursor
	}
}

// Sessions returns a page of the patient's sessions, the most recently
// started first (agent, clinician). Limit is 1-500, 50 when 0.
func (c *Client) Sessions(ctx context.Context, patientID string, p Page) (*SessionList, error) {
	var out SessionList
	if _, err := c.do(ctx, call{method: http.MethodGet, path: patientPath(patientID) + "/sessions", query: p.query(), out: &out}); err != nil {
		return nil, err
	}
	return &out, nil
}

// AllSessions reads every session of the patient, page by page.
func (c *Client) AllSessions(ctx context.Context, patientID string) ([]SessionInfo, error) {
	var all []SessionInfo
	p := Page{Limit: 500}
	for {
		page, err := c.Sessions(ctx, patientID, p)
		if err != nil {
			return nil, err
		}
		all = append(all, page.Sessions...)
		if page.NextCursor == "" {
			return all, nil
		}
		p.Cursor = page.NextCursor
	}
}

// PatchState merges patch into the session's working state and returns
// the merged state (agent, clinician). A version other than the stored
// one is a 409 *Error: read the state again and re-apply.
func (c *Client) PatchState(ctx context.Context, patientID, sessionID string, patch StatePatch) (*WorkingState, error) {
	var out WorkingState
	if _, err := c.do(ctx, call{method: http.MethodPatch, path: sessionPath(patientID, sessionID) + "/state", in: patch, out: &out}); err != nil {
		return nil, err
	}
	return &out, nil
}

// Record returns the patient's record now, or as it stood at asOf when
// asOf is not zero (agent, clinician).
func (c *Client) Record(ctx context.Context, patientID string, asOf time.Time) (*Record, error) {
	q := url.Values{}
	if !asOf.IsZero() {
		q.Set("as_of", asOf.Format(time.RFC3339Nano))
	}
	var out Record
	if _, err := c.do(ctx, call{method: http.MethodGet, path: patientPath(patientID) + "/record", query: q, out: &out}); err != nil {
		return nil, err
	}
	return &out, nil
}

// PostFacts writes facts as confirmed, source clinician (clinician). If
// any is invalid, none is written.
func (c *Client) PostFacts(ctx context.Context, patientID string, facts []Proposal) ([]Fact, error) {
	var out struct {
		Facts []Fact `json:"facts"`
	}
	in := struct {
		Facts []Proposal `json:"facts"`
	}{facts}
	if _, err := c.do(ctx, call{method: http.MethodPost, path: patientPath(patientID) + "/facts", in: in, out: &out}); err != nil {
		return nil, err
	}
	return out.Facts, nil
}

func patientPath(patientID string) string { return "/v1/patients/" + seg(patientID) }

func sessionPath(patientID, sessionID string) string {
	return patientPath(patientID) + "/sessions/" + seg(sessionID)
}

func (p Page) query() url.Values {
	q := url.Values{}
	if p.Limit != 0 {
		q.Set("limit", strconv.Itoa(p.Limit))
	}
	if p.Cursor != "" {
		q.Set("cursor", p.Cursor)
	}
	return q
}
