package coref_test

import "testing"

// A condition described by where it is, with no sign the extractor reads
// ("the one where me skin flares and me fingers swell up", "脑子里血管破了
// 那回"), is the recorded condition located there (condition_sites.csv):
// one that alone fits resolves, two that fit stay unresolved with both, a
// place no recorded condition is at leaves it as before, and a drug's
// phrase ("眼睛里滴的那个") is no condition.
func TestDescribedByPlace(t *testing.T) {
	htn := active("cond:hypertension", "2018-01-01")
	amlo := active("drug:amlodipine", "2018-01-01")
	gout := active("cond:gout", "2020-01-01")
	psa := active("cond:psoriatic_arthritis", "2021-01-01")
	sah := resolved("cond:subarachnoid_hemorrhage", "2024-03-01", "2024-06-01")
	copd := active("cond:copd", "2019-01-01")
	tb := resolved("cond:tuberculosis", "2015-01-01", "2015-10-01")
	checkCases(t, []corpusCase{
		// the defects
		{ID: "skin and fingers: the psoriatic arthritis, not the gout", Lang: "en",
			Utterance: "the one where me skin flares and me fingers swell up like sausages, it's back",
			Record:    []recordEntry{psa, gout, active("drug:allopurinol", "2020-01-01")}, Expect: "cond:psoriatic_arthritis"},
		{ID: "a burst vessel in the brain, that time: the haemorrhage", Lang: "zh",
			Utterance: "嗯 前年那个 就是脑子里血管破了那回 现在还要不要定期去拍片子啊",
			Record:    []recordEntry{htn, amlo, sah}, Expect: "cond:subarachnoid_hemorrhage"},
		{ID: "the one with my skin, said plainly", Lang: "en",
			Utterance: "That thing with my skin and my joints, is it worse in winter?",
			Record:    []recordEntry{psa, htn}, Expect: "cond:psoriatic_arthritis"},
		{ID: "肺上那回 of a lung condition: the one at the lung", Lang: "zh",
			Utterance: "以前肺里头长东西那回，现在还要复查吗？",
			Record:    []recordEntry{htn, tb}, Expect: "cond:tuberculosis"},
		// near misses
		{ID: "two conditions at the place told: both, unresolved", Lang: "zh",
			Utterance: "以前肺里头不好那回，现在还要复查吗？",
			Record:    []recordEntry{copd, tb}, Expect: "unresolved", Candidates: []string{"cond:copd", "cond:tuberculosis"}},
		{ID: "joints alone fit the gout and the psoriatic arthritis alike", Lang: "en",
			Utterance: "the one where my joints flare up, is it back?",
			Record:    []recordEntry{psa, gout}, Expect: "unresolved", Candidates: []string{"cond:gout", "cond:psoriatic_arthritis"}},
		{ID: "a place no recorded condition is at chooses nothing", Lang: "en",
			Utterance: "the one where my knee goes, is it back?",
			Record:    []recordEntry{htn, amlo}, Expect: "unresolved"},
		{ID: "what is put in the eye is never the eye's condition", Lang: "zh",
			Utterance: "眼睛里滴的那个，一天几次？",
			Record:    []recordEntry{active("cond:glaucoma", "2022-01-01"), active("drug:latanoprost", "2022-01-01"), htn, amlo}, Expect: "unresolved"},
		{ID: "a place said as a complaint makes no reference", Lang: "en",
			Utterance: "My fingers are swollen this morning, should I worry?",
			Record:    []recordEntry{psa, gout}, Expect: "unresolved"},
	})
}

// Conditions the signs table lacked (appendicitis, psoriatic arthritis)
// are told by their signs as the others are: a tummy pain is the
// appendicitis, not the reflux; a pain the gallstones share leaves both.
func TestSignsOfMoreConditions(t *testing.T) {
	appx := resolved("cond:appendicitis", "2019-05-01", "2019-06-01")
	checkCases(t, []corpusCase{
		{ID: "a tummy pain, cut out: the appendicitis, not the reflux", Lang: "zh",
			Utterance: "我以前那个 右下边肚子疼 割了一刀的那个 会不会又犯了啊",
			Record:    []recordEntry{appx, active("cond:gerd", "2022-01-01"), active("drug:omeprazole", "2022-01-01")}, Expect: "cond:appendicitis"},
		{ID: "a tummy pain the gallstones share: both", Lang: "zh",
			Utterance: "我以前那个 肚子疼的毛病 会不会又犯了啊",
			Record:    []recordEntry{appx, resolved("cond:gallstones", "2020-05-01", "2020-09-01")}, Expect: "unresolved",
			Candidates: []string{"cond:appendicitis", "cond:gallstones"}},
		{ID: "swollen joints are the psoriatic arthritis's as much as the gout's", Lang: "en",
			Utterance: "the one where my joints swell up, is it back?",
			Record:    []recordEntry{active("cond:psoriatic_arthritis", "2021-01-01"), active("cond:gout", "2020-01-01")}, Expect: "unresolved",
			Candidates: []string{"cond:gout", "cond:psoriatic_arthritis"}},
	})
}
