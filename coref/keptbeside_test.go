package coref_test

import "testing"

// A drug the clinician's turn leaves as it is beside one it starts or
// re-doses ("I'd like to start him on memantine as well as the donepezil",
// "碳酸锂早上一片，晚上两片；丙戊酸还是老样子，不用变") is not the one a
// later "the one you're starting him on", "夜里向吃两片个那只" asks about:
// the one started or re-dosed is. Both re-dosed, or "can I stop that one",
// keep both asked about.
func TestADrugKeptBesideOneStartedOrRedosed(t *testing.T) {
	alz := []recordEntry{active("cond:alzheimer_disease", "2023-02-01"), active("drug:donepezil", "2023-02-01"), active("cond:hypertension", "2015-05-01"), active("drug:amlodipine", "2015-05-01")}
	bip := []recordEntry{active("cond:bipolar_disorder", "2021-04-01"), active("drug:lithium", "2026-10-15"), active("drug:valproate", "2021-04-01")}
	checkCases(t, []corpusCase{
		// the defects, and other ways of saying them
		{ID: "start him on memantine as well as the donepezil (carer)", Lang: "en", Record: alz,
			Window:    []turn{clinician("His memory scores have dropped a bit. I'd like to start him on memantine as well as the donepezil.")},
			Utterance: "Good. And the one you're starting him on, does he take it in the morning or at night?", Expect: "drug:memantine"},
		{ID: "memantine on top of her donepezil: does that one", Lang: "en", Record: alz,
			Window:    []turn{clinician("We'll add memantine on top of your donepezil.")},
			Utterance: "Righto. Does that one make you drowsy at all?", Expect: "drug:memantine"},
		{ID: "alongside the donepezil (Indian English)", Lang: "en", Record: alz,
			Window:    []turn{clinician("I am giving memantine alongside the donepezil, ten milligram.")},
			Utterance: "Okay doctor. That one, morning or night I should give?", Expect: "drug:memantine"},
		{ID: "碳酸锂 re-dosed, 丙戊酸 老样子 (Shanghai)", Lang: "zh", Record: bip,
			Window:    []turn{clinician("碳酸锂早上一片，晚上两片；丙戊酸还是老样子，不用变。")},
			Utterance: "夜里向吃两片个那只，阿要定期去抽血个？", Expect: "drug:lithium"},
		{ID: "丙戊酸照吃不动, 碳酸锂加到三片: 那个", Lang: "zh", Record: bip,
			Window:    []turn{clinician("丙戊酸照吃，不动它；碳酸锂加到一天三片。")},
			Utterance: "那个药 要不要抽血查浓度啊", Expect: "drug:lithium"},
		// near misses
		{ID: "both re-dosed: both", Lang: "zh", Record: bip,
			Window:    []turn{clinician("碳酸锂早上一片，晚上两片；丙戊酸也改成一天两次。")},
			Utterance: "那个药 要不要抽血查浓度啊", Expect: "unresolved", Candidates: []string{"drug:lithium", "drug:valproate"}},
		{ID: "named together, nothing kept: both", Lang: "en", Record: alz,
			Window:    []turn{clinician("He'll be on memantine and donepezil from now on.")},
			Utterance: "Does that one make you drowsy at all?", Expect: "unresolved", Candidates: []string{"drug:memantine", "drug:donepezil"}},
		{ID: "can I stop that one asks of both", Lang: "en", Record: alz,
			Window:    []turn{clinician("We'll add memantine on top of your donepezil.")},
			Utterance: "Could he stop that one if it upsets him?", Expect: "unresolved", Candidates: []string{"drug:memantine", "drug:donepezil"}},
	})
}
