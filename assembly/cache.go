package assembly

import "sync"

// Cached returns c with its counts remembered: the same window turns,
// record lines and summaries are counted on every request of a
// conversation, and counting was a quarter of a context's CPU (issue 11).
// It keeps about size texts of up to maxCachedText bytes in two
// generations: a text counted in the current or the previous generation is
// not counted again, and when the current one fills up it becomes the
// previous, so what is still used survives and the rest is dropped.
// Truncate is not cached. Safe for concurrent use.
func Cached(c Counter, size int) Counter {
	if size < 2 {
		size = 2
	}
	return &cachedCounter{Counter: c, max: size / 2, cur: map[string]int{}}
}

type cachedCounter struct {
	Counter
	max       int
	mu        sync.Mutex
	cur, prev map[string]int
}

// maxCachedText is the longest text Cached remembers. Longer ones are
// whole prompts, each counted once and never again: kept, a generation of
// 25,000 prompts of a 2,000-token budget would hold over a hundred
// megabytes that no later count uses.
const maxCachedText = 2048

func (c *cachedCounter) Count(text string) int {
	if len(text) > maxCachedText {
		return c.Counter.Count(text)
	}
	c.mu.Lock()
	n, ok := c.cur[text]
	if !ok {
		if n, ok = c.prev[text]; ok {
			c.put(text, n)
		}
	}
	c.mu.Unlock()
	if ok {
		return n
	}
	n = c.Counter.Count(text)
	c.mu.Lock()
	c.put(text, n)
	c.mu.Unlock()
	return n
}

// put stores a count in the current generation; c.mu is held.
func (c *cachedCounter) put(text string, n int) {
	if len(c.cur) >= c.max {
		c.prev, c.cur = c.cur, make(map[string]int, c.max)
	}
	c.cur[text] = n
}
