package understand_test

import "testing"

// A reading of before told after the reading of now is not the turn's
// final word: "I'm 14 stone now, I was 12 stone last year" wrote 12 st as
// the patient's weight (third black-box round, en03).
func TestAReadingOfBeforeToldAfterNowIsNotNow(t *testing.T) {
	r := newReader(t)
	for _, tt := range []struct{ text, concept, want string }{
		{"I've put on a lot of weight, I'm 14 stone now, I was 12 stone last year.", "vital:weight", "14"},
		{"My BP is 130/80 now, it was 160/100 last year.", "vital:bp", "130/80"},
		{"血压现在130/80，去年是160/100。", "vital:bp", "130/80"},
		// Near misses: the order the other way, and a correction, whose
		// last value is the one meant.
		{"My BP was 160/100 last year, now it's 130/80.", "vital:bp", "130/80"},
		{"I'm 13 stone, sorry, 12 stone, not 13.", "vital:weight", "12"},
	} {
		got := attributeOf(r, tt.text, tt.concept, "value")
		if len(got) != 1 || got[0] != tt.want {
			t.Errorf("%q: %s values %q, want just %q", tt.text, tt.concept, got, tt.want)
		}
	}
}
