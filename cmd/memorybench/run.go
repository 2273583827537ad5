package main

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"time"
)

// Run runs the benchmark: it starts memoryd (or uses -addr), loads the
// corpus over the HTTP API, measures latency at each scale, asks every
// probe of memoryd and of the baselines, checks the record and the claims,
// and writes the report. It returns errUnsafe, after writing the report,
// when the gate let an unsafe fact into a record.
func Run(ctx context.Context, o RunOptions, stdout, stderr io.Writer) error {
	started := time.Now()
	logf := func(format string, args ...any) {
		fmt.Fprintf(stderr, "%6.1fs  %s\n", time.Since(started).Seconds(), fmt.Sprintf(format, args...))
	}
	corpus, err := loadCorpus(o)
	if err != nil {
		return err
	}
	o.Patients, o.Turns = len(corpus.Patients), corpus.Header.Turns
	scales, err := checkScales(o.Scales, o.Patients)
	if err != nil {
		return err
	}
	rep := &Report{Command: commandLine(), Started: started.UTC(), Quick: o.Quick, Budgets: o.Budgets,
		Corpus: corpusStats(corpus)}

	tmp, err := os.MkdirTemp("", "memorybench-")
	if err != nil {
		return err
	}
	if o.Keep {
		logf("keeping %s", tmp)
	} else {
		defer os.RemoveAll(tmp)
	}
	var srv *server
	if o.Addr != "" {
		srv = &server{base: "http://" + o.Addr, adminKey: o.AdminKey}
	} else {
		bin := o.Memoryd
		if bin == "" {
			logf("building memoryd")
			if bin, err = buildMemoryd(ctx, tmp); err != nil {
				return err
			}
		}
		if srv, err = startMemoryd(ctx, bin, tmp); err != nil {
			return err
		}
		defer srv.stop()
		logf("memoryd pid %d on %s, data in %s", srv.cmd.Process.Pid, srv.base, srv.dataDir)
	}
	c := newClient(srv.base)
	if rep.Stack, rep.Backends, err = c.readyz(ctx); err != nil {
		return err
	}
	keys, err := c.setupTenant(ctx, srv.adminKey)
	if err != nil {
		return err
	}
	logf("stack %s, tenant %s", rep.Stack, keys.tenant)
	b := &bench{o: o, c: c, keys: keys, srv: srv, rep: rep, logf: logf, corpus: corpus, refs: map[string]turnRefs{}}

	// History patients for context latency against history length, loaded
	// with the first scale, longest first, so that the longest sequential
	// load overlaps the rest.
	var history []PatientCorpus
	for i, h := range o.History {
		pc := Generate(GenerateOptions{Seed: o.Seed, Patients: 1, Turns: h, Prefix: fmt.Sprintf("h%d-", h), First: i}).Patients[0]
		history = append(history, pc)
	}
	loaded := 0
	for si, scale := range scales {
		batch := corpus.Patients[loaded:scale]
		if si == 0 {
			batch = append(longestFirst(history), batch...)
		}
		if err := b.load(ctx, batch, scale); err != nil {
			return err
		}
		loaded = scale
		b.sample(fmt.Sprintf("after loading %d patients", scale))
		if err := b.latency(ctx, scale, corpus.Patients[:scale]); err != nil {
			return err
		}
	}
	if err := b.historyLatency(ctx, history); err != nil {
		return err
	}
	if err := b.quality(ctx); err != nil {
		return err
	}
	b.sample("at the end")
	rep.Duration = time.Since(started).Seconds()
	rep.Targets = targets(rep)
	if err := writeReport(rep, o.Out, stdout); err != nil {
		return err
	}
	logf("report in %s", o.Out)
	if o.Erase {
		if err := b.erase(ctx); err != nil {
			return err
		}
	}
	if n := len(rep.Gate.Unsafe); n > 0 {
		return fmt.Errorf("%w: %d", errUnsafe, n)
	}
	return nil
}

func loadCorpus(o RunOptions) (*Corpus, error) {
	if o.Corpus == "" {
		return Generate(GenerateOptions{Seed: o.Seed, Patients: o.Patients, Turns: o.Turns}), nil
	}
	f, err := os.Open(o.Corpus)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return ReadCorpus(f)
}

// checkScales returns the scales to measure at, ascending, ending with all
// the corpus's patients.
func checkScales(scales []int, patients int) ([]int, error) {
	if len(scales) == 0 {
		return []int{patients}, nil
	}
	prev := 0
	for _, s := range scales {
		if s <= prev || s > patients {
			return nil, fmt.Errorf("-scales must ascend and not exceed -patients %d", patients)
		}
		prev = s
	}
	if prev != patients {
		scales = append(scales, patients)
	}
	return scales, nil
}

