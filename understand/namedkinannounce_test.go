package understand_test

import "testing"

// A relative announcing themself at a later visit by the patient's name,
// or with an adverb before the ask, still speaks for the patient
// (namedkinannounce.go, typist.go's askedForKinRe).
func TestARelativeAnnouncedByNameOrAskingAgain(t *testing.T) {
	runCases(t, []readCase{
		{"s51 blind round 20 zh19: the daughter by her mother's name, in Cantonese", [][2]string{patient("医生 我系陈婆婆个女 帮佢问 佢阿士匹灵停咗两个礼拜 冇事")},
			[]string{"medication drug:aspirin stopped"}},
		{"the same in Mandarin", [][2]string{patient("我是王阿姨的女儿，帮她问一下，她血压高")},
			[]string{"condition cond:hypertension"}},
		{"s51 blind round 20 zh15: the grandmother asks again", [][2]string{patient("医生 我是外婆 帮外孙再问问 伊勿发烧了 两日没烧了 水泡侪结痂了 也勿痒了")},
			[]string{"symptom sym:fever historical", "symptom sym:itching historical"}},
		{"near miss: one named, no ask for them", [][2]string{patient("我系陈婆婆个女 佢血压高")},
			[]string{"condition cond:hypertension of other"}},
		{"near miss: a mother by her child's name, no ask", [][2]string{patient("我是小王的妈妈，他血压高")},
			[]string{"condition cond:hypertension of other"}},
		{"near miss: an ask, no kinship said", [][2]string{patient("帮他问一下 他血压高")},
			[]string{"condition cond:hypertension of other"}},
	})
}
