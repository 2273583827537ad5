package coref_test

import "testing"

// A drug the clinician has just prescribed, then the patient's pronoun:
// the commonest reference a clinic hears. Each phrasing failed for its own
// reason: "put it in" read as a cream's "put it on"; "that one, will it"
// with its comma lost the dislocated "that one" to the "it" after it, asked
// then as a complaint; "中 那个 吃几天", "那个 饭前吃还是饭后吃" asked its
// course and its time, which the finder did not read as a drug's; and "连吃
// 三天，停四天，再吃三天", a schedule's rest days, read as the drug paused.
// An offer, two drugs prescribed together and a relative's drug stay as
// they were.
func TestADrugJustPrescribedThenAPronoun(t *testing.T) {
	htn := []recordEntry{active("cond:hypertension", "2016-01-01"), active("drug:amlodipine", "2016-01-01")}
	migraine := []recordEntry{active("cond:migraine", "2020-01-01"), active("drug:rizatriptan", "2020-01-01")}
	gout := []recordEntry{active("cond:hypertension", "2018-01-01"), active("drug:nifedipine", "2018-01-01")}
	rhinitis := []recordEntry{active("cond:allergic_rhinitis", "2024-04-01"), active("drug:loratadine", "2024-04-01")}
	sister := patient("I've been throwing up since last night, my sister gave me some of her promethazine")
	husband := patient("脚大拇指 肿得跟个馒头似的 俺老伴儿也有这毛病 他吃的是非布司他")
	checkCases(t, []corpusCase{
		// The four phrasings.
		{ID: "put it in both is the drops just prescribed", Lang: "en", Record: htn,
			Window: []turn{patient("me eye's all gunky in the morning, glued shut"),
				clinician("That's conjunctivitis. I'll give you chloramphenicol drops, one drop every two hours for the first couple of days, then four times a day.")},
			Utterance: "and um do I put it in both or just the bad one", Expect: "drug:chloramphenicol"},
		{ID: "that one, will it make me sleepy is the drug prescribed", Lang: "en", Record: migraine,
			Window:    []turn{sister, clinician("Please don't take hers. I'll prescribe ondansetron, the dissolving tablets, one on your tongue every eight hours if you need it.")},
			Utterance: "okay and that one, will it make me sleepy? I gotta drive the kids", Reference: "that one", Expect: "drug:ondansetron"},
		{ID: "那药 after a cycle of days is the drug prescribed", Lang: "zh", Record: rhinitis,
			Window: []turn{patient("孩子咳了快俩礼拜了 干咳 晚上咳得睡不了觉"),
				clinician("查了是支原体肺炎。给他开阿奇霉素干混悬剂，一天一次，连吃三天，停四天，再吃三天。")},
			Utterance: "那 那药 冲水喝是吧 饭前还是饭后啊", Reference: "那药", Expect: "drug:azithromycin"},
		{ID: "中 那个 吃几天 is the drug prescribed", Lang: "zh", Record: gout,
			Window:    []turn{husband, clinician("你这是急性发作，先别急着降尿酸。先吃秋水仙碱，头一回两片，一个钟头后再吃一片，以后一天两次。")},
			Utterance: "中 那个 吃几天能消肿啊 俺还得下地干活哩", Reference: "那个", Expect: "drug:colchicine"},
		{ID: "那个 饭前吃还是饭后吃 is the drug prescribed", Lang: "zh", Record: gout,
			Window:    []turn{clinician("先吃秋水仙碱，一天两次。")},
			Utterance: "那个 饭前吃还是饭后吃", Expect: "drug:colchicine"},
		{ID: "put it on twice a day of a drops-only window is no skin drug", Lang: "en", Record: htn,
			Window:    []turn{clinician("I'll give you chloramphenicol drops, one drop every two hours.")},
			Utterance: "do I put it in before bed as well", Expect: "drug:chloramphenicol"},
		// Near misses that stay as they are.
		// An effect asked of a drug only offered is asked of that drug, as
		// before: the question is what it may do, not whether it is taken.
		{ID: "an effect asked of a drug only offered is of it, as before", Lang: "en", Record: migraine,
			Window:    []turn{patient("I've been throwing up since last night"), clinician("We could try you on ondansetron if it keeps up.")},
			Utterance: "would that one make me sleepy?", Expect: "drug:ondansetron"},
		{ID: "the dislocated phrasing of an offered drug is read the same", Lang: "en", Record: migraine,
			Window:    []turn{patient("I've been throwing up since last night"), clinician("We could try you on ondansetron if it keeps up.")},
			Utterance: "okay and that one, will it make me sleepy?", Reference: "that one", Expect: "drug:ondansetron"},
		{ID: "two drugs prescribed together stay asked about", Lang: "en", Record: migraine,
			Window:    []turn{clinician("I'll prescribe ondansetron and omeprazole, one of each in the morning.")},
			Utterance: "okay and that one, will it make me sleepy?", Reference: "that one", Expect: "unresolved", Candidates: []string{"drug:ondansetron", "drug:omeprazole"}},
		{ID: "two drugs prescribed together in Chinese stay asked about", Lang: "zh", Record: gout,
			Window:    []turn{clinician("给你开点甲钴胺跟维生素B1，营养神经的，先吃三个月。")},
			Utterance: "那个 饭前吃还是饭后吃", Expect: "unresolved", Candidates: []string{"drug:mecobalamin", "drug:thiamine"}},
		{ID: "a relative's drug alone in the window is not the patient's", Lang: "en", Record: migraine,
			Window:    []turn{sister, clinician("Please don't take hers.")},
			Utterance: "okay and that one, will it make me sleepy?", Expect: "unresolved"},
		{ID: "a relative's drug alone in Chinese is not the patient's", Lang: "zh", Record: gout,
			Window:    []turn{husband, clinician("你这是急性发作。")},
			Utterance: "中 那个 吃几天能消肿啊", Expect: "unresolved"},
		{ID: "a food the dietitian named is no drug", Lang: "zh", Record: gout,
			Window:    []turn{clinician("营养师让你每天吃一个鸡蛋。")},
			Utterance: "那个 饭前吃还是饭后吃", Expect: "unresolved"},
		{ID: "a drug paused for days beside one given is not it", Lang: "zh", Record: gout,
			Window:    []turn{clinician("硝苯地平先停三天。给你开秋水仙碱，一天两次。")},
			Utterance: "那个 吃几天能消肿啊", Expect: "drug:colchicine"},
	})
}
