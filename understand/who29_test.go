package understand_test

import "testing"

// Whose a finding is and whether it was asserted, in long spoken turns: a
// prediction or a drug only to be thought about, a bare name after a
// sentence about someone else, a reflexive that stresses a relative, a
// label someone else puts on the patient, and a group of other people in
// the clauses after them. The sentences are written for these tests.

func TestPredictionsAndDrugsToThinkAbout(t *testing.T) {
	runCases(t, []readCase{
		{"what a drug will make of the patient", [][2]string{patient("Those tablets will make me diabetic.")}, []string{"condition cond:diabetes hypothetical"}},
		{"a drug only to think about", [][2]string{patient("I'll think about the sertraline and let you know.")}, []string{"medication drug:sertraline hypothetical"}},
		{"an obligation is an order", [][2]string{clinician("You'll have to take the amoxicillin three times a day.")}, []string{"medication drug:amoxicillin"}},
	})
}

func TestABareNameAfterSomeoneElse(t *testing.T) {
	runCases(t, []readCase{
		{"a drug named after a relative's sentence", [][2]string{patient("My aunt injects something for her arthritis. Methotrexate.")}, []string{"condition cond:arthritis of aunt_uncle", "medication drug:methotrexate of aunt_uncle"}},
		{"a name with more said is the patient's", [][2]string{patient("My aunt has arthritis. I take methotrexate.")}, []string{"condition cond:arthritis of aunt_uncle", "medication drug:methotrexate"}},
		{"after the patient's own sentence", [][2]string{patient("I have arthritis. Methotrexate.")}, []string{"condition cond:arthritis", "medication drug:methotrexate"}},
	})
}

func TestZhReflexiveOfARelative(t *testing.T) {
	runCases(t, []readCase{
		{"她自己 stresses the mother", [][2]string{patient("我妈血压高，她自己也有糖尿病。")}, []string{"condition cond:diabetes of mother", "condition cond:hypertension of mother"}},
		{"我自己 is the patient", [][2]string{patient("我妈血压高，我自己也有糖尿病。")}, []string{"condition cond:diabetes", "condition cond:hypertension of mother"}},
	})
}

func TestZhLabelSomeoneElsePuts(t *testing.T) {
	runCases(t, []readCase{
		{"a daughter's label", [][2]string{patient("我闺女说我是压力太大了。")}, []string{"symptom sym:stress uncertain"}},
		{"a sign a wife saw", [][2]string{patient("我老婆说我打呼噜。")}, []string{"symptom sym:snoring"}},
		{"the doctor's label", [][2]string{patient("医生说我是焦虑。")}, []string{"symptom sym:anxiety relayed"}},
	})
}

func TestZhAGroupOfOtherPeople(t *testing.T) {
	runCases(t, []readCase{
		{"several people and what they were told", [][2]string{patient("我们单位还有三个人也咳嗽，说是流感。")}, []string{"condition cond:influenza of other", "symptom sym:cough of other"}},
		{"the patient after them", [][2]string{patient("我们单位有好几个人感冒了，我也开始咳嗽。")}, []string{"condition cond:common_cold of other", "symptom sym:cough"}},
	})
}

func TestZhASizeIsNoPerson(t *testing.T) {
	runCases(t, []readCase{
		{"有个两公分的 is a size", [][2]string{clinician("B超看肝上有个两公分的东西，考虑脂肪肝。")}, []string{"condition cond:fatty_liver uncertain"}},
		{"a size in the finding's own clause", [][2]string{patient("我肚子上有个两公分的肿块，有点疼。")}, []string{"symptom sym:lump"}},
	})
}

func TestZhACopulaAfterTheFindings(t *testing.T) {
	runCases(t, []readCase{
		{"是 after the results", [][2]string{clinician("血糖这么高，尿糖也阳性，是糖尿病。")}, []string{"condition cond:diabetes"}},
		{"Cantonese 系 after the results", [][2]string{clinician("验血白细胞高，系肺炎。")}, []string{"condition cond:pneumonia"}},
	})
}

func TestZhATopicHedgedAfterAPause(t *testing.T) {
	runCases(t, []readCase{
		{"a pause, then a hedge", [][2]string{patient("麻疹……小时候好像出过，我也记不清了。")}, []string{"condition cond:measles historical uncertain"}},
		{"a pause, then no hedge", [][2]string{patient("高血压……有十来年了。")}, []string{"condition cond:hypertension"}},
	})
}

func TestAnAnswerThatPlacesThePainElsewhere(t *testing.T) {
	runCases(t, []readCase{
		{"the answer's own site", [][2]string{clinician("Have you noticed any pain or numbness in your leg, ankle, or foot?"),
			patient("Yes. A few days after the pain came on, I started getting numbness and painful cramping in my two smallest toes.")}, []string{"symptom sym:numbness", "symptom sym:toe_pain"}},
		{"a bare pain answers the site asked", [][2]string{clinician("Any pain in your knee?"), patient("Yes, the pain is worse at night.")}, []string{"symptom sym:knee_pain", "symptom sym:knee_pain"}},
	})
}

func TestACauseSaidOfSomeoneElse(t *testing.T) {
	runCases(t, []readCase{
		{"a cause in the relative's clause", [][2]string{patient("my grandad had sugar diabetes and he lost two toes because of a wound that went bad")}, []string{"condition cond:diabetes of grandparent", "symptom sym:wound historical of grandparent"}},
		{"the patient named before the cause", [][2]string{patient("My sister has asthma, and I stopped the naproxen because of a rash.")}, []string{"condition cond:asthma of sibling", "medication drug:naproxen historical stopped", "symptom sym:rash historical"}},
	})
}

func TestZhWhatAComplaintIsLikenedTo(t *testing.T) {
	runCases(t, []readCase{
		{"like a cramp", [][2]string{patient("大腿后面酸胀，跟抽筋似的，歇一会儿就好。")}, []string{}},
		{"like sunburn", [][2]string{patient("抹完脸上发红脱皮，像晒伤一样。")}, []string{"symptom sym:dry_skin", "symptom sym:flushing"}},
		{"a name that holds the close", [][2]string{patient("膝盖疼，上下楼梯跟针扎一样。")}, []string{"symptom sym:knee_pain"}},
		{"a cramp told as itself", [][2]string{patient("这几天夜里腿老抽筋，疼醒好几回。")}, []string{"symptom sym:muscle_cramps"}},
	})
}
