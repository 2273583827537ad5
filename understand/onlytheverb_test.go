package understand_test

import "testing"

// A symptom verb after an only-word ("就是拉") answers the question its
// verb asks, as a verb opening the clause does.
func TestAVerbAfterAnOnlyWordAnswers(t *testing.T) {
	asked := clinician("吐了没有？拉肚子没有？")
	runCases(t, []readCase{
		{"asked/zh-x1-007: 吐倒是没吐，就是拉", [][2]string{asked, patient("吐倒是没吐，就是拉，一天五六回。")},
			[]string{"symptom sym:diarrhea", "symptom sym:vomiting negated"}},
		{"不喘，就是咳", [][2]string{clinician("咳不咳？喘不喘？"), patient("不喘，就是咳。")},
			[]string{"symptom sym:cough", "symptom sym:dyspnea negated"}},
		{"near-miss: the verb opens the clause", [][2]string{asked, patient("吐倒是没吐，拉，一天五六回。")},
			[]string{"symptom sym:diarrhea", "symptom sym:vomiting negated"}},
		{"near-miss: the verb denied after it (拉不出来)", [][2]string{asked, patient("吐没吐，就是拉不出来。")},
			[]string{"symptom sym:constipation uncertain", "symptom sym:diarrhea negated", "symptom sym:vomiting negated"}},
	})
}
