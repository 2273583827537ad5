package understand_test

import "testing"

// A complaint told right after a drug dated before ("之前吃辛伐他汀，腿肌肉
// 酸疼得厉害", s43 blind round 9 zh15) is what the drug did then: past, as
// the drug is. The statin's leg ache stayed a current myalgia beside "腿不疼
// 了" in the next turn. A word of now or of going on, a drug taken now, or a
// drug not dated before keeps the complaint current.
func TestAReactionToADrugTakenBeforeIsPast(t *testing.T) {
	runCases(t, []readCase{
		{"s43 round 9 zh15: 之前吃辛伐他汀，腿肌肉酸疼得厉害", [][2]string{patient("我血脂高，之前吃辛伐他汀，腿肌肉酸疼得厉害。")},
			[]string{"condition cond:hyperlipidemia", "medication drug:simvastatin historical stopped", "symptom sym:myalgia historical"}},
		{"以前吃布洛芬，胃疼", [][2]string{patient("以前吃布洛芬，胃疼。")},
			[]string{"medication drug:ibuprofen historical stopped", "symptom sym:epigastric_pain historical"}},
		// Near misses: a word of now, still going on, a drug now, a drug not dated before.
		{"near miss: 最近腿疼", [][2]string{patient("之前吃辛伐他汀，最近腿疼得厉害。")},
			[]string{"medication drug:simvastatin historical stopped", "symptom sym:leg_pain"}},
		{"near miss: 现在还疼", [][2]string{patient("之前吃辛伐他汀，腿肌肉酸疼，现在还疼。")},
			[]string{"medication drug:simvastatin historical stopped", "symptom sym:myalgia"}},
		{"near miss: a drug taken now between", [][2]string{patient("之前吃过辛伐他汀，现在吃阿托伐他汀，腿疼得厉害。")},
			[]string{"medication drug:atorvastatin", "medication drug:simvastatin historical stopped", "symptom sym:leg_pain"}},
		{"near miss: a drug taken all along", [][2]string{patient("我一直吃辛伐他汀，腿疼得厉害。")},
			[]string{"medication drug:simvastatin", "symptom sym:leg_pain"}},
	})
}
