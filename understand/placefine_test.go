package understand_test

import "testing"

// A place said to be fine ("膝盖没得事", "膝盖没事", "脚踝好好的") answers a
// question about that place's pain: it is denied, and a bare 痛 said of
// another place in the same answer ("能走，就是痛") is not the knee's.
func TestAPlaceSaidFineDeniesItsPainAsked(t *testing.T) {
	runCases(t, []readCase{
		{"zh-s1-008: 膝盖没得事", [][2]string{clinician("当时还能走不？脚背麻不麻？膝盖痛不痛？"),
			patient("能走，就是痛，我同学扶我回的寝室。膝盖没得事。")},
			[]string{"symptom sym:knee_pain negated", "symptom sym:numbness negated"}},
		{"膝盖没事", [][2]string{clinician("膝盖痛不痛？"), patient("膝盖没事。")}, []string{"symptom sym:knee_pain negated"}},
		{"膝盖好好的", [][2]string{clinician("膝盖疼不疼？"), patient("膝盖好好的。")}, []string{"symptom sym:knee_pain negated"}},
		{"脚踝冇事", [][2]string{clinician("脚踝痛唔痛？"), patient("脚踝冇事。")}, []string{"symptom sym:ankle_pain negated"}},
		{"near-miss: the knee fine with a caveat", [][2]string{clinician("膝盖痛不痛？"), patient("膝盖没事，就是有点肿。")}, []string{}},
		{"near-miss: another's knee", [][2]string{clinician("膝盖痛不痛？"), patient("我妈膝盖没事。")}, []string{}},
		{"near-miss: the knee's pain not asked", [][2]string{clinician("脚还痛不痛？"), patient("膝盖没事。")}, []string{}},
		{"near-miss: eyes fine as before", [][2]string{clinician("眼睛干不干？"), patient("眼睛没事。")}, []string{"symptom sym:dry_eyes negated"}},
	})
}
