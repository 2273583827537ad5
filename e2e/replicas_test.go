// Package e2e runs memoryd binaries as an operator would and checks what
// only shows across processes.
package e2e

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/client"
	"github.com/anamnesis-health/anamnesis/internal/pgtest"
)

// replicaLines change the record back and forth, so that two replicas
// gating from one stale record would close the same fact or both add one.
var replicaLines = []string{
	"我血压150/100",
	"我在吃二甲双胍500mg每天两次",
	"I stopped taking metformin last week",
	"我刚量的血压是118/75",
	"I'm allergic to penicillin",
	"我的血糖今天是7.8",
	"我现在每天吃氨氯地平5mg",
	"My blood pressure this morning was 135/85",
}

// TestTwoReplicasOnPostgresAndNeo4j is issue 9's acceptance check: two
// memoryd processes on one PostgreSQL and one Neo4j, 8 writers x 50 turns
// into one patient (a session per writer, alternating processes). Every
// turn is acknowledged or refused cleanly, acknowledged turns are all
// stored with dense seqs, refused ones not at all, the record holds no two
// current facts of one key, and the next turn succeeds.
func TestTwoReplicasOnPostgresAndNeo4j(t *testing.T) {
	uri := os.Getenv("MEMORYD_TEST_NEO4J_URI")
	if uri == "" {
		t.Skip("MEMORYD_TEST_NEO4J_URI not set")
	}
	ctx := context.Background()
	dsn := pgtest.FreshSchema(t, "e2e")
	bin := buildMemoryd(t)
	env := map[string]string{
		"MEMORYD_PG_DSN": dsn, "MEMORYD_NEO4J_URI": uri,
		"MEMORYD_NEO4J_USER": os.Getenv("MEMORYD_TEST_NEO4J_USER"), "MEMORYD_NEO4J_PASSWORD": os.Getenv("MEMORYD_TEST_NEO4J_PASSWORD"),
		"MEMORYD_ADMIN_KEY": "e2e-admin", "MEMORYD_LOG_LEVEL": "warn",
	}
	a, b := start(t, bin, env), start(t, bin, env)
	tenant := fmt.Sprintf("e2e-%d", time.Now().UnixNano()%1_000_000_000)
	if _, err := client.New(a, "e2e-admin").CreateTenant(ctx, tenant, ""); err != nil {
		t.Fatalf("create tenant: %v", err)
	}
	key, err := client.New(b, "e2e-admin").CreateKey(ctx, tenant, "agent")
	if err != nil {
		t.Fatalf("create key: %v", err)
	}
	agents := []*client.Client{client.New(a, key.Key), client.New(b, key.Key)}

	const writers, turns = 8, 50
	type outcome struct {
		session, turn string
		status        int
	}
	results := make(chan outcome, writers*turns)
	var wg sync.WaitGroup
	for w := range writers {
		wg.Go(func() {
			for i := range turns {
				session, turn := fmt.Sprintf("s%d", w), fmt.Sprintf("t%03d", i)
				ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
				res, err := agents[(w+i)%2].PostTurn(ctx, "p1", session, client.TurnRequest{TurnID: turn, Role: "patient", Text: replicaLines[i%len(replicaLines)]})
				cancel()
				results <- outcome{session, turn, statusOf(res, err)}
			}
		})
	}
	wg.Wait()
	close(results)
	acked, refused := map[string]bool{}, map[string]bool{}
	counts := map[int]int{}
	for r := range results {
		counts[r.status]++
		switch r.status {
		case 200, 201:
			acked[r.session+"/"+r.turn] = true
		case 409, 503:
			refused[r.session+"/"+r.turn] = true
		default:
			t.Errorf("%s/%s: status %d, want an acknowledgement or a clean refusal", r.session, r.turn, r.status)
		}
	}
	t.Logf("%d writers x %d turns over two processes: statuses %v", writers, turns, counts)
	if len(acked) < writers*turns*9/10 {
		t.Errorf("only %d of %d turns acknowledged", len(acked), writers*turns)
	}

	for w := range writers {
		session := fmt.Sprintf("s%d", w)
		stored, err := agents[0].AllTurns(ctx, "p1", session)
		if err != nil {
			t.Fatalf("read %s: %v", session, err)
		}
		seen := map[string]bool{}
		for i, tn := range stored {
			if tn.Seq != int64(i+1) {
				t.Errorf("%s: turn %s has seq %d at position %d: a gap or a repeat", session, tn.TurnID, tn.Seq, i+1)
			}
			seen[session+"/"+tn.TurnID] = true
			if refused[session+"/"+tn.TurnID] {
				t.Errorf("%s/%s was refused yet stored", session, tn.TurnID)
			}
		}
		for i := range turns {
			id := fmt.Sprintf("%s/t%03d", session, i)
			if acked[id] && !seen[id] {
				t.Errorf("%s was acknowledged but is not stored", id)
			}
		}
	}

	record, err := agents[1].Record(ctx, "p1", time.Time{})
	if err != nil {
		t.Fatalf("read the record: %v", err)
	}
	current := map[string][]string{}
	for _, f := range record.Facts {
		if c := f.Attributes["concept_id"]; f.SupersededAt == nil && c != "" && f.Type != "symptom" {
			current[f.Type+"|"+c] = append(current[f.Type+"|"+c], f.ID)
		}
	}
	if len(current) == 0 {
		t.Fatal("the record is empty: the check below would mean nothing")
	}
	for k, ids := range current {
		if len(ids) > 1 {
			t.Errorf("%d current facts of %s: %v", len(ids), k, ids)
		}
	}
	for i, agent := range agents {
		if _, err := agent.PostTurn(ctx, "p1", "after", client.TurnRequest{Role: "patient", Text: fmt.Sprintf("我血压140/90 (replica %d)", i)}); err != nil {
			t.Errorf("a turn after the race on replica %d: %v", i, err)
		}
	}
}

