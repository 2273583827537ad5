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

// A drug told by its colour or where it is kept, said of each drug in its
// own clause, is the one said so; a colour or place said of none, or of a
// drug whose partner was said with nothing, chooses none. With nothing
// said, every tablet of the record is asked about, except for the fridge,
// which keeps only what must stay cold.
func TestDev33LookAndPlace(t *testing.T) {
	record := []recordEntry{active("drug:amlodipine", "2018-01-01"), active("drug:metformin", "2019-01-01"), active("drug:atorvastatin", "2019-01-01")}
	colours := []turn{clinician("氨氯地平是白色的小圆片，早上吃；阿托伐他汀是粉色的，晚上吃。"), patient("嗯，知道了。")}
	coloursEn := []turn{clinician("Keep on the metformin, the big white tablet, and the atorvastatin is the little pink one."), patient("Right you are.")}
	places := []turn{patient("二甲双胍我放在饭桌上，氨氯地平搁在床头柜里。"), assistant("好的。")}
	placesEn := []turn{patient("I keep the metformin in the kitchen drawer and the amlodipine in my handbag."), assistant("Noted.")}
	checkCases(t, []corpusCase{
		{ID: "那个粉的", Lang: "zh", Window: colours, Utterance: "那个粉的，忘了吃第二天要补吗？", Record: record, Expect: "drug:atorvastatin"},
		{ID: "白色那个", Lang: "zh", Window: colours, Utterance: "白色的那个，能掰开吃吗？", Record: record, Expect: "drug:amlodipine"},
		{ID: "the pink one", Lang: "en", Window: coloursEn, Utterance: "And the pink one, is that the one for cholesterol?", Record: record, Expect: "drug:atorvastatin"},
		{ID: "near miss: a colour said of none", Lang: "zh", Window: colours, Utterance: "那个蓝的，能不能饭后吃？", Record: record, Expect: "unresolved",
			Candidates: []string{"drug:amlodipine", "drug:atorvastatin", "drug:metformin"}},
		{ID: "near miss: yellow phlegm is no drug", Lang: "zh", Window: colours, Utterance: "那个黄的痰老是咳不干净。", Record: record, Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: nothing said of looks", Lang: "en", Utterance: "My little white tablet, can I crush it?", Record: record, Expect: "unresolved",
			Candidates: []string{"drug:amlodipine", "drug:atorvastatin", "drug:metformin"}},
		{ID: "床头那个", Lang: "zh", Window: places, Utterance: "床头那个，晚上起夜的时候头晕，是它闹的吗？", Record: record, Expect: "drug:amlodipine"},
		{ID: "the one in my handbag", Lang: "en", Window: placesEn, Utterance: "The one in my handbag, can I take it on the bus with no water?", Record: record, Expect: "drug:amlodipine"},
		{ID: "near miss: the other drug kept nowhere said", Lang: "zh", Window: []turn{patient("二甲双胍我每天早上吃，氨氯地平搁在床头柜里。")}, Utterance: "床头那个，能不能掰开吃？", Record: record, Expect: "unresolved",
			Candidates: []string{"drug:amlodipine", "drug:metformin", "drug:atorvastatin"}},
		{ID: "near miss: a lamp by the bed", Lang: "zh", Window: places, Utterance: "床头那个灯太亮了，睡不着。", Record: record, Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: fridge with nothing kept there", Lang: "en", Utterance: "The one in the fridge, does it go off if I take it to work?", Record: record, Expect: "unresolved", Candidates: []string{}},
	})
}

// "能不能改成饭后吃", "改成一天一片" change when or how much is taken, not
// which drug: the drugs named before stay what the turn points at, where
// "换成了一种新药" still names a drug the lexicon does not know.
func TestDev33ChangedWhenIsNoNewDrug(t *testing.T) {
	record := []recordEntry{active("drug:amlodipine", "2018-01-01"), active("drug:metformin", "2019-01-01")}
	window := []turn{clinician("二甲双胍一天两次，饭时吃。"), patient("好。")}
	checkCases(t, []corpusCase{
		{ID: "改成饭后", Lang: "zh", Window: window, Utterance: "这个药能不能改成饭后吃？", Record: record, Expect: "drug:metformin"},
		{ID: "改成一天一片", Lang: "zh", Window: window, Utterance: "这个药能改成一天一次吗？", Record: record, Expect: "drug:metformin"},
		{ID: "near miss: 换成了一种新药", Lang: "zh", Window: []turn{patient("我以前吃二甲双胍。"), patient("后来医生给我换成了一种新药。")},
			Utterance: "那个药要饭前吃吗？", Record: record, Expect: "unresolved", Candidates: []string{"drug:amlodipine", "drug:metformin"}},
	})
}

// Complaints said in lay words choose the drug known to cause them: a low
// sugar told by its signs and the sugar that ends them, Cantonese 个胸 (the
// breasts) swelling, ankles "like balloons". The signs without the sugar,
// or the chest (心口), choose nothing.
func TestDev33LayComplaints(t *testing.T) {
	sugar := []recordEntry{active("drug:gliclazide", "2020-01-01"), active("drug:ramipril", "2020-01-01")}
	hrt := []recordEntry{active("drug:estradiol", "2025-01-01"), active("drug:alendronic_acid", "2025-01-01")}
	ankles := []recordEntry{active("drug:amlodipine", "2024-01-01"), active("drug:simvastatin", "2020-01-01")}
	checkCases(t, []corpusCase{
		{ID: "shaky then a biscuit", Lang: "en", Utterance: "Some afternoons I go all trembly and clammy, I have a biscuit and I'm fine after. Could that be my tablet?", Record: sugar, Expect: "drug:gliclazide"},
		{ID: "手抖吃块糖就好", Lang: "zh", Utterance: "下午老是手抖出虚汗，吃块糖就好了，是不是那个药闹的？", Record: sugar, Expect: "drug:gliclazide"},
		{ID: "near miss: shaky with no sugar", Lang: "en", Utterance: "Some afternoons I go all shaky, then I sit down and I'm fine. Could that be my tablet?", Record: sugar, Expect: "unresolved",
			Candidates: []string{"drug:gliclazide", "drug:ramipril"}},
		{ID: "个胸成日胀", Lang: "zh", Utterance: "食咗嗰只药之后，个胸成日都胀胀哋，系咪佢搞出嚟㗎？", Record: hrt, Expect: "drug:estradiol"},
		{ID: "near miss: 心口痛 is the chest", Lang: "zh", Utterance: "食咗嗰只药之后，心口成日痛，系咪佢搞出嚟㗎？", Record: hrt, Expect: "unresolved",
			Candidates: []string{"drug:estradiol", "drug:alendronic_acid"}},
		{ID: "ankles like balloons", Lang: "en", Utterance: "Ever since I started on them tablets my ankles are like balloons by teatime.", Record: ankles, Expect: "drug:amlodipine"},
	})
}

// "The tablet for me waterworks" is for passing water: the prostate's or
// the bladder's drug, not the others; "the one for me" names no purpose.
func TestDev33ForTheWaterworks(t *testing.T) {
	record := []recordEntry{active("drug:tamsulosin", "2022-01-01"), active("drug:simvastatin", "2020-01-01")}
	checkCases(t, []corpusCase{
		{ID: "the tablet for me waterworks", Lang: "en", Utterance: "That capsule for me waterworks, does it matter if I have it after me tea?", Record: record, Expect: "drug:tamsulosin"},
		{ID: "the one for my waterworks", Lang: "en", Utterance: "The one for my waterworks, should I stop it before the op?", Record: record, Expect: "drug:tamsulosin"},
		{ID: "near miss: waterworks with no such drug", Lang: "en", Utterance: "The tablets for my waterworks, where do I get more?", Record: []recordEntry{active("drug:simvastatin", "2020-01-01")},
			Expect: "unresolved", Candidates: []string{}},
	})
}

// A condition told by sneezing and a runny nose is the nose's (rhinitis),
// never the asthma a relative has or the patient's other conditions.
func TestDev33SneezingTrouble(t *testing.T) {
	record := []recordEntry{active("cond:allergic_rhinitis", "2017-04-01"), active("cond:hypertension", "2019-01-01"), active("drug:amlodipine", "2019-01-01")}
	asthmaOnly := []recordEntry{active("cond:asthma", "2015-01-01"), active("cond:hypertension", "2019-01-01")}
	checkCases(t, []corpusCase{
		{ID: "打喷嚏流鼻涕的毛病", Lang: "zh", Window: []turn{patient("我儿子有哮喘。"), assistant("好的，是您儿子的。")},
			Utterance: "我这个一换季就打喷嚏、流鼻涕的毛病，能根治吗？", Record: record, Expect: "cond:allergic_rhinitis"},
		{ID: "流清鼻涕的老毛病", Lang: "zh", Utterance: "我那个老流清鼻涕的毛病，冬天会不会加重？", Record: record, Expect: "cond:allergic_rhinitis"},
		{ID: "near miss: sneezing but only asthma recorded", Lang: "zh", Utterance: "我这个一到春天就打喷嚏的毛病，要不要去查过敏原？", Record: asthmaOnly, Expect: "unresolved", Candidates: []string{}},
	})
}

// A condition told by the test that found it is one that test finds: a
// gastroscopy an ulcer or gastritis, a breath test H. pylori, blowing
// into a machine also COPD or asthma. A phrase about the test that names
// no trouble, or a drug, is none.
func TestDev33FoundByTest(t *testing.T) {
	ulcer := []recordEntry{resolved("cond:gastric_ulcer", "2024-03-01", "2024-06-01"), active("cond:hypertension", "2019-01-01"), active("drug:amlodipine", "2019-01-01")}
	both := []recordEntry{active("cond:h_pylori_infection", "2026-08-01"), active("cond:asthma", "2012-01-01"), active("cond:hypertension", "2019-01-01")}
	checkCases(t, []corpusCase{
		{ID: "胃镜查出来的那个", Lang: "zh", Utterance: "前两年做胃镜查出来的那个，最近吃辣的又有点烧心，会不会复发了？", Record: ulcer, Expect: "cond:gastric_ulcer"},
		{ID: "the thing they found with the camera", Lang: "en", Utterance: "The problem they found with the camera test a couple of years back, could it come back?", Record: ulcer, Expect: "unresolved", Candidates: []string{}},
		{ID: "the thing they found on the endoscopy", Lang: "en", Utterance: "The thing they found on my endoscopy, is that likely to come back?", Record: ulcer, Expect: "cond:gastric_ulcer"},
		{ID: "吹气查出来的病, both", Lang: "zh", Utterance: "那个吹气查出来的病，要不要一直吃药？", Record: both, Expect: "unresolved", Candidates: []string{"cond:h_pylori_infection", "cond:asthma"}},
		{ID: "near miss: 胃镜查出来的那个报告", Lang: "zh", Utterance: "做胃镜查出来的那个报告放哪儿了？", Record: ulcer, Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: 吹气 with no trouble", Lang: "zh", Utterance: "吹气那个检查要空腹吗？", Record: both, Expect: "unresolved", Candidates: []string{}},
	})
}

// "The thing where my chest goes tight" is a condition of chest
// tightness: angina or the airways', asked about when the record holds
// both; "the thing where" with no sign after it is none.
func TestDev33ThingWhere(t *testing.T) {
	both := []recordEntry{active("cond:angina", "2022-01-01"), active("cond:copd", "2019-01-01"), active("cond:hypothyroidism", "2015-01-01")}
	angina := []recordEntry{active("cond:angina", "2022-01-01"), active("cond:hypothyroidism", "2015-01-01")}
	checkCases(t, []corpusCase{
		{ID: "chest goes tight, two fit", Lang: "en", Utterance: "The thing where my chest goes all tight on the hill to the shops, is that going to get worse?", Record: both,
			Expect: "unresolved", Candidates: []string{"cond:angina", "cond:copd"}},
		{ID: "chest goes tight, one fits", Lang: "en", Utterance: "That problem where my chest goes tight when I rush, can I still swim?", Record: angina, Expect: "cond:angina"},
		{ID: "near miss: the thing where no sign", Lang: "en", Utterance: "That thing where you send me a reminder, can you do it weekly?", Record: angina, Expect: "unresolved", Candidates: []string{}},
	})
}

// "头疼犯了才吃的那个" is the drug taken when the trouble comes on, not
// the one for it taken daily to prevent it; with only a preventive
// recorded it is none, and a trouble that comes on with nothing taken is
// no drug.
func TestDev33TakenWhenItComesOn(t *testing.T) {
	record := []recordEntry{active("cond:migraine", "2019-01-01"), active("drug:sumatriptan", "2019-01-01"), active("drug:topiramate", "2024-01-01")}
	checkCases(t, []corpusCase{
		{ID: "头疼犯了才吃的那个", Lang: "zh", Utterance: "头疼犯了才吃的那个，能跟布洛芬一块儿吃吗？", Record: record, Expect: "drug:sumatriptan"},
		{ID: "偏头痛发作的时候吃的药", Lang: "zh", Utterance: "我头痛发作的时候吃的药，坐飞机能带吗？", Record: record, Expect: "drug:sumatriptan"},
		{ID: "near miss: only a preventive", Lang: "zh", Utterance: "头疼犯了才吃的那个，一天最多几片？", Record: []recordEntry{active("cond:migraine", "2019-01-01"), active("drug:topiramate", "2024-01-01")},
			Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: nothing taken", Lang: "zh", Utterance: "头疼犯了就躺一会儿，要紧吗？", Record: record, Expect: "unresolved", Candidates: []string{}},
	})
}

// "咳得直不起腰那回" is a time of coughing: 直不起腰 says how bad, not
// where, so it is the chest's condition, never the back's the record also
// holds; "腰疼得直不起来那回" is the back's.
func TestDev33DegreeIdiomIsNoPlace(t *testing.T) {
	record := []recordEntry{resolved("cond:acute_bronchitis", "2024-01-05", "2024-02-01"), active("cond:lumbar_disc_herniation", "2021-01-01"), active("cond:hypertension", "2019-01-01")}
	checkCases(t, []corpusCase{
		{ID: "咳得直不起腰那回", Lang: "zh", Utterance: "前年开春咳得直不起腰那回，那个病会不会再犯？", Record: record, Expect: "cond:acute_bronchitis"},
		{ID: "near miss: 腰疼得直不起来那回", Lang: "zh", Utterance: "去年腰疼得直不起来那回，现在还会再犯吗？", Record: record, Expect: "cond:lumbar_disc_herniation"},
	})
}

// Asked to take a drug too, right after someone else's drug was named, a
// bare "that medicine" is that person's, even when a drug of the
// patient's was named before: never the patient's own by default. Without
// the "too", the patient's drug named last stays the answer.
func TestAskingToTakeItTooPointsAtTheOthersDrug(t *testing.T) {
	record := []recordEntry{active("drug:amlodipine", "2019-03-01")}
	zhWindow := []turn{patient("我一直吃氨氯地平。"), patient("我闺女在吃屈螺酮炔雌醇，说是调例假的。")}
	enWindow := []turn{patient("I'm on amlodipine."), patient("My sister takes sertraline, it's done wonders for her.")}
	checkCases(t, []corpusCase{
		{ID: "也吃点 after the daughter's drug", Lang: "zh", Window: zhWindow, Record: record,
			Utterance: "那个药我能不能也吃点？", Expect: "unresolved"},
		{ID: "take that too after the sister's drug", Lang: "en", Window: enWindow, Record: record,
			Utterance: "Could I take that too?", Expect: "unresolved"},
		{ID: "no too: the patient's own drug named before", Lang: "en", Window: []turn{patient("My sister takes sertraline."), patient("I'm on amlodipine.")},
			Record: record, Utterance: "Can I take it with food?", Expect: "drug:amlodipine"},
	})
}