func longestFirst(ps []PatientCorpus) []PatientCorpus {
	out := append([]PatientCorpus(nil), ps...)
	for i := range out {
		for j := i + 1; j < len(out); j++ {
			if len(out[j].Turns) > len(out[i].Turns) {
				out[i], out[j] = out[j], out[i]
			}
		}
	}
	return out
}

func commandLine() string {
	args := append([]string{"memorybench"}, os.Args[1:]...)
	return strings.Join(args, " ")
}

// bench is the state of a run.
type bench struct {
	o      RunOptions
	c      *client
	keys   tenantKeys
	srv    *server
	rep    *Report
	logf   func(string, ...any)
	corpus *Corpus
	mu     sync.Mutex
	// refs holds, per patient, the turn responses of turns with an
	// expected reference, read while loading.
	refs        map[string]turnRefs
	turnsLoaded int
	// patients are the ids of every patient the run wrote, for -erase.
	patients []string
}

// created notes a patient the run writes.
func (b *bench) created(pid string) {
	b.mu.Lock()
	b.patients = append(b.patients, pid)
	b.mu.Unlock()
}

// erase deletes every patient the run wrote (DELETE /v1/patients/{id} with
// the global admin key), so that a shared stack keeps nothing of the run
// but the tenant, its keys and the audit chain's tombstones.
func (b *bench) erase(ctx context.Context) error {
	start := time.Now()
	for _, pid := range b.patients {
		if _, err := b.c.callRetry(ctx, http.MethodDelete, "/v1/patients/"+pid+"?tenant="+b.keys.tenant, b.srv.adminKey, nil, nil); err != nil {
			return fmt.Errorf("erase %s: %w", pid, err)
		}
	}
	b.logf("erased %d patients of tenant %s in %.1fs", len(b.patients), b.keys.tenant, time.Since(start).Seconds())
	return nil
}

// turnRefs are the references memoryd read in a patient's turns, by turn
// id.
type turnRefs map[string]refsResponse

// load posts every turn of the patients, each patient's turns in order,
// LoadClients patients at a time. A 503 is retried with the same turn_id
// (safe: memoryd stores nothing on a 503).
func (b *bench) load(ctx context.Context, patients []PatientCorpus, scale int) error {
	start := time.Now()
	jobs := make(chan PatientCorpus)
	var wg sync.WaitGroup
	var mu sync.Mutex
	var firstErr error
	turns := 0
	for i := 0; i < b.o.LoadClients; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for p := range jobs {
				n, err := b.loadPatient(ctx, p)
				mu.Lock()
				turns += n
				if err != nil && firstErr == nil {
					firstErr = err
				}
				mu.Unlock()
			}
		}()
	}
	for _, p := range patients {
		mu.Lock()
		failed := firstErr != nil
		mu.Unlock()
		if failed || ctx.Err() != nil {
			break
		}
		jobs <- p
	}
	close(jobs)
	wg.Wait()
	if firstErr != nil {
		return firstErr
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	secs := time.Since(start).Seconds()
	b.turnsLoaded += turns
	st := LoadStage{Patients: scale, Turns: turns, Seconds: secs, TurnsPerSecond: float64(turns) / secs, Clients: b.o.LoadClients}
	b.rep.Load = append(b.rep.Load, st)
	b.logf("loaded %d turns of %d patients in %.1fs (%.0f turns/s, %d clients)", turns, len(patients), secs, st.TurnsPerSecond, b.o.LoadClients)
	return nil
}

func (b *bench) loadPatient(ctx context.Context, p PatientCorpus) (int, error) {
	b.created(p.Patient.PatientID)
	refs := turnRefs{}
	for _, t := range p.Turns {
		var resp refsResponse
		if err := b.c.postTurn(ctx, b.keys.agent, t, &resp); err != nil {
			return 0, fmt.Errorf("load %s %s: %w", t.PatientID, t.TurnID, err)
		}
		if t.Reference != nil {
			refs[t.TurnID] = resp
		}
	}
	b.mu.Lock()
	b.refs[p.Patient.PatientID] = refs
	b.mu.Unlock()
	return len(p.Turns), nil
}

// sample records the memoryd process's memory and the data directory's
// size, when memoryd is the child this run started.
func (b *bench) sample(stage string) {
	r := ResourceSample{Stage: stage, Turns: b.turnsLoaded}
	if b.srv.cmd != nil {
		r.RSSKB, r.HWMKB = procMemory(b.srv.cmd.Process.Pid)
		r.StoreBytes = dirSize(b.srv.dataDir)
		if r.Turns > 0 {
			r.BytesPer1000Turns = float64(r.StoreBytes) * 1000 / float64(r.Turns)
		}
	}
	b.rep.Resources = append(b.rep.Resources, r)
}

