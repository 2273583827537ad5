package coref_test

import "testing"

// "去年那回…的那个毛病" is an episode of a year gone by: a condition that is
// over, not the one the patient still has. So is the spoken "去年那个……的那个
// 病", whose 那个 is taken up again after what happened (session 29).
func TestEpisodeBack(t *testing.T) {
	record := []recordEntry{
		{Concept: "cond:pneumonia", Status: "resolved", Started: "2025-02-01", Ended: "2025-03-01"},
		active("cond:type2_diabetes", "2015-01-01"), active("drug:metformin", "2015-01-01"),
	}
	checkCases(t, []corpusCase{
		{ID: "去年那回 is over", Lang: "zh", Utterance: "去年那回咳得睡不着、发烧好几天的那个病，今年冬天会不会又来？", Record: record, Expect: "cond:pneumonia"},
		{ID: "去年那个 is last year's", Lang: "zh", Utterance: "嗯……去年那个……烧了好几天、躺了一个礼拜的那个病，今年会不会再来？", Record: record, Expect: "cond:pneumonia"},
	})
}

// A drug given at an episode of a past year named by what happened then
// ("去年摔断腿那回打的那个针") is over, and of that year.
func TestEpisodeOfDrug(t *testing.T) {
	record := []recordEntry{
		{Concept: "drug:ceftriaxone", Status: "stopped", Started: "2025-03-01", Ended: "2025-03-10"},
		active("drug:amoxicillin", "2026-10-30"),
	}
	checkCases(t, []corpusCase{
		{ID: "去年割胆那回用的抗生素 is over", Lang: "zh", Utterance: "去年割胆那回用的那个抗生素，这回还能用不？", Record: record, Expect: "drug:ceftriaxone"},
	})
}

// A past episode told by a sign at a place of the body ("脚脖子肿得老高的那
// 回") is the condition at that place, closed or current; two there stay
// ambiguous; a relative's episode, or one told by no sign, is nothing.
func TestEpisodeBySign(t *testing.T) {
	record := []recordEntry{{Concept: "cond:ankle_sprain", Status: "resolved", Started: "2024-03-01", Ended: "2024-05-01"}, active("cond:hypertension", "2020-01-01")}
	checkCases(t, []corpusCase{
		{ID: "脚脖子肿的那回", Lang: "zh", Utterance: "去年打球扭了，脚脖子肿得老高的那回，现在阴天还疼，是不是没好？", Record: record, Expect: "cond:ankle_sprain"},
		{ID: "two at the ankle", Lang: "zh", Utterance: "去年打球扭了，脚脖子肿得老高的那回，现在阴天还疼，是不是没好？",
			Record: append(slicesClone(record), active("cond:achilles_tendinitis", "2025-06-01")),
			Expect: "unresolved", Candidates: []string{"cond:ankle_sprain", "cond:achilles_tendinitis"}},
		{ID: "her ankle", Lang: "zh", Utterance: "我妈脚脖子肿得老高的那回，是不是也是扭的？", Record: record, Expect: "unresolved", Candidates: []string{}},
		{ID: "no sign told", Lang: "zh", Utterance: "去年打针的那回，护士说我血管细。", Record: record, Expect: "unresolved", Candidates: []string{}},
	})
}

// "咳得直不起腰那回" is a time of coughing: 直不起腰 says how bad, not
// where, so it is the chest's condition, never the back's the record also
// holds; "腰疼得直不起来那回" is the back's.
func TestDegreeIdiomIsNoPlace(t *testing.T) {
	record := []recordEntry{resolved("cond:acute_bronchitis", "2024-01-05", "2024-02-01"), active("cond:lumbar_disc_herniation", "2021-01-01"), active("cond:hypertension", "2019-01-01")}
	checkCases(t, []corpusCase{
		{ID: "咳得直不起腰那回", Lang: "zh", Utterance: "前年开春咳得直不起腰那回，那个病会不会再犯？", Record: record, Expect: "cond:acute_bronchitis"},
		{ID: "near miss: 腰疼得直不起来那回", Lang: "zh", Utterance: "去年腰疼得直不起来那回，现在还会再犯吗？", Record: record, Expect: "cond:lumbar_disc_herniation"},
	})
}

