package coref_test

import "testing"

// A session told by its topic ("the cream you mentioned when I came in
// about my knee", "我说嗓子疼那回你说的那个") is the session whose patient
// turns spoke of it: its drug, never the record's drug that happens to
// cause the symptom. No session about it, nothing; two sessions about it
// that named two drugs, both asked about.
func TestDev34SessionToldByTopic(t *testing.T) {
	record := []recordEntry{active("cond:hypertension", "2018-01-01"), active("drug:amlodipine", "2018-01-01")}
	knee := [][]turn{
		{patient("My knee's been aching since the hill walk."), assistant("Paracetamol, two tablets up to four times a day, may help.")},
		{patient("I'm not sleeping."), assistant("Some people find melatonin helps.")},
	}
	throat := [][]turn{
		{patient("这两天嗓子疼，咽口水都疼。"), assistant("可以先吃点布洛芬，多喝水。")},
		{patient("最近老睡不着。"), assistant("可以问问医生褪黑素合不合适。")},
	}
	checkCases(t, []corpusCase{
		{ID: "when I came in about my knee", Lang: "en", EarlierSessions: knee, Record: record,
			Utterance: "The tablets you suggested when I came in about my knee, can I take them with food?", Expect: "drug:paracetamol"},
		{ID: "我说嗓子疼那回", Lang: "zh", EarlierSessions: throat, Record: record,
			Utterance: "我说嗓子疼那回，你说的那个药，一天能吃几次？", Expect: "drug:ibuprofen"},
		{ID: "near miss: no session about ankles, not the record's amlodipine", Lang: "en", EarlierSessions: knee, Record: record,
			Utterance: "The tablet you brought up when I came in about my swollen ankles, did the doctor decide on it?", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: 没聊过脚肿", Lang: "zh", EarlierSessions: throat, Record: record,
			Utterance: "我说脚肿那回，你提的那个药，到底要不要吃？", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: two sessions about the knee", Lang: "en", Record: record, EarlierSessions: [][]turn{
			{patient("My knee's bad again."), assistant("Paracetamol regularly is a good start.")},
			{patient("The knee is still sore."), assistant("An ibuprofen gel could go on top of that.")},
		}, Utterance: "The medicine you mentioned when I came in about my knee, is it safe with my blood pressure?", Expect: "unresolved",
			Candidates: []string{"drug:ibuprofen", "drug:paracetamol"}},
	})
}
