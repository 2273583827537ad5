package understand_test

import "testing"

// A Chinese "有一点" followed by a word that is not the bare complaint the
// reading could name of the questions ("下面干不干，同房疼不疼？" "有一点干的",
// zh/v1) answers the question the reading could not name: the pain asked
// beside it is not said. A bare "有一点" still answers, and so does one
// whose word tells in the patient's own words a complaint the reading names
// whole (zh/n1 "有一点点雾雾的" for blurred vision, zh/r1 "有点僵，有点疼").
func TestYesToAnotherWord(t *testing.T) {
	runCases(t, []readCase{
		{"v1: a bit dry, not painful", [][2]string{clinician("下面干不干，同房疼不疼"), patient("这个嘛……有一点干的，嗯")},
			nil},
		{"a bit dry, with 痛 asked", [][2]string{clinician("下面干不干，同房痛不痛"), patient("有点干")},
			nil},
		{"dry it is, a bit", [][2]string{clinician("下面干不干，同房痛不痛"), patient("干是有点干的")},
			nil},
		// 同房疼 is dyspareunia to the lexicon since session 58: the bit
		// is of it, and of the pain the verb asks.
		{"near miss: a bare bit", [][2]string{clinician("下面干不干，同房疼不疼"), patient("有一点")},
			[]string{"symptom sym:dyspareunia", "symptom sym:pain_symptom"}},
		{"near miss: a bit of the thing asked", [][2]string{clinician("咳不咳"), patient("有一点咳")},
			[]string{"symptom sym:cough"}},
		{"near miss: a bit of a finding named", [][2]string{clinician("下面干不干，同房疼不疼"), patient("有点头晕")},
			[]string{"symptom sym:dizziness"}},
		{"near miss: blurred vision in her own words", [][2]string{clinician("看东西会不会模糊？有没有戴隐形眼镜？"), patient("有一点点雾雾的，右眼是正常。")},
			[]string{"symptom sym:blurred_vision"}},
	})
}
