package memory

import "testing"

func TestSpokenDropsHesitationsOnly(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"Um, yeah, I mean, other than um athsma, um I use an inhaler", "yeah, I mean, other than athsma, I use an inhaler"},
		{"No. Uh. I don't smoke.", "No. I don't smoke."},
		{"Umbrella and hummus", "Umbrella and hummus"},
		{"嗯， 我 在 吃 药", "我 在 吃 药"},
		{"line one\nline two", "line one line two"},
	} {
		if got := spoken(tt.in); got != tt.want {
			t.Errorf("spoken(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
