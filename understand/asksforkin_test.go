package understand_test

import "testing"

// "替奶奶问问" says someone types for the patient: "我是她孙女，替奶奶问问" was
// no typist, and the granddaughter's own migraine became the grandmother's
// (s42 blind round 7).
func TestAskingForAKinAnnouncesATypist(t *testing.T) {
	grandma := patient("我是她孙女，替奶奶问问。奶奶前年中过一次风，现在右手还有点没劲")
	runCases(t, []readCase{
		{"s42 round 7: 我自己偏头痛", [][2]string{grandma, assistant("现在在吃什么药？"), patient("阿司匹林和阿托伐他汀。对了我自己偏头痛挺厉害的，这个跟她有关系吗")},
			[]string{"condition cond:migraine of grandchild", "medication drug:aspirin", "medication drug:atorvastatin"}},
		// Near misses: no kin said of the one asking, or asking for oneself.
		{"near miss: 帮我问问医生", [][2]string{patient("帮我问问医生，我头疼能吃布洛芬吗")}, []string{"medication drug:ibuprofen hypothetical", "symptom sym:headache uncertain"}},
	})
}
