package understand_test

import "testing"

// A drug bought or given and "not used yet" in southern speech (还冇用,
// 仲未食) is not taken, as 还没用 is not.
func TestADrugNotYetUsedInSouthernSpeech(t *testing.T) {
	runCases(t, []readCase{
		{"s50 blind round 19 zh17: the wife's Voltaren, not used yet",
			[][2]string{patient("我堂客给我买了扶他林，我还冇用")},
			[]string{"medication drug:diclofenac hypothetical"}},
		{"Cantonese", [][2]string{patient("屋企有布洛芬，我仲未食")},
			[]string{"medication drug:ibuprofen hypothetical"}},
		{"near-miss: used, in the same words without 还", [][2]string{patient("我堂客给我买了扶他林，我用了两天")},
			[]string{"medication drug:diclofenac"}},
		{"near-miss: Mandarin, as before", [][2]string{patient("我买了扶他林，我还没用")},
			[]string{"medication drug:diclofenac hypothetical"}},
	})
}
