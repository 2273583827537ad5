package understand_test

import "testing"

// A grandchild typing for one grandparent who names the other names
// someone else: "帮我奶奶问下…" … "我爷爷是肺癌走的" is the grandmother's
// husband's lung cancer, not hers (blind round 10 zh18). The grandparent
// spoken for, named again, is still the patient.
func TestAnotherGrandparentIsNotTheOneSpokenFor(t *testing.T) {
	runCases(t, []readCase{
		{"r10 zh18: 帮我奶奶问下 … 我爷爷是肺癌走的", [][2]string{patient("帮我奶奶问下，她咳嗽一个多月了，有时候痰里带血丝"), assistant("奶奶以前得过肺结核吗？"), patient("我爷爷是肺癌走的")},
			[]string{"condition cond:lung_cancer of other"}},
		{"zh: 替我外婆问一下 … 我外公有糖尿病", [][2]string{patient("替我外婆问一下，她最近老是头晕"), patient("我外公有糖尿病")},
			[]string{"condition cond:diabetes of other"}},
		{"zh: 帮我爷爷问问 … 我奶奶有高血压", [][2]string{patient("帮我爷爷问问，他腿疼"), patient("我奶奶有高血压")},
			[]string{"condition cond:hypertension of other"}},
		{"zh: in the announcing turn itself", [][2]string{patient("帮我奶奶问下，她咳嗽一个多月了，我爷爷是肺癌走的")},
			[]string{"condition cond:lung_cancer of other", "symptom sym:cough"}},
		{"near-miss: the grandparent spoken for named again", [][2]string{patient("帮我奶奶问下，她咳嗽一个多月了"), patient("我奶奶也有高血压")},
			[]string{"condition cond:hypertension"}},
		{"near-miss: she", [][2]string{patient("帮我奶奶问下，她咳嗽一个多月了"), patient("她以前有高血压")},
			[]string{"condition cond:hypertension historical"}},
		{"near-miss: no typist, the speaker's grandfather", [][2]string{patient("我爷爷是肺癌走的")},
			[]string{"condition cond:lung_cancer of grandparent"}},
	})
}
