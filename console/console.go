// Package console is the clinician and compliance web console that memoryd
// serves at /console/ (issue 12): static HTML, CSS and JavaScript modules,
// embedded in the binary so that running it needs no Node build. The page
// holds no data and no secret; it calls the /v1 API from the browser with
// the key the user signs in with, which stays in the tab's session storage.
package console

import (
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"io/fs"
	"net/http"
	"path"
	"strings"
	"time"
)

// Path is where the console is mounted. Handler serves it and redirects
// the same path without its trailing slash to it.
const Path = "/console/"

//go:embed assets
var assets embed.FS

// SecurityPolicy is the Content-Security-Policy of every console response.
// Scripts and styles come only from the console's own files (no inline
// script, no eval), requests go only to the same origin (the /v1 API), and
// no other site may frame the page: an utterance that carried markup would
// find nothing to run even if it were ever rendered as HTML.
const SecurityPolicy = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
	"connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

// contentTypes names the media type of each asset kind, so that the answer
// does not depend on the host's MIME tables (a module script served as
// text/plain does not run).
var contentTypes = map[string]string{
	".html": "text/html; charset=utf-8",
	".css":  "text/css; charset=utf-8",
	".js":   "text/javascript; charset=utf-8",
	".svg":  "image/svg+xml",
}

type asset struct {
	body        []byte
	etag        string
	contentType string
}

// Handler returns the console's handler. It serves GET and HEAD of the
// files under Path (Path itself is index.html), redirects Path without its
// trailing slash to Path, and answers anything else with 404 (405 for
// other methods). Every answer carries SecurityPolicy, nosniff and
// no-referrer; files are revalidated on each load by their ETag, so an
// upgraded memoryd never runs a cached old script against a newer API.
func Handler() http.Handler {
	files, err := load()
	if err != nil {
		// The assets are compiled in: failing to read them is a build bug.
		panic("console: " + err.Error())
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", SecurityPolicy)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Cross-Origin-Opener-Policy", "same-origin")
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			h.Set("Allow", "GET, HEAD")
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		if r.URL.Path == strings.TrimSuffix(Path, "/") {
			// Relative, so that the console also works behind a proxy
			// that mounts memoryd under a path prefix.
			h.Set("Location", path.Base(Path)+"/")
			w.WriteHeader(http.StatusMovedPermanently)
			return
		}
		name, ok := strings.CutPrefix(r.URL.Path, Path)
		if !ok {
			http.NotFound(w, r)
			return
		}
		if name == "" {
			name = "index.html"
		}
		a, ok := files[name]
		if !ok {
			http.NotFound(w, r)
			return
		}
		h.Set("Content-Type", a.contentType)
		h.Set("Cache-Control", "no-cache")
		h.Set("ETag", a.etag)
		// ServeContent answers If-None-Match with 304 from the ETag set
		// above; the embedded files have no modification time.
		http.ServeContent(w, r, name, time.Time{}, bytes.NewReader(a.body))
	})
}

// load reads every embedded asset once, keyed by its path under assets/.
func load() (map[string]asset, error) {
	root, err := fs.Sub(assets, "assets")
	if err != nil {
		return nil, err
	}
	files := map[string]asset{}
	err = fs.WalkDir(root, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		ct, ok := contentTypes[path.Ext(p)]
		if !ok {
			return nil // not served: only the kinds the page uses
		}
		body, err := fs.ReadFile(root, p)
		if err != nil {
			return err
		}
		sum := sha256.Sum256(body)
		files[p] = asset{body: body, etag: `"` + hex.EncodeToString(sum[:16]) + `"`, contentType: ct}
		return nil
	})
	return files, err
}
