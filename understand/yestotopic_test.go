package understand_test

import "testing"

// A yes after a finding the patient pauses on as a topic is that finding's
// (zh/s1: "頭痛有冇？" "…鼻塞就……有少少" wrote a headache).
func TestYesToATopicPausedOn(t *testing.T) {
	runCases(t, []readCase{
		{"s1: the stuffy nose paused on, then a bit", [][2]string{clinician("耳仔呢？聽嘢有冇問題？頭痛有冇？"),
			patient("右邊耳仔好似塞住咁，聽嘢矇矇哋，成個禮拜都係咁。鼻塞就……有少少，右邊。")},
			[]string{"symptom sym:ear_fullness", "symptom sym:nasal_congestion"}},
		{"Mandarin: the cough paused on with 呢", [][2]string{clinician("发烧吗？"), patient("咳嗽呢，有一点")},
			[]string{"symptom sym:cough"}},
		{"near miss: the thing asked, paused on", [][2]string{clinician("头痛有没有？"), patient("头痛呢……有一点")},
			[]string{"symptom sym:headache"}},
		{"near miss: the yes first, then another finding", [][2]string{clinician("头痛有没有？"), patient("有一点，鼻塞也有")},
			[]string{"symptom sym:headache", "symptom sym:nasal_congestion"}},
	})
}
