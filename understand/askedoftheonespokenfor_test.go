package understand_test

import "testing"

// Once a relative has said they speak for the patient, a question about
// the one they speak for ("孩子有药物过敏吗？", by the assistant as much as by
// a clinician) asks the patient: "我是孩子妈妈，帮他问一下" … "孩子有药物过敏吗？"
// "他对头孢过敏" wrote the child's own cephalosporin allergy as family
// history (s43 blind round 8, zh03).
func TestAQuestionAboutTheOneSpokenForAsksThePatient(t *testing.T) {
	mother := patient("我是孩子妈妈，帮他问一下，儿子4岁，昨晚开始发烧，最高39.2度")
	runCases(t, []readCase{
		{"s43 round 8 zh03: the assistant asks of the child", [][2]string{mother, assistant("孩子有药物过敏吗？"),
			patient("他对头孢过敏，上次吃了起一身红疹子。我自己是青霉素过敏")},
			[]string{"allergy allergen:cephalosporins", "allergy allergen:penicillins of other"}},
		{"a bare answer to the assistant's question of the child", [][2]string{mother, assistant("孩子以前有没有哮喘？"),
			patient("哮喘没有")},
			[]string{"condition cond:asthma negated"}},
		// Near misses: another relative asked, or no one spoken for.
		{"near miss: the assistant asks of the child's father", [][2]string{mother, assistant("孩子爸爸有哮喘吗？"),
			patient("有，小时候就有")},
			[]string{"condition cond:asthma of father"}},
		{"near miss: no one spoken for, the child asked is the child", [][2]string{assistant("孩子有药物过敏吗？"),
			patient("他对头孢过敏")},
			[]string{"allergy allergen:cephalosporins of other"}}, // as read before
	})
}
