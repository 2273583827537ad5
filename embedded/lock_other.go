//go:build !unix

package embedded

// LockName is the lock file inside the data directory.
const LockName = "memoryd.lock"

// lockDir does nothing where flock(2) does not exist: run one memoryd per
// data directory there.
func lockDir(dir string) (release func(), err error) { return func() {}, nil }
