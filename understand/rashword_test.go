package understand_test

import "testing"

// "以前吃了起皮疹" is a rash (起 + 皮疹), not peeling skin (起皮 + 疹):
// session 68's review found a sulfonamide allergy kept with the reaction
// "dry skin".
func TestARashRisesNotTheSkin(t *testing.T) {
	runReactionCases(t, []reactionCase{
		{"嗓子疼。对了，我对磺胺类药过敏，以前吃了起皮疹。", "allergen:sulfonamides", "rash"},
		{"我对青霉素过敏，打了就起了皮疹。", "allergen:penicillins", "rash"},
		{"我对青霉素过敏，一打手上就起皮。", "allergen:penicillins", "dry skin"}, // near miss: peeling it is
	})
}
