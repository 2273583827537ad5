package console_test

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/anamnesis-health/anamnesis/console"
)

func TestHandler(t *testing.T) {
	h := console.Handler()
	for _, c := range []struct {
		name, method, path string
		status             int
		contentType        string
		location           string
	}{
		{"the page itself is index.html", "GET", "/console/", 200, "text/html; charset=utf-8", ""},
		{"a module script is served as JavaScript", "GET", "/console/app.js", 200, "text/javascript; charset=utf-8", ""},
		{"the stylesheet is served as CSS", "GET", "/console/console.css", 200, "text/css; charset=utf-8", ""},
		{"HEAD is answered like GET", "HEAD", "/console/app.js", 200, "text/javascript; charset=utf-8", ""},
		{"the path without its slash redirects relatively", "GET", "/console", 301, "", "console/"},
		{"an unknown file is not found", "GET", "/console/nope.js", 404, "", ""},
		{"a path out of the assets is not found", "GET", "/console/../go.mod", 404, "", ""},
		{"index.html is not listed twice", "GET", "/console/assets/index.html", 404, "", ""},
		{"a look-alike prefix is not found", "GET", "/consoled/app.js", 404, "", ""},
		{"writing is not allowed", "POST", "/console/", 405, "", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			rec := httptest.NewRecorder()
			req := httptest.NewRequest(c.method, "http://memoryd.test/", nil)
			req.URL.Path = c.path // unclean on purpose: no client cleans it for us
			h.ServeHTTP(rec, req)
			if rec.Code != c.status {
				t.Fatalf("%s %s = %d, want %d", c.method, c.path, rec.Code, c.status)
			}
			if got := rec.Header().Get("Content-Security-Policy"); got != console.SecurityPolicy {
				t.Errorf("Content-Security-Policy = %q", got)
			}
			if got := rec.Header().Get("X-Content-Type-Options"); got != "nosniff" {
				t.Errorf("X-Content-Type-Options = %q", got)
			}
			if c.contentType != "" {
				if got := rec.Header().Get("Content-Type"); got != c.contentType {
					t.Errorf("Content-Type = %q, want %q", got, c.contentType)
				}
				if got := rec.Header().Get("Cache-Control"); got != "no-cache" {
					t.Errorf("Cache-Control = %q, want no-cache (revalidate by ETag)", got)
				}
			}
			if got := rec.Header().Get("Location"); got != c.location {
				t.Errorf("Location = %q, want %q", got, c.location)
			}
		})
	}
	t.Run("a file unchanged since the last load is not sent again", func(t *testing.T) {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", "/console/app.js", nil))
		etag := rec.Header().Get("ETag")
		if etag == "" {
			t.Fatal("no ETag")
		}
		req := httptest.NewRequest("GET", "/console/app.js", nil)
		req.Header.Set("If-None-Match", etag)
		rec = httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != http.StatusNotModified || rec.Body.Len() != 0 {
			t.Fatalf("revalidation = %d with %d bytes, want 304 and none", rec.Code, rec.Body.Len())
		}
	})
}

// TestAssetsBuildNoMarkup keeps untrusted text out of HTML parsing and the
// page within its Content-Security-Policy: no script builds HTML from
// strings or evaluates code, and the page has no inline script, event
// handler attribute or style attribute (the policy would block them).
func TestAssetsBuildNoMarkup(t *testing.T) {
	scripts, err := filepath.Glob(filepath.Join("assets", "*.js"))
	if err != nil || len(scripts) < 5 {
		t.Fatalf("scripts: %v %v", scripts, err)
	}
	forbidden := regexp.MustCompile(`innerHTML|outerHTML|insertAdjacentHTML|document\.write|\beval\(|new Function|createContextualFragment|DOMParser`)
	for _, p := range scripts {
		for i, line := range strings.Split(read(t, p), "\n") {
			if strings.HasPrefix(strings.TrimSpace(line), "//") {
				continue
			}
			if m := forbidden.FindString(line); m != "" {
				t.Errorf("%s:%d uses %s", p, i+1, m)
			}
		}
	}
	page := read(t, filepath.Join("assets", "index.html"))
	for _, tag := range regexp.MustCompile(`(?i)<script[^>]*>`).FindAllString(page, -1) {
		if !strings.Contains(tag, " src=") {
			t.Errorf("index.html has an inline script: %s", tag)
		}
	}
	if m := regexp.MustCompile(`(?i)\s(on[a-z]+|style)\s*=`).FindString(page); m != "" {
		t.Errorf("index.html has a%s attribute, which the Content-Security-Policy blocks", m)
	}
}

// TestInterfaceTextInBothLanguages fails when a text exists in one
// language only, or a script asks for a text that exists in neither.
func TestInterfaceTextInBothLanguages(t *testing.T) {
	src := read(t, filepath.Join("assets", "i18n.js"))
	keys := func(dict string) []string {
		t.Helper()
		start := strings.Index(src, "const "+dict+" = {")
		end := strings.Index(src[start:], "\n};")
		if start < 0 || end < 0 {
			t.Fatalf("no %s dictionary in i18n.js", dict)
		}
		var out []string
		for _, m := range regexp.MustCompile(`(?m)^\s+'([^']+)':`).FindAllStringSubmatch(src[start:start+end], -1) {
			out = append(out, m[1])
		}
		slices.Sort(out)
		return out
	}
	en, zh := keys("en"), keys("zh")
	if len(en) < 100 {
		t.Fatalf("only %d English texts found; the parser is broken", len(en))
	}
	for _, k := range en {
		if _, ok := slices.BinarySearch(zh, k); !ok {
			t.Errorf("%q has no Chinese text", k)
		}
	}
	for _, k := range zh {
		if _, ok := slices.BinarySearch(en, k); !ok {
			t.Errorf("%q has no English text", k)
		}
	}
	scripts, _ := filepath.Glob(filepath.Join("assets", "*.js"))
	used := regexp.MustCompile(`\bt\('([^']+)'[,)]`)
	for _, p := range scripts {
		for _, m := range used.FindAllStringSubmatch(read(t, p), -1) {
			if _, ok := slices.BinarySearch(en, m[1]); !ok {
				t.Errorf("%s asks for text %q, which does not exist", p, m[1])
			}
		}
	}
}

func read(t *testing.T, p string) string {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
