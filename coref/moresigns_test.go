package coref_test

import "testing"

// The typical signs of conditions the signs table lacked (multiple
// sclerosis, nephrotic syndrome, endometriosis, fibroids, Crohn's, lupus,
// bipolar disorder and others; ontology/data/condition_signs.csv) rank them
// when a patient tells one by what it does: "the thing with me nerves, where
// I get the flare-ups and me legs go all pins and needles" is the multiple
// sclerosis, not the underactive thyroid (en-dev32-017). Endometriosis is
// also of the womb (ICD-10-CM N80.0), so "the womb thing" with fibroids
// beside it is asked about, never the fibroids alone (en-dev33-017 was).
func TestSignsOfConditionsTheTableLacked(t *testing.T) {
	ms := []recordEntry{active("cond:multiple_sclerosis", "2018-04-01"), active("cond:hypothyroidism", "2020-02-01"), active("drug:levothyroxine", "2020-02-01")}
	womb := []recordEntry{active("cond:endometriosis", "2023-02-01"), active("cond:uterine_fibroids", "2025-04-01"),
		resolved("cond:iron_deficiency_anemia", "2024-01-01", "2024-08-01")}
	holiday := []turn{clinician("Any holidays coming up?"), patient("Lanzarote after Christmas with the girls")}
	checkCases(t, []corpusCase{
		{ID: "en-dev32-017: the thing with me nerves, pins and needles", Lang: "en", Record: ms, Window: holiday,
			Utterance: "and the thing with me nerves, where I get the flare-ups and me legs go all pins and needles, will the heat make that worse do you think",
			Expect:    "cond:multiple_sclerosis"},
		{ID: "American: the one where my hands go numb and my vision goes blurry", Lang: "en", Record: ms, Window: holiday,
			Utterance: "the one where my hands go numb and my vision gets blurry, is that gonna stop me flying?", Expect: "cond:multiple_sclerosis"},
		{ID: "zh: 手脚发麻 看东西模糊的毛病", Lang: "zh", Record: ms, Window: []turn{clinician("最近怎么样？")},
			Utterance: "我那个 手脚发麻 看东西模糊的毛病 天热了会不会加重", Expect: "cond:multiple_sclerosis"},
		// Near misses.
		{ID: "ambiguous: en-dev33-017's womb thing, endometriosis or fibroids", Lang: "en", Record: womb, Window: []turn{clinician("And how have things been otherwise?")},
			Utterance: "not great, the womb thing, where it's growing outside and my periods are agony, it's been worse since the summer",
			Expect:    "unresolved", Candidates: []string{"cond:endometriosis", "cond:uterine_fibroids"}},
		{ID: "ambiguous: pins and needles with a neuropathy beside the MS", Lang: "en",
			Record: []recordEntry{active("cond:multiple_sclerosis", "2018-04-01"), active("cond:peripheral_neuropathy", "2021-01-01")},
			Window: holiday, Utterance: "the thing where my feet go all pins and needles, is the heat bad for that?", Expect: "unresolved",
			Candidates: []string{"cond:multiple_sclerosis", "cond:peripheral_neuropathy"}},
		{ID: "near miss: signs none of the record shows", Lang: "en", Record: ms, Window: holiday,
			Utterance: "the thing where my ears ring all night, will flying make it worse?", Expect: "unresolved", Candidates: []string{}},
	})
}
