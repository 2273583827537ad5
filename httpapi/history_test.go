package httpapi_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"testing"
	"time"
)

type turnPage struct {
	PatientID  string            `json:"patient_id"`
	SessionID  string            `json:"session_id"`
	Turns      []json.RawMessage `json:"turns"`
	NextCursor *string           `json:"next_cursor"`
}

type sessionList struct {
	Sessions []struct {
		SessionID     string    `json:"session_id"`
		StartedAt     time.Time `json:"started_at"`
		LastTurnAt    time.Time `json:"last_turn_at"`
		TurnCount     int       `json:"turn_count"`
		SummaryTopics []string  `json:"summary_topics"`
	} `json:"sessions"`
	NextCursor *string `json:"next_cursor"`
}

func decodeInto(t *testing.T, r response, v any) {
	t.Helper()
	if r.status != http.StatusOK {
		t.Fatalf("status %d %s, want 200", r.status, r.body)
	}
	if err := json.Unmarshal(r.body, v); err != nil {
		t.Fatalf("decode %s: %v", r.body, err)
	}
}

// seedTurns posts n patient turns t01..tn to the session, a minute apart
// from start.
func (h *harness) seedTurns(key, patient, session string, n int, start time.Time) {
	h.t.Helper()
	for i := 1; i <= n; i++ {
		r := h.do("POST", turnPath(patient, session), key, map[string]any{"turn_id": fmt.Sprintf("t%02d", i), "role": "patient",
			"text": fmt.Sprintf("turn number %d", i), "at": start.Add(time.Duration(i) * time.Minute)})
		if r.status != http.StatusCreated {
			h.t.Fatalf("seed %s/%s turn %d: %d %s", patient, session, i, r.status, r.body)
		}
	}
}

func TestASessionsWholeHistoryIsPaged(t *testing.T) {
	h := newHarness(t)
	k := h.tenant("acme")
	start := time.Date(2026, 11, 28, 9, 0, 0, 0, time.UTC)
	h.seedTurns(k["agent"], "p1", "s1", 30, start)

	t.Run("every turn comes once, in seq order, in pages of the limit", func(t *testing.T) {
		var ids []string
		cursor, pages := "", 0
		for {
			var page turnPage
			decodeInto(t, h.do("GET", "/v1/patients/p1/sessions/s1/turns?limit=7&cursor="+url.QueryEscape(cursor), k["clinician"], nil), &page)
			pages++
			if page.NextCursor == nil {
				t.Fatal("next_cursor is missing; it must be present, empty after the last page, as for claims")
			}
			for _, raw := range page.Turns {
				var tn struct {
					TurnID string `json:"turn_id"`
				}
				json.Unmarshal(raw, &tn)
				ids = append(ids, tn.TurnID)
			}
			if *page.NextCursor == "" {
				break
			}
			cursor = *page.NextCursor
		}
		want := make([]string, 30)
		for i := range want {
			want[i] = fmt.Sprintf("t%02d", i+1)
		}
		if !slices.Equal(ids, want) || pages != 5 {
			t.Errorf("%d pages of %v, want 5 pages of t01..t30", pages, ids)
		}
	})
	t.Run("a turn reads as it does in the session's window", func(t *testing.T) {
		var page turnPage
		decodeInto(t, h.do("GET", "/v1/patients/p1/sessions/s1/turns?limit=500", k["agent"], nil), &page)
		var view struct {
			Turns []json.RawMessage `json:"turns"`
		}
		decodeInto(t, h.do("GET", "/v1/patients/p1/sessions/s1", k["agent"], nil), &view)
		if len(page.Turns) != 30 || len(view.Turns) != 12 {
			t.Fatalf("%d turns and a window of %d, want 30 and 12", len(page.Turns), len(view.Turns))
		}
		for i, w := range view.Turns {
			if !bytes.Equal(page.Turns[18+i], w) {
				t.Errorf("turn %d reads %s here and %s in the window", 19+i, page.Turns[18+i], w)
			}
		}
		if page.PatientID != "p1" || page.SessionID != "s1" {
			t.Errorf("page names %s/%s", page.PatientID, page.SessionID)
		}
	})
	t.Run("without a limit a page holds 50", func(t *testing.T) {
		h.seedTurns(k["agent"], "p1", "long", 55, start)
		var page turnPage
		decodeInto(t, h.do("GET", "/v1/patients/p1/sessions/long/turns", k["agent"], nil), &page)
		if len(page.Turns) != 50 || page.NextCursor == nil || *page.NextCursor == "" {
			t.Errorf("%d turns, next %v; want 50 and a next page", len(page.Turns), page.NextCursor)
		}
	})
	t.Run("bad pages are 400 with the reason", func(t *testing.T) {
		var first turnPage
		decodeInto(t, h.do("GET", "/v1/patients/p1/sessions/s1/turns?limit=2", k["agent"], nil), &first)
		s1 := "/v1/patients/p1/sessions/s1/turns?"
		for _, path := range []string{
			s1 + "limit=-1", s1 + "limit=501", s1 + "limit=ten",
			s1 + "cursor=bm90LWEtY3Vyc29y", // base64 of "not-a-cursor"
			"/v1/patients/p1/sessions/long/turns?cursor=" + url.QueryEscape(*first.NextCursor), // s1's cursor
			"/v1/patients/p1/sessions?cursor=" + url.QueryEscape(*first.NextCursor),            // a turns cursor
		} {
			r := h.do("GET", path, k["agent"], nil)
			if r.status != http.StatusBadRequest || r.errorCode(t) != "invalid_argument" || r.errorMessage(t) == "" {
				t.Errorf("GET %s: %d %s, want 400 invalid_argument with a reason", path, r.status, r.body)
			}
		}
		if r := h.do("GET", s1+"limit=501", k["agent"], nil); r.errorMessage(t) != "limit 501 must be from 1 to 500" {
			t.Errorf("limit 501: message %q", r.errorMessage(t))
		}
	})
	t.Run("an unknown session, or another tenant's, is 404", func(t *testing.T) {
		other := h.tenant("globex")
		for _, c := range []struct{ key, path string }{
			{k["agent"], "/v1/patients/p1/sessions/nope/turns"},
			{k["agent"], "/v1/patients/nobody/sessions/s1/turns"},
			{other["agent"], "/v1/patients/p1/sessions/s1/turns"},
		} {
			if r := h.do("GET", c.path, c.key, nil); r.status != http.StatusNotFound || r.errorCode(t) != "not_found" {
				t.Errorf("GET %s: %d %s, want 404", c.path, r.status, r.body)
			}
		}
	})
	t.Run("only agent and clinician keys may read", func(t *testing.T) {
		for _, role := range []string{"compliance", "admin"} {
			for _, path := range []string{"/v1/patients/p1/sessions/s1/turns", "/v1/patients/p1/sessions"} {
				if r := h.do("GET", path, k[role], nil); r.status != http.StatusForbidden {
					t.Errorf("GET %s with a %s key: %d, want 403", path, role, r.status)
				}
			}
		}
	})
}

