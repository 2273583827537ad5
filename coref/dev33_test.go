package coref_test

import "testing"

// A bare "that medicine" after the window named only someone else's drug
// is that person's drug, which the patient does not take: nothing of the
// patient's is meant, never the record's drug. With a drug of the
// patient's named too, or a class that picks one of theirs, the patient's
// own is found as before.
func TestDev33OthersDrugIsNoneOfTheirs(t *testing.T) {
	record := []recordEntry{active("cond:hypertension", "2018-01-01"), active("drug:amlodipine", "2018-01-01")}
	checkCases(t, []corpusCase{
		{ID: "儿子的药我也吃点", Lang: "zh", Window: []turn{patient("我儿子在吃舍曲林，说是睡得好些了。"), assistant("好的，您自己还吃什么药？")},
			Utterance: "没有别的了。那个药我也能吃吗？我也想试试。", Record: record, Expect: "unresolved", Candidates: []string{}},
		{ID: "my wife's tablet too", Lang: "en", Window: []turn{patient("My wife takes melatonin for her sleep."), assistant("Thanks. Anything else for you?")},
			Utterance: "No. Could I try that as well, do you think?", Record: record, Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: own drug named too", Lang: "zh", Window: []turn{patient("我在吃氨氯地平，一天一片。"), patient("我老伴吃的是美托洛尔。")},
			Utterance: "那我吃的那个，能不能晚上吃？", Record: record, Expect: "drug:amlodipine"},
		{ID: "near miss: a class picks the patient's", Lang: "zh", Window: []turn{patient("我儿子在吃舍曲林。")},
			Utterance: "我那个降压药能不能减半？", Record: record, Expect: "drug:amlodipine"},
		{ID: "near miss: a complaint of what the patient took", Lang: "zh", Window: []turn{patient("我儿子在吃舍曲林。")},
			Utterance: "我自己吃的那个药，吃了以后脚踝肿了。", Record: record, Expect: "drug:amlodipine"},
		{ID: "near miss: no one else's drug", Lang: "en", Window: []turn{patient("My wife has been sleeping badly."), assistant("I'm sorry to hear that.")},
			Utterance: "Can I take that tablet at night instead?", Record: record, Expect: "drug:amlodipine"},
	})
}

// Two drugs offered together in one turn ("X或者Y都行", "X or Y") and then
// asked after as "它要连着吃几天", "will that one stop me …" are either:
// both are asked about. One drug named is it; a "它" or "it" with no drug
// just named, or of someone, is none.
func TestDev33OfferedTogether(t *testing.T) {
	record := []recordEntry{active("cond:hypertension", "2018-01-01"), active("drug:amlodipine", "2018-01-01")}
	two := []turn{clinician("嗓子这个是细菌感染，开阿莫西林或者头孢呋辛都可以，看你哪个方便买。"), patient("行。")}
	twoEn := []turn{clinician("For the shingles I can give you aciclovir or valaciclovir."), patient("Okay.")}
	checkCases(t, []corpusCase{
		{ID: "它要连着吃几天, two offered", Lang: "zh", Window: two, Utterance: "它得连着吃几天呀？", Record: record, Expect: "unresolved", Candidates: []string{"drug:amoxicillin", "drug:cefuroxime"}},
		{ID: "它要吃几天, one named", Lang: "zh", Window: []turn{clinician("给你开点阿莫西林，一天三次。")}, Utterance: "它要吃几天？", Record: record, Expect: "drug:amoxicillin"},
		{ID: "near miss: 它 is a pet", Lang: "zh", Window: []turn{patient("我家狗最近不爱吃饭。")}, Utterance: "它要吃几天才能好？", Record: record, Expect: "unresolved", Candidates: []string{}},
		{ID: "will that one stop me, two offered", Lang: "en", Window: twoEn, Utterance: "Will that one stop me giving it to the baby?", Record: record, Expect: "unresolved", Candidates: []string{"drug:acyclovir", "drug:valacyclovir"}},
		{ID: "will it keep me awake, one named", Lang: "en", Window: []turn{clinician("I'll start you on fluoxetine, one each morning.")}, Utterance: "Will it keep me awake?", Record: record, Expect: "drug:fluoxetine"},
		{ID: "near miss: stop my husband", Lang: "en", Window: twoEn, Utterance: "Will that stop my husband worrying, do you think?", Record: record, Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: nothing named", Lang: "en", Window: []turn{patient("The kids are off school this week."), assistant("That sounds busy.")}, Utterance: "Will it stop me sleeping in, though?", Record: record, Expect: "unresolved", Candidates: []string{}},
	})
}
