package coref_test

import "testing"

// Words of starting a drug ("back on", "put me on") date no condition:
// two conditions of the place stay ambiguous.
func TestConditionNotDatedByDrugStart(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "my knee thing since back on the night shifts is either", Lang: "en",
			Utterance: "My knee thing has flared since I went back on the night shifts. Is rest enough?",
			Record: []recordEntry{{Concept: "cond:knee_osteoarthritis", Status: "active", Started: "2020-01-01"},
				{Concept: "cond:meniscus_tear", Status: "active", Started: "2026-05-01"}},
			Expect: "unresolved", Candidates: []string{"cond:knee_osteoarthritis", "cond:meniscus_tear"}},
	})
}

// A time of life that is over, in the reference's clause, makes it a past
// one; in another clause it dates something else.
func TestTimeOfLifeOver(t *testing.T) {
	record := []recordEntry{{Concept: "drug:phenobarbital", Status: "stopped", Started: "1985-01-01", Ended: "2000-01-01"},
		{Concept: "drug:levetiracetam", Status: "active", Started: "2000-01-01"}}
	checkCases(t, []corpusCase{
		{ID: "年轻的时候吃的那个药 is the stopped drug", Lang: "zh", Utterance: "我年轻的时候吃的那个药，会不会伤了肝？", Record: record, Expect: "drug:phenobarbital"},
		{ID: "年轻的时候 in another clause dates no drug", Lang: "zh", Utterance: "我年轻的时候就犯病，现在吃的那个药会不会伤肝？", Record: record,
			Expect: "drug:levetiracetam"},
	})
}

// A festival dates a start by its months: "春节前开的" is a drug started
// around the lunar New Year, not the one started in the summer.
func TestFestivalDates(t *testing.T) {
	record := []recordEntry{{Concept: "drug:losartan", Status: "active", Started: "2026-01-20"}, {Concept: "drug:amlodipine", Status: "active", Started: "2026-07-01"}}
	checkCases(t, []corpusCase{
		{ID: "过年前开的那个降压药 is the one started in January", Lang: "zh", Utterance: "过年前开的那个降压药，还要接着吃吗？", Record: record, Expect: "drug:losartan"},
		{ID: "过完年以后开的 may be any month since", Lang: "zh", Utterance: "过完年以后开的那个降压药，还要接着吃吗？", Record: record,
			Expect: "unresolved", Candidates: []string{"drug:losartan", "drug:amlodipine"}},
		{ID: "端午开的 dates neither", Lang: "zh", Utterance: "端午开的那个降压药，还要接着吃吗？", Record: record,
			Expect: "unresolved", Candidates: []string{"drug:losartan", "drug:amlodipine"}},
	})
}

