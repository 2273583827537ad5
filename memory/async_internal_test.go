package memory

import (
	"errors"
	"testing"
)

func TestAsyncReturnsWhatItsFunctionReturned(t *testing.T) {
	release := make(chan struct{})
	wait := async(func() (int, error) {
		<-release // the wait must block until the function is done
		return 7, errors.New("store down")
	})
	close(release)
	for range 2 { // a deferred second wait sees the same result
		v, err := wait()
		if v != 7 || err == nil || err.Error() != "store down" {
			t.Fatalf("wait() = %d, %v; want 7, store down", v, err)
		}
	}
}

func TestAsyncRaisesItsPanicInTheWaiter(t *testing.T) {
	wait := async(func() (int, error) { panic("reading failed") })
	defer func() {
		if r := recover(); r != "reading failed" {
			t.Fatalf("recovered %v; want the function's panic", r)
		}
	}()
	wait()
	t.Fatal("wait returned after its function panicked")
}
