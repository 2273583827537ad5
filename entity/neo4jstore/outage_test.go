package neo4jstore

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"net"
	"os"
	"sync"
	"testing"
	"time"

	"github.com/neo4j/neo4j-go-driver/v5/neo4j"

	"github.com/anamnesis-health/anamnesis/internal/outagetest"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

const hangGuard = outagetest.HangGuard

// fastOptions keep the background loop quick in tests.
func fastOptions() Options {
	return Options{AllowUnreachable: true, RetryMin: 20 * time.Millisecond, RetryMax: 100 * time.Millisecond}
}

func openUnreachable(t *testing.T, addr string, opts Options) *Store {
	t.Helper()
	return openUnreachableWithin(t, addr, opts, hangGuard)
}

func openUnreachableWithin(t *testing.T, addr string, opts Options, d time.Duration) *Store {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	s, err := outagetest.Within(t, func() result[*Store] {
		s, err := OpenWith(ctx, "bolt://"+addr, "neo4j", "x", opts)
		return result[*Store]{s, err}
	}).get()
	if err != nil {
		t.Fatalf("OpenWith on an unreachable server with AllowUnreachable: %v", err)
	}
	t.Cleanup(func() { s.Close(context.Background()) })
	return s
}

type result[T any] struct {
	v   T
	err error
}

func (r result[T]) get() (T, error) { return r.v, r.err }

func readRecord(s *Store, ctx context.Context) error {
	_, err := s.Record(ctx, tenancy.System("tenant-outage"), "p-1", time.Time{})
	return err
}

func TestUnreachableServer(t *testing.T) {
	servers := []struct {
		name string
		addr func(t testing.TB) string
	}{
		{"a frozen server", outagetest.FrozenListener},
		{"a stopped server", outagetest.ClosedPort},
	}
	for _, srv := range servers {
		t.Run("Open fails on "+srv.name+" by default", func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), hangGuard)
			defer cancel()
			err := outagetest.Within(t, func() error {
				s, err := Open(ctx, "bolt://"+srv.addr(t), "neo4j", "x")
				if err == nil {
					s.Close(ctx)
				}
				return err
			})
			if err == nil || ctx.Err() != nil {
				t.Fatalf("Open = %v (ctx %v), want an error before the deadline", err, ctx.Err())
			}
		})
		t.Run("Open with AllowUnreachable on "+srv.name+" gives a store that is not ready", func(t *testing.T) {
			s := openUnreachable(t, srv.addr(t), fastOptions())
			if err := s.Ping(context.Background()); !errors.Is(err, ErrUnavailable) {
				t.Errorf("Ping = %v, want ErrUnavailable", err)
			}
			if err := readRecord(s, context.Background()); !errors.Is(err, ErrUnavailable) {
				t.Errorf("Record = %v, want ErrUnavailable", err)
			}
		})
		t.Run("a call to "+srv.name+" ends at the context's deadline", func(t *testing.T) {
			// The store believes the server is up: the call meets the
			// outage itself. Long driver timeouts leave the deadline to
			// end it.
			s := storeAt(t, srv.addr(t), Options{MaxTransactionRetryTime: time.Minute,
				ConnectionAcquisitionTimeout: time.Minute, SocketConnectTimeout: time.Minute})
			ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
			defer cancel()
			err := outagetest.Within(t, func() error { return readRecord(s, ctx) })
			if !errors.Is(err, context.DeadlineExceeded) || !errors.Is(err, ErrUnavailable) {
				t.Fatalf("Record = %v, want context.DeadlineExceeded and ErrUnavailable", err)
			}
		})
		t.Run("a call to "+srv.name+" without a deadline ends within the driver timeouts", func(t *testing.T) {
			s := storeAt(t, srv.addr(t), Options{})
			err := outagetest.Within(t, func() error { return readRecord(s, context.Background()) })
			if !errors.Is(err, ErrUnavailable) {
				t.Fatalf("Record = %v, want ErrUnavailable", err)
			}
		})
		t.Run("after one call met "+srv.name+", the next fails at once", func(t *testing.T) {
			s := storeAt(t, srv.addr(t), Options{RetryMin: time.Hour, RetryMax: time.Hour})
			ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
			defer cancel()
			if err := outagetest.Within(t, func() error { return readRecord(s, ctx) }); err == nil {
				t.Fatal("Record succeeded against a dead server")
			}
			// A context that has already expired would fail any call that
			// tries the server; this one has all the time in the world.
			err := outagetest.Within(t, func() error { return readRecord(s, context.Background()) })
			if !errors.Is(err, ErrUnavailable) {
				t.Fatalf("second Record = %v, want ErrUnavailable", err)
			}
		})
	}
}

// storeAt returns a store on addr that believes the server answered, as a
// store does whose server goes down after Open.
func storeAt(t *testing.T, addr string, opts Options) *Store {
	t.Helper()
	opts.AllowUnreachable = true
	// A short deadline ends Open's probe, whatever the driver timeouts.
	s := openUnreachableWithin(t, addr, opts, 200*time.Millisecond)
	s.mu.Lock()
	s.h = health{ready: true}
	s.mu.Unlock()
	return s
}