// A condition named as a time it happened (Cantonese 生蛇嗰阵, 得带状疱疹那
// 会儿, "that time I had shingles") is the record's fact of it, over or
// not; someone else's, or one the record lacks, is none; dating a drug,
// it leaves the drug the reference.
func TestNamedEpisode(t *testing.T) {
	record := []recordEntry{resolved("cond:herpes_zoster", "2024-03-01", "2024-05-01"), active("cond:hypertension", "2016-01-01"), active("drug:amlodipine", "2016-01-01")}
	checkCases(t, []corpusCase{
		{ID: "生蛇嗰阵", Lang: "zh", Record: record, Utterance: "我前年生蛇嗰阵，痛到喊，而家仲会唔会再嚟过㗎？", Expect: "cond:herpes_zoster"},
		{ID: "得带状疱疹那会儿", Lang: "zh", Record: record, Utterance: "我得带状疱疹那会儿疼了小半年，这个会不会再犯？", Expect: "cond:herpes_zoster"},
		{ID: "that time I had shingles", Lang: "en", Record: record, Utterance: "That time I had shingles, could it come back now I'm run down?", Expect: "cond:herpes_zoster"},
		{ID: "near miss: mother's shingles", Lang: "zh", Record: record, Utterance: "我妈得带状疱疹那会儿疼得睡不着，会不会传染给我？", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: not in the record", Lang: "en", Record: record[1:], Utterance: "That time I had shingles, could it come back now I'm run down?", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: dating a drug", Lang: "zh", Record: append(record, stopped("drug:valacyclovir", "2024-03-01", "2024-03-10")),
			Utterance: "得带状疱疹那会儿吃的那个药，叫什么来着？", Expect: "drug:valacyclovir"},
	})
}

