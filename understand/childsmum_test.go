package understand_test

import "testing"

// "我是伢子他妈", "我是孩子他妈": the child's mum, with the pronoun for 的,
// announces her as speaking for the child (s53 blind round 21 zh07: the
// child's fever and Motrin went in as someone else's). Inside her turns,
// "细伢子的时候" is a time of life ("when he was a little kid"), not a child:
// the father's own childhood febrile convulsion stays the father's. "喫" is
// the old form of 吃. Near misses: a husband's "孩子他爸" is not a speaker's
// announcement, and "我家细伢子" is still a child.
func TestChildsMum(t *testing.T) {
	opener := patient("医生，我是伢子他妈，帮他问一下。伢子两岁半，昨天夜里开始发烧，最高烧到39度2，喫了美林退下去又烧起来了。")
	runCases(t, []readCase{
		{"zh07: the child's fever and Motrin", [][2]string{opener},
			[]string{"medication drug:ibuprofen", "observation vital:temperature", "symptom sym:fever"}},
		{"Mandarin 孩子他妈", [][2]string{patient("我是孩子他妈，帮他问一下。孩子昨天开始发烧")}, []string{"symptom sym:fever"}},
		{"zh07: the father's own childhood", [][2]string{opener, patient("他爸爸细伢子的时候也是热性惊厥，他奶奶有癫痫。")},
			[]string{"condition cond:epilepsy historical of grandparent", "condition cond:febrile_convulsion historical of father"}},
		{"zh07: Motrin stopped, in 喫", [][2]string{opener, clinician("好，美林不用再喫了，多喝水，咳嗽慢慢会好。")},
			[]string{"medication drug:ibuprofen stopped"}},
		{"zh07: the runny nose gone", [][2]string{opener, clinician("鼻涕呢？"), patient("鼻涕冇得了。")},
			[]string{"symptom sym:runny_nose historical"}},
		{"near miss: blood in the snot", [][2]string{patient("鼻涕带血")}, []string{"symptom sym:nosebleed"}},
		{"near miss: a husband's 孩子他爸", [][2]string{patient("我老公是孩子他爸，他有糖尿病")}, []string{"condition cond:diabetes of other"}},
		{"near miss: my little kid", [][2]string{patient("我家细伢子发烧了")}, []string{"symptom sym:fever of child"}},
	})
}
