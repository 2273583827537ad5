package coref_test

import "testing"

// A drug told apart from the others the window named, as session 60's
// dev53 told them: by a look said loosely ("the yellowy heart-shaped
// one", "那个红颜色的"), by the dose the clinician changed ("那个加了量的",
// patois "di one dem double up"), and by how seldom it is taken ("那个一个
// 礼拜吃一次的", Cantonese "一个礼拜先食一次嗰只", Scots "the jag … the wan
// a week").
func TestToldApartLoosely(t *testing.T) {
	threeTablets := []recordEntry{active("drug:amlodipine", "2023-04-12"), active("drug:bisoprolol", "2025-02-03"), active("drug:atorvastatin", "2023-04-12")}
	looksSaid := []turn{patient("Aye, so there's the amlodipine, that's the wee white round one, then the bisoprolol, it's a sort of yellowy heart-shaped thing, and the atorvastatin, the long white one.")}
	doseChanged := []recordEntry{active("drug:furosemide", "2024-11-04"), active("drug:bisoprolol", "2024-11-04"), active("drug:ramipril", "2024-11-04")}
	weekly := []recordEntry{active("drug:alendronate", "2026-09-14"), active("drug:calcium_carbonate", "2026-09-14"), active("drug:amlodipine", "2021-11-02")}
	checkCases(t, []corpusCase{
		{ID: "the yellowy heart-shaped one is the bisoprolol", Lang: "en", Record: threeTablets, Window: looksSaid,
			Utterance: "Right, the yellowy heart-shaped one, the pharmacist said no stopping it sudden-like, is that right?", Expect: "drug:bisoprolol"},
		{ID: "near miss: the white one, with two said white, is no guess", Lang: "en", Record: threeTablets, Window: looksSaid,
			Utterance: "And the whitish round one, is that alright with grapefruit?", Expect: "unresolved", Candidates: []string{"drug:amlodipine", "drug:atorvastatin", "drug:bisoprolol"}},
		{ID: "那个红颜色的 is the red one the window named", Lang: "zh",
			Record:    []recordEntry{active("drug:nifedipine", "2023-03-08"), active("drug:metformin", "2020-05-19"), active("drug:aspirin", "2023-03-08")},
			Window:    []turn{patient("我现在吃三样嘛：硝苯地平，就是那个红的小圆片片；二甲双胍，白的、大片片；还有阿司匹林，也是黄的，小小的。")},
			Utterance: "那个红颜色的，我早上吃了过后脑壳有点胀，是不是要换一个嘛？", Expect: "drug:nifedipine"},
		{ID: "di one dem double up is the furosemide doubled", Lang: "en", Record: doseChanged,
			Window:    []turn{clinician("So when you were in hospital they doubled your furosemide, forty milligrams twice a day now, and they left the bisoprolol and the ramipril as they were.")},
			Utterance: "So di one dem double up, mi fi tek di second dose at night or inna di afternoon?", Expect: "drug:furosemide"},
		{ID: "那个加了量的 is the metoprolol raised", Lang: "zh",
			Record:    []recordEntry{active("drug:metoprolol", "2025-03-06"), active("drug:valsartan", "2024-07-22"), active("drug:spironolactone", "2025-03-06")},
			Window:    []turn{clinician("出院小结上写了，美托洛尔从47.5毫克加到了95毫克，缬沙坦没动，螺内酯也照旧吃。")},
			Utterance: "那个加了量的，呃，我这两天吃了以后老觉得没劲儿，是不是加多了？", Expect: "drug:metoprolol"},
		{ID: "那个一个礼拜吃一次的 is the weekly alendronate", Lang: "zh", Record: weekly,
			Utterance: "那个一个礼拜吃一次的，要空腹吃吗？", Expect: "drug:alendronate"},
		{ID: "Cantonese 一个礼拜先食一次嗰只 is the weekly alendronate", Lang: "zh", Record: weekly,
			Utterance: "一个礼拜先食一次嗰只，医生话要饮成杯水，系唔系真系要饮咁多啊？", Expect: "drug:alendronate"},
		{ID: "near miss: 一个礼拜吃一次饭店 is no drug", Lang: "zh", Record: weekly,
			Utterance: "我一个礼拜吃一次饭店，那个药要紧吗？", Expect: "unresolved",
			Candidates: []string{"drug:alendronate", "drug:calcium_carbonate", "drug:amlodipine"}},
	})
}
