package assembly

import (
	"fmt"
	"strings"
	"sync"
	"testing"
)

// countingCounter counts by words and records how often it was asked.
type countingCounter struct {
	mu    sync.Mutex
	calls map[string]int
}

func (c *countingCounter) Count(text string) int {
	c.mu.Lock()
	c.calls[text]++
	c.mu.Unlock()
	return len(strings.Fields(text))
}

func (c *countingCounter) Truncate(text string, n int) string { return text }

func TestCachedCountsEachTextOnceWhileItIsUsed(t *testing.T) {
	inner := &countingCounter{calls: map[string]int{}}
	c := Cached(inner, 4)
	for range 3 {
		if got := c.Count("one two three"); got != 3 {
			t.Fatalf("Count = %d, want 3", got)
		}
	}
	if n := inner.calls["one two three"]; n != 1 {
		t.Errorf("a repeated text was counted %d times, want once", n)
	}
	// Fill two generations with other texts while using the first one:
	// it stays; an unused one is dropped and counted again.
	c.Count("unused")
	for i := range 10 {
		c.Count(fmt.Sprint("filler ", i))
		c.Count("one two three")
	}
	c.Count("unused")
	if n := inner.calls["one two three"]; n != 1 {
		t.Errorf("a text in use was counted %d times after evictions, want once", n)
	}
	if n := inner.calls["unused"]; n != 2 {
		t.Errorf("an unused text was counted %d times, want 2 (dropped, then counted again)", n)
	}
}

func TestCachedIsSafeForConcurrentUse(t *testing.T) {
	c := Cached(&countingCounter{calls: map[string]int{}}, 8)
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 200 {
				text := fmt.Sprint("a b ", (g+i)%13)
				if got := c.Count(text); got != 3 {
					t.Errorf("Count(%q) = %d", text, got)
				}
			}
		}()
	}
	wg.Wait()
}

func TestCachedDoesNotKeepWholePrompts(t *testing.T) {
	inner := &countingCounter{calls: map[string]int{}}
	c := Cached(inner, 100)
	prompt := strings.Repeat("a long prompt ", maxCachedText/10)
	c.Count(prompt)
	c.Count(prompt)
	if n := inner.calls[prompt]; n != 2 {
		t.Errorf("a text of %d bytes was counted %d times, want twice (not cached)", len(prompt), n)
	}
}
