package coref_test

import "testing"

// A lay topic said bare, with "the" or "my", as the subject of what only an
// illness does ("the sugar's why my feet tingle", "does the sugar run in
// families?", "does the blood pressure run in families?") is the
// condition of that topic, as "the sugar thing" is: the record's one, and
// two of the topic stay asked about. The same word as a food, a reading or
// a lab result ("I've cut out the sugar", "my sugar was twelve", "the sugar
// in fruit") is no condition.
func TestATopicSaidAsTheIllness(t *testing.T) {
	sugar2 := []recordEntry{active("drug:metformin", "2021-01-01"), active("drug:atorvastatin", "2021-01-01"),
		active("cond:type2_diabetes", "2021-01-01"), active("cond:hyperlipidemia", "2021-01-01"),
		resolved("cond:prediabetes", "2018-01-01", "2021-01-01")}
	sugar1 := []recordEntry{active("cond:type1_diabetes", "2009-03-01"), active("drug:insulin_glargine", "2009-03-01"),
		active("cond:hypothyroidism", "2015-10-01"), active("drug:levothyroxine", "2015-10-01")}
	bp := []recordEntry{active("cond:hypertension", "2016-01-01"), active("drug:amlodipine", "2016-01-01"),
		active("cond:type2_diabetes", "2019-01-01"), active("drug:metformin", "2019-01-01")}
	two := []recordEntry{active("cond:type2_diabetes", "2021-01-01"), active("cond:prediabetes", "2018-01-01"), active("cond:hypertension", "2016-01-01")}
	checkCases(t, []corpusCase{
		{ID: "en-dev3-041: the sugar's why my feet tingle", Lang: "en", Record: sugar2,
			Utterance: "Doc says the sugar's why my feet tingle - is that right?", Expect: "cond:type2_diabetes"},
		{ID: "en-dev25-033: does the sugar run in families", Lang: "en", Record: sugar1,
			Utterance: "Does the sugar run in families? My sister's little boy's just been sent for tests.", Expect: "cond:type1_diabetes"},
		{ID: "does the blood pressure run in families", Lang: "en", Record: bp,
			Utterance: "Does the blood pressure run in families? My son's worried.", Expect: "cond:hypertension"},
		{ID: "two of the topic: asked about", Lang: "en", Record: two,
			Utterance: "Is the sugar why I'm so thirsty all the time?", Expect: "unresolved",
			Candidates: []string{"cond:type2_diabetes", "cond:prediabetes"}},
		{ID: "near miss: the sugar as food", Lang: "en", Record: sugar2,
			Utterance: "I've cut out the sugar, is that why I'm tired?", Expect: "unresolved"},
		{ID: "near miss: my sugar as a reading", Lang: "en", Record: sugar2,
			Utterance: "My sugar was twelve this morning, is that why my feet tingle?", Expect: "unresolved"},
		{ID: "near miss: his blood pressure is someone else's", Lang: "en", Record: bp,
			Utterance: "My dad says his blood pressure's why he gets headaches, does that happen?", Expect: "unresolved"},
		{ID: "near miss: the sugar in fruit", Lang: "en", Record: sugar2,
			Utterance: "Does the sugar in fruit count as well?", Expect: "unresolved"},
	})
}
