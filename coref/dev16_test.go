package coref_test

import (
	"testing"

	"github.com/anamnesis-health/anamnesis/understand"
)

// General rules of the dev16 round, each with sentences written for it
// (none from a corpus file): a case per rule fails without it, and the
// guards hold with it.
func TestDev16GeneralRules(t *testing.T) {
	r, err := understand.New()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []corpusCase{
		// 前回 and 前次 are "last time" in Wu and Cantonese-influenced
		// Mandarin: what was said then, not the record's drug of the class.
		{ID: "前回 sends the search to the last session", Lang: "zh", Utterance: "前回讲个那个降脂的，是饭后吃伐？",
			EarlierSessions: [][]turn{{patient("胆固醇还是高。"), assistant("可以在他汀基础上加用依折麦布。")}},
			Record:          []recordEntry{active("drug:atorvastatin", "2019-01-01")}, Expect: "drug:ezetimibe"},
		{ID: "前次 sends the search to the last session", Lang: "zh", Utterance: "前次你提的那个降糖药，我可以试试吗？",
			EarlierSessions: [][]turn{{patient("血糖控制得不好。"), assistant("可以考虑加西格列汀。")}},
			Record:          []recordEntry{active("drug:metformin", "2015-01-01")}, Expect: "drug:sitagliptin"},
		// 最后 and 后来 with a verb of starting and a particle are recency
		// words like 最近开的.
		{ID: "最后加的 is the newest of the class", Lang: "zh", Utterance: "医生最后加的那个降糖药要饭前吃吗？",
			Record: []recordEntry{active("drug:metformin", "2015-01-01"), active("drug:sitagliptin", "2026-09-01")}, Expect: "drug:sitagliptin"},
		{ID: "后来开的 is the newest of the class", Lang: "zh", Utterance: "后来开的那个降压药能不能跟饭一起吃？",
			Record: []recordEntry{active("drug:amlodipine", "2018-01-01"), active("drug:losartan", "2026-09-01")}, Expect: "drug:losartan"},
		{ID: "后来换了 still makes the drug before it a past one", Lang: "zh", Utterance: "原来那个降压药后来换了，它是不是伤肾？",
			Record: []recordEntry{stopped("drug:nifedipine", "2015-01-01", "2024-01-01"), active("drug:losartan", "2024-01-01")}, Expect: "drug:nifedipine"},
		// The phrase's own "new" outweighs an "old" of another clause: that
		// is the drug it is set against.
		{ID: "the new inhaler set against the old one is the newest", Lang: "en", Utterance: "The new inhaler, do I use it the same way as the old one?",
			Record: []recordEntry{active("drug:salbutamol", "2019-01-01"), active("drug:tiotropium", "2026-09-01")}, Expect: "drug:tiotropium"},
		{ID: "the old one in the phrase's own clause is still the past one", Lang: "en", Utterance: "The old inhaler, can I use it up?",
			Record: []recordEntry{stopped("drug:salmeterol", "2015-01-01", "2022-01-01"), active("drug:formoterol", "2022-01-01")}, Expect: "drug:salmeterol"},
		// A stop still to come is no past: "have to come off it" asks about
		// the current drug.
		{ID: "to come off asks about the current drug", Lang: "en", Utterance: "My statin, do I have to come off it before the operation?",
			Record: []recordEntry{active("drug:atorvastatin", "2019-01-01")}, Expect: "drug:atorvastatin"},
		{ID: "should I come off asks about the current drug", Lang: "en", Utterance: "My blood thinner, should I come off it for the dentist?",
			Record: []recordEntry{active("drug:apixaban", "2023-01-01")}, Expect: "drug:apixaban"},
		{ID: "I came off is still a past drug", Lang: "en", Utterance: "The statin I came off last year, was it the one with the cramps?",
			Record: []recordEntry{stopped("drug:simvastatin", "2015-01-01", "2025-01-01"), active("drug:atorvastatin", "2025-01-01")}, Expect: "drug:simvastatin"},
		// A one-character body site said as the patient's own (我这腿) or
		// as a place (脚上) is the place of the condition phrase after it.
		{ID: "我这腿…的那个毛病 is the leg's condition", Lang: "zh", Utterance: "我这腿一到晚上就抽筋的那个毛病，要不要紧？",
			Record: []recordEntry{active("cond:peripheral_artery_disease", "2024-01-01"), active("cond:type2_diabetes", "2015-01-01")},
			Expect: "cond:peripheral_artery_disease"},
		{ID: "脚上那个毛病 is the foot's condition", Lang: "zh", Utterance: "我脚上那个毛病，能不能穿高跟鞋？",
			Record: []recordEntry{active("cond:diabetic_neuropathy", "2024-01-01"), active("cond:hypertension", "2015-01-01")},
			Expect: "cond:diabetic_neuropathy"},
		{ID: "a head raised names no place", Lang: "zh", Utterance: "一抬头那个毛病就犯了，怎么办？",
			Record: []recordEntry{active("cond:cervical_spondylosis", "2024-01-01"), active("cond:hypertension", "2015-01-01")},
			Expect: "unresolved", Candidates: []string{"cond:cervical_spondylosis", "cond:hypertension"}},
		// "business" is a trouble noun in a place phrase as in a topic one.
		{ID: "the business with my elbow is the elbow's condition", Lang: "en", Utterance: "The business with my elbow, should I still wear the strap?",
			Record: []recordEntry{active("cond:tennis_elbow", "2026-03-01"), active("cond:hypertension", "2015-01-01")}, Expect: "cond:tennis_elbow"},
		// Calcitonin is injected (or sprayed), never a tablet.
		{ID: "打的那个 is the injected calcitonin", Lang: "zh", Utterance: "我打的那个，一个礼拜打几回？",
			Record: []recordEntry{active("drug:calcitonin", "2026-03-01"), active("drug:amlodipine", "2015-01-01")}, Expect: "drug:calcitonin"},
		// A pronoun after a quantifier is the object of the verb before it.
		{ID: "finish the rest of them is the drug just given", Lang: "en",
			Window:    []turn{clinician("I'll give you amoxicillin, three times a day for five days.")},
			Utterance: "Right, and must I finish the rest of them even once the cough's gone?",
			Record:    []recordEntry{active("drug:amlodipine", "2018-01-01")}, Expect: "drug:amoxicillin"},
		// What is had with a drink or a meal is taken.
		{ID: "have that one with my tea is the drug just given", Lang: "en",
			Window:    []turn{clinician("We'll start you on doxycycline, one a day for the chest.")},
			Utterance: "Can I have that one with my breakfast tea?",
			Record:    []recordEntry{active("drug:amlodipine", "2018-01-01")}, Expect: "drug:doxycycline"},
		// "Which one's causing it?" asks which drug: the complaint ranks them.
		{ID: "which one's causing it is the drug known to cause the complaint", Lang: "en",
			Utterance: "I keep getting this dry cough at night. Which one's causing it?",
			Record:    []recordEntry{active("drug:ramipril", "2024-01-01"), active("drug:atorvastatin", "2020-01-01")}, Expect: "drug:ramipril"},
		{ID: "which of my tablets is to blame, with no complaint, is any of them", Lang: "en",
			Utterance: "Which of my tablets is to blame, do you think?",
			Record:    []recordEntry{active("drug:ramipril", "2024-01-01"), active("drug:atorvastatin", "2020-01-01")},
			Expect:    "unresolved", Candidates: []string{"drug:ramipril", "drug:atorvastatin"}},
		// Shampoos, lotions, gels, sprays and sachets are dosage forms.
		{ID: "the shampoo suggested last time is the one named then", Lang: "en",
			EarlierSessions: [][]turn{{patient("My scalp is all flaky."), assistant("A ketoconazole shampoo twice a week often helps with that.")}},
			Utterance:       "The shampoo you suggested last time, how long do I leave it on?",
			Record:          []recordEntry{active("drug:sertraline", "2021-01-01")}, Expect: "drug:ketoconazole"},
		// A drug known to cause a symptom causes its kinds: sweating covers
		// night sweats, a cough a dry cough.
		{ID: "night sweats are a kind of sweating", Lang: "en", Utterance: "Lately I wake up with night sweats. Could that medicine be why?",
			Record: []recordEntry{active("drug:sertraline", "2024-01-01"), active("drug:omeprazole", "2020-01-01")}, Expect: "drug:sertraline"},
		{ID: "a dry cough is a kind of cough", Lang: "en", Utterance: "I've had a dry cough for weeks now. Could that medicine be why?",
			Record: []recordEntry{active("drug:tiotropium_olodaterol", "2024-01-01"), active("drug:omeprazole", "2020-01-01")}, Expect: "drug:tiotropium_olodaterol"},
		// What is wrong with a drug, or what it brought on, blames it.
		{ID: "哪个药不对劲 blames the drug known for the complaint", Lang: "zh", Utterance: "最近老拉肚子，是不是吃的哪个药不对劲？",
			Record: []recordEntry{active("drug:metformin", "2024-01-01"), active("drug:amlodipine", "2020-01-01")}, Expect: "drug:metformin"},
		{ID: "药惹的祸 blames the drug known for the complaint", Lang: "zh", Utterance: "这几天老拉肚子，是不是药惹的祸？",
			Record: []recordEntry{active("drug:metformin", "2024-01-01"), active("drug:amlodipine", "2020-01-01")}, Expect: "drug:metformin"},
		{ID: "中药惹的祸 blames no drug of the record", Lang: "zh", Utterance: "这几天老拉肚子，是不是中药惹的祸？",
			Record: []recordEntry{active("drug:metformin", "2024-01-01"), active("drug:amlodipine", "2020-01-01")}, Expect: "unresolved"},
		// Complaints the reader now finds (understand/zhstaterows.go) rank the
		// drugs: a dry mouth said with a locative, skin burning in the sun.
		{ID: "嘴巴里干 ranks the drug known for a dry mouth", Lang: "zh", Utterance: "最近嘴巴里干得很，是不是那个药闹的？",
			Record: []recordEntry{active("drug:doxepin", "2025-01-01"), active("drug:levothyroxine", "2020-01-01")}, Expect: "drug:doxepin"},
		{ID: "晒太阳就红 ranks the drug known for photosensitivity", Lang: "zh", Utterance: "晒了一会儿太阳，脸上就红一片，是不是吃那个药吃的？",
			Record: []recordEntry{active("drug:tetracycline", "2026-09-01"), active("drug:metformin", "2020-01-01")}, Expect: "drug:tetracycline"},
		// A drug called new and set against one of before in another clause
		// is the newer of the two; called new alone, it may be a refill.
		{ID: "新拿的 set against 原来吃的那种 is the newest", Lang: "zh", Utterance: "新拿的那个降压药，跟我原来吃的那种要隔多久吃？",
			Record: []recordEntry{active("drug:amlodipine", "2018-01-01"), active("drug:losartan", "2026-09-01")}, Expect: "drug:losartan"},
		{ID: "新拿的 alone may be a refill", Lang: "zh", Utterance: "新拿的那盒降压药怎么吃？",
			Record: []recordEntry{active("drug:amlodipine", "2018-01-01"), active("drug:losartan", "2026-09-01")},
			Expect: "unresolved", Candidates: []string{"drug:amlodipine", "drug:losartan"}},
	} {
		if problem, _ := judge(c, run(t, r, c)); problem != "" {
			t.Errorf("%s: %s", c.ID, problem)
		}
	}
}
