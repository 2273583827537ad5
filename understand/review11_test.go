package understand_test

import "testing"

// Session 72's blind review 11, measured on the builds before and after
// review 10's mends, then read: a Scots reaction ("brings me oot in")
// unknown, so penicillin was written a drug taken (E01); a drug said to
// have "finished" after "actually no" written taken (E07); and, in chat
// typed with spaces, an intolerance told after a drug tolerated read as
// no allergy to either (Z03).
func TestReview11WrongWrites(t *testing.T) {
	runCases(t, []readCase{
		{"E01: Penicillin brings me oot in big itchy welts", [][2]string{patient("Penicillin brings me oot in big itchy welts so I cannae take it.")},
			[]string{"allergy allergen:penicillins"}},
		{"E07: actually no, the ticagrelor finished after the first year", [][2]string{assistant("What medicines are you on?"),
			patient("On aspirin and ticagrelor... actually no, the ticagrelor finished after the first year. Just aspirin and atorvastatin.")},
			[]string{"medication drug:aspirin", "medication drug:atorvastatin", "medication drug:ticagrelor stopped"}},
		{"near miss: I haven't finished the course", [][2]string{patient("I haven't finished the amoxicillin yet.")},
			[]string{"medication drug:amoxicillin"}},
		{"Z03: 头孢我不过敏 … 就是阿奇霉素 … 就是受不了", [][2]string{assistant("有没有药物过敏？"),
			patient("头孢我不过敏哈 之前输过好几回都没得事 就是阿奇霉素 吃了肚子痛得很 想吐 不是过敏 就是受不了")},
			[]string{"allergy allergen:cephalosporins negated", "allergy drug:azithromycin"}},
		{"near miss: one of them", [][2]string{patient("I take aspirin and metformin, and I can't tolerate one of them.")}, nil},
	})
}
