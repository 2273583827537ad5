package coref_test

import "testing"

// A condition told by the word of its names that heads the phrase ("the
// clot I had", "the veins in my legs", "查出来的那个细菌") is the record's
// condition named by that word; a word none of the patient's conditions
// is named by, or one everyday speech heads a phrase with in another
// sense, refers to nothing.
func TestHeadNamedCondition(t *testing.T) {
	asthma := recordEntry{Concept: "cond:asthma", Status: "active", Started: "2010-01-01"}
	htn := recordEntry{Concept: "cond:hypertension", Status: "active", Started: "2018-01-01"}
	pe := recordEntry{Concept: "cond:pulmonary_embolism", Status: "resolved", Started: "2019-02-01", Ended: "2019-08-01"}
	dvt := recordEntry{Concept: "cond:deep_vein_thrombosis", Status: "resolved", Started: "2021-02-01", Ended: "2021-08-01"}
	veins := recordEntry{Concept: "cond:varicose_veins", Status: "active", Started: "2021-03-01"}
	hp := recordEntry{Concept: "cond:h_pylori_infection", Status: "resolved", Started: "2024-03-01", Ended: "2024-05-01"}
	gastritis := recordEntry{Concept: "cond:chronic_gastritis", Status: "active", Started: "2024-03-01"}
	clot := "The clot I had a few years back - does that stop me flying long haul?"
	checkCases(t, []corpusCase{
		{ID: "the clot I had is the embolism", Lang: "en", Utterance: clot, Record: []recordEntry{pe, asthma}, Expect: "cond:pulmonary_embolism"},
		{ID: "two clots recorded: which one is asked", Lang: "en", Utterance: clot, Record: []recordEntry{pe, dvt, asthma},
			Expect: "unresolved", Candidates: []string{"cond:pulmonary_embolism", "cond:deep_vein_thrombosis"}},
		{ID: "no clot recorded: nothing", Lang: "en", Utterance: clot, Record: []recordEntry{asthma, htn}, Expect: "unresolved"},
		{ID: "the veins in my legs are the varicose veins", Lang: "en", Utterance: "Are the veins in my legs gonna get worse if I stand all day?",
			Record: []recordEntry{veins, htn}, Expect: "cond:varicose_veins"},
		{ID: "that blood clot they found: two words of its names", Lang: "en", Utterance: "Is that blood clot they found all gone now?",
			Record: []recordEntry{pe, asthma}, Expect: "cond:pulmonary_embolism"},
		{ID: "the pressure at work is no blood pressure", Lang: "en", Utterance: "The pressure in my job is getting to me, can I take time off?",
			Record: []recordEntry{htn}, Expect: "unresolved"},
		{ID: "a noun with no frame after it is no reference", Lang: "en", Utterance: "The veins are blue, is that normal?",
			Record: []recordEntry{veins}, Expect: "unresolved"},
		{ID: "查出来的那个细菌 is the H. pylori", Lang: "zh", Utterance: "前两年胃里查出来的那个细菌，会不会过给我媳妇儿？",
			Record: []recordEntry{hp, gastritis}, Expect: "cond:h_pylori_infection"},
		{ID: "开的那个膏方 is no condition", Lang: "zh", Utterance: "老中医给我开的那个膏方，还能接着吃吗",
			Record: []recordEntry{hp, gastritis}, Expect: "unresolved"},
	})
}

// A place reference that opens with a noun ("that bug in my stomach")
// means, of the conditions at the place, the one the noun names.
func TestPlaceReferenceHeadedByANoun(t *testing.T) {
	hp := recordEntry{Concept: "cond:h_pylori_infection", Status: "active", Started: "2026-09-10"}
	gerd := recordEntry{Concept: "cond:gerd", Status: "active", Started: "2020-01-01"}
	veins := recordEntry{Concept: "cond:varicose_veins", Status: "active", Started: "2019-06-01"}
	pad := recordEntry{Concept: "cond:peripheral_artery_disease", Status: "active", Started: "2024-02-01"}
	checkCases(t, []corpusCase{
		{ID: "the bug in my stomach is the H. pylori, not the reflux", Lang: "en", Record: []recordEntry{hp, gerd},
			Utterance: "That bug in my stomach they found on the breath test, do I need another test?", Expect: "cond:h_pylori_infection"},
		{ID: "the trouble in my stomach names neither", Lang: "en", Record: []recordEntry{hp, gerd},
			Utterance: "That trouble in my stomach, do I need another test?", Expect: "unresolved",
			Candidates: []string{"cond:h_pylori_infection", "cond:gerd"}},
		{ID: "Jamaican di veins inna mi legs", Lang: "en", Record: []recordEntry{veins, pad},
			Utterance: "Doc, di veins inna mi legs dem swell up bad when mi stand up all day.", Expect: "cond:varicose_veins"},
	})
}