// A condition dated by when it was found ("前年查出来的", "the thing they
// diagnosed two years ago") is the one the record dates then, even when it
// is over and another condition is current: the patient asks whether it
// has come back. With nothing dated then, the current one is still meant.
func TestDatedConditionOver(t *testing.T) {
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

// What a turn says of another thing is no qualifier of the reference: the
// cream's form is not the antibiotic's ("the antibiotic i was on before …
// this cream isnt doing much"), the old drug's past not the new one's ("新
// 加的那个降脂的药……它跟原来那个一块儿吃"), and a past set against now is a
// dose's or an allergy's time, not the drug's ("以前吃一片就够了，现在得吃两
// 片"). A past word in the reference's own clause still makes it the one of
// before, and two such are both asked about.
func TestSetAgainst(t *testing.T) {
	bp := []recordEntry{active("drug:amlodipine", "2020-01-01"), stopped("drug:nifedipine", "2016-01-01", "2019-12-01"), active("cond:hypertension", "2016-01-01")}
	checkCases(t, []corpusCase{
		{ID: "the antibiotic before, this gel now", Lang: "en",
			Record:    []recordEntry{stopped("drug:doxycycline", "2024-01-01", "2024-05-01"), active("drug:adapalene", "2025-03-01"), active("cond:acne", "2024-01-01")},
			Utterance: "so the antibiotic i was on before for my spots could i go back on it because this gel isnt doing anything", Reference: "the antibiotic",
			Expect: "drug:doxycycline"},
		{ID: "新开的降压药跟原来那个", Lang: "zh", Record: append([]recordEntry{active("drug:valsartan", "2026-10-10")}, bp...),
			Utterance: "就是那个……新开的那个降压的药……它跟原来那个能一块儿吃不？", Reference: "新开的那个降压的药", Expect: "drug:valsartan"},
		{ID: "以前一片现在两片", Lang: "zh", Record: bp,
			Utterance: "我那个降压药，以前吃一片就够了，现在得吃两片，是不是吃出耐药来了？", Expect: "drug:amlodipine"},
		{ID: "near miss: the past in its own clause", Lang: "zh", Record: bp,
			Utterance: "以前吃的那个降压药，现在还能接着吃吗？", Expect: "drug:nifedipine"},
		{ID: "near miss: two of before", Lang: "zh", Record: append([]recordEntry{stopped("drug:enalapril", "2014-01-01", "2015-12-01")}, bp...),
			Utterance: "以前吃的那个降压药，现在还能接着吃吗？", Expect: "unresolved", Candidates: []string{"drug:nifedipine", "drug:enalapril"}},
	})
}

// "the tablets I had for it before": "I had … before" with what the drug
// was for put between is a stopped drug, even when "go back on" asks to
// restart it; never the newest one.
func TestHadForItBefore(t *testing.T) {
	acne := []recordEntry{active("cond:acne", "2011-01-01"), stopped("drug:isotretinoin", "2012-02-01", "2012-09-01"), active("drug:levonorgestrel", "2022-01-01")}
	back := []recordEntry{active("cond:back_pain", "2015-01-01"), stopped("drug:naproxen", "2019-01-01", "2020-01-01"), active("drug:amlodipine", "2023-01-01")}
	checkCases(t, []corpusCase{
		{ID: "en-dev27-007: the tablets I had for it before is the stopped isotretinoin", Lang: "en", Record: acne,
			Window:    []turn{patient("my skin's flared up again, like properly, the last six months")},
			Utterance: "and I wondered could I go back on the tablets I had for it before they were they were brilliant", Expect: "drug:isotretinoin"},
		{ID: "the tablets I took for my gout previously is the stopped colchicine", Lang: "en",
			Record:    []recordEntry{active("cond:gout", "2015-01-01"), stopped("drug:colchicine", "2016-01-01", "2017-01-01"), active("drug:allopurinol", "2024-01-01")},
			Utterance: "can I go back on the tablets I took for my gout previously", Expect: "drug:colchicine"},
		{ID: "the tablets I was on for it before is the stopped naproxen", Lang: "en", Record: back,
			Window:    []turn{patient("my back's gone again")},
			Utterance: "could you put me back on the tablets I was on for it before", Expect: "drug:naproxen"},
		// Near miss: "before bed" is when it is taken, not a time gone by;
		// the stopped drug is not chosen by it.
		{ID: "near miss: the tablets I had for it before bed is not the stopped one", Lang: "en", Record: back,
			Utterance: "are the tablets I had for it before bed safe with a drink", Expect: "drug:amlodipine"},
	})
}

// "老的那个" / "旧的那种" is the old one set against a drug the turn calls
// new ("新加的那个降压药 … 能不能跟老的那个 一块儿早上吃"): the new one is
// still the newest, not a past drug. Said of the reference itself ("老的那
// 个降压药"), it is the old one; 老是 ("always") is no old one.
func TestNewSetAgainstTheOldOne(t *testing.T) {
	bp := []recordEntry{active("cond:hypertension", "2019-03-01"), active("drug:nifedipine", "2019-03-01"), active("drug:azilsartan", "2026-08-15")}
	bpStopped := []recordEntry{active("cond:hypertension", "2019-03-01"), stopped("drug:nifedipine", "2019-03-01", "2026-08-01"), active("drug:azilsartan", "2026-08-15")}
	diabetes := []recordEntry{active("cond:type2_diabetes", "2019-01-01"), active("drug:metformin", "2019-01-01"), active("drug:sitagliptin", "2026-09-01")}
	checkCases(t, []corpusCase{
		{ID: "zh-dev28-005: 新加的那个降压药 … 跟老的那个 is the newest", Lang: "zh", Record: bp,
			Utterance: "就是 新加的那个降压药 嗯 吃了快三个月了 能不能跟老的那个 一块儿早上吃 我老忘", Reference: "新加的那个降压药", Expect: "drug:azilsartan"},
		{ID: "新开的那个降压药 跟旧的那种", Lang: "zh", Record: bp,
			Utterance: "新开的那个降压药 跟旧的那种 能一块儿吃吗", Reference: "新开的那个降压药", Expect: "drug:azilsartan"},
		{ID: "那个新加的降糖药 跟老的那个", Lang: "zh", Record: diabetes,
			Utterance: "那个新加的降糖药 嗯 能不能跟老的那个 一起吃", Reference: "那个新加的降糖药", Expect: "drug:sitagliptin"},
		{ID: "the new blood pressure tablet with the old one", Lang: "en", Record: bp,
			Utterance: "the new blood pressure tablet, can I take it with the old one in the morning", Reference: "the new blood pressure tablet", Expect: "drug:azilsartan"},
		{ID: "near miss: 老的那个降压药 is the old one", Lang: "zh", Record: bpStopped,
			Utterance: "老的那个降压药 家里还剩好多 还能吃吗", Expect: "drug:nifedipine"},
	})
}

// Shanghainese 额, typed for 的, joins a verb of starting to what it
// qualifies: "新开额那只降脂药" is the newest lipid-lowering drug, as "新开的"
// is (zh-dev39-006, asked between ezetimibe and atorvastatin). A filler
// 额 before the phrase ("额，那只降脂药") tells no newness: both stay asked
// about.
func TestShanghaineseNewWithE(t *testing.T) {
	record := []recordEntry{active("drug:atorvastatin", "2020-06-16"), active("drug:ezetimibe", "2026-09-25"),
		active("drug:amlodipine", "2020-06-16"), active("cond:hyperlipidemia", "2020-06-16")}
	checkCases(t, []corpusCase{
		{ID: "zh-dev39-006: 新开额那只降脂药 is the newest", Lang: "zh", Record: record,
			Utterance: "新开额那只降脂药，是伐要跟老额一道吃？", Reference: "新开额那只降脂药", Expect: "drug:ezetimibe"},
		{ID: "刚加额降脂药 is the newest", Lang: "zh", Record: record,
			Utterance: "刚加额降脂药，夜里吃还是早上吃？", Expect: "drug:ezetimibe"},
		{ID: "near miss: a filler 额 tells no newness", Lang: "zh", Record: record,
			Utterance: "额，那只降脂药，夜里吃还是早上吃？", Expect: "unresolved", Candidates: []string{"drug:atorvastatin", "drug:ezetimibe"}},
	})
}

// 之前 after what happens ("拔牙之前", "睡觉之前") is before that, not a
// time gone by; alone, after who or after a length of time it still asks
// for a drug no longer taken.
func TestBeforeAnEventIsNoPast(t *testing.T) {
	record := []recordEntry{active("drug:aspirin", "2024-01-01"), active("drug:clopidogrel", "2024-01-01"),
		stopped("drug:ticagrelor", "2023-01-01", "2023-12-31")}
	checkCases(t, []corpusCase{
		{ID: "拔牙之前那个药 asks of the drugs taken now", Lang: "zh", Record: record,
			Utterance: "拔牙之前那个药要停几天啊？", Expect: "unresolved", Candidates: []string{"drug:aspirin", "drug:clopidogrel"}},
		{ID: "我之前吃的那个药 is the stopped one", Lang: "zh", Record: record,
			Utterance: "我之前吃的那个药，现在还能吃吗？", Expect: "drug:ticagrelor"},
		{ID: "一年之前吃的那个药 is the stopped one", Lang: "zh", Record: record,
			Utterance: "一年之前吃的那个药，现在还能吃吗？", Expect: "drug:ticagrelor"},
	})
}
