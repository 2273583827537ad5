package understand_test

import "testing"

// Session 71's blind review 8, measured on the session's build before it
// was read, then mended: each row is the reviewer's turn, and each near
// miss keeps what was right.
func TestReview8WrongWrites(t *testing.T) {
	runCases(t, []readCase{
		{"E03: blood pressure, I dunno, nobody ever told me", [][2]string{
			clinician("Any history of heart problems? High blood pressure, cholesterol, diabetes?"),
			patient("High cholesterol, I'm on atorvastatin. No diabetes. Blood pressure, I dunno, nobody ever told me it was high.")},
			[]string{"condition cond:diabetes negated", "condition cond:hypercholesterolemia", "medication drug:atorvastatin"}},
		{"near miss: high blood pressure, I don't know the tablet's name", [][2]string{
			patient("I have high blood pressure, I don't know the name of the tablet.")},
			[]string{"condition cond:hypertension"}},
		{"E04: a rash all over with Septran", [][2]string{assistant("Do you have any allergies to medicines?"),
			patient("Yes, I got a rash all over with Septran when I was small.")},
			[]string{"allergy drug:sulfamethoxazole_trimethoprim"}},
		{"E13: oh wait, no, that's my wife's", [][2]string{assistant("Can you tell me which medications you take regularly?"),
			patient("Uh, the Synthroid, oh wait, no, that's my wife's. I'm on simvastatin 20 at night, and amlodipine.")},
			[]string{"medication drug:amlodipine", "medication drug:simvastatin"}},
		{"E17: we'll talk about starting allopurinol", [][2]string{
			clinician("Once this settles, we'll talk about starting allopurinol. Keep taking the colchicine 500 micrograms twice a day for now.")},
			[]string{"medication drug:colchicine"}},
		{"near miss: start allopurinol", [][2]string{clinician("Start allopurinol 100 mg daily.")}, []string{"medication drug:allopurinol"}},
		{"Z02: 食阿士匹灵会胃痛，所以我唔食", [][2]string{assistant("有冇对咩药物敏感？"), patient("冇喎，唔记得有。不过食阿士匹灵会胃痛，所以我唔食。")},
			[]string{"medication drug:aspirin hypothetical", "symptom sym:epigastric_pain hypothetical"}},
		{"near miss: 在吃阿司匹林，会胃痛", [][2]string{patient("我在吃阿司匹林，会胃痛。")},
			[]string{"medication drug:aspirin", "symptom sym:epigastric_pain"}},
		{"Z12: 弟弟三岁 is the child spoken for", [][2]string{
			patient("医师您好，我是小孩的妈妈，帮他问一下。弟弟三岁，上礼拜中耳炎，小儿科开了 Amoxicillin 糖浆，吃到第五天身上起红疹子。")},
			[]string{"condition cond:otitis_media", "medication drug:amoxicillin", "symptom sym:rash"}},
		{"near miss: 弟弟也咳嗽 is the brother", [][2]string{patient("我是小孩的妈妈，帮他问一下。他咳嗽三天了，弟弟也咳嗽。")},
			[]string{"symptom sym:cough", "symptom sym:cough of sibling"}},
		{"Z20: 照顾陈阿嬷的看护", [][2]string{patient("你好，我是照顾陈阿嬷的看护，她今天早上起来右脚踝肿起来，走路会痛。")},
			[]string{"symptom sym:ankle_swelling"}},
	})
}

// "I got hives everywhere" was HIV disease: the lay term "got hiv" took
// "hives" as its plural (review 8, E10).
func TestHivesAreNoHIV(t *testing.T) {
	runCases(t, []readCase{
		{"E10: I got hives everywhere", [][2]string{patient("I got hives everywhere.")}, []string{"condition cond:urticaria"}},
		{"near miss: I've got HIV", [][2]string{patient("I've got HIV.")}, []string{"condition cond:hiv"}},
	})
}