func TestAPatientsSessionsAreListedNewestFirst(t *testing.T) {
	h := newHarness(t)
	k := h.tenant("acme")
	day := time.Date(2026, 11, 20, 9, 0, 0, 0, time.UTC)
	h.seedTurns(k["agent"], "p1", "first-visit", 3, day)
	h.seedTurns(k["agent"], "p1", "follow-up", 2, day.Add(72*time.Hour))
	h.seedTurns(k["agent"], "p1", "b-same-day", 1, day.Add(48*time.Hour))
	h.seedTurns(k["agent"], "p1", "a-same-day", 4, day.Add(48*time.Hour))
	h.seedTurns(k["agent"], "p2", "elsewhere", 1, day)

	var all sessionList
	decodeInto(t, h.do("GET", "/v1/patients/p1/sessions", k["agent"], nil), &all)
	var ids []string
	for _, s := range all.Sessions {
		ids = append(ids, s.SessionID)
	}
	if want := []string{"follow-up", "a-same-day", "b-same-day", "first-visit"}; !slices.Equal(ids, want) {
		t.Errorf("sessions = %v, want %v", ids, want)
	}
	if all.NextCursor == nil || *all.NextCursor != "" {
		t.Errorf("next_cursor = %v, want present and empty", all.NextCursor)
	}
	if s := all.Sessions[3]; !s.StartedAt.Equal(day.Add(time.Minute)) || !s.LastTurnAt.Equal(day.Add(3*time.Minute)) ||
		s.TurnCount != 3 || s.SummaryTopics == nil {
		t.Errorf("first-visit = %+v, want started %v, last turn %v, 3 turns, topics a list", s, day.Add(time.Minute), day.Add(3*time.Minute))
	}

	var paged []string
	cursor := ""
	for range 10 {
		var page sessionList
		decodeInto(t, h.do("GET", "/v1/patients/p1/sessions?limit=1&cursor="+url.QueryEscape(cursor), k["clinician"], nil), &page)
		for _, s := range page.Sessions {
			paged = append(paged, s.SessionID)
		}
		if cursor = *page.NextCursor; cursor == "" {
			break
		}
	}
	if !slices.Equal(paged, ids) {
		t.Errorf("paged one at a time: %v, want %v", paged, ids)
	}

	other := h.tenant("globex")
	for _, c := range []struct{ key, patient string }{{k["agent"], "nobody"}, {other["agent"], "p1"}} {
		if r := h.do("GET", "/v1/patients/"+c.patient+"/sessions", c.key, nil); r.status != http.StatusNotFound {
			t.Errorf("sessions of %s: %d %s, want 404", c.patient, r.status, r.body)
		}
	}
	t.Run("a patient known only by a clinician's facts has no sessions", func(t *testing.T) {
		r := h.do("POST", "/v1/patients/p9/facts", k["clinician"], map[string]any{"facts": []map[string]any{{"type": "allergy", "display": "penicillins"}}})
		if r.status != http.StatusCreated {
			t.Fatalf("post facts: %d %s", r.status, r.body)
		}
		var list sessionList
		decodeInto(t, h.do("GET", "/v1/patients/p9/sessions", k["agent"], nil), &list)
		if list.Sessions == nil || len(list.Sessions) != 0 {
			t.Errorf("sessions = %v, want an empty list", list.Sessions)
		}
	})
	t.Run("both reads are in the access log", func(t *testing.T) {
		h.do("GET", "/v1/patients/p2/sessions/elsewhere/turns", k["agent"], nil)
		h.do("GET", "/v1/patients/p2/sessions", k["clinician"], nil)
		var acc struct {
			Access []struct {
				Route, Role string
				Items       int
			} `json:"access"`
		}
		decodeInto(t, h.do("GET", "/v1/audit/access?patient_id=p2", k["compliance"], nil), &acc)
		if len(acc.Access) != 2 || acc.Access[0].Route != "session_turns" || acc.Access[0].Role != "agent" || acc.Access[0].Items != 1 ||
			acc.Access[1].Route != "sessions" || acc.Access[1].Role != "clinician" || acc.Access[1].Items != 1 {
			t.Errorf("access log = %+v, want a session_turns read by the agent and a sessions read by the clinician, 1 item each", acc.Access)
		}
	})
}
