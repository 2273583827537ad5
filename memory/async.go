package memory

// async runs f on a goroutine of its own and returns the wait for its
// result: a context overlaps the layers that do not depend on each other.
// The wait may be called more than once (a deferred call makes sure no
// goroutine outlives the request). A panic in f is raised again in the
// caller of the wait, where the server's recovery answers 500 as it does
// for a panic on the request's own goroutine.
func async[T any](f func() (T, error)) (wait func() (T, error)) {
	done := make(chan struct{})
	var (
		v      T
		err    error
		panicV any
	)
	go func() {
		defer close(done)
		defer func() { panicV = recover() }()
		v, err = f()
	}()
	return func() (T, error) {
		<-done
		if panicV != nil {
			panic(panicV)
		}
		return v, err
	}
}
