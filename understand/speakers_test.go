package understand_test

import "testing"

// A clerk's transcript may put the patient's and a companion's words in one
// patient turn, each part opened by a speaker label ("患者：…女儿：…"). The
// label is no word said; in a companion's part the first person is the
// companion, whose own illnesses and drugs are not the patient's, while
// "他"/"她" is the patient they came with.
func TestCompanionsOwnWords(t *testing.T) {
	runCases(t, []readCase{
		{"x1: the daughter's own valsartan after the patient's denial", [][2]string{clinician("血压呢，高不高"),
			patient("患者：我血压不高，一直不高。女儿：我倒是高，我吃缬沙坦呢，跟他没关系哈哈")},
			[]string{"condition cond:hypertension negated", "medication drug:valsartan of other"}},
		{"x1: the son's own rhinitis and loratadine", [][2]string{clinician("好。还有什么要问的"),
			patient("儿子：我自己是过敏性鼻炎，吃氯雷他定，这个我爸能不能也吃点")},
			[]string{"condition cond:allergic_rhinitis of other", "medication drug:loratadine of other"}}, // the drug for it, no allergen (allergies.go notCues)
		{"x1: the wife's drug beside the patient's", [][2]string{clinician("嗯。我量了血压，一百四十六，九十"),
			patient("妻子：在家量也是一百四十几。降压药他吃的是氨氯地平，我吃的是硝苯地平，俺俩的药别弄混了")},
			[]string{"medication class:antihypertensives", "medication drug:amlodipine", "medication drug:nifedipine of other"}},
		{"x1: a Cantonese son's own prediabetes", [][2]string{clinician("屋企仲有冇其他人有糖尿病"),
			patient("仔：我自己上年体检都话我系糖尿病前期")},
			[]string{"condition cond:prediabetes of other"}},
		{"x1: a mother's own infection and drug", [][2]string{clinician("家里有人小时候尿床到很大吗"),
			patient("妈妈：哎我自己最近也尿路感染了，在吃左氧，难受")},
			[]string{"condition cond:uti of other", "medication drug:levofloxacin of other", "symptom sym:malaise uncertain of other"}},
		{"a daughter-in-law's own gastritis", [][2]string{clinician("大便颜色呢"),
			patient("儿媳：我自己胃也不好，慢性胃炎，老胀气")},
			[]string{"condition cond:chronic_gastritis of other", "symptom sym:bloating of other"}},
		{"a carer's own back and plaster", [][2]string{clinician("吃饭喝水呛不呛"),
			patient("保姆：我这腰也不行，贴着膏药呢，我吃着布洛芬")},
			[]string{"medication drug:ibuprofen of other"}},
		{"a husband's own drug in English", [][2]string{clinician("Any medication?"),
			patient("Husband: I take metformin myself, she doesn't take anything.")},
			[]string{"medication drug:metformin of other"}},
		{"a mother's he is the child, her I herself", [][2]string{clinician("What's brought you in?"),
			patient("Mum: he has had a cough for a week. I have asthma myself.")},
			[]string{"symptom sym:cough", "condition cond:asthma of other"}},
		{"the patient's own label in English", [][2]string{clinician("Any medication?"),
			patient("Patient: I take metformin.")},
			[]string{"medication drug:metformin"}},
		{"a companion's he is the patient", [][2]string{clinician("他现在吃什么药"),
			patient("女儿：他吃二甲双胍，一天两次")},
			[]string{"medication drug:metformin"}},
		{"a companion's words of no one are the patient's", [][2]string{clinician("腿肿不肿"),
			patient("患者：腿……女儿：腿肿，晚上一按一个坑")},
			[]string{"symptom sym:leg_swelling"}},
		{"the patient's part keeps the first person", [][2]string{clinician("吃什么药"),
			patient("女儿：他记不清了。患者：我吃二甲双胍")},
			[]string{"medication drug:metformin"}},
		{"a companion's own mother is no relative of the patient's", [][2]string{clinician("晚上睡觉怎么样"),
			patient("女儿：我妈自个儿也老忘事儿")},
			[]string{"symptom sym:memory_loss of other"}},
		{"the patient's relative told by the companion stays family", [][2]string{clinician("家里有人有哮喘吗"),
			patient("丈夫：她妈也有哮喘")},
			[]string{"condition cond:asthma of mother"}},
		{"an unlabelled turn reads as before", [][2]string{clinician("血压呢"),
			patient("我倒是高，我在吃缬沙坦")},
			[]string{"medication drug:valsartan"}},
		{"a list headed Family is no speaker", [][2]string{clinician("Any medical history?"),
			patient("Family: dad had a heart attack. Meds: I take metformin.")},
			[]string{"condition cond:myocardial_infarction historical of father", "medication drug:metformin"}},
		{"a kin word before a colon inside a sentence is no label", [][2]string{clinician("吃什么药"),
			patient("我跟我女儿：说好了，我吃二甲双胍")},
			[]string{"medication drug:metformin"}},
	})
}
