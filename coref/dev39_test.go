package coref_test

import "testing"

// The dermatological groups' drugs "for systemic use" (D01B, D05B, D10B)
// are swallowed: terbinafine and isotretinoin are tablets and capsules,
// never creams. Read as the skin's, a complaint of "my tablets" that
// terbinafine explains as well as metformin went to metformin alone.
func TestDev39SwallowedDermatologicals(t *testing.T) {
	taste := []recordEntry{active("drug:metformin", "2018-02-01"), active("drug:terbinafine", "2026-08-20"), active("drug:amlodipine", "2016-05-01")}
	checkCases(t, []corpusCase{
		{ID: "en-dev24-023: metallic taste, metformin and terbinafine", Lang: "en", Record: taste,
			Utterance: "Everything tastes funny, sort of metallic. Could that be one of my tablets?", Expect: "unresolved",
			Candidates: []string{"drug:metformin", "drug:terbinafine"}},
		{ID: "zh: 嘴里一股铁锈味, both", Lang: "zh", Record: taste,
			Utterance: "最近嘴里有金属味，吃东西没滋味，是不是吃那个药片吃的？", Expect: "unresolved",
			Candidates: []string{"drug:metformin", "drug:terbinafine"}},
		{ID: "en: the nail tablets alone explain the taste", Lang: "en", Record: taste[1:],
			Utterance: "Everything tastes metallic lately. Is it one of my tablets?", Expect: "drug:terbinafine"},
		{ID: "zh: 异维A酸 capsules dry the mouth", Lang: "zh",
			Record:    []recordEntry{active("drug:isotretinoin", "2026-09-01"), active("drug:amlodipine", "2016-05-01")},
			Utterance: "吃了那个胶囊以后嘴巴干得要命，是它的问题吗？", Expect: "drug:isotretinoin"},
		{ID: "the cream is the gel, not the capsules", Lang: "en",
			Record:    []recordEntry{active("drug:isotretinoin", "2026-09-01"), active("drug:adapalene", "2026-06-01")},
			Utterance: "Since I started that cream my face is dry and flaky, is that the cream?", Expect: "drug:adapalene"},
		{ID: "near miss: nothing fitting the taste", Lang: "en",
			Record:    []recordEntry{active("drug:amlodipine", "2016-05-01"), active("drug:atorvastatin", "2019-05-01")},
			Utterance: "Everything tastes metallic lately. Is it one of my tablets?", Expect: "unresolved",
			Candidates: []string{"drug:amlodipine", "drug:atorvastatin"}},
	})
}
