package understand_test

import "testing"

// The question's word echoed while the patient thinks, then denied after
// the pause, is a denial (zh/v1: "脸麻不麻" "麻……不麻"). An echo followed by
// a "yes" or a degree keeps the complaint, and "不…了" says it went.
func TestEchoThenDenied(t *testing.T) {
	runCases(t, []readCase{
		{"v1: numb… not numb", [][2]string{clinician("嗯嗯，还有别的吗，脸麻不麻，有没有看东西重影"),
			patient("麻……不麻，重影没有。就是头晕")},
			[]string{"symptom sym:dizziness", "symptom sym:double_vision negated", "symptom sym:numbness negated"}},
		{"itchy… not itchy", [][2]string{clinician("痒不痒"), patient("痒……不痒，就是有点红")},
			[]string{"symptom sym:itching negated"}},
		{"a headache echoed, then denied", [][2]string{clinician("有没有头疼"), patient("头疼……不疼")},
			[]string{"symptom sym:headache negated"}},
		{"Cantonese: pain… no pain", [][2]string{clinician("肚痛唔痛"), patient("肚痛……冇痛")},
			[]string{"symptom sym:abdominal_pain negated"}},
		{"near miss: echoed then affirmed", [][2]string{clinician("脸麻不麻"), patient("麻……有点麻")},
			[]string{"symptom sym:numbness"}},
		{"near miss: nausea without vomiting", [][2]string{clinician("想吐不"), patient("想吐，没吐")},
			[]string{"symptom sym:nausea"}},
		{"near miss: Cantonese nausea without vomiting", [][2]string{clinician("以前有过冇？想吐不？"), patient("有点想呕，冇呕出来")},
			[]string{"symptom sym:nausea", "symptom sym:vomiting negated"}},
		{"near miss: a headache then a degree", [][2]string{clinician("有没有头疼"), patient("头疼，不厉害")},
			[]string{"symptom sym:headache"}},
	})
}
