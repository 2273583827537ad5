package coref_test

import "testing"

// Hair loss said as the hair having been coming out ("my hair's been
// comin' out in the brush") is a complaint: the drug known to cause it is
// the one meant. With none known to, every drug is offered.
func TestHairBeenComingOut(t *testing.T) {
	ra := []recordEntry{active("cond:rheumatoid_arthritis", "2025-08-01"), active("drug:methotrexate", "2025-08-01"),
		active("drug:folic_acid", "2025-08-01"), active("drug:naproxen", "2025-03-01")}
	noCause := []recordEntry{active("drug:folic_acid", "2025-08-01"), active("drug:naproxen", "2025-03-01")}
	checkCases(t, []corpusCase{
		{ID: "en-dev25-024: hair's been comin' out in the brush", Lang: "en", Record: ra,
			Utterance: "Ever since I been on that stuff my hair's been comin' out in the brush somethin' terrible, honey. Is that normal?",
			Expect:    "drug:methotrexate"},
		{ID: "en: hair has been coming out since that tablet", Lang: "en", Record: ra,
			Utterance: "Since I started that tablet my hair has been coming out in the shower.", Expect: "drug:methotrexate"},
		{ID: "near miss: no drug known to cause it", Lang: "en", Record: noCause,
			Utterance: "Ever since I been on that stuff my hair's been comin' out in the brush.", Expect: "unresolved",
			Candidates: []string{"drug:folic_acid", "drug:naproxen"}},
	})
}

// Weight gain said with the object split ("that medicine's piling the
// weight on me") is a complaint too: both drugs known to cause it are
// offered, the one that does not is not.
func TestWeightPiledOn(t *testing.T) {
	record := []recordEntry{active("cond:bipolar_disorder", "2018-02-01"), active("drug:quetiapine", "2018-02-01"),
		active("cond:type2_diabetes", "2021-06-01"), active("drug:metformin", "2021-06-01"), active("drug:insulin_lispro_mix", "2023-04-01")}
	checkCases(t, []corpusCase{
		{ID: "en-dev25-023: piling the weight on, two drugs cause it", Lang: "en", Record: record,
			Utterance: "That medicine's piling the weight on me, nearly two stone in a year. None of my clothes fit.",
			Expect:    "unresolved", Candidates: []string{"drug:quetiapine", "drug:insulin_lispro_mix"}},
		{ID: "en: one drug causes it", Lang: "en", Record: record[:4],
			Utterance: "That tablet's been putting the weight on me.", Expect: "drug:quetiapine"},
	})
}