// A drug told by a time that is over, an episode the patient took it in
// ("the tablets I had that time I caught it out there", "我长带状疱疹那回吃
// 的那个药", "上回打摆子吃的那个药"), is one they no longer take, never the
// current tablet; the illness of the episode, when the turn names it, is
// what it was given for. 上回 told by an illness is that time, not the
// last session. Near misses: "that time of the month", "since the time"
// (still taken), "那会不会" (then would it), "那次说的 八点的" (a time of
// day), "上回你给我开的" (the last session), "那次忘了吃的" (a missed
// dose). A time told by a sign or by nothing ("that time I felt dizzy",
// "那会儿头晕", "我那回吃的") names no illness that is over: the old drugs
// and the current one are offered. An illness the record still holds (a
// migraine) comes back: the drug taken at one attack may be a current one,
// and an old drug of another purpose is never it.
func TestDrugTakenAtEpisode(t *testing.T) {
	malaria := []recordEntry{resolved("cond:malaria", "2024-03-01", "2024-03-20"), stopped("drug:artemether_lumefantrine", "2024-03-02", "2024-03-05"),
		active("cond:hypertension", "2020-01-01"), active("drug:amlodipine", "2020-01-01")}
	shingles := []recordEntry{resolved("cond:herpes_zoster", "2023-03-01", "2023-04-20"), stopped("drug:acyclovir", "2023-03-02", "2023-03-09"),
		active("cond:type2_diabetes", "2020-01-01"), active("drug:metformin", "2020-01-01")}
	twoOld := append(slicesClone(shingles), stopped("drug:omeprazole", "2021-01-01", "2022-01-01"))
	checkCases(t, []corpusCase{
		{ID: "en-dev28-007: the tablets I had that time I caught it out there is the stopped antimalarial", Lang: "en", Record: malaria,
			Window:    []turn{patient("I'm going home to Lagos for Christmas, three weeks"), clinician("Lovely. Have you sorted your malaria prevention?")},
			Utterance: "well the the tablets I had that time I caught it out there could I just take them with me in case",
			Reference: "the tablets I had that time I caught it out there", Expect: "drug:artemether_lumefantrine"},
		{ID: "the tablets I had that time I had shingles", Lang: "en", Record: shingles,
			Utterance: "the tablets I had that time I had shingles, could I get some in just in case", Expect: "drug:acyclovir"},
		{ID: "the capsules they gave me that time I had the flu", Lang: "en",
			Record:    []recordEntry{stopped("drug:oseltamivir", "2024-01-01", "2024-01-06"), active("drug:amlodipine", "2020-01-01")},
			Utterance: "the capsules they gave me that time I had the flu, should I keep some in", Expect: "drug:oseltamivir"},
		{ID: "我长带状疱疹那回吃的那个药", Lang: "zh", Record: shingles, Utterance: "我长带状疱疹那回吃的那个药，还能吃吗", Expect: "drug:acyclovir"},
		{ID: "上回打摆子吃的那个药 is that time, not the last session", Lang: "zh", Record: malaria,
			Utterance: "我上回打摆子吃的那个药 这次要带吗", Expect: "drug:artemether_lumefantrine"},
		{ID: "上次长带状疱疹吃的那个药 of two old drugs is the one for shingles", Lang: "zh", Record: twoOld,
			Utterance: "上次长带状疱疹吃的那个药 家里还有半盒", Expect: "drug:acyclovir"},
		{ID: "near miss: two old drugs, no illness named, with the current one offered", Lang: "en", Record: twoOld,
			Utterance: "the tablets I had that time, could I have them again", Expect: "unresolved",
			Candidates: []string{"drug:acyclovir", "drug:omeprazole", "drug:metformin"}},
		{ID: "near miss: 那回吃的 of two old drugs, with the current one offered", Lang: "zh", Record: twoOld,
			Utterance: "我那回吃的那个药 家里还有半盒 能吃吗", Expect: "unresolved", Candidates: []string{"drug:acyclovir", "drug:omeprazole", "drug:metformin"}},
		{ID: "near miss: that time I felt dizzy is a sign, no illness over: old and current offered", Lang: "en", Record: twoOld,
			Utterance: "the tablet I had that time I felt dizzy, should I keep taking it", Expect: "unresolved",
			Candidates: []string{"drug:acyclovir", "drug:omeprazole", "drug:metformin"}},
		{ID: "near miss: 那会儿头晕吃的 is a sign, no illness over: old and current offered", Lang: "zh", Record: twoOld,
			Utterance: "那会儿头晕吃的那个药 还接着吃吗", Expect: "unresolved", Candidates: []string{"drug:acyclovir", "drug:omeprazole", "drug:metformin"}},
		{ID: "near miss: 那次忘了吃的 is a missed dose of the current drug", Lang: "zh", Record: twoOld,
			Utterance: "我那次忘了吃的那个药 要补吗", Expect: "drug:metformin"},
		{ID: "near miss: that time of the month", Lang: "en", Record: shingles,
			Utterance: "the tablets I had that time of the month, are they alright with a drink", Expect: "drug:metformin"},
		{ID: "near miss: the time before may be a dose", Lang: "en", Record: shingles,
			Utterance: "the tablet I took the time before made me a bit sick, is that normal", Expect: "drug:metformin"},
		{ID: "near miss: since the time is still taken", Lang: "en",
			Record:    []recordEntry{active("cond:stroke", "2024-01-01"), active("drug:clopidogrel", "2024-01-02"), stopped("drug:omeprazole", "2021-01-01", "2022-01-01")},
			Utterance: "the tablets I've been on since the time I had my stroke, can I stop them", Expect: "drug:clopidogrel"},
		{ID: "near miss: at an attack of a current illness, the current drug for it, not an old drug of another purpose", Lang: "en",
			Record:    []recordEntry{active("cond:migraine", "2019-01-01"), active("drug:sumatriptan", "2019-01-01"), stopped("drug:omeprazole", "2021-01-01", "2022-01-01")},
			Utterance: "the tablet I took that time I had a migraine, can I take two next time", Expect: "drug:sumatriptan"},
		{ID: "near miss: at an attack of a current illness, its current and old drugs are both asked about", Lang: "en",
			Record: []recordEntry{active("cond:migraine", "2019-01-01"), active("drug:sumatriptan", "2019-01-01"),
				stopped("drug:rizatriptan", "2017-01-01", "2018-12-01"), stopped("drug:omeprazole", "2021-01-01", "2022-01-01")},
			Utterance: "the tablet I took that time I had a migraine, can I take two next time", Expect: "unresolved",
			Candidates: []string{"drug:sumatriptan", "drug:rizatriptan"}},
		{ID: "near miss: 那会不会 is then would it", Lang: "zh", Record: shingles, Utterance: "那会不会是我吃的那个药闹的", Expect: "drug:metformin"},
		{ID: "near miss: 那次说的 八点的那个药 is a time of day, not an old drug", Lang: "zh", Record: twoOld,
			Utterance: "那次说的 八点的那个药 能不能九点吃", Expect: "drug:metformin"},
		{ID: "near miss: 上回你给我开的 is the last session", Lang: "zh", Record: shingles,
			EarlierSessions: [][]turn{{patient("手脚老是麻"), clinician("先给你开点普瑞巴林，晚上吃。")}},
			Utterance:       "上回你给我开的那个药 还能接着吃吗", Expect: "drug:pregabalin"},
	})
}

