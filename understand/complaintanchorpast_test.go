package understand_test

import "testing"

// The stop after a complaint that dates it ("这礼拜头晕之后就给停了") also
// reached the extractor, whose 停了 looks back and made the dizziness
// historical: a complaint that only dates a stop is not over, whichever
// path read it so. With the sentence dated to a time gone by before the
// complaint ("去年", "以前吃过") the complaint is of that time, as before.
func TestAComplaintThatDatesTheStopIsNotOverByTheStopWord(t *testing.T) {
	runCases(t, []readCase{
		{"这礼拜头晕之后就给停了", [][2]string{patient("氨氯地平吃了两年，这礼拜头晕之后就给停了。")},
			[]string{"medication drug:amlodipine stopped", "symptom sym:dizziness"}},
		{"头晕以后就停了, no drug named", [][2]string{patient("头晕以后就停了。")},
			[]string{"symptom sym:dizziness"}},
		// Near misses: dated to a time gone by; the complaint went with the drug; over of itself.
		{"near miss: 去年头晕之后就给停了", [][2]string{patient("去年头晕之后就给停了。")},
			[]string{"symptom sym:dizziness historical"}},
		{"near miss: 以前吃过，头晕之后就给停了", [][2]string{patient("氨氯地平以前吃过，头晕之后就给停了。")},
			[]string{"medication drug:amlodipine historical stopped", "symptom sym:dizziness historical"}},
		{"near miss: 头晕停了", [][2]string{patient("吃了两天药，头晕停了。")},
			[]string{"symptom sym:dizziness historical"}},
	})
}
