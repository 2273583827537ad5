package coref_test

import (
	"testing"

	"github.com/anamnesis-health/anamnesis/understand"
)

// A condition said by where it is ("我下巴那个毛病", "that lump behind my
// knee") is the record's condition at that place (the lexicon's condition
// sites), never another of the record's.
func TestAConditionSaidByItsPlace(t *testing.T) {
	r, err := understand.New()
	if err != nil {
		t.Fatal(err)
	}
	htn := recordEntry{Concept: "cond:hypertension", Status: "active", Started: "2018-01-01"}
	for _, c := range []corpusCase{
		{ID: "a Chinese place before 那个毛病", Lang: "zh", Utterance: "我下巴那个毛病，一张嘴就咔咔响，能治好吗？",
			Record: []recordEntry{htn, {Concept: "cond:tmj_disorder", Status: "active", Started: "2026-05-01"}}, Expect: "cond:tmj_disorder"},
		{ID: "a lump of a Chinese place", Lang: "zh", Utterance: "俺膝盖那个伤，能不能先不做手术？",
			Record: []recordEntry{{Concept: "cond:meniscus_tear", Status: "active", Started: "2026-06-01"}, {Concept: "cond:acl_injury", Status: "active", Started: "2026-06-01"}},
			Expect: "unresolved", Candidates: []string{"cond:meniscus_tear", "cond:acl_injury"}},
		{ID: "an English place after the lump", Lang: "en", Utterance: "That lump behind my knee, is it okay to keep running on it?",
			Record: []recordEntry{htn, {Concept: "cond:baker_cyst", Status: "active", Started: "2026-07-01"}}, Expect: "cond:baker_cyst"},
		{ID: "a place no condition of the record is at", Lang: "en", Utterance: "That lump behind my knee, is it okay to keep running on it?",
			Record: []recordEntry{htn}, Expect: "unresolved"},
		{ID: "a skin mark is of the skin", Lang: "en", Utterance: "Could that wee dark spot on ma shoulder turn into a melanoma?",
			Record: []recordEntry{htn, {Concept: "cond:melanocytic_nevus", Status: "active", Started: "2019-08-01"}}, Expect: "cond:melanocytic_nevus"},
	} {
		if problem, _ := judge(c, run(t, r, c)); problem != "" {
			t.Errorf("%s: %s", c.ID, problem)
		}
	}
}