func TestAlreadyExistsIsSuccess(t *testing.T) {
	tests := []struct {
		code string
		want bool
	}{
		{"Neo.ClientError.Schema.EquivalentSchemaRuleAlreadyExists", true},
		{"Neo.ClientError.Schema.ConstraintAlreadyExists", true},
		{"Neo.ClientError.Schema.IndexAlreadyExists", true},
		{"Neo.ClientError.Schema.ConstraintValidationFailed", false},
		{"Neo.ClientError.Security.Unauthorized", false},
	}
	for _, tt := range tests {
		t.Run(tt.code, func(t *testing.T) {
			err := &neo4j.Neo4jError{Code: tt.code}
			if got := alreadyExists(err); got != tt.want {
				t.Errorf("alreadyExists = %v, want %v", got, tt.want)
			}
		})
	}
}

// testRules are schema rules on a label of the test's own, so that the
// shared server's real schema is never dropped.
func testRules(t *testing.T, s *Store) []rule {
	t.Helper()
	var b [4]byte
	rand.Read(b[:])
	label := "SchemaTest_" + hex.EncodeToString(b[:])
	rules := []rule{
		{label + "_uniq", `CREATE CONSTRAINT ` + label + `_uniq IF NOT EXISTS FOR (n:` + label + `) REQUIRE (n.tenant_id, n.id) IS UNIQUE`},
		{label + "_idx", `CREATE INDEX ` + label + `_idx IF NOT EXISTS FOR (n:` + label + `) ON (n.tenant_id, n.patient_id)`},
	}
	t.Cleanup(func() {
		for _, q := range []string{`DROP CONSTRAINT ` + label + `_uniq IF EXISTS`, `DROP INDEX ` + label + `_idx IF EXISTS`} {
			if _, err := neo4j.ExecuteQuery(context.Background(), s.driver, q, nil, neo4j.EagerResultTransformer); err != nil {
				t.Errorf("drop test schema: %v", err)
			}
		}
	})
	return rules
}

