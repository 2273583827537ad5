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

// Three words that named the wrong thing in review 11: "a cold sore" read
// as "a cold" (E15), "the malaria prophylaxis" as malaria (E02), and a
// hospital named 安定 as diazepam (Z06).
func TestReview11WrongThings(t *testing.T) {
	runCases(t, []readCase{
		{"E15: a cold sore type thing", [][2]string{patient("Got a cold sore type thing down there, on the shaft.")},
			[]string{"condition cond:herpes_simplex uncertain"}},
		{"a cold sore on my lip", [][2]string{patient("I've got a cold sore on my lip.")}, []string{"condition cond:herpes_simplex"}},
		{"near miss: a cold", [][2]string{patient("I've got a cold.")}, []string{"condition cond:common_cold"}},
		{"E02: Fansidar for the malaria prophylaxis", [][2]string{patient("I took Fansidar for the malaria prophylaxis.")}, nil},
		{"near miss: malaria last year", [][2]string{patient("I had malaria last year.")}, []string{"condition cond:malaria historical"}},
		{"Z06: 之前在安定医院看过", [][2]string{patient("之前在安定医院看过 说是焦虑症 开了艾司西酞普兰 我吃了俩礼拜 恶心得不行 就自个儿停了")},
			[]string{"condition cond:anxiety_disorder", "medication drug:escitalopram historical stopped", "symptom sym:nausea historical"}}, // anxious now: a diagnosis told with 说是 dates it (chronicsince.go)
		{"near miss: 安定吃了两片", [][2]string{patient("昨晚安定吃了两片。")}, []string{"medication drug:diazepam"}},
	})
}
