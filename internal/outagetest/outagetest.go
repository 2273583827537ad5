// Package outagetest gives the stores' outage tests servers that misbehave
// the way real ones do: one that accepts connections and never answers,
// and an address where nothing listens.
package outagetest

import (
	"net"
	"sync"
	"testing"
	"time"
)

// HangGuard is how long a call may take before a test calls it a hang. It
// is not a latency target: the calls under test are bounded by a deadline
// or by driver timeouts of a few seconds.
const HangGuard = 20 * time.Second

// FrozenListener accepts connections and never answers, like a server
// stopped with SIGSTOP or behind a partition that drops packets.
func FrozenListener(t testing.TB) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var conns []net.Conn
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			mu.Lock()
			conns = append(conns, c)
			mu.Unlock()
		}
	}()
	t.Cleanup(func() {
		l.Close()
		mu.Lock()
		defer mu.Unlock()
		for _, c := range conns {
			c.Close()
		}
	})
	return l.Addr().String()
}

// ClosedPort is an address where nothing listens: connections are refused,
// like a stopped server's.
func ClosedPort(t testing.TB) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	return addr
}

// Within runs f and fails the test if it has not returned after HangGuard.
func Within[T any](t testing.TB, f func() T) T {
	t.Helper()
	done := make(chan T, 1)
	go func() { done <- f() }()
	select {
	case v := <-done:
		return v
	case <-time.After(HangGuard):
		t.Fatalf("call still running after %v: it hangs", HangGuard)
		panic("unreachable")
	}
}
