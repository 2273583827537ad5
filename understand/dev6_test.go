package understand_test

import "testing"

// must-not-dev6 (the held-out traps inside longer answers that also tell
// true facts) found: a move or a bill called a headache or a near heart
// attack; a drug a relative bought and the patient left; an allergen
// answered "I don't think so?"; a drug tolerated in a later sentence than
// the allergy a record once held; HRT suggested and nothing started.
func TestMustNotDev6Readings(t *testing.T) {
	runCases(t, []readCase{
		{"a massive headache", [][2]string{patient("The whole move was a massive headache, the solicitors were useless.")}, nil},
		{"整得我脑壳疼", [][2]string{patient("这回装修硬是恼火，整得我脑壳疼。")}, nil},
		{"差点心梗", [][2]string{patient("看到那张账单，我差点心梗。")}, nil},
		{"给我买了…我没吃", [][2]string{patient("我闺女给我买了褪黑素，我没吃，怕上瘾。")}, nil},
		{"a record's allergy, then taken fine", [][2]string{patient("以前病历上写过我对阿司匹林过敏。后来我吃过阿司匹林，啥事没有。")},
			[]string{"allergy allergen:aspirin negated", "medication drug:aspirin historical stopped"}},
		{"nothing started yet", [][2]string{patient("医生建议我用激素替代治疗，我有点怕，到现在啥也没用。")},
			[]string{"medication class:hormone_replacement hypothetical relayed"}},
		{"an allergen doubted", [][2]string{clinician("Are you allergic to penicillin?"),
			patient("I'm only on omeprazole. Penicillin, I don't think so? I can't remember ever having it.")},
			[]string{"allergy allergen:penicillins uncertain", "medication drug:benzylpenicillin negated", "medication drug:omeprazole"}},
		// Near misses.
		{"near miss: a real headache", [][2]string{patient("I've had a massive headache since Sunday.")}, []string{"symptom sym:headache"}},
		{"near miss: 脑壳疼 with no matter", [][2]string{patient("这两天脑壳疼得很。")}, []string{"symptom sym:headache"}},
	})
}
