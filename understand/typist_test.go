package understand_test

import "testing"

// A relative may type on the patient's own account and say so once ("这是
// 我爸的账号 我是他闺女 帮他打字"): from then on the typist's "我" is that
// relative (their illness family history, their drug no one's), "我爸" or
// "他" the patient, and the typist's other kin the patient's only where the
// kinship is plain.
func TestTypistOnThePatientsAccount(t *testing.T) {
	daughter := patient("大夫您好 这是我爸的账号 就诊人是我爸 65岁 我是他闺女 帮他打字问一下 他2型糖尿病好多年了")
	son := patient("医生好 这个号是我妈的 就诊人是我妈 72岁 我是她儿子 帮她打字 她右边膝盖痛")
	mother := patient("医生你好 就诊人是我儿子 4岁半 这是给孩子建的档 我是他妈妈 用手机帮他问 孩子昨晚开始发烧")
	runCases(t, []readCase{
		{"y1: the announcing turn's 他 is the patient", [][2]string{daughter},
			[]string{"condition cond:type2_diabetes relayed"}},
		{"y1: the daughter's own hypothyroidism and drug", [][2]string{daughter, clinician("家族里有糖尿病吗？"),
			patient("我奶奶就是糖尿病 我妈也是糖尿病 我自己去年查出来甲减 在吃优甲乐")},
			[]string{"condition cond:diabetes of mother", "condition cond:diabetes of other", "condition cond:hypothyroidism of child",
				"medication drug:levothyroxine of other"}},
		{"y1: 我爸 is the patient", [][2]string{daughter, clinician("还有别的问题吗"),
			patient("我爸前列腺不太好 本来就尿频")},
			[]string{"symptom sym:urinary_frequency"}},
		{"y1: the son's own gout is family history", [][2]string{son, clinician("家里人呢？"),
			patient("我外婆就是腿不好 我自己痛风")},
			[]string{"condition cond:gout of child"}},
		{"y1: the mother's own childhood asthma, the child's father's rhinitis", [][2]string{mother, clinician("家里有人有过敏性疾病吗？"),
			patient("我自己小时候哮喘 现在好了 孩子他爸过敏性鼻炎")},
			[]string{"condition cond:allergic_rhinitis of father", "condition cond:asthma historical of mother"}},
		{"a question about the child is about the patient", [][2]string{mother, clinician("孩子以前有没有哮喘？"),
			patient("哮喘没有")},
			[]string{"condition cond:asthma negated"}},
		// Session 39's second black-box round: 她 after another person
		// just named is that person, not the patient.
		{"她 is the mother-in-law just named", [][2]string{daughter, clinician("家里人呢？"), patient("对了，我婆婆也是腿肿，她是肾不好。")},
			[]string{"condition cond:ckd of other", "symptom sym:leg_swelling of other"}},
		{"a wife typing for her husband, her own drug", [][2]string{patient("医生你好 这是我老公的账号 我帮他问 他最近老胸闷"),
			clinician("吃什么药"), patient("他吃阿司匹林 我自己吃二甲双胍")},
			[]string{"medication drug:aspirin", "medication drug:metformin of other"}},
		{"the typist asking is no finding of theirs", [][2]string{son, clinician("有没有黑便"),
			patient("我问下她 她说没有黑便")},
			[]string{"symptom sym:melena negated"}},
		{"'自己买的' is the patient's", [][2]string{son, clinician("吃什么药"),
			patient("还在吃氨糖 自己买的")},
			[]string{"medication drug:glucosamine"}},
		// Near misses: no typist announced, the speaker is the patient.
		{"no account named: 我 is the patient", [][2]string{clinician("家族里有糖尿病吗？"),
			patient("我妈也是糖尿病 我自己去年查出来甲减 在吃优甲乐")},
			[]string{"condition cond:diabetes of mother", "condition cond:hypothyroidism", "medication drug:levothyroxine"}},
		{"a relative named without typing for them", [][2]string{patient("我是他闺女 他血压高")},
			[]string{"condition cond:hypertension of child"}}, // as read before
	})
}

// A relative who speaks for the patient in English says so once ("I've
// brought my son in", "I'm her daughter"): "he", "she" and "my son" are
// then the patient, the speaker's own illness is family history, and a
// son or daughter mentioned in an adult's own consultation stays theirs.
func TestARelativeSpeaksForThePatientInEnglish(t *testing.T) {
	son := patient("I've brought my son in, he's had a cough since last night.")
	mum := patient("I'm her daughter. Mum's been falling a lot and she's more confused this week.")
	runCases(t, []readCase{
		{"brought my son in", [][2]string{son}, []string{"symptom sym:cough"}},
		{"her daughter: Mum and she are the patient", [][2]string{mum}, []string{"symptom sym:confusion", "symptom sym:falls"}},
		{"calling about my dad", [][2]string{patient("I'm calling about my dad, he's been short of breath since Sunday.")}, []string{"symptom sym:dyspnea"}},
		{"the speaker's own illness is family history", [][2]string{son, clinician("Anyone in the family with asthma?"), patient("I had asthma as a kid myself.")},
			[]string{"condition cond:asthma historical of parent"}},
		{"later turns: he is the patient", [][2]string{son, clinician("Any fever?"), patient("Yes, he was hot all night, and he's been sick twice.")},
			[]string{"symptom sym:fever", "symptom sym:vomiting"}},
		// The clinician's he and she are the patient too (second black-box
		// round: "Is she still taking the digoxin?" asked nothing).
		{"the clinician's she", [][2]string{mum, clinician("Is she still taking the digoxin?"), patient("No, the hospital stopped it in March.")},
			[]string{"medication drug:digoxin stopped"}},
		{"the clinician's he after another person stays theirs", [][2]string{mum, clinician("And your husband, does he have diabetes?"), patient("Yes.")},
			[]string{}},
		// Blind round 5 (s41): the patient named, the speaker their mother.
		{"s41 round 5: I'm Jake's mom", [][2]string{patient("I'm Jake's mom, he's 14. His asthma's been worse since we got the cat")},
			[]string{"condition cond:asthma"}},
		{"s41 round 5: his inhaler after", [][2]string{patient("I'm Jake's mom, he's 14. His asthma's been worse since we got the cat"),
			assistant("Which inhalers is he using?"), patient("blue one (salbutamol) most days now.")}, []string{"medication drug:salbutamol"}},
		// Nigerian English, a word of birth order (followup dev fu-en-y1-029).
		{"I be her first son", [][2]string{patient("Good afternoon doctor, I be her first son, Mama asked me to talk for her. Her two knees dey pain her for years, arthritis, she dey take diclofenac 50 morning and night.")},
			[]string{"condition cond:arthritis", "condition cond:chronic_pain", "medication drug:diclofenac"}},
		// Near misses: no announcement.
		{"near miss: her first patient is no relation", [][2]string{patient("I'm her first patient today, I've had a cough for a week.")},
			[]string{"symptom sym:cough"}},
		{"near miss: a name's thing is no relative", [][2]string{patient("I'm Jake's age, I've had asthma since I was a kid.")},
			[]string{"condition cond:asthma"}},
		{"my son's cough in my own consultation", [][2]string{patient("My son has had a cough since last night.")},
			[]string{"symptom sym:cough of child"}},
		{"brought something in is no one", [][2]string{patient("I've brought my inhaler in, I've been wheezy.")},
			[]string{"medication class:inhalers", "symptom sym:wheezing"}},
	})
}
