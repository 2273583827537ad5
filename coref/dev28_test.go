package coref_test

import "testing"

// 它 is what is taken after a verb of taking, using or stopping, or moved
// before one by 把; elsewhere (a pet, a symptom) it refers to nothing.
func TestDev28TakenIt(t *testing.T) {
	given := []turn{clinician("给你开点氯雷他定，一天一片。")}
	record := []recordEntry{active("drug:metformin", "2018-01-01")}
	checkCases(t, []corpusCase{
		{ID: "吃了它就犯困 is the drug just given", Lang: "zh", Window: given, Utterance: "吃了它就犯困，正常吗？", Record: record, Expect: "drug:loratadine"},
		{ID: "把它停了 is the drug just given", Lang: "zh", Window: given, Utterance: "要是白天老犯困，能不能把它停了？", Record: record, Expect: "drug:loratadine"},
		{ID: "它一吃 is the drug just given", Lang: "zh", Window: given, Utterance: "它一吃我就口干，咋整？", Record: record, Expect: "drug:loratadine"},
		{ID: "a pet's 它 is nothing", Lang: "zh", Window: given, Utterance: "我家猫这两天老吐，它是不是也过敏？", Record: record, Expect: "unresolved"},
		{ID: "它们 is no one drug", Lang: "zh", Window: given, Utterance: "吃了它们就犯困，正常吗？", Record: record, Expect: "unresolved"},
	})
}

// Scots "used tae be on" is "used to be on": a drug the patient stopped.
func TestDev28ScotsUsedTae(t *testing.T) {
	record := []recordEntry{stopped("drug:omeprazole", "2020-01-01", "2025-06-01"), active("drug:esomeprazole", "2025-06-01")}
	checkCases(t, []corpusCase{
		{ID: "the stomach pill I used tae take", Lang: "en", Utterance: "Thon stomach pill I used tae take, could I go back on it?", Record: record, Expect: "drug:omeprazole"},
	})
}
