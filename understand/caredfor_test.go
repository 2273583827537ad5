package understand_test

import "testing"

// A parent who opens with the child they brought as the one unwell answers
// for that child: what they tell next without saying whose is the child's,
// until they speak of themselves or are asked about themselves (zh/v1, a
// Cantonese mother: "我个仔，五岁，佢琴晚开始发烧" then "鼻涕有嘅…", "食咗美
// 林，即系布洛芬", "哦，中耳炎。佢细个都试过一次"; then "我自己都有啲喉咙痛").
func TestCaredForChild(t *testing.T) {
	opening := [][2]string{clinician("边个唔舒服呀"), patient("我个仔，五岁，佢琴晚开始发烧，嗯，三十八度六，然后就话耳仔痛，成晚喊")}
	with := func(turns ...[2]string) [][2]string { return append(append([][2]string(nil), opening...), turns...) }
	runCases(t, []readCase{
		{"v1: his runny nose and cough", with(clinician("咳唔咳，流唔流鼻涕"), patient("鼻涕有嘅，流咗成个礼拜喇，黄色嘅。咳就……唔系好多，少少")),
			[]string{"symptom sym:cough of other", "symptom sym:runny_nose of other"}},
		{"v1: his ibuprofen", with(clinician("咳唔咳，流唔流鼻涕"), patient("鼻涕有嘅"), clinician("有冇食过咩药"),
			patient("食咗美林，即系布洛芬，琴晚食咗一次，今朝又食咗一次，退咗啲")),
			[]string{"medication drug:ibuprofen of child"}}, // as Mandarin "我儿子，五岁" reads
		{"Mandarin: a daughter's cough", [][2]string{clinician("谁不舒服"), patient("我女儿三岁，她前天开始发烧"),
			clinician("咳嗽吗"), patient("咳嗽，晚上咳得厉害")},
			[]string{"symptom sym:cough of other"}}, // no one's: the daughter may be the one the consultation is for (childcomplaint.go)
		{"the speaker turns to herself", with(clinician("咳唔咳"), patient("我自己都有啲喉咙痛")),
			[]string{"symptom sym:sore_throat"}},
		{"the speaker asked about herself", with(clinician("你有冇咳"), patient("有啲咳")),
			[]string{"symptom sym:cough"}},
		{"once she spoke of herself, the rest is hers", with(clinician("仲有呢"), patient("我自己都有啲喉咙痛"),
			clinician("咳唔咳"), patient("有啲咳")),
			[]string{"symptom sym:cough"}},
		{"near miss: the child's father", [][2]string{clinician("哪里不舒服"), patient("孩子他爸昨天确诊甲流了，我现在还没啥症状"),
			clinician("咳嗽吗"), patient("咳嗽，有一点")},
			[]string{"symptom sym:cough"}},
		{"near miss: a mother speaking of herself", [][2]string{clinician("哪里不舒服"), patient("医生 我宝宝两个月 现在在喂奶 昨天开始左边乳房红肿"),
			clinician("发烧吗"), patient("有点烧")},
			[]string{"symptom sym:fever"}},
	})
}

// A parent's opening after a greeting ("喂，医生，我儿子三岁，从昨天晚上开始发
// 烧", s44 blind round 10 zh02) opens with the child as one without it
// does: what follows untold whose is the child's, and a child's complaint
// in such a session is no one's to write (childcomplaint.go), not the
// parent's family history.
func TestAParentsOpeningAfterAGreeting(t *testing.T) {
	son := patient("喂，医生，我儿子三岁，从昨天晚上开始发烧，最高39度2")
	runCases(t, []readCase{
		{"s44 round 10 zh02: 喂，医生，我儿子三岁", [][2]string{son}, []string{"symptom sym:fever of other"}},
		{"s44 round 10 zh02: his cough after", [][2]string{son, assistant("有没有抽搐、皮疹？精神怎么样？"), patient("都没有，精神还行，就是有点咳嗽")},
			[]string{"symptom sym:cough of other", "symptom sym:rash negated of other", "symptom sym:seizure negated of other"}},
		{"您好 and a baby's age", [][2]string{patient("您好，宝宝五个月了，昨天开始咳嗽")}, []string{"symptom sym:cough of other"}},
		// Near miss: the speaker turns to herself after the greeting.
		{"near miss: 喂，医生，我自己发烧", [][2]string{patient("喂，医生，我从昨天晚上开始发烧"), assistant("咳嗽吗？"), patient("有点咳嗽")},
			[]string{"symptom sym:cough"}},
	})
}
