package understand_test

import "testing"

// What comes when a drug is NOT taken is what it treats, not an allergy
// to it (zh/v1: "依巴斯汀，一天一颗，吃了好一点，不吃就起").
func TestWithoutItComesBack(t *testing.T) {
	runCases(t, []readCase{
		{"v1: ebastine, without it they come up", [][2]string{clinician("现在吃什么药在"),
			patient("吃的是那个，西替利嗪，不对，西替利嗪是之前的，吃了没用，后来换成那个，依巴斯汀，一天一颗，吃了好一点，不吃就起")},
			[]string{"medication drug:cetirizine historical stopped", "medication drug:ebastine"}},
		{"loratadine, once stopped it itches", [][2]string{clinician("吃什么药"), patient("氯雷他定，一停就痒")},
			[]string{"medication drug:loratadine", "symptom sym:itching"}},
		{"near miss: taking it brings the rash", [][2]string{clinician("对什么药过敏"), patient("阿莫西林，一吃就起疹子")},
			[]string{"allergy drug:amoxicillin"}},
	})
}
