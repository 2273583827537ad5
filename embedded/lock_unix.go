//go:build unix

package embedded

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"syscall"
)

// LockName is the lock file inside the data directory.
const LockName = "memoryd.lock"

// lockDir takes an exclusive lock on dir for the life of the process (or
// until release), so that a second memoryd on the same directory refuses
// to start: per-patient ordering is held in one process's memory, and two
// processes would gate the same patient at once. The lock is flock(2): the
// kernel drops it when the process dies, so a crash leaves nothing to
// clean up.
func lockDir(dir string) (release func(), err error) {
	path := filepath.Join(dir, LockName)
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, fmt.Errorf("open lock %s: %w", path, err)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return nil, fmt.Errorf("data directory %s is in use by another memoryd process (%s is locked): %w", dir, path, ErrLocked)
		}
		return nil, fmt.Errorf("lock %s: %w", path, err)
	}
	return func() { f.Close() }, nil
}
