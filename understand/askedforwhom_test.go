package understand_test

import "testing"

// In Chinese a relative says whom they ask for as "帮孩子问一下", "帮我家孩子
// 问问", or says who they are to the one seen, "我是孩子妈妈", "我是患者的女
// 儿": the child and the patient are the one the consultation is about, as
// "他"/"她" alone are not ("我是他闺女 他血压高" stays as read).
func TestAChineseRelativeSaysWhomTheyAskFor(t *testing.T) {
	runCases(t, []readCase{
		{"帮孩子问一下", [][2]string{patient("帮孩子问一下，他发烧两天了")}, []string{"symptom sym:fever"}},
		{"帮我家孩子问问", [][2]string{patient("帮我家孩子问一下，他发烧两天了")}, []string{"symptom sym:fever"}},
		{"我是孩子妈妈, alone", [][2]string{patient("我是孩子妈妈，孩子4岁，昨晚开始发烧")}, []string{"symptom sym:fever"}},
		{"我是患者的女儿, then 她", [][2]string{patient("医生你好，我是患者的女儿。"), assistant("请问哪里不舒服？"), patient("她最近腿肿得厉害")},
			[]string{"symptom sym:leg_swelling"}},
		{"我是孩子妈妈: her own allergy after", [][2]string{patient("我是孩子妈妈，孩子4岁，昨晚开始发烧"), assistant("孩子有药物过敏吗？"),
			patient("他对头孢过敏。我自己是青霉素过敏")},
			[]string{"allergy allergen:cephalosporins", "allergy allergen:penicillins of other"}},
		// Near misses: the speaker is the patient, or no one is spoken for.
		{"near miss: 我儿子陪我来的", [][2]string{patient("我儿子陪我来的，我头疼")}, []string{"symptom sym:headache"}},
		{"near miss: 我家孩子 is the child's", [][2]string{patient("我家孩子也发烧了")}, []string{"symptom sym:fever of child"}},
		{"near miss: 帮我问问医生", [][2]string{patient("帮我问问医生，我头疼能吃布洛芬吗")}, []string{"medication drug:ibuprofen hypothetical", "symptom sym:headache uncertain"}},
		{"near miss: 我是他闺女 alone", [][2]string{patient("我是他闺女 他血压高")}, []string{"condition cond:hypertension of child"}},
	})
}
