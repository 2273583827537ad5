package coref_test

import "testing"

// Hair loss said as the hair having been coming out ("my hair's been
// comin' out in the brush") is a complaint: the drug known to cause it is
// the one meant. With none known to, every drug is offered.
func TestHairBeenComingOut(t *testing.T) {
	ra := []recordEntry{active("cond:rheumatoid_arthritis", "2025-08-01"), active("drug:methotrexate", "2025-08-01"),
		active("drug:folic_acid", "2025-08-01"), active("drug:naproxen", "2025-03-01")}
	noCause := []recordEntry{active("drug:folic_acid", "2025-08-01"), active("drug:naproxen", "2025-03-01")}
	checkCases(t, []corpusCase{
		{ID: "en-dev25-024: hair's been comin' out in the brush", Lang: "en", Record: ra,
			Utterance: "Ever since I been on that stuff my hair's been comin' out in the brush somethin' terrible, honey. Is that normal?",
			Expect:    "drug:methotrexate"},
		{ID: "en: hair has been coming out since that tablet", Lang: "en", Record: ra,
			Utterance: "Since I started that tablet my hair has been coming out in the shower.", Expect: "drug:methotrexate"},
		{ID: "near miss: no drug known to cause it", Lang: "en", Record: noCause,
			Utterance: "Ever since I been on that stuff my hair's been comin' out in the brush.", Expect: "unresolved",
			Candidates: []string{"drug:folic_acid", "drug:naproxen"}},
	})
}

// Weight gain said with the object split ("that medicine's piling the
// weight on me") is a complaint too: both drugs known to cause it are
// offered, the one that does not is not.
func TestWeightPiledOn(t *testing.T) {
	record := []recordEntry{active("cond:bipolar_disorder", "2018-02-01"), active("drug:quetiapine", "2018-02-01"),
		active("cond:type2_diabetes", "2021-06-01"), active("drug:metformin", "2021-06-01"), active("drug:insulin_lispro_mix", "2023-04-01")}
	checkCases(t, []corpusCase{
		{ID: "en-dev25-023: piling the weight on, two drugs cause it", Lang: "en", Record: record,
			Utterance: "That medicine's piling the weight on me, nearly two stone in a year. None of my clothes fit.",
			Expect:    "unresolved", Candidates: []string{"drug:quetiapine", "drug:insulin_lispro_mix"}},
		{ID: "en: one drug causes it", Lang: "en", Record: record[:4],
			Utterance: "That tablet's been putting the weight on me.", Expect: "drug:quetiapine"},
	})
}
