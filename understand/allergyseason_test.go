package understand_test

import "testing"

// An allergy word that says when a drug is taken ("过敏季节吃", "过敏的时候
// 吃一片", "in allergy season") is the drug's indication, not a reaction to
// it: the drug is taken (blind round 10 zh20). A drug the allergy is told of
// ("氯雷他定过敏", "吃了…过敏了，起疹子") stays an allergy.
func TestADrugForTheAllergySeasonIsNoAllergy(t *testing.T) {
	runCases(t, []readCase{
		{"r10 zh20: 布地奈德鼻喷，还有氯雷他定，过敏季节吃", [][2]string{assistant("鼻炎现在用什么药？"), patient("用的布地奈德鼻喷，还有氯雷他定，过敏季节吃")},
			[]string{"medication drug:budesonide", "medication drug:loratadine"}},
		{"zh: 氯雷他定过敏的时候吃一片", [][2]string{patient("氯雷他定过敏的时候吃一片")},
			[]string{"medication drug:loratadine"}},
		{"zh: 每年到了过敏季就喷点布地奈德", [][2]string{patient("每年到了过敏季就喷点布地奈德")},
			[]string{"medication drug:budesonide"}},
		{"zh: 西替利嗪，过敏犯了就吃", [][2]string{patient("西替利嗪，过敏犯了就吃")},
			[]string{"medication drug:cetirizine"}},
		{"en: I take loratadine in allergy season", [][2]string{patient("I take loratadine in allergy season")},
			[]string{"medication drug:loratadine"}},
		{"near-miss: 氯雷他定过敏", [][2]string{patient("氯雷他定过敏")},
			[]string{"allergy drug:loratadine"}},
		{"near-miss: 我对布地奈德过敏，喷了就流鼻血", [][2]string{patient("我对布地奈德过敏，喷了就流鼻血")},
			[]string{"allergy drug:budesonide"}},
		{"near-miss: 吃了氯雷他定过敏了，起疹子", [][2]string{patient("吃了氯雷他定过敏了，起疹子")},
			[]string{"allergy drug:loratadine"}},
	})
}
