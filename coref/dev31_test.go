package coref_test

import "testing"

// Spoken, the last session is named and then passed over: "上回再往前那次",
// "not last time, the time before" mean the session before last, never
// the last one's drug.
func TestDev31LastSessionPassedOver(t *testing.T) {
	zhSessions := [][]turn{
		{patient("我最近胃胀，自己买了吗丁啉。"), assistant("好的，吗丁啉已记下。")},
		{patient("这几天咳嗽有痰，买了氨溴索。"), assistant("好的，氨溴索记下了。")},
	}
	enSessions := [][]turn{
		{patient("My back's bad, I bought some naproxen.")},
		{patient("I've a cough, got some guaifenesin.")},
	}
	record := []recordEntry{active("drug:amlodipine", "2018-01-01")}
	checkCases(t, []corpusCase{
		{ID: "上次再往前那回 is the session before last", Lang: "zh", Utterance: "上次再往前那回跟你说的那个，还能接着吃不？",
			EarlierSessions: zhSessions, Record: record, Expect: "drug:domperidone"},
		{ID: "上回之前那次 is the session before last", Lang: "zh", Utterance: "上回之前那次说的那个药，一天吃几次？",
			EarlierSessions: zhSessions, Record: record, Expect: "drug:domperidone"},
		{ID: "not last time, the time before", Lang: "en", Utterance: "The one I told you about, not last time, the time before, can I take it with food?",
			EarlierSessions: enSessions, Record: record, Expect: "drug:naproxen"},
		{ID: "not at the last visit", Lang: "en", Utterance: "The stuff I mentioned, not the last visit but before, is it safe with my amlodipine?",
			EarlierSessions: enSessions, Record: record, Expect: "drug:naproxen"},
		{ID: "上回说的 is still the last session", Lang: "zh", Utterance: "上回跟你说的那个，再往前我还吃过别的，那个还能接着吃不？",
			EarlierSessions: zhSessions, Record: record, Expect: "drug:ambroxol"},
		{ID: "last time alone is the last session", Lang: "en", Utterance: "The one I told you about last time, can I take it with food?",
			EarlierSessions: enSessions, Record: record, Expect: "drug:guaifenesin"},
	})
}

// Northern English "I were on" is "I was on": the drug is a stopped one.
func TestDev31NorthernIWere(t *testing.T) {
	record := []recordEntry{
		stopped("drug:furosemide", "2022-01-01", "2025-02-01"),
		active("drug:bumetanide", "2025-02-01"),
	}
	checkCases(t, []corpusCase{
		{ID: "the water tablet I were on", Lang: "en", Utterance: "The water tablet I were on before, were that any better, like?", Record: record, Expect: "drug:furosemide"},
		{ID: "the water tablet I'm on", Lang: "en", Utterance: "The water tablet I'm on, can I take it at dinner?", Record: record, Expect: "drug:bumetanide"},
	})
}
