package extract

import (
	"bufio"
	"os"
	"strings"
	"sync"
	"testing"
	"time"
)

// at is the fixed turn time of the tests: Sunday 2026-11-29 09:00 in Beijing.
var at = time.Date(2026, 11, 29, 9, 0, 0, 0, time.FixedZone("CST", 8*3600))

var (
	testMatcherOnce sync.Once
	testMatcherVal  *Matcher
)

// testMatcher returns a matcher over testdata/terms.tsv.
func testMatcher(t testing.TB) *Matcher {
	t.Helper()
	testMatcherOnce.Do(func() {
		terms, err := loadTerms("testdata/terms.tsv")
		if err != nil {
			t.Fatalf("load terms: %v", err)
		}
		testMatcherVal = NewMatcher(terms, nil)
	})
	if testMatcherVal == nil {
		t.Fatal("test matcher failed to load")
	}
	return testMatcherVal
}

// loadTerms reads a tab-separated "text, type, concept id" dictionary; lines
// starting with "#" are comments.
func loadTerms(path string) ([]Term, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var terms []Term
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") || strings.TrimSpace(line) == "" {
			continue
		}
		parts := strings.Split(line, "\t")
		if len(parts) != 3 {
			continue
		}
		terms = append(terms, Term{Text: parts[0], Type: parts[1], ConceptID: parts[2]})
	}
	return terms, sc.Err()
}

// assertionsOf returns the assertions of every mention of concept in text,
// failing the test when there is none.
func assertionsOf(t *testing.T, m *Matcher, text, concept string) []Assertion {
	t.Helper()
	r := m.Extract(text, at)
	var out []Assertion
	for _, mn := range r.Mentions {
		if mn.ConceptID == concept {
			out = append(out, mn.Assertion)
		}
	}
	if len(out) == 0 {
		t.Errorf("%q: no mention of %s in %+v", text, concept, r.Mentions)
	}
	return out
}

// termsOf reads a few terms, each "text|type|concept", for the tests of
// one reading rule.
func termsOf(lines ...string) []Term {
	var terms []Term
	for _, l := range lines {
		p := strings.Split(l, "|")
		terms = append(terms, Term{Text: p[0], Type: p[1], ConceptID: p[2]})
	}
	return terms
}
