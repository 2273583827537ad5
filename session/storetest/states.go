package storetest

import (
	"bytes"
	"context"
	"errors"
	"testing"

	"github.com/anamnesis-health/anamnesis/session"
)

func stateDoc(patientID, sessionID string, version int64, doc string) session.StateDoc {
	return session.StateDoc{PatientID: patientID, SessionID: sessionID, Version: version, Doc: []byte(doc), UpdatedAt: base}
}

func mustState(t *testing.T, b Backend, patientID, sessionID string) session.StateDoc {
	t.Helper()
	st, err := b.State(context.Background(), scopeA, patientID, sessionID)
	if err != nil {
		t.Fatalf("State(%s, %s): %v", patientID, sessionID, err)
	}
	return st
}

func testStateVersions(t *testing.T, b Backend) {
	ctx := context.Background()
	if st := mustState(t, b, "p1", "s1"); st.Version != 0 || len(st.Doc) != 0 {
		t.Fatalf("State of a new session = version %d, %q; want 0 and none", st.Version, st.Doc)
	}
	for _, v := range []int64{0, 2} {
		if err := b.PutState(ctx, scopeA, stateDoc("p1", "s1", v, `{"v":1}`)); err == nil {
			t.Errorf("PutState at version %d of a new session succeeded", v)
		}
	}
	if err := b.PutState(ctx, scopeA, stateDoc("p1", "s1", 1, ``)); err == nil {
		t.Errorf("PutState without a document succeeded")
	}
	if err := b.PutState(ctx, scopeA, stateDoc("p1", "s1", 1, `{"v":1,"goal":"one"}`)); err != nil {
		t.Fatalf("PutState v1: %v", err)
	}
	for _, v := range []int64{1, 3} {
		if err := b.PutState(ctx, scopeA, stateDoc("p1", "s1", v, `{"v":1,"goal":"lost"}`)); !errors.Is(err, session.ErrVersion) {
			t.Errorf("PutState at version %d over version 1 = %v, want ErrVersion", v, err)
		}
	}
	if err := b.PutState(ctx, scopeA, stateDoc("p1", "s1", 2, `{"v":1,"goal":"two"}`)); err != nil {
		t.Fatalf("PutState v2: %v", err)
	}
	st := mustState(t, b, "p1", "s1")
	if st.Version != 2 || string(st.Doc) != `{"v":1,"goal":"two"}` || !sameTime(st.UpdatedAt, base) || st.PatientID != "p1" || st.SessionID != "s1" {
		t.Errorf("State = %+v (doc %s), want version 2 with goal two", st, st.Doc)
	}
	if other := mustState(t, b, "p1", "s2"); other.Version != 0 {
		t.Errorf("another session's state = version %d, want 0", other.Version)
	}
}

func testAppendState(t *testing.T, b Backend) {
	ctx := context.Background()
	a := appendOf(turn("p1", "s1", "t1", 1))
	a.State = &session.StateDoc{PatientID: "p1", SessionID: "s1", Version: 1, Doc: []byte(`{"v":1,"goal":"turn"}`), UpdatedAt: base}
	mustAppend(t, b, scopeA, a)
	if st := mustState(t, b, "p1", "s1"); st.Version != 1 || !bytes.Equal(st.Doc, a.State.Doc) {
		t.Fatalf("State after the turn = version %d, %s", st.Version, st.Doc)
	}
	// A caller's patch lands between this writer's read and its append.
	if err := b.PutState(ctx, scopeA, stateDoc("p1", "s1", 2, `{"v":1,"goal":"caller"}`)); err != nil {
		t.Fatal(err)
	}
	next := appendOf(turn("p1", "s1", "t2", 2))
	next.State = &session.StateDoc{PatientID: "p1", SessionID: "s1", Version: 2, Doc: []byte(`{"v":1,"goal":"lost"}`), UpdatedAt: base}
	next.Generation = mustGeneration(t, b, "p1")
	chain := len(mustChain(t, b, scopeA))
	if err := b.AppendTurn(ctx, scopeA, next); !errors.Is(err, session.ErrStale) {
		t.Fatalf("AppendTurn with a moved-on state = %v, want ErrStale", err)
	}
	if _, _, err := b.Turn(ctx, scopeA, "p1", "s1", "t2"); !errors.Is(err, session.ErrNotFound) {
		t.Errorf("the refused turn was stored: %v", err)
	}
	if n := len(mustChain(t, b, scopeA)); n != chain {
		t.Errorf("chain has %d events after the refused append, want %d", n, chain)
	}
	if st := mustState(t, b, "p1", "s1"); st.Version != 2 || string(st.Doc) != `{"v":1,"goal":"caller"}` {
		t.Errorf("State after the refused append = version %d, %s; want the caller's", st.Version, st.Doc)
	}
}

func testStateCrossTenant(t *testing.T, b Backend) {
	ctx := context.Background()
	if err := b.PutState(ctx, scopeA, stateDoc("p1", "s1", 1, `{"v":1,"goal":"a"}`)); err != nil {
		t.Fatal(err)
	}
	st, err := b.State(ctx, scopeB, "p1", "s1")
	if err != nil || st.Version != 0 || len(st.Doc) != 0 {
		t.Fatalf("tenant B reads tenant A's state: version %d, %q, %v", st.Version, st.Doc, err)
	}
	if err := b.PutState(ctx, scopeB, stateDoc("p1", "s1", 1, `{"v":1,"goal":"b"}`)); err != nil {
		t.Fatalf("tenant B could not start its own state with the same ids: %v", err)
	}
	if st := mustState(t, b, "p1", "s1"); string(st.Doc) != `{"v":1,"goal":"a"}` {
		t.Errorf("tenant A's state after tenant B wrote = %s", st.Doc)
	}
}
