package memory

import (
	"testing"

	"github.com/anamnesis-health/anamnesis/entity"
)

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

func TestAFactLineSaysWhatTellsItApart(t *testing.T) {
	fact := func(display string, kv ...string) entity.Fact {
		f := entity.Fact{Type: entity.Symptom, Display: display, Status: entity.Active, Verification: entity.Confirmed,
			Kind: entity.KindFact, Attributes: map[string]string{}}
		for i := 0; i+1 < len(kv); i += 2 {
			f.Attributes[kv[i]] = kv[i+1]
		}
		return f
	}
	for _, tt := range []struct {
		name string
		f    entity.Fact
		want string
	}{
		{"a site the display lacks is said", fact("numbness", "site", "foot"), "- symptom: numbness; site foot [0001-01-01]"},
		{"a site the display says is not said again", fact("hand numbness", "site", "hand"), "- symptom: hand numbness [0001-01-01]"},
		{"a setting the display lacks is said", fact("glucose 7.2 mmol/L", "setting", "home"), "- symptom: glucose 7.2 mmol/L; setting home [0001-01-01]"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := renderFact(tt.f, "en"); got != tt.want {
				t.Errorf("renderFact = %q, want %q", got, tt.want)
			}
		})
	}
}
