package understand_test

import "testing"

// A relative who names the patient first ("我儿子…") and then says who they
// are to them ("我是他爸爸") speaks for the patient from then on; another
// kin named first announces no one.
func TestARelativeWhoNamesThePatientFirstSpeaksForThem(t *testing.T) {
	runCases(t, []readCase{
		{"r13 zh17: 我儿子抽了！我是他爸爸 … 给他吃了美林", [][2]string{patient("喂！我儿子抽了！我是他爸爸"), assistant("孩子几岁？"), patient("三岁。给他吃了美林")},
			[]string{"medication drug:ibuprofen"}},
		{"我女儿发烧了，我是她妈妈", [][2]string{patient("我女儿发烧了，我是她妈妈")},
			[]string{"symptom sym:fever"}},
		{"near-miss: another kin named first", [][2]string{patient("我老婆咳嗽，我是他爸爸"), assistant("几岁了？"), patient("三岁。给他吃了美林")},
			[]string{"medication drug:ibuprofen of other"}},
		{"s53 r21 zh14: Henan 俺带俺爹来复查，俺是他儿子", [][2]string{patient("大夫，俺带俺爹来复查，俺是他儿子。俺爹去年中风了，右边胳膊腿到现在还没劲儿。")},
			[]string{"condition cond:stroke historical", "symptom sym:fatigue"}},
		{"near-miss: 俺 with no self said", [][2]string{patient("大夫，俺爹去年中风了，右边胳膊腿到现在还没劲儿。")},
			[]string{"condition cond:stroke historical of father", "symptom sym:fatigue of father"}},
		{"near-miss: no self said", [][2]string{patient("喂！我儿子抽了！"), assistant("孩子几岁？"), patient("三岁。给他吃了美林")},
			[]string{"medication drug:ibuprofen of other"}},
	})
}