// statusOf is the HTTP status a PostTurn answered: 201 for a new turn,
// 200 for a replayed one, the *client.Error's status for a refusal, 0 when
// no answer came.
func statusOf(res *client.TurnResult, err error) int {
	var e *client.Error
	switch {
	case err == nil && res.Replayed:
		return 200
	case err == nil:
		return 201
	case errors.As(err, &e):
		return e.Status
	}
	return 0
}

func buildMemoryd(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "memoryd")
	cmd := exec.Command("go", "build", "-o", bin, "../cmd/memoryd")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("build memoryd: %v\n%s", err, out)
	}
	return bin
}

// start runs memoryd serve on a free port with env, stopped when the test
// ends, and returns its base URL once /readyz answers 200.
func start(t *testing.T, bin string, env map[string]string) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	cmd := exec.Command(bin, "serve")
	cmd.Env = append(os.Environ(), "MEMORYD_ADDR="+addr, "MEMORYD_DATA_DIR="+t.TempDir())
	for k, v := range env {
		cmd.Env = append(cmd.Env, k+"="+v)
	}
	var logs bytes.Buffer
	cmd.Stdout, cmd.Stderr = &logs, &logs
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cmd.Process.Signal(os.Interrupt)
		done := make(chan struct{})
		go func() { cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			cmd.Process.Kill()
		}
		if t.Failed() {
			t.Logf("memoryd on %s logged (ids and codes only):\n%s", addr, tail(logs.String(), 4000))
		}
	})
	ops := client.New("http://"+addr, "", client.WithHTTPClient(&http.Client{Timeout: 5 * time.Second}))
	deadline := time.Now().Add(60 * time.Second)
	for time.Now().Before(deadline) {
		if r, err := ops.Ready(context.Background()); err == nil && r.OK {
			return "http://" + addr
		}
		time.Sleep(200 * time.Millisecond)
	}
	t.Fatalf("memoryd on %s not ready after 60 s:\n%s", addr, tail(logs.String(), 4000))
	return ""
}

func tail(s string, n int) string {
	if len(s) > n {
		return s[len(s)-n:]
	}
	return s
}
