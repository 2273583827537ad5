package coref_test

import "testing"

// A condition told by the pregnancy it began with is the one the record
// dates to a pregnancy it holds, or one of the weeks after a birth; what
// the turn says it does chooses among several.
func TestPregnancyOnset(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "dialect: the one that started when I was expectin' is the thyroid that stayed", Lang: "en",
			Record: []recordEntry{resolved("cond:pregnancy", "2021-01-10", "2021-10-01"), resolved("cond:gestational_hypertension", "2021-07-01", "2021-10-01"),
				active("cond:hypothyroidism", "2021-05-01"), active("cond:migraine", "2012-04-01")},
			Utterance: "It's the one that started when I was expectin' wee Callum an' just never went away efter, ye ken.", Expect: "cond:hypothyroidism"},
		{ID: "the thing I've had since I was carrying our youngest is the varicose veins of that year", Lang: "en",
			Record: []recordEntry{active("cond:varicose_veins", "2014-08-01"), resolved("cond:gestational_diabetes", "2014-03-01", "2014-09-01"),
				active("cond:hypothyroidism", "2020-06-01"), active("drug:levothyroxine", "2020-06-01")},
			Utterance: "Yeah, the thing I've had since I was carrying our youngest, it's really bad by the end of a shift.", Expect: "cond:varicose_veins"},
		{ID: "坐月子落下的那个 with wrist pain is the De Quervain's, not the postnatal depression", Lang: "zh",
			Record: []recordEntry{active("cond:de_quervain", "2019-02-01"), resolved("cond:postnatal_depression", "2019-01-01", "2019-12-01"),
				active("cond:hyperlipidemia", "2023-01-01")},
			Utterance: "我坐月子落下的那个，手腕子大拇指这边一碰凉水就疼，抱孩子、拧毛巾都使不上劲。", Expect: "cond:de_quervain"},
		{ID: "near miss: 怀老二那会儿吃的那个降压药 is a drug of then", Lang: "zh",
			Record:    []recordEntry{stopped("drug:methyldopa", "2016-03-01", "2016-12-01"), active("drug:olmesartan", "2021-09-01"), active("cond:hypertension", "2021-09-01")},
			Utterance: "我怀老二那会儿吃的那个降压药，现在还能接着吃那个不？", Expect: "drug:methyldopa"},
		{ID: "near miss: with no pregnancy in the record the pregnancy dates nothing, and the conditions are asked about", Lang: "en",
			Record:    []recordEntry{active("cond:varicose_veins", "2014-08-01"), active("cond:hypothyroidism", "2020-06-01")},
			Utterance: "The thing I've had since I was carrying our youngest, is it worse with standing?", Expect: "unresolved",
			Candidates: []string{"cond:varicose_veins", "cond:hypothyroidism"}},
		{ID: "怀我们家老二那会儿查出来的那个 is what was found then: the pregnancy's own conditions, never the thyroid had since before", Lang: "zh",
			Record: []recordEntry{resolved("cond:gestational_diabetes", "2021-03-10", "2021-09-20"), resolved("cond:gestational_hypertension", "2021-05-02", "2021-09-20"),
				active("cond:hypothyroidism", "2019-01-22"), active("drug:levothyroxine", "2019-01-22")},
			Utterance: "甲状腺那个一直在吃药。然后就是，怀我们家老二那会儿查出来的那个，后来生完就好了，是不是它又回来了？", Expect: "unresolved",
			Candidates: []string{"cond:gestational_diabetes", "cond:gestational_hypertension"}},
	})
}