// server is the memoryd the run talks to; cmd is set when the run started
// it.
type server struct {
	base     string
	adminKey string
	cmd      *exec.Cmd
	dataDir  string
	logPath  string
	exited   chan struct{}
	exitErr  error
}

// buildMemoryd builds ./cmd/memoryd of the module holding the working
// directory.
func buildMemoryd(ctx context.Context, dir string) (string, error) {
	out, err := exec.CommandContext(ctx, "go", "env", "GOMOD").Output()
	if err != nil {
		return "", fmt.Errorf("go env GOMOD: %w", err)
	}
	mod := strings.TrimSpace(string(out))
	if mod == "" || mod == os.DevNull {
		return "", errors.New("not inside the anamnesis module: run from the repository or pass -memoryd")
	}
	bin := filepath.Join(dir, "memoryd")
	cmd := exec.CommandContext(ctx, "go", "build", "-o", bin, "./cmd/memoryd")
	cmd.Dir = filepath.Dir(mod)
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("build memoryd: %w\n%s", err, out)
	}
	return bin, nil
}

// startMemoryd starts memoryd serve on a free loopback port with a fresh
// data directory under dir and a random admin key, and waits for /readyz.
// The child inherits the environment, so MEMORYD_PG_DSN and MEMORYD_NEO4J_*
// put it on the full stack.
func startMemoryd(ctx context.Context, bin, dir string) (*server, error) {
	addr, err := freeAddr()
	if err != nil {
		return nil, err
	}
	s := &server{base: "http://" + addr, adminKey: randomHex(16), dataDir: filepath.Join(dir, "data"),
		logPath: filepath.Join(dir, "memoryd.log"), exited: make(chan struct{})}
	logf, err := os.Create(s.logPath)
	if err != nil {
		return nil, err
	}
	s.cmd = exec.Command(bin, "serve", "--addr", addr, "--data-dir", s.dataDir)
	s.cmd.Env = append(os.Environ(), "MEMORYD_ADMIN_KEY="+s.adminKey)
	s.cmd.Stdout, s.cmd.Stderr = logf, logf
	if err := s.cmd.Start(); err != nil {
		logf.Close()
		return nil, fmt.Errorf("start memoryd: %w", err)
	}
	go func() {
		s.exitErr = s.cmd.Wait()
		logf.Close()
		close(s.exited)
	}()
	deadline := time.Now().Add(60 * time.Second)
	hc := &http.Client{Timeout: 2 * time.Second}
	for {
		resp, err := hc.Get(s.base + "/readyz")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return s, nil
			}
		}
		select {
		case <-s.exited:
			return nil, fmt.Errorf("memoryd exited before it was ready (%v): %s", s.exitErr, tail(s.logPath))
		case <-ctx.Done():
			s.stop()
			return nil, ctx.Err()
		case <-time.After(50 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			s.stop()
			return nil, fmt.Errorf("memoryd not ready after 60s: %s", tail(s.logPath))
		}
	}
}

// stop asks the child to shut down and kills it if it has not within 10s.
func (s *server) stop() {
	if s.cmd == nil || s.cmd.Process == nil {
		return
	}
	select {
	case <-s.exited:
		return
	default:
	}
	s.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-s.exited:
	case <-time.After(10 * time.Second):
		s.cmd.Process.Kill()
		<-s.exited
	}
}

func freeAddr() (string, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	defer l.Close()
	return l.Addr().String(), nil
}

func randomHex(n int) string {
	b := make([]byte, n)
	rand.Read(b)
	return hex.EncodeToString(b)
}

// tail returns the end of a log file, for an error message.
func tail(path string) string {
	b, _ := os.ReadFile(path)
	if len(b) > 2000 {
		b = b[len(b)-2000:]
	}
	return string(b)
}

// client calls memoryd's HTTP API over keep-alive connections.
type client struct {
	base string
	hc   *http.Client
}

func newClient(base string) *client {
	tr := &http.Transport{MaxIdleConns: 256, MaxIdleConnsPerHost: 256, IdleConnTimeout: 90 * time.Second}
	return &client{base: base, hc: &http.Client{Transport: tr, Timeout: 60 * time.Second}}
}

// apiError is a non-2xx answer.
type apiError struct {
	status int
	body   string
}

func (e *apiError) Error() string { return fmt.Sprintf("status %d: %s", e.status, e.body) }

