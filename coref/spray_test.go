package coref_test

import "testing"

// A spray said without where it goes ("the spray", "my spray") is a drug
// given as a spray: the nose's, the throat's, an inhaler's, the nitro
// spray or one for the skin, never a tablet. Two such stay asked about; a
// tablet alone is no spray.
func TestSprayWithoutPlace(t *testing.T) {
	hayFever := []recordEntry{active("cond:allergic_rhinitis", "2016-05-01"), active("drug:cetirizine", "2016-05-01"),
		active("drug:budesonide", "2024-03-01")}
	twoSprays := []recordEntry{active("drug:cetirizine", "2016-05-01"), active("drug:budesonide", "2024-03-01"),
		active("drug:salbutamol", "2020-01-01")}
	tablets := []recordEntry{active("drug:cetirizine", "2016-05-01"), active("drug:amlodipine", "2018-01-01")}
	heart := []recordEntry{active("drug:isosorbide_mononitrate", "2023-03-01"), active("drug:bisoprolol", "2023-03-01")}
	checkCases(t, []corpusCase{
		{ID: "en-dev25-006: the spray, hay fever", Lang: "en", Record: hayFever,
			Utterance: "The spray, do I sniff it up hard or just let it sit there? Half of it ends up running down my throat.", Expect: "drug:budesonide"},
		{ID: "two sprays stay asked about", Lang: "en", Record: twoSprays, Utterance: "My spray, can I take it on the plane?",
			Expect: "unresolved", Candidates: []string{"drug:budesonide", "drug:salbutamol"}},
		{ID: "near miss: no spray among tablets", Lang: "en", Record: tablets, Utterance: "The spray, how often do I use it?",
			Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: a nitrate's tablet is still a heart tablet", Lang: "en", Record: heart,
			Utterance: "My heart tablets, can they go in a dosette box?", Expect: "unresolved",
			Candidates: []string{"drug:isosorbide_mononitrate", "drug:bisoprolol"}},
	})
}
