package memory_test

import "testing"

// "I stopped that tablet" with no drug known anywhere resolves to nothing
// and writes nothing: no stop, no claim about a drug made up.
func TestAStopOfAnUnknownReferenceWritesNothing(t *testing.T) {
	for _, text := range []string{"I stopped that tablet.", "我把那个药停了。"} {
		e := newEnv(t, recordBackends(t)["embedded"], nil)
		r := e.say("t1", text)
		if len(r.Resolved) != 0 || len(r.Updates) != 0 || len(r.Claims) != 0 {
			t.Errorf("%q: resolved %+v, updates %+v, claims %+v, want none", text, r.Resolved, r.Updates, r.Claims)
		}
		for _, f := range e.record() {
			t.Errorf("%q wrote %s %q", text, f.Type, f.Display)
		}
	}
}