// A condition told by the hospital stay it caused ("that thing I was in
// hospital with a few years back", "the fever for which I was admitted",
// "前几年住过院的那个病") is an illness, never a drug: dated years back, the
// record's resolved one; undated, over or not, so one of each is asked
// about. Someone else's stay is none of the patient's.
func TestHospitalStay(t *testing.T) {
	record := []recordEntry{resolved("cond:pneumonia", "2022-01-10", "2022-02-20"), active("cond:hypertension", "2018-01-01"), active("drug:amlodipine", "2018-01-01")}
	checkCases(t, []corpusCase{
		{ID: "the thing that put me in hospital", Lang: "en", Record: record,
			Utterance: "The thing that put me in hospital a few years ago, could I get it again this winter?", Expect: "cond:pneumonia"},
		{ID: "the illness I was admitted with", Lang: "en", Record: record,
			Utterance: "Is the illness I was admitted with back in 2022 why I still get short of breath?", Expect: "cond:pneumonia"},
		{ID: "前几年住过院的那个病", Lang: "zh", Record: record,
			Utterance: "前几年住过院的那个病，现在天冷了会不会又犯？", Expect: "cond:pneumonia"},
		{ID: "near miss: undated, one active and one over", Lang: "en", Record: record,
			Utterance: "The thing I was in hospital with, do I need a check-up for it?", Expect: "unresolved",
			Candidates: []string{"cond:pneumonia", "cond:hypertension"}},
		{ID: "near miss: two over", Lang: "en", Record: append([]recordEntry{resolved("cond:pulmonary_embolism", "2019-05-01", "2019-11-01")}, record...),
			Utterance: "That thing I was in hospital with years back, could it come back if I fly?", Expect: "unresolved",
			Candidates: []string{"cond:pneumonia", "cond:pulmonary_embolism"}},
		{ID: "near miss: the husband's stay", Lang: "en", Record: record,
			Utterance: "The thing my husband was in hospital with years back, is it catching?", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: nothing over", Lang: "en", Record: record[1:],
			Utterance: "That thing that landed me in the hospital years back, could it come back?", Expect: "unresolved", Candidates: []string{}},
	})
}
