package memory

import (
	"testing"

	"github.com/anamnesis-health/anamnesis/entity"
)

// s40: a weight in stone is shown in kilograms with what was said, as one
// in jin is; stone and pounds already reach the record in kilograms.
func TestAWeightInStoneIsShownInKilograms(t *testing.T) {
	weight := func(display, value, unit string) entity.Fact {
		return entity.Fact{Type: entity.Observation, Display: display, Status: entity.Active, Verification: entity.Confirmed,
			Attributes: map[string]string{entity.ConceptAttribute: "vital:weight", "value": value, "unit": unit}}
	}
	for _, tt := range []struct {
		name string
		f    entity.Fact
		want string
	}{
		{"13 and a half stone is 85.7 kg", weight("body weight 13.5 st", "13.5", "st"), "body weight 85.7 kg (13.5 st)"},
		{"14 stone is 88.9 kg", weight("body weight 14 st", "14", "st"), "body weight 88.9 kg (14 st)"},
		{"stone and pounds stay as read", weight("body weight 84.4 kg (13 stone 4)", "84.4", "kg"), "body weight 84.4 kg (13 stone 4)"},
		{"pounds stay", weight("body weight 150 lb", "150", "lb"), "body weight 150 lb"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := inKilograms(tt.f, false); got.Display != tt.want {
				t.Errorf("inKilograms = %q, want %q", got.Display, tt.want)
			}
		})
	}
}
