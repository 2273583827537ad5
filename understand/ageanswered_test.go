package understand_test

import "testing"

// TestAChildsAgeAnsweredSpeaksForTheChild: a clinician's question of a
// child's age, answered with the age and a complaint, or of what ails the
// child, answered with a complaint, opens the consultation for the child
// (ageanswered.go).
func TestAChildsAgeAnsweredSpeaksForTheChild(t *testing.T) {
	runCases(t, []readCase{
		{"zh dev zh-v1-017: the baby's diarrhoea is no one's",
			[][2]string{clinician("宝宝几个月啦，哪里不好"), patient("八个月，嗯，拉肚子，昨天开始的，拉了，拉了七八次吧，水一样的，黄的，蛋花汤一样")},
			[]string{"symptom sym:diarrhea of other"}},
		{"zh dev zh-v1-017: the baby's temperatures next turn too",
			[][2]string{clinician("宝宝几个月啦，哪里不好"), patient("八个月，嗯，拉肚子，昨天开始的"), clinician("吐吗，发烧吗"),
				patient("昨天吐了两次，今天没吐了。烧有一点，昨天晚上三十八度一，今天早上量三十七度五")},
			[]string{"observation vital:temperature of other", "symptom sym:fever of other", "symptom sym:vomiting negated of other"}},
		{"zh dev zh-u1-017: asked with the mother named, the fit is no one's",
			[][2]string{clinician("孩子现在睡着了，不抽了。你是孩子妈妈吧？孩子多大？"), patient("一岁半。刚才在家突然翻白眼，手脚一抽一抽的，叫也叫不应，抽了大概一两分钟，吓死我了。")},
			[]string{"symptom sym:jerks of other"}},
		{"zh dev zh-w1-006: asked what ails the child, the cough and the reading are no one's",
			[][2]string{clinician("娃娃咋个了"), patient("咳了三四天了，晚上咳得凶，嗯，烧是……"), clinician("烧没得"), patient("前天烧了，三十八度几，昨天就退了")},
			[]string{"observation vital:temperature of other"}},
		{"near miss: asked what ails the child, the speaker tells her own",
			[][2]string{clinician("孩子怎么了？"), patient("孩子还好，我自己咳了三四天了")},
			[]string{"symptom sym:cough"}},
		{"near miss zh dev zh-o1-016: the child asked to her face answers for herself",
			[][2]string{clinician("小朋友，几岁了？哪里不舒服嘛？"), patient("十岁。我身上长了好多红点点，有些还起了水泡泡，好痒哦。")},
			[]string{"symptom sym:itching", "symptom sym:rash"}},
		{"near miss: the speaker's own age",
			[][2]string{clinician("你多大了？哪里不舒服？"), patient("三十五岁，拉肚子，昨天开始的")},
			[]string{"symptom sym:diarrhea"}},
		{"near miss: the age, then the speaker's own complaint",
			[][2]string{clinician("宝宝几个月了？"), patient("八个月。我这两天嗓子疼，还能喂奶吗")},
			[]string{"symptom sym:sore_throat"}},
		{"near miss: no age at the opening",
			[][2]string{clinician("宝宝几个月啦，哪里不好"), patient("拉肚子，昨天开始的，拉了七八次")},
			[]string{"symptom sym:diarrhea"}},
	})
}
