package coref_test

import "testing"

// A bare "it" or "that" asked or said to upset the stomach, to have the
// patient in a symptom ("it have mi hands shaking"), or asked how it tastes
// is the drug just named; the same words with no drug just named, or of
// a person, refer to none.
func TestDev32bEffectOfJustNamed(t *testing.T) {
	record := []recordEntry{active("drug:lisinopril", "2020-01-01")}
	one := []turn{clinician("I'll start you on amoxicillin, three times a day.")}
	none := []turn{patient("Work has been awful lately."), assistant("I'm sorry to hear that.")}
	checkCases(t, []corpusCase{
		{ID: "will it upset my tummy", Lang: "en", Window: one, Utterance: "Lovely. Will it upset my tummy?", Record: record, Expect: "drug:amoxicillin"},
		{ID: "that upsets me stomach", Lang: "en", Window: one, Utterance: "Ah no, that upsets me stomach every time.", Record: record, Expect: "drug:amoxicillin"},
		{ID: "upset my husband is no effect", Lang: "en", Window: one, Utterance: "Will that upset my husband, do you think?", Record: record, Expect: "unresolved", Candidates: []string{}},
		{ID: "it have mi feet swelling", Lang: "en", Window: []turn{patient("Doctor start mi on amlodipine last month.")},
			Utterance: "It have mi ankles swelling up, dat normal?", Record: record, Expect: "drug:amlodipine"},
		{ID: "it has my name, no symptom", Lang: "en", Window: one, Utterance: "It has my name spelt wrong on the label.", Record: record, Expect: "unresolved", Candidates: []string{}},
		{ID: "it has me dizzy with nothing named", Lang: "en", Window: none, Utterance: "It have mi hands shaking, dat normal?", Record: record, Expect: "unresolved", Candidates: []string{}},
		{ID: "does it taste bitter", Lang: "en", Window: []turn{clinician("I'll give you some prednisolone liquid for the chest.")},
			Utterance: "Does it taste bitter?", Record: record, Expect: "drug:prednisolone"},
		{ID: "will it sting, two creams", Lang: "en", Window: []turn{clinician("Either clotrimazole cream or miconazole cream for that rash.")},
			Utterance: "Will it sting?", Record: record, Expect: "unresolved", Candidates: []string{"drug:clotrimazole", "drug:miconazole"}},
		{ID: "taste with nothing named", Lang: "en", Window: none, Utterance: "Does that taste awful?", Record: record, Expect: "unresolved", Candidates: []string{}},
	})
}

// A bare demonstrative asked how long it must be taken ("这个要吃到什么时
// 候", Cantonese "呢个要食几耐") is the drug just named; "要吃吗" alone
// asks of offered food, and with no drug named nothing is chosen.
func TestDev32bTakenHowLong(t *testing.T) {
	record := []recordEntry{active("drug:amlodipine", "2020-01-01")}
	checkCases(t, []corpusCase{
		{ID: "这个要吃到什么时候", Lang: "zh", Window: []turn{patient("医生给我开了阿莫西林，一天三次。")}, Utterance: "这个要吃到什么时候？", Record: record, Expect: "drug:amoxicillin"},
		{ID: "呢个要食几耐", Lang: "zh", Window: []turn{patient("医生开咗奥美拉唑俾我，朝早食一粒。")}, Utterance: "呢个要食几耐？", Record: record, Expect: "drug:omeprazole"},
		{ID: "这个要吃吗 is food", Lang: "zh", Window: []turn{patient("医生给我开了阿莫西林，一天三次。")}, Utterance: "这个要吃吗？看着挺香的。", Record: record, Expect: "unresolved", Candidates: []string{}},
		{ID: "a diet named", Lang: "zh", Window: []turn{patient("营养师让我每天早上吃一个鸡蛋。")}, Utterance: "这个要吃到什么时候？", Record: record, Expect: "unresolved", Candidates: []string{}},
		{ID: "a diet named, old rule", Lang: "zh", Window: []turn{patient("营养师让我每天早上吃一个鸡蛋。")}, Utterance: "这个吃了会胖吗？", Record: record, Expect: "unresolved", Candidates: []string{}},
	})
}
