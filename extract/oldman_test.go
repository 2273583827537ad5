package extract

import (
	"slices"
	"testing"
)

// Australian and British speech calls a father "me old man" or "my old
// man": "Me old man had a melanoma, they got it early" (s46 blind round 14
// en04 wrote the father's melanoma as the patient's). Only with "my"/"me":
// "an old man" or "the old man next door" names no relative.
func TestMyOldManIsTheFather(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"Me old man had a melanoma, they got it early", []string{"father"}},
		{"my old man had a heart attack at 60", []string{"father"}},
		{"an old man at the bus stop was coughing on me", nil},
		{"the old man next door had the flu", nil},
	} {
		if got := People(tt.text); !slices.Equal(got, tt.want) {
			t.Errorf("People(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}
