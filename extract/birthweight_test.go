package extract

import (
	"fmt"
	"testing"
	"time"
)

// A birth weight is no weight now (round 21 en11: "he was 4.9 kg, birth
// weight was 3.4" wrote 3.4 kg as the body weight).
func TestABirthWeightIsNoWeightNow(t *testing.T) {
	m := testMatcher(t)
	at := time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC)
	cases := []struct {
		text string
		want []string
	}{
		{"Yes, at the clinic on Monday he was 4.9 kg, birth weight was 3.4. Wet nappies six or seven a day.", nil},
		{"His weight was 3.4 kg at birth.", nil},
		{"出生体重3.4公斤。", nil},
		// Near misses: the weight now.
		{"His weight today is 4.9 kg.", []string{"vital:weight [4.9] kg"}},
		{"Weight 4.9 kg, he was born at 38 weeks.", []string{"vital:weight [4.9] kg"}},
	}
	for _, c := range cases {
		var got []string
		for _, me := range m.Extract(c.text, at).Measurements {
			if me.ConceptID == "vital:weight" {
				got = append(got, fmt.Sprintf("%s %v %s", me.ConceptID, me.Values, me.Unit))
			}
		}
		if fmt.Sprint(got) != fmt.Sprint(c.want) {
			t.Errorf("%q: got %q want %q", c.text, got, c.want)
		}
	}
}
