package understand_test

import "testing"

// What review 11 read as over while it goes on (session 73): a pain that
// spreads "down my left arm", "got" of now beside a count of today, a
// Chinese "since then" (老早就有), a time a finding is compared against,
// a long illness whose drug is taken now, and a return said without its
// auxiliary. Each has a near miss that must stay over.
func TestWhatGoesOnIsNotReadOver(t *testing.T) {
	runCases(t, []readCase{
		{"E07: going down my left arm spreads", [][2]string{patient("I've got this crushing pain in the middle of my chest, started about 40 min ago, going down my left arm")},
			[]string{"symptom sym:chest_pain"}},
		{"it's gone to my chest spreads", [][2]string{patient("I've had this cough all week and now it's gone to my chest")},
			[]string{"symptom sym:cough"}},
		{"near miss: the swelling going down", [][2]string{patient("the swelling on my ankle is going down")},
			[]string{"symptom sym:ankle_swelling historical"}},
		{"E19: he's got a headache and threw up once this morning", [][2]string{patient("I've got a headache, and I threw up once this morning.")},
			[]string{"symptom sym:headache", "symptom sym:vomiting uncertain"}},
		{"near miss: a bump had once", [][2]string{patient("I had hit a moose once, where I bumped my head and got a headache")},
			[]string{"condition cond:head_injury historical", "symptom sym:headache historical"}},
		{"Z04: 老早就有 since then", [][2]string{patient("她老早就有房颤，一直吃华法林。")},
			[]string{"condition cond:atrial_fibrillation of other", "medication drug:warfarin of other"}},
		{"年轻时就有 since then", [][2]string{patient("我年轻时就有胃病。")},
			[]string{"condition cond:gastritis"}},
		{"near miss: 老早就好了", [][2]string{patient("我老早就有过胃病，早就好了。")},
			[]string{"condition cond:gastritis historical resolves"}},
		{"Z15: 比老早厉害 compares", [][2]string{patient("我最近手抖得比老早厉害。")},
			[]string{"symptom sym:tremor"}},
		{"跟去年比 compares", [][2]string{patient("我咳嗽跟去年比重多了。")},
			[]string{"symptom sym:cough"}},
		{"near miss: 去年 dates", [][2]string{patient("去年咳嗽很厉害。")},
			[]string{"symptom sym:cough historical"}},
		{"Z04: an illness long had, its drug taken now", [][2]string{patient("我老早有房颤，华法林吃了好几年，上个月医生讲换成利伐沙班了。")},
			[]string{"condition cond:atrial_fibrillation", "medication drug:warfarin historical stopped", "medication drug:rivaroxaban relayed"}},
		{"E16: hypothyroid before pregnancy, Thyronorm now", [][2]string{patient("Before pregnancy only I had hypothyroid, I take Thyronorm 50")},
			[]string{"condition cond:hypothyroidism", "medication drug:levothyroxine"}},
		{"near miss: the illness cured, a drug for it taken", [][2]string{patient("I had hypothyroidism years ago but it's cured, I still take levothyroxine")},
			[]string{"condition cond:hypothyroidism historical", "medication drug:levothyroxine"}},
		{"near miss: an acute illness then", [][2]string{patient("I had pneumonia years ago. I take amoxicillin now for my teeth.")},
			[]string{"condition cond:pneumonia historical", "medication drug:amoxicillin"}},
		{"E08: it come back now", [][2]string{patient("Mi did have gout before, two year ago, an it come back now, di toe red an hot.")},
			[]string{"condition cond:gout"}},
		{"near miss: gout two years ago", [][2]string{patient("Mi did have gout before, two year ago.")},
			[]string{"condition cond:gout historical"}},
	})
}
