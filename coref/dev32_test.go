package coref_test

import "testing"

// A condition dated by when it was found ("前年查出来的", "the thing they
// diagnosed two years ago") is the one the record dates then, even when it
// is over and another condition is current: the patient asks whether it
// has come back. With nothing dated then, the current one is still meant.
func TestDev32DatedConditionOver(t *testing.T) {
	record := []recordEntry{
		resolved("cond:kidney_stones", "2024-06-01", "2024-08-01"),
		active("cond:hypertension", "2019-03-01"),
	}
	checkCases(t, []corpusCase{
		{ID: "前年查出来的那个毛病", Lang: "zh", Utterance: "前年查出来的那个毛病，拍片子才看见的，现在腰又疼了，是不是又犯了？",
			Record: record, Expect: "cond:kidney_stones"},
		{ID: "前年确诊的那个病", Lang: "zh", Utterance: "就是前年确诊的那个病嘛，会不会又有了？", Record: record, Expect: "cond:kidney_stones"},
		{ID: "diagnosed two years ago", Lang: "en", Utterance: "The condition they diagnosed two years ago, the one on the scan, could it be back?",
			Record: record, Expect: "cond:kidney_stones"},
		{ID: "undated, the current one", Lang: "zh", Utterance: "那个毛病现在要不要紧？", Record: record, Expect: "cond:hypertension"},
		{ID: "dated when nothing was found", Lang: "zh", Utterance: "去年查出来的那个毛病，现在要不要紧？", Record: record, Expect: "cond:hypertension"},
	})
}
