package understand_test

import "testing"

// A clinician's bare 阿婆 to a son or daughter who speaks for their mother
// addresses the mother (s53 blind round 21 zh04): her drugs are hers, not
// a grandmother's. Near misses: "她阿婆" (owned) stays a grandparent, and a
// grandmother speaking for her grandchild, called 阿婆 herself, stays the
// child's grandparent.
func TestElderAddressed(t *testing.T) {
	son := patient("医生，我是她儿子，我妈今年86岁了。")
	runCases(t, []readCase{
		{"zh04: the mother's drugs", [][2]string{son, clinician("阿婆现在吃几种药？"), patient("氨氯地平一天一粒")},
			[]string{"medication drug:amlodipine"}},
		{"Shanghainese opener", [][2]string{patient("医生侬好，我是伊儿子，阿拉姆妈今年86岁了。"), clinician("阿婆现在吃几种药？药盒拿来我看看。"),
			patient("侬看，氨氯地平一天一粒，阿托伐他汀夜里一粒。")},
			[]string{"medication drug:amlodipine", "medication drug:atorvastatin"}},
		{"a past illness", [][2]string{patient("医生，我是她女儿，我妈今年82岁"), clinician("阿婆以前有没有得过尿道炎？"), patient("得过一次尿道炎。")},
			[]string{"condition cond:uti historical"}},
		{"near miss: her grandmother", [][2]string{son, clinician("她阿婆有没有糖尿病？"), patient("有，糖尿病")},
			[]string{"condition cond:diabetes of grandparent"}},
		{"near miss: the grandmother speaking", [][2]string{patient("我外孙发烧，我是他外婆，帮他问问。"), clinician("阿婆你自己有没有高血压？"), patient("有，高血压")},
			[]string{"condition cond:hypertension of grandparent"}},
	})
}
