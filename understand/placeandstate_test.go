package understand_test

import "testing"

// A place and how it feels, with "有时候" or a bare "麻" ("脚有时候有点麻"),
// is the finding there; a swelling said 红肿 is a swelling and a redness;
// and "不疼" said right after of no place of its own denies the pain of the
// place just told ("手上有点红肿，不疼。": hand pain absent). A tetanus shot
// ("去年打过破伤风") is no tetanus, and the lexicon has no immunisation to
// record it as (s41 blind round).
func TestAPlaceAndItsStateThenAPainDenied(t *testing.T) {
	runCases(t, []readCase{
		{"s41: 脚有时候有点麻", [][2]string{patient("脚有时候有点麻")}, []string{"symptom sym:numbness"}},
		{"s41: 脚有时候有点麻 to 有没有手脚发麻", [][2]string{clinician("有没有手脚发麻？"), patient("脚有时候有点麻")},
			[]string{"symptom sym:numbness"}},
		{"s41: 手上有点红肿，不疼", [][2]string{patient("手上有点红肿，不疼。")},
			[]string{"symptom sym:hand_swelling", "symptom sym:skin_redness", "symptom sym:hand_pain negated"}},
		{"s41: 去年打过破伤风", [][2]string{patient("去年打过破伤风")}, []string{}},
		{"s41: the two together", [][2]string{patient("手上有点红肿，不疼。去年打过破伤风。")},
			[]string{"symptom sym:hand_swelling", "symptom sym:skin_redness", "symptom sym:hand_pain negated"}},
		{"脚底板有点麻 (t1-002)", [][2]string{patient("脚底板有点麻，晚上睡觉的时候明显。")}, []string{"symptom sym:numbness"}},
		{"脚有点麻，不疼", [][2]string{patient("脚有点麻，不疼")}, []string{"symptom sym:numbness", "symptom sym:foot_pain negated"}},
		// Near misses.
		{"near miss: 麻烦 is no numbness", [][2]string{patient("手上的事有点麻烦")}, []string{}},
		{"near miss: a tetanus shot", [][2]string{patient("打过破伤风针")}, []string{}},
		{"near miss: a painless lump is the lump's", [][2]string{patient("脖子上摸到一个疙瘩，不疼。")}, []string{"symptom sym:neck_lump"}},
		{"near miss: 有时候 before another state (zh-y1-010)", [][2]string{patient("大腿有时候酸")}, []string{}},
		{"near miss: the leg swollen", [][2]string{patient("腿有点肿")}, []string{"symptom sym:leg_swelling"}},
		// A knee gone 肿 is a swollen knee, not a painful one (s41 blind
		// round: "膝盖有点肿，不疼" wrote a knee pain).
		{"s41: 膝盖有点肿，不疼", [][2]string{patient("膝盖有点肿，不疼")}, []string{"symptom sym:knee_swelling", "symptom sym:knee_pain negated"}},
		{"膝盖有点肿", [][2]string{patient("膝盖有点肿")}, []string{"symptom sym:knee_swelling"}},
		{"near miss: 膝盖有点疼", [][2]string{patient("膝盖有点疼")}, []string{"symptom sym:knee_pain"}},
		{"near miss: 膝盖有点酸", [][2]string{patient("膝盖有点酸")}, []string{"symptom sym:knee_pain"}},
		{"near miss: a bloated belly, no pain named at a place", [][2]string{patient("肚子胀，不疼")}, []string{"symptom sym:bloating"}},
	})
}