func countRules(t *testing.T, s *Store, rules []rule) int {
	t.Helper()
	have, err := s.schemaNames(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, r := range rules {
		if have[r.name] {
			n++
		}
	}
	return n
}

func TestSchema(t *testing.T) {
	s := openTest(t)
	ctx := context.Background()

	t.Run("replicas creating the schema at once all succeed", func(t *testing.T) {
		for round := 0; round < 5; round++ {
			rules := testRules(t, s)
			var wg sync.WaitGroup
			errs := make([]error, 8)
			for i := range errs {
				wg.Add(1)
				go func() {
					defer wg.Done()
					_, errs[i] = s.ensureSchema(ctx, rules)
				}()
			}
			wg.Wait()
			for i, err := range errs {
				if err != nil {
					t.Fatalf("round %d, replica %d: %v", round, i, err)
				}
			}
			if n := countRules(t, s, rules); n != len(rules) {
				t.Fatalf("round %d: %d of %d rules exist", round, n, len(rules))
			}
		}
	})

	t.Run("a whole schema is checked without writing", func(t *testing.T) {
		rules := testRules(t, s)
		if _, err := s.ensureSchema(ctx, rules); err != nil {
			t.Fatal(err)
		}
		if ran, err := s.ensureSchema(ctx, rules); err != nil || ran != 0 {
			t.Fatalf("second ensureSchema ran %d statements (%v), want 0", ran, err)
		}
	})

	t.Run("a rule that disappeared is created again by the background loop", func(t *testing.T) {
		uri := os.Getenv("MEMORYD_TEST_NEO4J_URI")
		opts := Options{SchemaCheckInterval: 50 * time.Millisecond, rules: testRules(t, s)}
		loop, err := OpenWith(ctx, uri, os.Getenv("MEMORYD_TEST_NEO4J_USER"), os.Getenv("MEMORYD_TEST_NEO4J_PASSWORD"), opts)
		if err != nil {
			t.Fatal(err)
		}
		defer loop.Close(ctx)
		if n := countRules(t, s, opts.rules); n != 2 {
			t.Fatalf("after Open %d of 2 rules exist", n)
		}
		if _, err := neo4j.ExecuteQuery(ctx, s.driver, `DROP CONSTRAINT `+opts.rules[0].name, nil, neo4j.EagerResultTransformer); err != nil {
			t.Fatal(err)
		}
		deadline := time.Now().Add(hangGuard)
		for countRules(t, s, opts.rules) != 2 {
			if time.Now().After(deadline) {
				t.Fatal("the dropped constraint was not created again")
			}
			time.Sleep(20 * time.Millisecond)
		}
	})
}

// proxy forwards TCP connections to a server and can play its outages:
// refusing connections (stopped) or holding them without a byte through
// (frozen).
type proxy struct {
	t      *testing.T
	target string
	l      net.Listener
	addr   string

	mu    sync.Mutex
	mode  string // "up", "stopped", "frozen"
	conns []net.Conn
	cond  *sync.Cond
}

func newProxy(t *testing.T, target string) *proxy {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &proxy{t: t, target: target, l: l, addr: l.Addr().String(), mode: "up"}
	p.cond = sync.NewCond(&p.mu)
	go p.serve()
	t.Cleanup(func() { p.set("stopped"); l.Close() })
	return p
}

// set changes the mode; "stopped" also drops every open connection, as a
// server that exits does.
func (p *proxy) set(mode string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.mode = mode
	if mode == "stopped" {
		for _, c := range p.conns {
			c.Close()
		}
		p.conns = nil
	}
	p.cond.Broadcast()
}

func (p *proxy) serve() {
	for {
		c, err := p.l.Accept()
		if err != nil {
			return
		}
		p.mu.Lock()
		if p.mode == "stopped" {
			p.mu.Unlock()
			c.Close()
			continue
		}
		p.conns = append(p.conns, c)
		p.mu.Unlock()
		go p.forward(c)
	}
}

func (p *proxy) forward(c net.Conn) {
	up, err := net.Dial("tcp", p.target)
	if err != nil {
		c.Close()
		return
	}
	p.mu.Lock()
	p.conns = append(p.conns, up)
	p.mu.Unlock()
	pipe := func(dst, src net.Conn) {
		buf := make([]byte, 32<<10)
		for {
			n, err := src.Read(buf)
			if n > 0 {
				// A frozen server reads nothing and answers nothing: hold
				// the bytes until it thaws or stops.
				p.mu.Lock()
				for p.mode == "frozen" {
					p.cond.Wait()
				}
				stopped := p.mode == "stopped"
				p.mu.Unlock()
				if stopped {
					break
				}
				if _, err := dst.Write(buf[:n]); err != nil {
					break
				}
			}
			if err != nil {
				break
			}
		}
		dst.Close()
		src.Close()
	}
	go pipe(up, c)
	pipe(c, up)
}

func testNeo4jAddr(t *testing.T) (addr, user, password string) {
	t.Helper()
	uri := os.Getenv("MEMORYD_TEST_NEO4J_URI")
	if uri == "" {
		t.Skipf("MEMORYD_TEST_NEO4J_URI not set")
	}
	host, err := hostPort(uri)
	if err != nil {
		t.Fatal(err)
	}
	return host, os.Getenv("MEMORYD_TEST_NEO4J_USER"), os.Getenv("MEMORYD_TEST_NEO4J_PASSWORD")
}

func hostPort(uri string) (string, error) {
	for _, scheme := range []string{"bolt://", "neo4j://"} {
		if len(uri) > len(scheme) && uri[:len(scheme)] == scheme {
			return uri[len(scheme):], nil
		}
	}
	return "", errors.New("MEMORYD_TEST_NEO4J_URI: want bolt://host:port")
}

// TestOutageAndRecovery plays a server that is down at start, comes up,
// freezes, thaws, stops and comes back, through a proxy in front of the
// test server; the store recovers by itself each time.
func TestOutageAndRecovery(t *testing.T) {
	target, user, password := testNeo4jAddr(t)
	p := newProxy(t, target)
	p.set("stopped")
	ctx, cancel := context.WithTimeout(context.Background(), hangGuard)
	defer cancel()
	opts := fastOptions()
	s, err := OpenWith(ctx, "bolt://"+p.addr, user, password, opts)
	if err != nil {
		t.Fatalf("OpenWith with the server down: %v", err)
	}
	defer s.Close(context.Background())

	waitReady := func(t *testing.T) {
		t.Helper()
		deadline := time.Now().Add(hangGuard)
		for {
			err := s.Ping(context.Background())
			if err == nil {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("store not ready after the server came back: %v", err)
			}
			time.Sleep(20 * time.Millisecond)
		}
		if err := readRecord(s, context.Background()); err != nil {
			t.Fatalf("Record after recovery: %v", err)
		}
	}

	t.Run("down at start, the store is not ready", func(t *testing.T) {
		if err := readRecord(s, context.Background()); !errors.Is(err, ErrUnavailable) {
			t.Fatalf("Record = %v, want ErrUnavailable", err)
		}
	})
	t.Run("the server comes up and the store is ready without a new Open", func(t *testing.T) {
		p.set("up")
		waitReady(t)
	})
	for _, outage := range []string{"frozen", "stopped"} {
		t.Run("a "+outage+" server fails calls by the deadline, then at once", func(t *testing.T) {
			p.set(outage)
			ctx, cancel := context.WithTimeout(context.Background(), time.Second)
			defer cancel()
			if err := outagetest.Within(t, func() error { return readRecord(s, ctx) }); !errors.Is(err, ErrUnavailable) {
				t.Fatalf("Record = %v, want ErrUnavailable", err)
			}
			if err := outagetest.Within(t, func() error { return readRecord(s, context.Background()) }); !errors.Is(err, ErrUnavailable) {
				t.Fatalf("next Record = %v, want ErrUnavailable", err)
			}
		})
		t.Run("the "+outage+" server answers again and the store recovers", func(t *testing.T) {
			p.set("up")
			waitReady(t)
		})
	}
}
