package coref_test

import "testing"

// Drugs offered as alternatives for one purpose fit a reference told by
// that purpose both, whatever the lexicon lists as their uses: asked
// about, never the one the lexicon knows (zh-dev33-010 resolved to
// finasteride, wrong). A drug beside it not offered instead, or offered
// alone, is still chosen.
func TestAlternativesOfferedForOnePurpose(t *testing.T) {
	bp := []recordEntry{active("cond:hypertension", "2020-02-01"), active("drug:olmesartan", "2020-02-01")}
	sleepOr := [][]turn{{patient("I just can't get off to sleep."),
		clinician("For the sleep you could try zopiclone, or mirtazapine at night, which helps with mood too.")}}
	checkCases(t, []corpusCase{
		{ID: "zh-dev33-010: 上回你说的那个 治掉头发的, two offered", Lang: "zh", Record: bp,
			EarlierSessions: [][]turn{{patient("头发掉得凶 头顶都看得到头皮了"), clinician("脱发可以外用米诺地尔，或者口服非那雄胺，你回去考虑一下。")}},
			Utterance:       "上回你说的那个 治掉头发的 我想好了 想试一下", Expect: "unresolved", Candidates: []string{"drug:minoxidil", "drug:finasteride"}},
		{ID: "en: the sleeping one you mentioned, zopiclone or mirtazapine", Lang: "en", Record: bp, EarlierSessions: sleepOr,
			Utterance: "the sleeping tablet you mentioned last time, um, I think I'll try it", Expect: "unresolved",
			Candidates: []string{"drug:zopiclone", "drug:mirtazapine"}},
		{ID: "zh: 要不 offers another", Lang: "zh", Record: bp,
			EarlierSessions: [][]turn{{patient("老睡不着觉。"), clinician("睡不着可以吃佐匹克隆，要不米氮平也行，睡前吃。")}},
			Utterance:       "上回你说那个 帮睡觉的 俺想试试", Expect: "unresolved", Candidates: []string{"drug:zopiclone", "drug:mirtazapine"}},
		{ID: "window: zopiclone or mirtazapine in one clause", Lang: "en", Record: bp,
			Window:    []turn{patient("I can't sleep at all."), clinician("We could go with zopiclone or mirtazapine, see how you go.")},
			Utterance: "and the sleeping tablet, how many nights can I take it for?", Expect: "unresolved",
			Candidates: []string{"drug:zopiclone", "drug:mirtazapine"}},
		// Near misses.
		{ID: "near miss: a drug kept beside one offered is no alternative", Lang: "en", Record: bp,
			EarlierSessions: [][]turn{{patient("I can't sleep."), clinician("Keep the olmesartan going, and for the sleep try zopiclone.")}},
			Utterance:       "the sleeping tablet you mentioned last time, can I take it with wine?", Expect: "drug:zopiclone"},
		{ID: "near miss: offered alone", Lang: "zh", Record: bp,
			EarlierSessions: [][]turn{{patient("头发掉得凶"), clinician("可以口服非那雄胺，你回去考虑一下。")}},
			Utterance:       "上回你说的那个 治掉头发的 我想试一下", Expect: "drug:finasteride"},
		{ID: "near miss: or with no drug after it", Lang: "en", Record: bp,
			EarlierSessions: [][]turn{{patient("I can't sleep."), clinician("Try zopiclone for a week, or we can just watch and wait.")}},
			Utterance:       "the sleeping tablet you mentioned last time, is it addictive?", Expect: "drug:zopiclone"},
	})
}
