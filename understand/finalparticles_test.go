package understand_test

import "testing"

// A bare denial may end on a particle of tone (zh/w1: "耳鸣……冇喎，听嘢都
// 得"): it still denies. "吧" hedges.
func TestDenialWithToneParticle(t *testing.T) {
	runCases(t, []readCase{
		{"w1: 耳鸣……冇喎", [][2]string{
			clinician("耳仔呢，有冇耳鸣，听嘢差咗"),
			patient("耳鸣……冇喎，听嘢都得")},
			[]string{"symptom sym:tinnitus negated"}},
		{"心慌……没有啊", [][2]string{
			clinician("还有别的不舒服吗"),
			patient("心慌……没有啊，就是头疼")},
			[]string{"symptom sym:palpitations negated", "symptom sym:headache"}},
		{"near miss: a particle then more words", [][2]string{
			clinician("还有别的不舒服吗"),
			patient("头疼……没啦办法，天天疼")},
			[]string{"symptom sym:headache"}},
	})
}
