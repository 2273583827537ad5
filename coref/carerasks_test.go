package coref_test

import "testing"

// A speaker who asks what a relative should do with their drug ("Can Dad
// skip his water pill", "Dad's pain tablet, should he stop it before his
// op", "我爸那个降糖药，能不能一次多开两盒") may be a carer asking of the
// patient the record is about, or a patient asking of their own father:
// the record's drugs of the class are offered, never chosen. A question of
// what the drug does to the relative asks nothing of the speaker, and a
// relative whose own drug the session named is someone else: nothing
// offered.
func TestCarerAsksOfARelativesDrug(t *testing.T) {
	diuretics := []recordEntry{active("cond:heart_failure", "2021-05-01"), active("drug:bumetanide", "2021-05-01"),
		active("drug:spironolactone", "2022-02-01"), active("drug:bisoprolol", "2021-05-01")}
	sugar := []recordEntry{active("cond:type2_diabetes", "2016-05-01"), active("drug:gliquidone", "2016-05-01"),
		active("drug:vildagliptin", "2022-08-01")}
	pain := []recordEntry{active("cond:hip_osteoarthritis", "2019-10-01"), active("drug:nabumetone", "2023-06-01"),
		active("drug:tapentadol", "2025-02-01"), active("drug:amlodipine", "2011-03-01")}
	one := []recordEntry{active("cond:heart_failure", "2021-05-01"), active("drug:furosemide", "2021-05-01")}
	checkCases(t, []corpusCase{
		{ID: "en-dev24-027: can Dad skip his water pill", Lang: "en", Record: diuretics,
			Utterance: "Can Dad skip his water pill on the morning of my sister's wedding? He'll be stuck in the church for a good two hours.",
			Expect:    "unresolved", Candidates: []string{"drug:bumetanide", "drug:spironolactone"}},
		{ID: "zh-dev24-027: 我爸那个降糖药 能不能多开两盒", Lang: "zh", Record: sugar,
			Utterance: "我爸那个降糖药，这个月能不能一次多开两盒？他下个月回老家住一阵子。",
			Expect:    "unresolved", Candidates: []string{"drug:gliquidone", "drug:vildagliptin"}},
		{ID: "en-dev25-026: Dad's pain tablet, should he stop it", Lang: "en", Record: pain,
			Window:    []turn{patient("Dad's hip has been bad again, he's hardly sleeping.")},
			Utterance: "Dad's pain tablet, should he stop it before his op next week?",
			Expect:    "unresolved", Candidates: []string{"drug:nabumetone", "drug:tapentadol"}},
		{ID: "one of the class: offered, never chosen", Lang: "en", Record: one,
			Utterance: "Can Dad skip his water pill tomorrow morning?",
			Expect:    "unresolved", Candidates: []string{"drug:furosemide"}},
		{ID: "zh one of the class: 他能不能先停 offered", Lang: "zh", Record: one,
			Utterance: "我爸那个利尿的药，他明天能不能先停一天？",
			Expect:    "unresolved", Candidates: []string{"drug:furosemide"}},
		{ID: "near miss: what it does to Dad asks nothing of the speaker", Lang: "en", Record: diuretics,
			Utterance: "Dad's water pill, does it make him wee a lot?", Expect: "unresolved"},
		{ID: "near miss: 会不会低血糖 of 我爸那个降糖药", Lang: "zh", Record: sugar,
			Utterance: "我爸那个降糖药，吃了会不会低血糖？", Expect: "unresolved"},
		{ID: "near miss: Dad's own drug named, he is someone else", Lang: "en", Record: diuretics,
			Window:    []turn{patient("My dad's on furosemide for his ankles.")},
			Utterance: "Can Dad skip his water pill on the morning of the wedding?", Expect: "unresolved"},
		{ID: "near miss: the patient's own water pill, both", Lang: "en", Record: diuretics,
			Utterance: "Can I skip my water pill on the morning of my sister's wedding?",
			Expect:    "unresolved", Candidates: []string{"drug:bumetanide", "drug:spironolactone"}},
	})
}
