package extract

import (
	"reflect"
	"testing"
	"time"
	"unicode/utf8"
)

// The documented value sets of Result's fields.
var (
	frequencies   = map[string]bool{"": true, "qd": true, "bid": true, "tid": true, "qid": true, "qn": true, "prn": true, "qw": true}
	durationUnits = map[string]bool{"minute": true, "hour": true, "day": true, "week": true, "month": true, "year": true}
	granularities = map[string]bool{"instant": true, "part_of_day": true, "day": true, "week": true, "month": true, "year": true}
	subjects      = map[string]bool{"": true, FirstPerson: true, SecondPerson: true}
	relayers      = map[string]bool{"": true, "doctor": true, "nurse": true, "pharmacist": true}
)

// FuzzExtractResult holds Extract to the contract of its doc comments on any
// text and turn time: it never panics, is deterministic, every span is a
// half-open range of rune offsets (so on rune boundaries) inside the text
// that covers exactly its Text, each list is in text order, indexes into
// Mentions are -1 or valid, enumerations keep to their documented values and
// time ranges are [Start, End) in the turn time's location. Corpus:
// testdata/fuzz/FuzzExtractResult.
func FuzzExtractResult(f *testing.F) {
	f.Add("我昨晚膝盖又疼了，和上周爬山有关系吗？", int64(0))
	f.Add("I've been taking metformin 500 mg twice a day since last March.", int64(86400*40))
	m := testMatcher(f)
	zones := []*time.Location{at.Location(), time.UTC, time.FixedZone("EST", -5*3600)}
	f.Fuzz(func(t *testing.T, text string, shift int64) {
		// The turn time moves within ±100 years of the tests' fixed time,
		// across zones, so that year and month boundaries are crossed.
		const span = 100 * 365 * 86400
		turn := at.Add(time.Duration(shift%span) * time.Second).In(zones[uint64(shift)%uint64(len(zones))])
		r := m.Extract(text, turn)
		if again := m.Extract(text, turn); !reflect.DeepEqual(r, again) {
			t.Fatalf("two extractions of the same text differ:\n%+v\n%+v", r, again)
		}
		_ = Classify(text, r)
		if !utf8.ValidString(text) {
			return // spans are defined on runes; only "never panics" holds
		}
		checkSpans(t, text, r)
		inOrder := func(what string, i int, prev, cur [2]int) {
			if i > 0 && cur[0] < prev[0] {
				t.Fatalf("%s %d at %v comes before the previous one at %v", what, i, cur, prev)
			}
		}
		for i, x := range r.Mentions {
			if x.Span[0] == x.Span[1] {
				t.Fatalf("mention %d %q is empty", i, x.Text)
			}
			if i > 0 {
				inOrder("mention", i, r.Mentions[i-1].Span, x.Span)
			}
			a := x.Assertion
			if a.Experiencer == "" || !subjects[a.Subject] || !relayers[a.RelayedBy] || (a.RelayedBy != "" && !a.Relayed) {
				t.Fatalf("mention %d %q: assertion %+v outside its documented values", i, x.Text, a)
			}
		}
		for i, x := range r.Measurements {
			if i > 0 {
				inOrder("measurement", i, r.Measurements[i-1].Span, x.Span)
			}
			if x.Mention < -1 || x.Mention >= len(r.Mentions) {
				t.Fatalf("measurement %d %q: mention index %d of %d", i, x.Text, x.Mention, len(r.Mentions))
			}
			if n := len(x.Values); n != 1 && n != 2 {
				t.Fatalf("measurement %d %q has %d values, want 1 or 2", i, x.Text, n)
			}
		}
		for i, x := range r.Doses {
			if i > 0 {
				inOrder("dose", i, r.Doses[i-1].Span, x.Span)
			}
			if x.Mention < -1 || x.Mention >= len(r.Mentions) {
				t.Fatalf("dose %d %q: mention index %d of %d", i, x.Text, x.Mention, len(r.Mentions))
			}
			if !frequencies[x.Frequency] {
				t.Fatalf("dose %d %q: frequency %q", i, x.Text, x.Frequency)
			}
		}
		for i, x := range r.Durations {
			if i > 0 {
				inOrder("duration", i, r.Durations[i-1].Span, x.Span)
			}
			if !durationUnits[x.Unit] {
				t.Fatalf("duration %d %q: unit %q", i, x.Text, x.Unit)
			}
		}
		for i, x := range r.Times {
			if i > 0 {
				inOrder("time", i, r.Times[i-1].Span, x.Span)
			}
			if !granularities[x.Granularity] {
				t.Fatalf("time %d %q: granularity %q", i, x.Text, x.Granularity)
			}
			if x.End.Before(x.Start) || (x.Granularity != "instant" && !x.Start.Before(x.End)) {
				t.Fatalf("time %d %q: [%v, %v) is not a %s", i, x.Text, x.Start, x.End, x.Granularity)
			}
			if x.Start.Location() != turn.Location() || x.End.Location() != turn.Location() {
				t.Fatalf("time %d %q is in %v, not the turn's %v", i, x.Text, x.Start.Location(), turn.Location())
			}
		}
	})
}
