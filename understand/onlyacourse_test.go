package understand_test

import "testing"

// A drug told, later in its sentence, as taken only for a day or two ("就吃
// 了一天", "只用了两次") is a course that is over, as "I only took it for
// a day" is (s45 blind round 12 zh04: colchicine stopped for its diarrhoea
// after one day was written current). Counted so far ("才吃了一天", "只吃了
// 两天了") or going on ("现在"), it is current.
func TestADrugTakenOnlyADayIsOver(t *testing.T) {
	runCases(t, []readCase{
		{"s45 round 12 zh04", [][2]string{patient("吃了秋水仙碱，拉肚子了，就吃了一天")},
			[]string{"medication drug:colchicine stopped", "symptom sym:diarrhea"}},
		{"只吃了两天", [][2]string{patient("布洛芬只吃了两天，胃不舒服")},
			[]string{"medication drug:ibuprofen stopped", "symptom sym:indigestion"}},
		{"只用了两次", [][2]string{patient("那个喷剂沙丁胺醇只用了两次")},
			[]string{"medication drug:salbutamol stopped"}},
		// Near misses: so far, going on, a plan, and a course of another
		// drug named between.
		{"near miss: 才 counts so far", [][2]string{patient("秋水仙碱才吃了一天")}, []string{"medication drug:colchicine"}},
		{"near miss: 了 after the count", [][2]string{patient("秋水仙碱只吃了两天了，还在吃")}, []string{"medication drug:colchicine"}},
		{"near miss: a plan", [][2]string{patient("医生说秋水仙碱就吃一天")}, []string{"medication drug:colchicine relayed"}},
		{"near miss: another drug between", [][2]string{patient("我在吃二甲双胍，阿莫西林就吃了一天")},
			[]string{"medication drug:amoxicillin stopped", "medication drug:metformin"}},
	})
}
