package understand_test

import "testing"

// A bare 早 right before an end is 早就, "long since" (u1: "两个礼拜前感冒
// 了，发烧咳嗽，早好了"): the cold is over.
func TestLongSinceOver(t *testing.T) {
	runCases(t, []readCase{
		{"u1: a cold two weeks ago, long since better", [][2]string{patient("两个礼拜前感冒了，发烧咳嗽，早好了。")},
			[]string{"condition cond:common_cold historical", "symptom sym:cough historical", "symptom sym:fever historical"}},
		{"a rash long gone", [][2]string{patient("上个月起过疹子，早没了。")},
			[]string{"symptom sym:rash historical"}},
		{"near miss: 早上 is the morning", [][2]string{patient("我早上头疼。")},
			[]string{"symptom sym:headache"}},
	})
}

// What came before a faint, told by a patient who came round, is over
// (u1: "就记得在饭店上厕所，浑身冒汗，手直哆嗦，眼前发花，后来就迷糊了");
// what is told after the faint is not.
func TestLeadUpToFaint(t *testing.T) {
	runCases(t, []readCase{
		{"u1: sweating and shaking, then out", [][2]string{clinician("醒过来了？知道这是哪儿不？"),
			patient("医院……急诊吧。就记得在饭店上厕所，浑身冒汗，手直哆嗦，眼前发花，后来就迷糊了。")},
			[]string{"symptom sym:dizziness historical", "symptom sym:sweating historical", "symptom sym:tremor historical", "symptom sym:visual_disturbance historical"}},
		{"palpitations, then fainted", [][2]string{patient("突然心慌，然后就晕过去了。")},
			[]string{"symptom sym:palpitations historical", "symptom sym:syncope historical"}},
		{"near miss: the headache after it goes on", [][2]string{patient("刚才心慌，后来就晕过去了，现在头还疼。")},
			[]string{"symptom sym:headache", "symptom sym:palpitations historical", "symptom sym:syncope historical"}},
		{"near miss: no faint, still current", [][2]string{patient("浑身冒汗，手直哆嗦。")},
			[]string{"symptom sym:sweating", "symptom sym:tremor"}},
	})
}

// A pregnancy named in a turn that tells the birth is a time gone by (u1,
// at the postnatal check: "孕期是打胰岛素的，生完医生就让停了"); a clinician's
// or patient's "那两回就是…" names what occasions gone by were (u1: "您那两
// 回就是低血糖").
func TestOverBeforeNow(t *testing.T) {
	runCases(t, []readCase{
		{"u1: insulin in pregnancy, stopped after the birth", [][2]string{clinician("孕期那个妊娠糖尿病，生完以后测过血糖没有？"),
			patient("测过，今天早上空腹五点一。孕期是打胰岛素的，生完医生就让停了。")},
			[]string{"condition cond:pregnancy historical", "medication class:insulins stopped", "observation lab:fasting_glucose"}},
		{"folic acid in pregnancy, stopped after the birth", [][2]string{patient("孕期一直吃叶酸，生完就没吃了。")},
			[]string{"condition cond:pregnancy historical", "medication drug:folic_acid stopped"}},
		{"near miss: no birth told, pregnancy stays", [][2]string{patient("孕期贫血，现在还在吃铁剂。")},
			[]string{"condition cond:anemia", "condition cond:pregnancy", "medication class:iron_supplements"}},
		{"near miss: pregnant now", [][2]string{patient("我现在怀孕三个月。")},
			[]string{"condition cond:pregnancy"}},
		{"u1: those two times were hypoglycaemia", [][2]string{clinician("两样一块儿吃，就容易低血糖，您那两回就是低血糖。")},
			[]string{"condition cond:hypoglycemia historical"}},
		{"that time was angina", [][2]string{clinician("您上回那次就是心绞痛。")},
			[]string{"condition cond:angina historical"}},
		{"near miss: a diagnosis of now", [][2]string{clinician("您这就是低血糖。")},
			[]string{"condition cond:hypoglycemia"}},
	})
}
