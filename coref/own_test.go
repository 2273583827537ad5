package coref_test

import "testing"

// "Mine", "my one", "我那个" standing alone, set against a relative's drug
// the window names, are the patient's own drug of the window: one is it,
// two are asked about, none is nothing; never the relative's or the
// record's. Not "coal mine", a filler "我那个……", or "我那个膝盖".
func TestOwnAgainstRelative(t *testing.T) {
	enWindow := []turn{
		{Speaker: "patient", Text: "My brother takes atenolol for his heart, and the GP put me on bisoprolol in the summer."},
		{Speaker: "assistant", Text: "Got it: bisoprolol is yours, atenolol is your brother's."},
	}
	zhWindow := []turn{
		{Speaker: "patient", Text: "我姐姐吃的是二甲双胍，我吃的是格列美脲，老是分不清。"},
		{Speaker: "assistant", Text: "好的，格列美脲是您的，二甲双胍是您姐姐的。"},
	}
	rec := []recordEntry{active("drug:bisoprolol", "2026-06-01"), active("drug:atorvastatin", "2019-01-01")}
	zhRec := []recordEntry{active("drug:glimepiride", "2023-01-01"), active("drug:amlodipine", "2019-01-01")}
	checkCases(t, []corpusCase{
		{ID: "and mine opening the clause is the patient's drug", Lang: "en", Window: enWindow, Record: rec,
			Utterance: "Right. And mine, can I take it with a coffee first thing?", Expect: "drug:bisoprolol"},
		{ID: "is mine after a question's auxiliary is the patient's drug", Lang: "en", Window: enWindow, Record: rec,
			Utterance: "Is mine one of the ones you can get hooked on?", Expect: "drug:bisoprolol"},
		{ID: "what about my one is the patient's drug", Lang: "en", Window: enWindow, Record: rec,
			Utterance: "What about my one, does it clash with grapefruit?", Expect: "drug:bisoprolol"},
		{ID: "Scots mines opening the clause is the patient's drug", Lang: "en", Window: enWindow, Record: rec,
			Utterance: "Aye, and mines, dae I take it wi' food or no?", Expect: "drug:bisoprolol"},
		{ID: "me one after a connective is the patient's drug", Lang: "en", Window: enWindow, Record: rec,
			Utterance: "Grand so, and me one, is it alright with a pint?", Expect: "drug:bisoprolol"},
		{ID: "a coal mine is no drug", Lang: "en", Window: enWindow, Record: rec,
			Utterance: "Back when I worked the coal mine I took nothing for it, funny that.", Expect: "unresolved"},
		{ID: "two of the patient's drugs against a relative's are asked about", Lang: "en", Record: rec,
			Window:    []turn{{Speaker: "patient", Text: "My wife's on warfarin. I take bisoprolol and atorvastatin."}},
			Utterance: "And mine, should I take them at night?", Expect: "unresolved",
			Candidates: []string{"drug:bisoprolol", "drug:atorvastatin"}},
		{ID: "mine with no drug of the patient's in the window is nothing", Lang: "en", Record: rec,
			Window:    []turn{{Speaker: "patient", Text: "My wife's on warfarin for her clots."}},
			Utterance: "And mine, can I take it with food?", Expect: "unresolved"},
		{ID: "我那个 alone is the patient's drug", Lang: "zh", Window: zhWindow, Record: zhRec,
			Utterance: "嗯。我那个，饭前吃还是饭后吃？", Expect: "drug:glimepiride"},
		{ID: "我吃的那个 alone is the patient's drug", Lang: "zh", Window: zhWindow, Record: zhRec,
			Utterance: "那我吃的那个，能跟牛奶一起吃吗？", Expect: "drug:glimepiride"},
		{ID: "我的呢 asked back is the patient's drug", Lang: "zh", Window: zhWindow, Record: zhRec,
			Utterance: "她那个要饭后吃，那我的呢？也饭后吃？", Expect: "drug:glimepiride"},
		{ID: "Cantonese 我食嗰只 is the patient's drug", Lang: "zh", Window: zhWindow, Record: zhRec,
			Utterance: "咁我食嗰只，可唔可以饮完茶先食？", Expect: "drug:glimepiride"},
		{ID: "a filler 我那个 is no reference", Lang: "zh", Window: zhWindow, Record: zhRec,
			Utterance: "我那个……怎么说呢，吃完饭老犯困。", Expect: "unresolved"},
		{ID: "我那个 before a noun names the noun", Lang: "zh", Window: zhWindow, Record: zhRec,
			Utterance: "我那个膝盖，吃点啥能好？", Expect: "unresolved"},
	})
}

