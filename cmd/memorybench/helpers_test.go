package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func osGetpid() int { return os.Getpid() }

// writeFile writes n bytes to path, creating its directory.
func writeFile(t *testing.T, path string, n int) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(strings.Repeat("x", n)), 0o644); err != nil {
		t.Fatal(err)
	}
}
