package understand_test

import "testing"

// Session 72's blind review 10, measured on the build after review 9's
// mends (its records did not change) and then read: a course told beside
// "any allergies?" written an allergy (E01, E13), "lactose intolerant"
// taken as the albuterol's (E10), a repaired drug and a wife's
// drug written taken (E19), a fever told by its reading denied by the no of
// the vomiting (Z07), a stop told to "still taking it?" read as nothing
// (Z19), a dosing threshold read as a temperature (Z16), and a relative's
// worry written as family history (E04, E09).
func TestReview10WrongWrites(t *testing.T) {
	runCases(t, []readCase{
		{"E01: the GP gave me nitrofurantoin and it cleared up fine", [][2]string{assistant("Have you had anything like this before, and do you have any allergies?"),
			patient("Had a water infection last March, the GP gave me nitrofurantoin and it cleared up fine. I'm allergic to trimethoprim, came oot in a big blotchy rash wi it.")},
			[]string{"allergy drug:trimethoprim", "condition cond:uti historical", "medication drug:nitrofurantoin historical relayed stopped"}},
		{"E13: clarithromycin last month, finished now", [][2]string{assistant("Any allergies?"),
			patient("Penicillin, anaphylaxis. I had clarithromycin last month for a chest infection and that's finished now.")},
			[]string{"allergy allergen:penicillins", "condition cond:lower_respiratory_infection historical", "medication drug:clarithromycin stopped"}},
		{"near miss: had it once, no problems", [][2]string{assistant("Any allergies?"), patient("Penicillin, I swell right up. Had cefalexin once, no problems.")},
			[]string{"allergy allergen:penicillins", "allergy drug:cefalexin negated"}},
		{"E10: lactose intolerant beside the albuterol", [][2]string{
			patient("mild asthma, I use my albuterol once a month. oh and I'm lactose intolerant")},
			[]string{"condition cond:asthma", "condition cond:lactose_intolerance", "medication drug:salbutamol"}},
		{"E19: 40... no wait, that was before", [][2]string{clinician("What are you taking for cholesterol?"),
			patient("Atorvastatin 40... no wait, that was before. It's rosuvastatin 20 now.")},
			[]string{"medication drug:atorvastatin historical stopped", "medication drug:rosuvastatin"}},
		{"near miss: a dose repaired", [][2]string{patient("I take metformin 500 mg, sorry no, 850.")}, []string{"medication drug:metformin"}},
		{"E19: the Eliquis in the cabinet is my wife's", [][2]string{patient("The Eliquis in the cabinet is my wife's, not mine.")},
			[]string{"medication drug:apixaban of spouse"}},
		{"Z07: 昨晚烧到37.8，没有吐", [][2]string{assistant("有没有发烧、呕吐？"), patient("昨晚烧到37.8，没有吐。")},
			[]string{"observation vital:temperature", "symptom sym:fever", "symptom sym:vomiting negated"}},
		{"Z19: 之前给你开的二甲双胍还在吃吗？ 上个月我自己停了", [][2]string{clinician("之前给你开的二甲双胍还在吃吗？"), patient("上个月我自己停了，吃了老拉肚子。")},
			[]string{"medication drug:metformin stopped", "symptom sym:diarrhea"}},
		{"near miss: 停了，后来又吃了", [][2]string{clinician("二甲双胍还在吃吗？"), patient("五月停了，后来又吃了。")}, nil},
		{"Z16: 烧到38.5以上就喂", [][2]string{patient("退烧用的美林，烧到38.5以上就喂。")}, []string{"medication drug:ibuprofen"}},
		{"near miss: 今天最高烧到39.1度", [][2]string{patient("今天最高烧到39.1度。")}, []string{"observation vital:temperature", "symptom sym:fever"}},
		{"E04: so I'm a bit jumpy", [][2]string{patient("Hi, I'm his mum, typing for Jack, he's 4. He's had a temperature since last night, so I'm a bit jumpy.")},
			[]string{"symptom sym:anxiety of other", "symptom sym:fever"}},
		{"near miss: the mother's own asthma", [][2]string{patient("Hi, I'm his mum, typing for Jack, he's 4. I have asthma myself.")},
			[]string{"condition cond:asthma of mother"}},
	})
}
