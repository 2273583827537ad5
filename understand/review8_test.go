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

// Review 8's false records: a drug to be renewed denied with the symptoms
// asked beside it (E18), breathlessness denied that the patient affirmed
// (E01, Z10), a Wu "a little" read as an eye (Z16), and metformin lost
// when its frequency was repaired (Z19).
func TestReview8FalseRecords(t *testing.T) {
	runCases(t, []readCase{
		{"E18: before we renew your sildenafil", [][2]string{
			assistant("Before we renew your sildenafil, any chest pain, palpitations, fainting or shortness of breath?"),
			patient("None of that. Well, palpitations now and then, after too much coffee, but nothing else.")},
			[]string{"symptom sym:chest_pain negated", "symptom sym:dyspnea negated", "symptom sym:palpitations", "symptom sym:syncope negated"}},
		{"E01: a bit puffed on the stairs", [][2]string{assistant("Any fever, chest pain, or shortness of breath?"),
			patient("No temperature. No chest pain. A bit puffed on the stairs, but I always am.")},
			[]string{"symptom sym:chest_pain negated", "symptom sym:dyspnea", "symptom sym:fever negated"}},
		{"near miss: a face puffed up", [][2]string{patient("My face puffed up after the bee sting.")}, []string{"symptom sym:face_swelling"}},
		{"Z10: 上楼就喘不上气儿", [][2]string{patient("这两天咳得厉害，黄痰，上楼就喘不上气儿。")},
			[]string{"symptom sym:cough", "symptom sym:dyspnea", "symptom sym:productive_cough"}},
		{"near miss: 上楼不喘", [][2]string{patient("上楼不喘。")}, []string{"symptom sym:dyspnea negated"}},
		{"Z19: 一天三次，哦不对，一天两次", [][2]string{assistant("药怎么吃的？"),
			patient("二甲双胍一天三次，哦不对，一天两次，一次一片。原来还吃阿卡波糖，肚子胀气太厉害，上个月自己停了。")},
			[]string{"medication drug:acarbose stopped", "medication drug:metformin", "symptom sym:bloating historical"}},
		{"near miss: the drug repaired after its dose", [][2]string{patient("现在就吃个阿托伐他汀，晚上一粒，哦不是，是瑞舒伐他汀。")},
			[]string{"medication drug:rosuvastatin"}},
	})
}

// Shanghainese "有眼" is "a little": "有眼恶心" read the nausea at the eye
// (review 8, Z16).
func TestAWuALittleIsNoEye(t *testing.T) {
	runAttributeCases(t, []attributeCase{
		{"Z16: 有眼恶心", "有眼恶心，怕光倒还好。", "sym:nausea", "site", ""},
		{"near miss: an eye named", "眼睛痒。", "sym:itchy_eyes", "site", ""},
	})
}

// What session 71 left of review 8: a cough of two nights read as chronic
// (Z06), a pain that moved read as over (Z07), a guess written as a
// diagnosis (Z19), and "not depressed-depressed" read as no low mood (E20).
func TestReview8Leftovers(t *testing.T) {
	runCases(t, []readCase{
		{"Z06: 这两天晚上老咳嗽", [][2]string{patient("我是孩子妈妈，帮他问一下。我儿子五岁，这两天晚上老咳嗽。")}, []string{"symptom sym:cough"}},
		{"near miss: 咳嗽很久了", [][2]string{patient("我咳嗽很久了。")}, []string{"condition cond:chronic_cough"}},
		{"Z07: 一开始是肚脐周围疼……后来跑到右下边了", [][2]string{clinician("哪里疼？疼多久了？"),
			patient("一开始是肚脐周围疼，昨天晚上开始的，后来跑到右下边了，还吐了两回。")},
			[]string{"symptom sym:pain_symptom", "symptom sym:vomiting"}},
		{"Z07 in English: then it moved down to the right", [][2]string{
			patient("At first it was a tummy ache round my belly button, then it moved down to the right side.")},
			[]string{"symptom sym:abdominal_pain"}},
		{"后来……现在就是咳嗽: the cough is now", [][2]string{patient("一开始发烧，后来就不烧了，现在就是咳嗽。")},
			[]string{"symptom sym:cough", "symptom sym:fever historical"}},
		{"Z19: 可能是年纪大了，老花眼吧。", [][2]string{assistant("看东西模糊吗？"), patient("眼睛看东西有点花，可能是年纪大了，老花眼吧。")},
			[]string{"condition cond:presbyopia uncertain", "symptom sym:blurred_vision"}},
		{"near miss: 高血压吧，控制得还行", [][2]string{patient("高血压吧，控制得还行，一直吃氨氯地平。")},
			[]string{"condition cond:hypertension", "medication drug:amlodipine"}},
		{"E20: not depressed-depressed", [][2]string{assistant("How's your mood been?"),
			patient("Sad, obviously. But I'm not depressed-depressed, I'm still going to work.")}, nil},
		{"near miss: not depressed", [][2]string{assistant("How's your mood been?"), patient("I'm not depressed.")},
			[]string{"symptom sym:low_mood negated"}},
	})
}

// Review 8's false attributes: a time to fall asleep given as the
// insomnia's length (Z17), the days left of a course as the redness's
// (E19), and last year's clarithromycin dating today's upset stomach (E19).
func TestReview8FalseAttributes(t *testing.T) {
	runAttributeCases(t, []attributeCase{
		{"Z17: 要躺两三个小时才睡得着", "晚上老是睡不着，一般要躺两三个小时才睡得着。", "sym:insomnia", "duration", ""},
		{"Z17 in English: two hours to fall asleep", "I can't sleep at the moment, it takes me two hours to fall asleep.", "sym:insomnia", "duration", ""},
		{"near miss: 失眠两个月了", "失眠两个月了。", "sym:insomnia", "duration", "两个月"},
		{"E19: two days left of the flucloxacillin", "The redness is still there. I've got two days left of the flucloxacillin.", "sym:skin_redness", "duration", ""},
		{"near miss: red for two days", "The redness has been there two days.", "sym:skin_redness", "duration", "two days"},
		{"E19: last year is the clarithromycin's", "Bit of an upset stomach. Nothing like the clarithromycin last year, that gave me awful diarrhoea.", "sym:indigestion", "onset", ""},
		{"near miss: a time told before the story goes on", "I had a bad hypo on Saturday. I was all shaky.", "sym:tremor", "onset", "2026-11-28T00:00:00Z"},
	})
}
