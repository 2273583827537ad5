package httpapi_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/anamnesis-health/anamnesis/console"
)

// TestConsoleIsMounted checks that memoryd serves the console without a
// key (the page holds no data), under its security headers, and that
// /console leads to it.
func TestConsoleIsMounted(t *testing.T) {
	h := newHarness(t)
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := client.Get(h.srv.URL + "/console")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusMovedPermanently || resp.Header.Get("Location") != "console/" {
		t.Fatalf("GET /console = %d to %q, want 301 to console/", resp.StatusCode, resp.Header.Get("Location"))
	}
	for p, want := range map[string]string{"/console/": `<script type="module" src="app.js">`, "/console/app.js": "import "} {
		r := h.do("GET", p, "", nil)
		if r.status != http.StatusOK || !strings.Contains(string(r.body), want) {
			t.Fatalf("GET %s without a key = %d (%d bytes), want 200 with %q", p, r.status, len(r.body), want)
		}
	}
	resp, err = http.Get(h.srv.URL + "/console/")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if got := resp.Header.Get("Content-Security-Policy"); got != console.SecurityPolicy {
		t.Errorf("Content-Security-Policy = %q", got)
	}
	if r := h.do("GET", "/console/nope.js", "", nil); r.status != http.StatusNotFound {
		t.Errorf("an unknown console file: %d", r.status)
	}
}
