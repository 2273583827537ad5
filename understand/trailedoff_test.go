package understand_test

import "testing"

// A denial said after a pause with 都 or 也 before it ("气促……都冇") denies
// what was named, as the bare one does (zh/v1: "燒就冇，氣促……都冇，行山都冇問題").
// A 都没有 that goes on to say something else ("都没有好转") denies nothing.
func TestDeniedAfterAPauseWithDou(t *testing.T) {
	runCases(t, []readCase{
		{"v1: shortness of breath denied after a pause, in Cantonese", [][2]string{clinician("有冇發燒，有冇氣促？"), patient("燒就冇，氣促……都冇，行山都冇問題")},
			[]string{"symptom sym:fever negated", "symptom sym:dyspnea negated"}},
		{"a headache denied with 也 after a pause", [][2]string{clinician("头痛吗？"), patient("头痛……也没有")},
			[]string{"symptom sym:headache negated"}},
		{"breathlessness denied with 都 after a pause", [][2]string{clinician("喘不喘？咳嗽吗？"), patient("咳嗽有一点，气短……都没有")},
			[]string{"symptom sym:cough", "symptom sym:dyspnea negated"}},
		{"near miss: 都没有 going on to something else", [][2]string{patient("气短……都没有好转")},
			[]string{"symptom sym:dyspnea"}},
	})
}

// A patient who takes up what was asked and trails off at the end of the
// turn has not answered yet: the name alone, or its verb with 是, says
// nothing (zh/v1: "痛倒不痛。晕倒……" and "烧是……", each answered after the
// clinician's "嗯"). What the patient says of themselves before trailing
// off ("我头晕……") and a name taken up again ("头晕……有一点") still count.
func TestTrailedOffSaysNothing(t *testing.T) {
	runCases(t, []readCase{
		{"v1: fainting taken up and left hanging", [][2]string{clinician("嗯嗯，发作的时候胸口痛不痛，有没有晕倒过"), patient("胸口闷一点，痛倒不痛。晕倒……")},
			[]string{"symptom sym:chest_tightness"}},
		{"v1: the fever's verb with 是, left hanging", [][2]string{clinician("发烧吗，有没有盗汗，人瘦了没有"), patient("烧是……")},
			nil},
		{"w1: the breathing's verb with a Taiwanese 喔, left hanging", [][2]string{clinician("嗯嗯，有發燒嗎，會喘嗎"), patient("喘喔……")},
			nil},
		{"near miss: 喔 and the answer after the pause", [][2]string{clinician("會喘嗎"), patient("喘喔……有一點")},
			[]string{"symptom sym:dyspnea"}},
		{"dizziness after a sound, left hanging", [][2]string{clinician("头晕不晕？"), patient("嗯，头晕……")},
			nil},
		{"an English name left hanging", [][2]string{clinician("Any fainting?"), patient("Fainting...")},
			nil},
		{"near miss: the patient's own dizziness, trailing off", [][2]string{clinician("怎么了？"), patient("我头晕……")},
			[]string{"symptom sym:dizziness"}},
		{"near miss: taken up and answered", [][2]string{clinician("头晕不晕？"), patient("头晕……有一点")},
			[]string{"symptom sym:dizziness"}},
		{"near miss: denied after the pause", [][2]string{clinician("有没有晕倒过？"), patient("晕倒……没有")},
			[]string{"symptom sym:syncope negated"}},
	})
}

// A name paused on and taken up again later in the turn ("出汗……晚上是有出
// 汗") is told by the later telling: the sweating at night is night sweats,
// and the name paused on adds no sweating of its own (zh/v1).
func TestPausedTopicTakenUp(t *testing.T) {
	runCases(t, []readCase{
		{"v1: sweating paused on, then placed at night", [][2]string{clinician("有没有盗汗？"), patient("出汗……晚上是有出汗，我以为是天热")},
			[]string{"symptom sym:night_sweats"}},
		{"an English sweating paused on, then placed at night", [][2]string{clinician("Any sweats?"), patient("Sweating... yes, at night I sweat a lot.")},
			[]string{"symptom sym:night_sweats"}},
		{"a headache paused on and taken up", [][2]string{clinician("怎么了？"), patient("头疼……头疼得厉害")},
			[]string{"symptom sym:headache"}},
		{"near miss: sweating by day and at night, no pause", [][2]string{clinician("怎么了？"), patient("出汗，白天出汗，晚上也出汗")},
			[]string{"symptom sym:sweating", "symptom sym:night_sweats"}},
	})
}
