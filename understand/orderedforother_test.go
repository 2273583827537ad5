package understand_test

import "testing"

// A clinician's drug ordered for the child the patient speaks for is the
// child's (zh/v1: "咁我开阿莫西林畀佢").
func TestOrderedForThem(t *testing.T) {
	runCases(t, []readCase{
		{"v1: amoxicillin for him", [][2]string{patient("佢……冇试过过敏喎，我自己就对青霉素敏感嘅，打完会出红点，佢就唔知"),
			clinician("嗯，咁我开阿莫西林畀佢，你自己敏感唔代表佢都会，不过第一次食你留意下有冇出疹")},
			[]string{"medication drug:amoxicillin of other"}},
		{"Mandarin: ibuprofen for her", [][2]string{patient("她昨天开始发烧"), clinician("那我开点布洛芬给她，一次五毫升，一天三次")},
			[]string{"medication drug:ibuprofen of other"}},
		{"near miss: ordered for the patient", [][2]string{patient("我头疼"), clinician("我给你开点布洛芬")},
			[]string{"medication drug:ibuprofen"}},
	})
}
