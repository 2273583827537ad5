package coref_test

import "testing"

// A drug told by what the clinician said to do with it: the one drug of
// the window said so; a list said so is each one's; an order no turn
// said of a drug leaves "switched onto" to mean the newest started.
func TestOrderedDrug(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "the one you're halving is the gliclazide, not the metformin kept the same", Lang: "en",
			Record: []recordEntry{active("drug:metformin", "2018-01-01"), active("drug:gliclazide", "2020-01-01"), active("drug:ramipril", "2019-01-01")},
			Window: []turn{clinician("Your morning sugars have been dipping. I'd like to halve the gliclazide."), patient("Okay."),
				clinician("The metformin stays exactly the same, and you carry on with the ramipril.")},
			Utterance: "Um, so the one you're halving. Do I just snap it?", Expect: "drug:gliclazide"},
		{ID: "你说先停的那个 is the ibuprofen", Lang: "zh",
			Record: []recordEntry{active("drug:ibuprofen", "2026-09-01"), active("drug:omeprazole", "2026-09-01"), active("drug:amlodipine", "2020-01-01")},
			Window: []turn{clinician("你这胃疼，多半跟布洛芬有关系。这几天先把布洛芬停了，奥美拉唑每天早上一粒，接着吃。"), patient("哦……"),
				clinician("氨氯地平照常，不用动。")},
			Utterance: "那个，你说先停的那个，要停多久啊？", Expect: "drug:ibuprofen"},
		{ID: "泌尿科那边给我换的那个 is the drug started in the last session's switch", Lang: "zh",
			Record:          []recordEntry{active("drug:mirabegron", "2026-04-18"), stopped("drug:oxybutynin", "2025-01-01", "2026-04-18"), active("drug:tamsulosin", "2024-01-01")},
			EarlierSessions: [][]turn{{patient("我去泌尿科复查了，那个奥昔布宁吃得嘴干得不行，大夫给我换成米拉贝隆了。坦索罗辛还是照常吃。")}},
			Window:          []turn{assistant("您好，今天想问点什么？")},
			Utterance:       "那个，泌尿科那边给我换的那个，得一直吃下去啊？", Expect: "drug:mirabegron"},
		{ID: "an order said of two drugs joined by 和 asks which", Lang: "zh",
			Record:          []recordEntry{active("drug:amlodipine", "2020-01-01"), active("drug:metoprolol", "2021-01-01"), active("drug:atorvastatin", "2019-01-01")},
			EarlierSessions: [][]turn{{clinician("您这血压一直一百一十出头。氨氯地平和美托洛尔都可以考虑减一点，下次再定。")}},
			Window:          []turn{assistant("好的，心率呢？")},
			Utterance:       "那个，上回大夫说可以减的那个，我是不是就可以减了？", Expect: "unresolved", Candidates: []string{"drug:amlodipine", "drug:metoprolol"}},
		{ID: "near miss: a drug said stopped beside one started is not the one switched onto", Lang: "en",
			Record:          []recordEntry{active("drug:apixaban", "2026-05-20"), stopped("drug:warfarin", "2018-01-01", "2026-05-20"), active("drug:paracetamol", "2020-01-01")},
			EarlierSessions: [][]turn{{assistant("I've recorded warfarin as stopped and apixaban started on 20 May.")}, {patient("I'm just taking the paracetamol for my knee.")}},
			Window:          []turn{patient("It's about the dentist, really.")},
			Utterance:       "They asked about the one they swapped me onto at the hospital. Do I stop that before?", Expect: "drug:apixaban"},
		{ID: "near miss: switched onto with no turn saying which is the newest started", Lang: "en",
			Record:    []recordEntry{stopped("drug:atorvastatin", "2021-01-01", "2026-10-01"), active("drug:rosuvastatin", "2026-10-01"), active("drug:lisinopril", "2019-01-01")},
			Window:    []turn{patient("The muscle aches have settled a bit.")},
			Utterance: "So the one they've just switched me onto, do I still take it at night?", Expect: "drug:rosuvastatin"},
		{ID: "刚才说换的那个 is the drug switched to, not the one switched from", Lang: "zh",
			Record:    []recordEntry{stopped("drug:enalapril", "2020-01-01", "2026-11-01"), active("drug:valsartan", "2026-11-01"), active("drug:metformin", "2018-01-01")},
			Window:    []turn{clinician("你这个干咳多半是依那普利引起的，给你把依那普利换成缬沙坦，一天一片。"), patient("哦，好。"), clinician("二甲双胍照常吃。")},
			Utterance: "那个，刚才说换的那个，早上吃还是晚上吃？", Expect: "drug:valsartan"},
	})
}