// Complaints said in lay words choose the drug known to cause them: a low
// sugar told by its signs and the sugar that ends them, Cantonese 个胸 (the
// breasts) swelling, ankles "like balloons". The signs without the sugar,
// or the chest (心口), choose nothing.
func TestLayComplaintsOfSugarBreastsAndAnkles(t *testing.T) {
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

// Session 34's adverse-effect round gave the lexicon the everyday ways of
// saying the symptoms drugs are known to cause (orange wee, sock marks
// round the ankles, could eat a horse, 冒了好多痘, 嗓子痒老想咳): the
// complaint finds its one drug. Two drugs known for it are both asked
// about; a relative's drug is none of the patient's; a phrase said of
// something else complains of nothing.
func TestLayComplaintsOfEverydaySideEffects(t *testing.T) {
	tb := []recordEntry{active("drug:rifampicin", "2026-09-20"), active("drug:isoniazid", "2026-09-20"), active("drug:pyrazinamide", "2026-09-20"), active("drug:ethambutol", "2026-09-20")}
	copd := []recordEntry{active("drug:tiotropium", "2019-02-01"), active("drug:salbutamol", "2019-02-01"), active("drug:prednisolone", "2026-10-28")}
	bp := []recordEntry{active("drug:metformin", "2016-05-01"), active("drug:amlodipine", "2026-09-01")}
	checkCases(t, []corpusCase{
		{ID: "zh-dev24-022: 打了那个针, 冒了好多痘, testosterone's jab", Lang: "zh",
			Record:    []recordEntry{active("drug:testosterone", "2026-07-01"), active("drug:amlodipine", "2020-02-01")},
			Utterance: "打了那个针以后，脸上背上冒了好多痘，都四十多的人了。", Expect: "drug:testosterone"},
		{ID: "en: pee's orange among four TB tablets", Lang: "en", Record: tb,
			Utterance: "Since I started these tablets my pee's orange. Is it one of them?", Expect: "drug:rifampicin"},
		{ID: "zh: 尿变成橙色 among four TB tablets", Lang: "zh", Record: tb,
			Utterance: "吃了这几个药以后尿变成橙色了，是哪个药弄的？", Expect: "drug:rifampicin"},
		{ID: "zh: 胃口大了 on prednisolone", Lang: "zh", Record: copd,
			Utterance: "吃了那个药以后胃口大了，是不是药闹的？", Expect: "drug:prednisolone"},
		{ID: "en: always peckish on prednisolone", Lang: "en", Record: copd,
			Utterance: "Since that new tablet I'm always peckish. Is it that tablet?", Expect: "drug:prednisolone"},
		{ID: "en: socks leave marks on amlodipine", Lang: "en", Record: bp,
			Utterance: "Since I started that new pill my socks leave marks on my ankles. Is it the pill?", Expect: "drug:amlodipine"},
		{ID: "zh: 脚脖子都肿了 on amlodipine", Lang: "zh", Record: bp,
			Utterance: "吃那个药以后脚脖子都肿了，是它的问题吗？", Expect: "drug:amlodipine"},
		{ID: "zh: 嗓子痒老想咳 on ramipril", Lang: "zh",
			Record:    []recordEntry{active("drug:metformin", "2016-05-01"), active("drug:ramipril", "2026-09-01")},
			Utterance: "吃了那个药以后嗓子痒老想咳，是不是药闹的？", Expect: "drug:ramipril"},
		{ID: "en: haven't had a poo for days on verapamil", Lang: "en",
			Record:    []recordEntry{active("drug:metformin", "2016-05-01"), active("drug:verapamil", "2026-09-01")},
			Utterance: "Since that new tablet I haven't had a poo for days. Could it be that?", Expect: "drug:verapamil"},
		{ID: "near miss: sock marks, two drugs known for swollen ankles", Lang: "en",
			Record:    []recordEntry{active("drug:amlodipine", "2026-09-01"), active("drug:verapamil", "2026-09-01")},
			Utterance: "Since I started that new pill my socks leave marks on my ankles. Is it the pill?", Expect: "unresolved",
			Candidates: []string{"drug:amlodipine", "drug:verapamil"}},
		{ID: "near miss: spots like a teenager, a relative's jab", Lang: "en",
			Record:    []recordEntry{active("drug:testosterone", "2026-07-01"), active("drug:amlodipine", "2020-02-01")},
			Utterance: "My husband's jab, has that given him spots like a teenager?", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: 我妈那个药, 胃口大了 said of the mother", Lang: "zh", Record: copd,
			Utterance: "我妈那个药吃了以后胃口大了，是药闹的吗？", Expect: "unresolved",
			Candidates: []string{"drug:prednisolone", "drug:salbutamol", "drug:tiotropium"}},
	})
}

// A period come early ("这个月例假提前了一个礼拜", "大姨妈提前了", "my period
// came early") is a menstrual irregularity: the drug known to cause it is
// the one meant. With none known to, every drug is offered.
func TestPeriodCameEarly(t *testing.T) {
	ec := []recordEntry{active("cond:allergic_rhinitis", "2020-04-01"), active("drug:cetirizine", "2020-04-01"), active("drug:levonorgestrel", "2026-10-12")}
	noCause := []recordEntry{active("drug:cetirizine", "2020-04-01"), active("drug:amlodipine", "2021-01-01")}
	checkCases(t, []corpusCase{
		{ID: "zh-dev28-011: 例假提前了一个礼拜 is the emergency pill's", Lang: "zh", Record: ec,
			Window:    []turn{clinician("今天哪里不舒服？"), patient("嗯 就是 不好意思说")},
			Utterance: "就是上个月 吃了那个 那个药以后 这个月例假提前了一个礼拜 而且 量也不对", Reference: "那个药", Expect: "drug:levonorgestrel"},
		{ID: "大姨妈提前了 since that medicine", Lang: "zh", Record: ec, Utterance: "自从吃了那个药 大姨妈提前了十来天", Expect: "drug:levonorgestrel"},
		{ID: "my period came early after that pill", Lang: "en", Record: ec, Utterance: "after I took that tablet my period came early, is that normal", Expect: "drug:levonorgestrel"},
		{ID: "near miss: no drug known to cause it", Lang: "zh", Record: noCause, Utterance: "吃了那个药以后 例假提前了", Expect: "unresolved",
			Candidates: []string{"drug:cetirizine", "drug:amlodipine"}},
	})
}

// A face that reddens or burns in waves ("我脸老是 一阵一阵地红", "脸一阵阵
// 发烫") is a flush: the drug known to cause it is meant. Red lumps come
// out on the face ("脸上起了好些红疙瘩") are a rash and pick neither.
func TestFaceFlushesInWaves(t *testing.T) {
	record := []recordEntry{active("cond:subarachnoid_hemorrhage", "2026-10-12"), active("drug:nimodipine", "2026-10-13"), active("drug:levetiracetam", "2026-10-13")}
	checkCases(t, []corpusCase{
		{ID: "我脸老是 一阵一阵地红 is a flush", Lang: "zh", Record: record, Utterance: "吃那个药以后 我脸老是 一阵一阵地红 发烫", Reference: "那个药", Expect: "drug:nimodipine"},
		{ID: "脸一阵阵发烫 is a flush", Lang: "zh", Record: record, Utterance: "自从吃了那个药 脸一阵阵发烫", Reference: "那个药", Expect: "drug:nimodipine"},
		{ID: "near miss: 脸上起了好些红疙瘩 is a rash and picks none", Lang: "zh", Record: record, Utterance: "吃那个药以后 脸上起了好些红疙瘩", Reference: "那个药",
			Expect: "unresolved", Candidates: []string{"drug:nimodipine", "drug:levetiracetam"}},
	})
}
