package understand_test

import "testing"

// Words that name a drug or a symptom but are no fact about the patient
// now (en/d1, session 61): alternatives a clinician lays out, a delayed
// prescription, a drug that does not sit right with the patient, and two
// figures of speech. Each has a near miss that is still a fact.
func TestNotThePatientsNow(t *testing.T) {
	runCases(t, []readCase{
		{"options laid out in the sentence", [][2]string{patient("The statin gives me sore legs."),
			clinician("That does happen. We could try a different one at a low dose, like rosuvastatin, or a tablet called ezetimibe, or you work on the diet and we recheck.")},
			[]string{}},
		{"options after a sentence that offers ways", [][2]string{patient("I get about eight migraines a month."),
			clinician("That's a lot. There's a few ways we could go. A daily preventer, propranolol, or amitriptyline at night, or candesartan.")},
			[]string{}},
		{"near miss: a drug ordered beside an option for later", [][2]string{clinician("Let's start amlodipine today. We could add ramipril later, or not.")},
			[]string{"medication drug:amlodipine"}},
		{"a delayed prescription", [][2]string{clinician("I'll give you a prescription for amoxicillin, but only start it if you're no better by Friday.")},
			[]string{}},
		{"near miss: a prescription started today", [][2]string{clinician("I'll give you amoxicillin, start it today and take it with food.")},
			[]string{"medication drug:amoxicillin"}},
		{"a drug that does not sit right", [][2]string{patient("Not allergies, no. Codeine doesn't sit right with me, mind, so I steer clear.")},
			[]string{"allergy allergy:any negated"}},
		{"a wife giving earache", [][2]string{patient("The wife's been giving me earache for a fortnight to come and get this looked at.")}, []string{}},
		{"near miss: earache had", [][2]string{patient("I've had earache for a fortnight.")}, []string{"symptom sym:ear_pain"}},
		{"itching to get back", [][2]string{patient("Six weeks one-handed and I'm itching to get back to the camogie.")}, []string{}},
		{"near miss: itching to bits", [][2]string{patient("My arm is itching to bits.")}, []string{"symptom sym:itching"}},
		// zh/e1: a roommate, a boss and a friend named with no kin word,
		// and figures of speech.
		{"a Cantonese roommate's flu", [][2]string{patient("我同屋前日验咗甲流阳性，而家仲喺屋企瞓紧。")}, []string{"condition cond:influenza of other"}},
		{"a Cantonese boss's asthma", [][2]string{patient("我老细自己有哮喘，佢好惊俾我传染。")}, []string{"condition cond:asthma of other"}},
		{"a friend's breast cancer", [][2]string{patient("我一姐们儿，打小一块儿玩儿大的，前年查出来乳腺癌，给我吓够呛。")}, []string{"condition cond:breast_cancer of other"}},
		{"my girlfriend-mate's asthma is no sister's", [][2]string{patient("我姐们儿有哮喘。")}, []string{"condition cond:asthma of other"}},
		{"near miss: my sister's asthma", [][2]string{patient("我姐有哮喘。")}, []string{"condition cond:asthma of sibling"}},
		{"laughed till the belly hurt", [][2]string{patient("昨天晚上看那个喜剧，我一笑，肚皮都笑痛了。")}, []string{}},
		{"a bill that gave a headache", [][2]string{patient("上个月装修完屋，张单睇到我头都痛埋。")}, []string{}},
		{"a project that drives one mad", [][2]string{patient("阿拉最近搿只项目做得人要精神分裂了，天天加班到半夜。")}, []string{}},
		{"a drug kept in stock", [][2]string{patient("行，家里有布洛芬，我先备着。")}, []string{"medication drug:ibuprofen hypothetical"}},
		{"near miss: a drug at home taken daily", [][2]string{patient("家里有布洛芬，我每天吃一片。")}, []string{"medication drug:ibuprofen"}},
		{"Wu 一眼 is a little, no eye", [][2]string{patient("手举高一眼就痛，梳头也梳勿了。")}, []string{}},
		{"near miss: eyes that hurt", [][2]string{patient("My eyes hurt.")}, []string{"symptom sym:eye_pain"}},
		{"a boy in the office", [][2]string{patient("One boy in our office got jaundice last month from outside food only.")}, []string{"symptom sym:jaundice of other"}},
		{"a heart attack feared aloud", [][2]string{patient("I got an awful pain in my chest lifting the turf, and I thought, that's it, I'm having a heart attack.")},
			[]string{"condition cond:myocardial_infarction uncertain", "symptom sym:chest_pain"}},
		{"near miss: a heart attack had, then a thought", [][2]string{patient("I had a heart attack in 2019, and I thought, right, I need to change.")},
			[]string{"condition cond:myocardial_infarction historical"}},
		{"a remark taken back as a joke", [][2]string{patient("Every time my mother-in-law phones my BP goes through the roof. Joking, joking! I came for the sugar review.")},
			[]string{}},
		{"a Chinese remark taken back as a joke", [][2]string{patient("我一看到账单就心绞痛。开玩笑的。")}, []string{}},
		{"near miss: high blood pressure meant", [][2]string{patient("My BP is high. I take amlodipine.")},
			[]string{"condition cond:hypertension", "medication drug:amlodipine"}},
		{"a Sichuan drug to take home and start if worse", [][2]string{clinician("我再给你开三天的阿莫西林带起，要是到礼拜五还咳得凶，再把阿莫西林吃起，不然就莫吃。")}, []string{}},
		{"near miss: a drug ordered to take daily", [][2]string{clinician("阿莫西林每天吃三次，吃五天。")}, []string{"medication drug:amoxicillin"}},
		{"near miss: a belly ache and a headache", [][2]string{patient("我肚子痛，头也痛。")}, []string{"symptom sym:abdominal_pain", "symptom sym:headache"}},
	})
}
