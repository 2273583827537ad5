package understand_test

import "testing"

// A drug a repair settles on is the drug of whoever the name it repairs
// was said of (repairedwhose.go); Hunan 堂客 is a wife (extract/kin.go).
func TestARepairedDrugKeepsWhoseItWas(t *testing.T) {
	runCases(t, []readCase{
		{"s49 blind round 18 zh17: the wife's drug, named wrong and corrected", [][2]string{patient("我堂客在吃降压药，硝苯地平……哦不是，是氨氯地平，她问利福平跟她的药会不会打架？")},
			[]string{"medication drug:amlodipine of other", "medication drug:rifampicin hypothetical uncertain of other"}},
		{"a wife's drug corrected, in Mandarin", [][2]string{patient("我老婆吃硝苯地平……哦不是，是氨氯地平")},
			[]string{"medication drug:amlodipine of other"}},
		{"near miss: the patient's own drug corrected", [][2]string{patient("我在吃硝苯地平……哦不是，是氨氯地平")},
			[]string{"medication drug:amlodipine"}},
		{"near miss: the repair names the speaker", [][2]string{patient("我老婆在吃硝苯地平，哦不对，是我自己吃的氨氯地平")},
			[]string{"medication drug:amlodipine"}},
		{"堂客's asthma is no family history", [][2]string{patient("肺炎那个我回去跟我崽商量下。我堂客也咳，她是哮喘，打了好多年的针。")},
			[]string{"condition cond:pneumonia", "condition cond:asthma of other", "symptom sym:cough of other"}},
	})
}