// call sends a request and decodes a 2xx JSON answer into out (when not
// nil). It returns how long the round trip took, the body read included.
func (c *client) call(ctx context.Context, method, path, key string, body, out any) (time.Duration, error) {
	var rd io.Reader
	if body != nil {
		buf, err := json.Marshal(body)
		if err != nil {
			return 0, err
		}
		rd = bytes.NewReader(buf)
	}
	req, err := http.NewRequestWithContext(ctx, method, c.base+path, rd)
	if err != nil {
		return 0, err
	}
	if key != "" {
		req.Header.Set("Authorization", "Bearer "+key)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	start := time.Now()
	resp, err := c.hc.Do(req)
	if err != nil {
		return 0, err
	}
	data, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	d := time.Since(start)
	if err != nil {
		return d, err
	}
	if resp.StatusCode/100 != 2 {
		return d, &apiError{status: resp.StatusCode, body: strings.TrimSpace(string(data))}
	}
	if out != nil {
		if err := json.Unmarshal(data, out); err != nil {
			return d, fmt.Errorf("decode %s %s: %w", method, path, err)
		}
	}
	return d, nil
}

// callRetry is call, retried on 503 (memoryd wrote nothing) up to five
// times with a growing pause.
func (c *client) callRetry(ctx context.Context, method, path, key string, body, out any) (time.Duration, error) {
	for attempt := 0; ; attempt++ {
		d, err := c.call(ctx, method, path, key, body, out)
		var ae *apiError
		if err == nil || !errors.As(err, &ae) || ae.status != http.StatusServiceUnavailable || attempt == 5 {
			return d, err
		}
		select {
		case <-ctx.Done():
			return d, ctx.Err()
		case <-time.After(time.Duration(50<<attempt) * time.Millisecond):
		}
	}
}

// turnBody is the body of POST .../turns.
type turnBody struct {
	TurnID string    `json:"turn_id"`
	Role   string    `json:"role"`
	Text   string    `json:"text"`
	Lang   string    `json:"lang,omitempty"`
	At     time.Time `json:"at"`
}

func (c *client) postTurn(ctx context.Context, key string, t Turn, out any) error {
	_, err := c.callRetry(ctx, http.MethodPost, "/v1/patients/"+t.PatientID+"/sessions/"+t.SessionID+"/turns", key,
		turnBody{TurnID: t.TurnID, Role: t.Role, Text: t.Text, Lang: t.Lang, At: t.At}, out)
	return err
}

// contextBody is the body of POST .../context.
type contextBody struct {
	SessionID    string `json:"session_id,omitempty"`
	Query        string `json:"query"`
	BudgetTokens int    `json:"budget_tokens"`
	Lang         string `json:"lang,omitempty"`
}

// readyz names the stack from GET /readyz: "embedded" when every layer is
// SQLite, else the backends by layer.
func (c *client) readyz(ctx context.Context) (string, []Backend, error) {
	var r struct {
		Backends []Backend `json:"backends"`
	}
	if _, err := c.call(ctx, http.MethodGet, "/readyz", "", nil, &r); err != nil {
		return "", nil, fmt.Errorf("readyz: %w", err)
	}
	var parts []string
	embedded := true
	for _, be := range r.Backends {
		parts = append(parts, be.Name+"="+be.Backend)
		embedded = embedded && be.Backend == "sqlite"
	}
	if embedded {
		return "embedded", r.Backends, nil
	}
	return "full stack (" + strings.Join(parts, ", ") + ")", r.Backends, nil
}

// tenantKeys are the benchmark tenant's keys.
type tenantKeys struct {
	tenant, agent, clinician string
}

// setupTenant creates a fresh tenant with an agent and a clinician key.
func (c *client) setupTenant(ctx context.Context, adminKey string) (tenantKeys, error) {
	k := tenantKeys{tenant: "bench-" + randomHex(4)}
	if _, err := c.call(ctx, http.MethodPost, "/v1/admin/tenants", adminKey, map[string]string{"id": k.tenant, "name": "memorybench"}, nil); err != nil {
		return k, fmt.Errorf("create tenant: %w", err)
	}
	for role, dst := range map[string]*string{"agent": &k.agent, "clinician": &k.clinician} {
		var out struct {
			Key string `json:"key"`
		}
		if _, err := c.call(ctx, http.MethodPost, "/v1/admin/tenants/"+k.tenant+"/keys", adminKey, map[string]string{"role": role}, &out); err != nil {
			return k, fmt.Errorf("create %s key: %w", role, err)
		}
		*dst = out.Key
	}
	return k, nil
}
