package main

import (
	"bytes"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// quickstartBlocks returns the sh blocks of the README's Quickstart section,
// in order.
func quickstartBlocks(t *testing.T) []string {
	t.Helper()
	raw, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	readme := string(raw)
	start := strings.Index(readme, "## Quickstart")
	if start < 0 {
		t.Fatal("README has no Quickstart section")
	}
	section := readme[start:]
	if end := strings.Index(section[3:], "\n## "); end >= 0 {
		section = section[:end+3]
	}
	var blocks []string
	for _, m := range regexp.MustCompile("(?s)```sh\n(.*?)```").FindAllStringSubmatch(section, -1) {
		blocks = append(blocks, m[1])
	}
	return blocks
}

// TestReadmeQuickstartRunsTwice pastes the README's quickstart blocks into
// a shell, in order, twice, on the same data, as a new user would and
// would again the next day (issue 12). It builds memoryd itself and serves
// on a free port instead of 8080.
func TestReadmeQuickstartRunsTwice(t *testing.T) {
	if testing.Short() {
		t.Skip("builds memoryd and runs the quickstart: skipped with -short")
	}
	for _, tool := range []string{"sh", "curl", "go"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("the quickstart needs %s, which is not on PATH", tool)
		}
	}
	blocks := quickstartBlocks(t)
	// The blocks this test knows; the keys block needs the server stopped.
	const build = "go build -o memoryd ./cmd/memoryd\n"
	if len(blocks) < 6 || !strings.HasPrefix(blocks[0], build) {
		t.Fatalf("the quickstart has %d blocks, the first %q; want build+tenant, serve, turns, review, stop, keys", len(blocks), blocks[0])
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "memoryd")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	blocks[0] = strings.Replace(blocks[0], build, ": built by the test\n", 1)
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	t.Cleanup(func() { stopServer(t, dir) })

	env := []string{"PATH=" + os.Getenv("PATH"), "HOME=" + dir, "LC_ALL=C.UTF-8", "MEMORYD_ADDR=" + addr}
	sh := func(t *testing.T, i int, block string) string {
		t.Helper()
		block = strings.ReplaceAll(block, "localhost:8080", addr)
		// Output goes to a file, not a pipe: the server started in the
		// background keeps the block's stdout open after the shell exits.
		out, err := os.CreateTemp(dir, "out-*")
		if err != nil {
			t.Fatal(err)
		}
		defer out.Close()
		cmd := exec.Command("sh", "-e", "-c", block)
		cmd.Dir, cmd.Env, cmd.Stdout, cmd.Stderr = dir, env, out, out
		err = cmd.Run()
		got, _ := os.ReadFile(out.Name())
		if err != nil {
			t.Fatalf("block %d failed: %v\n%s\n--- output:\n%s", i+1, err, block, got)
		}
		if bytes.Contains(got, []byte(`"level":`)) {
			t.Errorf("block %d: a log line reached the output:\n%s", i+1, got)
		}
		return string(got)
	}
	expect := func(t *testing.T, i int, out string, wants ...string) {
		t.Helper()
		for _, w := range wants {
			if !strings.Contains(out, w) {
				t.Errorf("block %d output lacks %q:\n%s", i+1, w, out)
			}
		}
	}

	var keys []byte
	for pass := 1; pass <= 2; pass++ {
		t.Run("pass "+strconv.Itoa(pass), func(t *testing.T) {
			sh(t, 0, blocks[0])
			k, err := os.ReadFile(filepath.Join(dir, "acme-keys.json"))
			if err != nil || !bytes.Contains(k, []byte(`"agent": "amk_`)) {
				t.Fatalf("acme-keys.json: %q, %v", k, err)
			}
			if fi, _ := os.Stat(filepath.Join(dir, "acme-keys.json")); fi.Mode().Perm() != 0o600 {
				t.Errorf("acme-keys.json mode %v, want 0600", fi.Mode().Perm())
			}
			if keys == nil {
				keys = k
			} else if !bytes.Equal(k, keys) {
				t.Errorf("the re-run changed acme-keys.json:\n%s\nwas\n%s", k, keys)
			}
			expect(t, 1, sh(t, 1, blocks[1]), `{"ok":true}`)
			turns := sh(t, 2, blocks[2])
			expect(t, 2, turns, `"turn_id":"t-0005"`, `"reason":"relayed"`, `"reason":"uncertain"`, "\n200\n", `"prompt":`)
			if n := strings.Count("\n"+turns, "\n"+`{"turn_id":"t-000`); n != 5 {
				t.Errorf("block 3 shows %d turn responses, want 5, one a line:\n%s", n, turns)
			}
			expect(t, 3, sh(t, 3, blocks[3]), `"status":"confirmed"`, `"status":"rejected"`, `"verification":"confirmed"`)
			sh(t, 4, blocks[4])
			if _, err := os.Stat(filepath.Join(dir, "memoryd.pid")); !os.IsNotExist(err) {
				t.Errorf("memoryd.pid is still there after the stop block (%v)", err)
			}
			if r, err := http.Get("http://" + addr + "/healthz"); err == nil {
				r.Body.Close()
				t.Error("the server still answers after the stop block")
			}
		})
		if t.Failed() {
			return
		}
		// Each run posts as patient p-<time to the second>: the next run
		// must fall in another second to be a new patient.
		time.Sleep(time.Until(time.Now().Truncate(time.Second).Add(time.Second)))
	}
	t.Run("the keys block, with the server stopped", func(t *testing.T) {
		block := strings.ReplaceAll(blocks[5], "KEY_ID", `$(grep -o '"id": "key_[0-9a-f]*"' agent-key.json | cut -d'"' -f4)`)
		out := sh(t, 5, block)
		expect(t, 5, out, `"role": "agent"`, `"revoked_at": null`, "is revoked")
		if raw, err := os.ReadFile(filepath.Join(dir, "agent-key.json")); err != nil || !bytes.Contains(raw, []byte(`"key": "amk_`)) {
			t.Errorf("agent-key.json: %q, %v", raw, err)
		}
	})
}

// stopServer stops a server a failed run left behind: the one whose pid
// the quickstart wrote into dir, and no other process.
func stopServer(t *testing.T, dir string) {
	raw, err := os.ReadFile(filepath.Join(dir, "memoryd.pid"))
	if err != nil {
		return
	}
	pid, err := strconv.Atoi(strings.TrimSpace(string(raw)))
	if err != nil || pid <= 1 {
		return
	}
	if p, err := os.FindProcess(pid); err == nil {
		p.Signal(syscall.SIGTERM)
	}
}