// "Mine", set first in a turn that asks whether to stop, is the
// patient's own drug; not in a turn that asks nothing of stopping.
func TestMineStopAsked(t *testing.T) {
	window := []turn{{Speaker: "patient", Text: "I'm on apixaban for the heart rhythm, and my husband takes warfarin."}}
	checkCases(t, []corpusCase{
		{ID: "mine, do I need to stop, is the patient's drug", Lang: "en", Window: window,
			Utterance: "So mine, before the colonoscopy, do I need to stop?",
			Record:    []recordEntry{active("drug:apixaban", "2024-01-01"), active("drug:amlodipine", "2018-01-01")}, Expect: "drug:apixaban"},
		{ID: "mine, with nothing of stopping, is no reference", Lang: "en", Window: window,
			Utterance: "So mine, before the colonoscopy, is that a worry?",
			Record:    []recordEntry{active("drug:apixaban", "2024-01-01"), active("drug:amlodipine", "2018-01-01")}, Expect: "unresolved"},
	})
}

// "Mine", set against someone else's drug, is the patient's own drug of
// the session; with none there, the record's drugs are offered, never
// chosen.
func TestMineSessionOnly(t *testing.T) {
	window := []turn{{Speaker: "patient", Text: "My husband's on warfarin and has to stop it before the dentist."}}
	checkCases(t, []corpusCase{
		{ID: "mine with no drug of the patient's in the session is not chosen from the record", Lang: "en", Window: window,
			Utterance: "So mine, before the dentist, do I need to stop?",
			Record:    []recordEntry{{Concept: "drug:amlodipine", Status: "active", Started: "2018-01-01"}},
			Expect:    "unresolved", Candidates: []string{"drug:amlodipine"}},
	})
}

// An address word after a discourse word or set off by a comma ("yeah so
// mate the new sugar tablet", "Mate, my water tablet…") calls the listener,
// not a friend: the phrase is the patient's own. "My mate's sugar tablet"
// and "Mate reckons…" are a friend's. "The new sugar tablet" is the newest
// oral drug for diabetes, not a newer insulin.
func TestAddressedListener(t *testing.T) {
	record := []recordEntry{active("drug:metformin", "2018-05-01"), active("drug:sitagliptin", "2026-09-20"), active("drug:insulin_glargine", "2026-10-20")}
	checkCases(t, []corpusCase{
		{ID: "yeah so mate the new sugar tablet", Lang: "en", Utterance: "yeah so mate the new sugar tablet they put me on is making me feel a bit sick", Record: record, Expect: "drug:sitagliptin"},
		{ID: "Mate, my blood pressure pill", Lang: "en", Utterance: "Mate, my blood pressure pill, can I have it with a beer?",
			Record: []recordEntry{active("drug:amlodipine", "2018-05-01")}, Expect: "drug:amlodipine"},
		{ID: "my mate's sugar tablet", Lang: "en", Utterance: "My mate's new sugar tablet is making him feel sick, is that normal?", Record: record, Expect: "unresolved", Candidates: []string{}},
		{ID: "Mate reckons", Lang: "en", Utterance: "Mate reckons the new sugar tablet is rubbish for your kidneys.", Record: record, Expect: "unresolved", Candidates: []string{}},
	})
}
