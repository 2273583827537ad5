package coref_test

import "testing"

// A clinician may name a drug and withdraw it in the same turn for another
// ("I'll start you on co-amoxiclav... actually, you're allergic to
// penicillin. Let's go with erythromycin instead", "本来想给你用普萘洛尔，可你
// 有哮喘，这个不能用。换成氟桂利嗪吧", "先把它停了，换成依普利酮"): the
// patient's "that one", "换的这个", "那就吃那个" is the one put in its place.
// A drug the turn keeps ("缬沙坦接着吃，氨氯地平换成硝苯地平"), one named
// before a switch of another with nothing said against it, and a switch
// that only may come ("如果头晕的话") are no withdrawn ones: both stay asked
// about.
func TestADrugReplacedInTheTurnIsNotMeant(t *testing.T) {
	chest := []recordEntry{active("cond:drug_allergy_status", "2005-01-01"), active("cond:hypertension", "2016-10-01"), active("drug:losartan", "2016-10-01")}
	heart := []recordEntry{active("cond:heart_failure", "2023-02-01"), active("drug:spironolactone", "2023-02-01"),
		active("drug:sacubitril_valsartan", "2023-02-01"), active("drug:metoprolol", "2023-02-01")}
	migraine := []recordEntry{active("cond:asthma", "2008-09-01"), active("drug:salbutamol", "2008-09-01"), active("cond:migraine", "2020-03-01")}
	bp := []recordEntry{active("cond:hypertension", "2018-01-01"), active("drug:valsartan", "2018-01-01"), active("drug:amlodipine", "2020-01-01")}
	bpMet := append(slicesClone(bp), active("drug:metformin", "2019-01-01"))
	checkCases(t, []corpusCase{
		{ID: "en-dev25-004: co-amoxiclav withdrawn for erythromycin", Lang: "en", Record: chest,
			Window: []turn{patient("I've had this cough with green phlegm for ten days now, and a temperature on and off."),
				clinician("Your chest's crackly on the right. I'll start you on co-amoxiclav... actually, hang on, it says here you're allergic to penicillin. Let's go with erythromycin instead.")},
			Utterance: "Okay. So with that one, is it four times a day? I'm rubbish at remembering.", Expect: "drug:erythromycin"},
		{ID: "zh-dev25-004: 停了，换成依普利酮; 换的这个", Lang: "zh", Record: heart,
			Window: []turn{patient("这俩月左边胸口这儿老胀，一摸还有个小硬块，挺不好意思说的。"),
				clinician("男的乳房胀痛，多半是螺内酯引起的。先把它停了，换成依普利酮，作用差不多，一般不会这样。")},
			Utterance: "换的这个，是不是也得定期抽血查血钾？", Expect: "drug:eplerenone"},
		{ID: "zh-dev26-003: 这个不能用。换成氟桂利嗪; 那就吃那个", Lang: "zh", Record: migraine,
			Window: []turn{patient("就是这个偏头痛啊 这个月都犯了五六回了 一犯就得躺一天 吐啊"),
				clinician("发作这么频繁要吃预防的药了。本来想给你用普萘洛尔，可你有哮喘，这个不能用。换成氟桂利嗪吧，每天晚上一粒，先吃两个月。"),
				patient("哦 嗯")},
			Utterance: "嗯 那就吃那个呗 它会不会 就是吃了犯困啊 我白天还得开车拉货", Expect: "drug:flunarizine"},
		{ID: "near miss: a drug the turn keeps, another switched", Lang: "zh", Record: bp,
			Window:    []turn{clinician("缬沙坦接着吃，氨氯地平换成硝苯地平，都是早上一片。")},
			Utterance: "那个药饭前吃还是饭后吃？", Expect: "unresolved", Candidates: []string{"drug:valsartan", "drug:nifedipine"}},
		{ID: "near miss: a drug named before another's switch, nothing said against it", Lang: "en", Record: bpMet,
			Window:    []turn{clinician("Take the metformin with breakfast. We'll switch your amlodipine to nifedipine.")},
			Utterance: "And is that one okay with grapefruit?", Expect: "unresolved", Candidates: []string{"drug:metformin", "drug:nifedipine"}},
		{ID: "near miss: a switch that only may come", Lang: "zh", Record: bp,
			Window:    []turn{clinician("氨氯地平先吃着，如果脚肿得厉害，就停掉，换成硝苯地平。")},
			Utterance: "那个药一天吃几次？", Expect: "unresolved", Candidates: []string{"drug:amlodipine", "drug:nifedipine"}},
		{ID: "near miss: two given together, nothing withdrawn", Lang: "en", Record: chest,
			Window:    []turn{clinician("I'll give you nystatin drops and miconazole gel.")},
			Utterance: "And that one, is it four times a day?", Expect: "unresolved", Candidates: []string{"drug:nystatin", "drug:miconazole"}},
		{ID: "near miss: two started, nothing withdrawn", Lang: "en", Record: chest,
			Window:    []turn{clinician("I'll start you on co-amoxiclav, and take paracetamol for the fever.")},
			Utterance: "So with that one, is it four times a day?", Expect: "unresolved", Candidates: []string{"drug:amoxicillin_clavulanate", "drug:paracetamol"}},
		{ID: "near miss: 那就吃那个 after no drug named is nothing, not the record's", Lang: "zh", Record: bp,
			Window:    []turn{clinician("油炸的少吃，清淡点。")},
			Utterance: "那就吃那个呗，稀饭行不行？", Expect: "unresolved"},
	})
}
