package coref_test

import "testing"

// A condition told by who follows it, a device or a check, said as dev54
// said them: "the heart nurse does be ringing me about", "内分泌科管的那个",
// Cantonese "皮肤科医生一直跟住的那个", Indian English "that problem only for
// which they put the pacemaker", "the one they do the yearly ultrasound for".
func TestCarersAndChecksSaidLoosely(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "the one the heart nurse rings me about is the heart failure", Lang: "en",
			Record:    []recordEntry{active("cond:heart_failure", "2023-02-01"), active("cond:type2_diabetes", "2015-06-01"), active("cond:knee_osteoarthritis", "2019-09-01")},
			Utterance: "Ah sure look, it's the one the heart nurse does be ringing me about every few weeks, is that something to worry about?", Expect: "cond:heart_failure"},
		{ID: "内分泌科管的那个 with diabetes and hypothyroidism asks which", Lang: "zh",
			Record:    []recordEntry{active("cond:type2_diabetes", "2017-06-01"), active("cond:hypothyroidism", "2020-09-01"), active("cond:hypertension", "2015-03-01")},
			Utterance: "先说内分泌科管的那个吧，那边大夫让我三个月去一趟，能不能拖到年后？", Expect: "unresolved",
			Candidates: []string{"cond:type2_diabetes", "cond:hypothyroidism"}},
		{ID: "皮肤科医生一直跟住的那个 is the psoriasis", Lang: "zh",
			Record:    []recordEntry{active("cond:psoriasis", "2019-08-01"), active("cond:gout", "2021-03-01"), active("cond:hypertension", "2020-01-01")},
			Utterance: "就是皮肤科医生一直跟住的那个啦，手肘又起了好多，是不是要去复诊先？", Expect: "cond:psoriasis"},
		{ID: "near miss: 皮肤科开的那个 is a drug", Lang: "zh",
			Record:    []recordEntry{active("cond:psoriasis", "2019-08-01"), active("drug:calcipotriol", "2019-08-01"), active("drug:amlodipine", "2020-01-01")},
			Utterance: "皮肤科开的那个，一天抹几次？", Expect: "drug:calcipotriol"},
		{ID: "that problem only for which they put the pacemaker is the heart block", Lang: "en",
			Record:    []recordEntry{active("cond:av_block", "2022-03-01"), active("cond:hypertension", "2012-01-01"), active("cond:type2_diabetes", "2014-07-01")},
			Utterance: "Doctor, that problem only for which they put the pacemaker in 2022, for that also yearly check-up I have to do?", Expect: "cond:av_block"},
		{ID: "the one they do the yearly ultrasound for, with two watched findings, asks which", Lang: "en",
			Record:    []recordEntry{active("cond:aortic_aneurysm", "2022-05-01"), active("cond:thyroid_nodule", "2023-01-15"), active("cond:hypertension", "2014-03-01")},
			Utterance: "Um, the one they do the yearly ultrasound for, I've not had my letter through yet. Should I chase it?", Expect: "unresolved",
			Candidates: []string{"cond:aortic_aneurysm", "cond:thyroid_nodule"}},
	})
}
