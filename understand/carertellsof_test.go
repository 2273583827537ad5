package understand_test

import "testing"

// A paid carer who announces themselves and tells at once a finding of the
// one they look after speaks for that one: the carer's own back is no one's
// to write, the patient's drugs are hers.
func TestACarerWhoTellsHerFallSpeaksForHer(t *testing.T) {
	opening := patient("喂，我是照顾王阿姨的护工，她今天早上在卫生间摔了一跤")
	runCases(t, []readCase{
		{"r14 zh11: 护工…她吃华法林，房颤", [][2]string{opening, clinician("她平时吃什么药？"), patient("她吃华法林，房颤吃了好几年了，还有骨质疏松在吃钙片")},
			[]string{"medication drug:warfarin", "condition cond:atrial_fibrillation", "condition cond:osteoporosis", "medication drug:calcium_carbonate"}},
		{"r14 zh11: the carer's own back", [][2]string{opening, patient("我自己腰不好，扶她的时候扭了一下，不过没事")},
			[]string{"symptom sym:low_back_pain of other"}},
		{"near-miss: a carer about her own illness", [][2]string{patient("我是护工，我最近腰疼"), patient("她吃华法林")},
			[]string{"medication drug:warfarin of other"}},
		{"near-miss: a carer who tells no finding", [][2]string{patient("我是照顾王阿姨的护工，想问一下"), patient("我自己腰不好")},
			[]string{"symptom sym:low_back_pain"}},
	})
}
