package understand_test

import "testing"

// A Chinese clause that opens with a drug and tells what taking it did
// ("左氧吃了心慌", zh/v1) tells a reaction to the drug, not a complaint now;
// dated to now ("这两天二甲双胍吃了拉肚子"), or told after the patient says
// they took the drug ("我吃了布洛芬，胃疼"), it is the complaint.
func TestReactionToADrugTold(t *testing.T) {
	runCases(t, []readCase{
		{"v1: palpitations on levofloxacin", [][2]string{clinician("给你开左氧……哦不对，你上次说左氧吃了心慌是吧"), patient("对对，左氧吃了心慌，心跳好快")},
			[]string{"medication drug:levofloxacin", "symptom sym:palpitations hypothetical"}},
		{"stomach ache on aspirin", [][2]string{patient("阿司匹林吃了胃疼")},
			[]string{"medication drug:aspirin", "symptom sym:epigastric_pain hypothetical"}},
		{"stomach ache after aspirin", [][2]string{patient("阿司匹林吃了以后胃疼")},
			[]string{"medication drug:aspirin", "symptom sym:epigastric_pain hypothetical"}},
		{"near miss: dated to now", [][2]string{patient("这两天二甲双胍吃了拉肚子")},
			[]string{"medication drug:metformin", "symptom sym:diarrhea"}},
		{"near miss: the patient took it, then the pain", [][2]string{patient("我吃了布洛芬，胃疼")},
			[]string{"medication drug:ibuprofen", "symptom sym:epigastric_pain"}},
	})
}

// What a drug does each time it is taken ("一吃就", "吃了就") is a side
// effect of a drug still taken: the complaint stays.
func TestReactionEachTimeStays(t *testing.T) {
	runCases(t, []readCase{
		{"each time aspirin is taken", [][2]string{patient("阿司匹林一吃就肚子疼。")},
			[]string{"medication drug:aspirin", "symptom sym:abdominal_pain"}},
		{"each time ibuprofen is taken", [][2]string{patient("布洛芬吃了就胃疼")},
			[]string{"medication drug:ibuprofen", "symptom sym:epigastric_pain"}},
		{"each time nifedipine is taken", [][2]string{patient("硝苯地平一吃就头疼")},
			[]string{"medication drug:nifedipine", "symptom sym:headache"}},
	})
}
