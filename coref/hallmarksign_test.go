package coref_test

import "testing"

// A drug's purpose said by a sign ("治抽风的药", "the tablet for my fits")
// is a drug for the condition whose hallmark sign it is, the first of its
// typical signs (hallmarksign.go); a sign that is only one of several of a
// condition's is no purpose of its drugs.
func TestHallmarkSignPurpose(t *testing.T) {
	epilepsy := []recordEntry{active("cond:epilepsy", "2015-06-01"), active("drug:levetiracetam", "2015-06-01"), active("drug:lacosamide", "2026-09-28")}
	copd := []recordEntry{active("cond:copd", "2019-01-01"), active("drug:tiotropium", "2019-01-01"), active("drug:dextromethorphan", "2026-10-20")}
	migraine := []recordEntry{active("cond:migraine", "2020-01-01"), active("drug:sumatriptan", "2020-01-01"), active("cond:hypertension", "2018-01-01"), active("drug:amlodipine", "2018-01-01")}
	checkCases(t, []corpusCase{
		// The defects.
		{ID: "俺儿新加哩那个治抽风哩药 is the new antiepileptic", Lang: "zh", Record: epilepsy,
			Utterance: "俺儿新加哩那个治抽风哩药，他吃了老说头晕，走道儿打晃，中不中啊？", Expect: "drug:lacosamide"},
		{ID: "新加的那个治抽风的药 is the new antiepileptic", Lang: "zh", Record: epilepsy,
			Utterance: "新加的那个治抽风的药，吃了老是头晕，正常吗？", Expect: "drug:lacosamide"},
		// Two drugs for the condition, nothing to choose: asked.
		{ID: "那个治抽风的药 with two antiepileptics stays unresolved", Lang: "zh", Record: epilepsy,
			Utterance: "那个治抽风的药，能不能喝酒？", Expect: "unresolved", Candidates: []string{"drug:levetiracetam", "drug:lacosamide"}},
		// Near misses, as they were: a sign that is not the condition's
		// hallmark, or a purpose the lexicon already reads.
		{ID: "the new tablet for my fits is the new antiepileptic", Lang: "en", Record: epilepsy,
			Utterance: "The new tablet for my fits, is it alright to have a drink on it?", Expect: "drug:lacosamide"},
		{ID: "止咳的那个 is the cough medicine, not the COPD inhaler", Lang: "zh", Record: copd,
			Utterance: "止咳的那个药，晚上吃会不会犯困？", Expect: "drug:dextromethorphan"},
		{ID: "the one for my cough offers the inhaler as before", Lang: "en", Record: copd,
			Utterance: "The one for my cough, does it make you drowsy?", Expect: "unresolved", Candidates: []string{"drug:dextromethorphan", "drug:tiotropium"}},
		{ID: "治头疼的药 is the migraine's, not the blood pressure tablet", Lang: "zh", Record: migraine,
			Utterance: "那个治头疼的药，一天最多能吃几次？", Expect: "drug:sumatriptan"},
	})
}
