package understand_test

import "testing"

// In a session a parent opened with the child they came about, the
// child's illnesses are no one's to write, as the child's complaints are:
// not family history. Opened otherwise, a child's illness stays family
// history.
func TestAChildsIllnessInTheirOwnConsultationIsNoFamilyHistory(t *testing.T) {
	runCases(t, []readCase{
		{"r14 zh13: 我家闺女十岁，有哮喘", [][2]string{patient("我家闺女十岁，有哮喘，这两天换季又喘上了，晚上咳嗽")},
			[]string{"condition cond:asthma of other", "symptom sym:dyspnea of other", "symptom sym:cough of other"}},
		{"r14 zh05: 社区医生说是湿疹", [][2]string{patient("宝宝8个月 脸上和胳膊上起了好多红疹子 很痒 一直抓"), clinician("之前有诊断过湿疹吗？用过什么药膏？"), patient("社区医生说是湿疹 开了丁酸氢化可的松乳膏 擦了一周好些了")},
			[]string{"condition cond:eczema relayed of other", "medication drug:hydrocortisone relayed of child"}},
		{"r14 zh13: 体温37度5，有点低烧", [][2]string{patient("我家闺女十岁，有哮喘，这两天换季又喘上了，晚上咳嗽"), clinician("发烧吗？"), patient("体温37度5，有点低烧")},
			[]string{"observation vital:temperature of other", "symptom sym:fever of other"}},
		{"near-miss: a child's allergy told of a relative", [][2]string{patient("我闺女对花生过敏，我自个儿倒是啥都不过敏")},
			[]string{"allergy food:peanut of child", "allergy allergy:any negated"}},
		{"near-miss: a child's asthma after the speaker's own", [][2]string{patient("我最近老咳嗽"), patient("我儿子有哮喘")},
			[]string{"condition cond:asthma of child"}},
	})
}
