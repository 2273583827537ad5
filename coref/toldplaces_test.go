package coref_test

import "testing"

// A condition told by what it does and where ("那个胳膊抬不起来…的毛病，这两天
// 肩膀又有点酸", "the thing from last year, with my heart, where it hurt
// worse lying down"): the places the description names count with its
// signs, and narrow them to the conditions located there (toldplaces.go).
func TestToldPlaces(t *testing.T) {
	htn := active("cond:hypertension", "2016-09-01")
	shoulder := []recordEntry{resolved("cond:frozen_shoulder", "2022-03-01", "2023-01-01"), active("cond:cervical_spondylosis", "2020-04-01"), htn}
	heart := []recordEntry{resolved("cond:pericarditis", "2025-02-01", "2025-04-01"), htn, active("drug:cilazapril", "2019-01-01")}
	stomach := []recordEntry{active("cond:gerd", "2023-04-01"), resolved("cond:duodenal_ulcer", "2015-03-01", "2015-09-01")}
	checkCases(t, []corpusCase{
		// The defects: a place beside the signs tells the condition.
		{ID: "胳膊抬不起来…肩膀又有点酸 is the frozen shoulder", Lang: "zh", Record: shoulder,
			Utterance: "前两年那个胳膊抬不起来、梳头都够不着后脑勺的毛病，这两天右边肩膀又有点酸，会不会又要犯了？", Expect: "cond:frozen_shoulder"},
		{ID: "the thing from last year, with my heart, is the pericarditis", Lang: "en", Record: heart,
			Utterance: "Um, the, the thing from last year, with my heart, where it hurt worse lying down... could that come back if I get a cold?", Expect: "cond:pericarditis"},
		{ID: "the thing from last year, with my shoulder, is the frozen shoulder", Lang: "en", Record: shoulder,
			Utterance: "The thing from last year, with my shoulder, where it hurt to lift my arm above my head - can it come back?", Expect: "cond:frozen_shoulder"},
		// Near misses that stay as they were.
		{ID: "胃…反酸、烧心的那个毛病 is the reflux, not the ulcer that burns too", Lang: "zh", Record: stomach,
			Utterance: "我个胃成日反酸、烧心的那个毛病，饮咖啡会不会更厉害啊？", Expect: "cond:gerd"},
		{ID: "signs with no place are ranked as before", Lang: "zh", Record: shoulder,
			Utterance: "我那个脖子僵、手发麻的毛病，枕头要不要换低一点？", Expect: "cond:cervical_spondylosis"},
		{ID: "a place no recorded condition is at adds nothing", Lang: "en", Record: heart,
			Utterance: "The thing with my knee where it swells up after a long walk, should I rest it?", Expect: "unresolved", Candidates: []string{}},
		// Two conditions at the place told, both showing the signs: asked.
		{ID: "胃里老是反酸的毛病 with reflux and gastritis both of the stomach stays unresolved", Lang: "zh",
			Record:    []recordEntry{active("cond:gerd", "2023-04-01"), active("cond:chronic_gastritis", "2021-01-01")},
			Utterance: "我胃里老是反酸、烧心的那个毛病，能喝咖啡吗？", Expect: "unresolved", Candidates: []string{"cond:gerd", "cond:chronic_gastritis"}},
	})
}
