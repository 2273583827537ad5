package coref_test

import "testing"

// "我那个含在舌头底下的药", "舌头下面含的那个": a drug told by being held
// under the tongue is the record's nitrate, as "the one I put under my
// tongue" is; two nitrates are both asked about, none is nothing, and a
// tongue said otherwise ("舌头底下长了个泡") is no drug.
func TestUnderTheTongueZh(t *testing.T) {
	angina := []recordEntry{active("cond:angina", "2024-02-01"), active("drug:isosorbide_dinitrate", "2024-02-01"),
		active("drug:aspirin", "2024-02-01"), active("drug:atorvastatin", "2024-02-01")}
	checkCases(t, []corpusCase{
		{ID: "含在舌头底下的药 is the nitrate", Lang: "zh", Record: angina,
			Utterance: "我那个含在舌头底下的药，一瓶开了快一年了，还管用不？", Expect: "drug:isosorbide_dinitrate"},
		{ID: "舌头下面含的那个 is the nitrate", Lang: "zh", Record: angina,
			Utterance: "舌头下面含的那个，一次能含几片？", Expect: "drug:isosorbide_dinitrate"},
		{ID: "two nitrates: both", Lang: "zh", Record: append(slicesClone(angina), active("drug:nitroglycerin", "2025-01-01")),
			Utterance: "我那个含在舌头底下的药，还管用不？", Expect: "unresolved",
			Candidates: []string{"drug:isosorbide_dinitrate", "drug:nitroglycerin"}},
		{ID: "no nitrate: nothing", Lang: "zh",
			Record:    []recordEntry{active("drug:metformin", "2020-01-01"), active("drug:amlodipine", "2020-01-01")},
			Utterance: "我那个含在舌头底下的药，还管用不？", Expect: "unresolved", Candidates: []string{}},
	})
}
