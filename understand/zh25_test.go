package understand_test

import "testing"

// Classes of wrong write found on the zh dev files in round 25, each read
// by one general mechanism. The sentences are written for these tests, in
// the manner of the dialogues, not copied.

func TestAClinicianStopSaidVerbLast(t *testing.T) {
	runCases(t, []readCase{
		{"the drug first, then when, then 停", [][2]string{clinician("阿司匹林明天就停，做完胃镜再说。")},
			[]string{"medication drug:aspirin stopped"}},
		{"from tonight on 停", [][2]string{clinician("格列齐特从明天早上开始停。")},
			[]string{"medication drug:gliclazide stopped"}},
		{"把 two drugs 停下来", [][2]string{clinician("先把布洛芬跟双氯芬酸停下来。")},
			[]string{"medication drug:diclofenac stopped", "medication drug:ibuprofen stopped"}},
		{"a drug taken on and off is no order", [][2]string{clinician("阿司匹林吃一阵停一阵可不行。")}, []string{}},
		{"a drug not to stop is kept, as 'don't stop the aspirin' is", [][2]string{clinician("氯吡格雷不能停。")}, []string{"medication drug:clopidogrel"}},
	})
}

func TestWhatIsToBeSeenIsNoQuestion(t *testing.T) {
	runCases(t, []readCase{
		{"看看…会不会 after an order", [][2]string{clinician("辛伐他汀停了，换成普伐他汀，吃一个月看看腿疼会不会好。")},
			[]string{"medication drug:pravastatin", "medication drug:simvastatin stopped"}},
		{"a question to the patient stays one", [][2]string{clinician("辛伐他汀吃了腿疼不疼？")}, []string{}},
	})
}

func TestASwitchThatNamesOnlyWhereItGoes(t *testing.T) {
	runCases(t, []readCase{
		{"the drug left is named a sentence before", [][2]string{clinician("氯沙坦老忘了吃可不行。换成缬沙坦，一天一片。")},
			[]string{"medication drug:losartan stopped", "medication drug:valsartan"}},
		{"the drug left is the patient's, named a turn before", [][2]string{patient("我一直在吃氯沙坦，一天一片。"),
			clinician("这个药你吃了咳嗽，换成缬沙坦，一天一片。")},
			[]string{"medication drug:losartan stopped", "medication drug:valsartan"}},
		{"a drug of another kind is not left", [][2]string{patient("我一直在吃二甲双胍。"), clinician("换成缬沙坦，一天一片。")},
			[]string{"medication drug:valsartan"}},
	})
}

func TestAClassStoppedStopsItsDrugNamedBefore(t *testing.T) {
	runCases(t, []readCase{
		{"头孢 stops the cephalosporin named", [][2]string{patient("我前两天开始吃头孢呋辛，一天两次。"), clinician("头孢以后都别再吃了，改成阿奇霉素。")},
			[]string{"medication class:cephalosporins stopped", "medication drug:azithromycin", "medication drug:cefuroxime stopped"}},
		{"a drug of another class goes on", [][2]string{patient("我在吃氨氯地平。"), clinician("头孢以后都别再吃了。")},
			[]string{"medication class:cephalosporins stopped"}},
	})
}

func TestAPlaceAndAQualityChooseTheConcept(t *testing.T) {
	runCases(t, []readCase{
		{"one side of the waist is the flank", [][2]string{patient("昨天夜里左边后腰开始疼，一阵一阵的。")},
			[]string{"symptom sym:flank_pain"}},
		{"the waist itself is the low back", [][2]string{patient("搬了箱子以后腰疼。")},
			[]string{"symptom sym:low_back_pain"}},
		{"bones aching all over are body aches", [][2]string{patient("发烧两天了，浑身骨头痛。")},
			[]string{"symptom sym:fever", "symptom sym:myalgia"}},
		{"a burning on passing urine is dysuria", [][2]string{patient("这两天小便的时候火辣辣的。")},
			[]string{"symptom sym:dysuria"}},
		{"a burning said with reflux is the heartburn", [][2]string{patient("胸口下面火辣辣的，吃完饭更明显。")},
			[]string{"symptom sym:heartburn"}},
		{"a quality of a pain is the pain", [][2]string{patient("那一块像针扎一样痛。")}, []string{}},
		{"a limb with no strength is weak", [][2]string{patient("右腿还是没劲儿，走不远。")},
			[]string{"symptom sym:leg_weakness"}},
		{"the person with no strength is tired", [][2]string{patient("腿有点凉，人也没力气。")},
			[]string{"symptom sym:fatigue"}},
		{"an eyelid swollen is no face swelling", [][2]string{patient("早上起来眼皮肿了。")}, []string{"symptom sym:edema"}}, // a swelling at the eyelid (siteswelling.go)
	})
}

func TestAnEpisodeEndedByItsOwnVerb(t *testing.T) {
	runCases(t, []readCase{
		{"不疼了 after a drug between", [][2]string{patient("前阵子牙疼，自己又加了半片布洛芬，这几天不疼了。")},
			[]string{"medication drug:ibuprofen", "symptom sym:toothache historical"}},
		{"an end of another verb ends nothing", [][2]string{patient("前两天头晕，吃了点药，现在不咳了。")},
			[]string{"symptom sym:cough historical", "symptom sym:dizziness"}},
	})
}

func TestTheTroubleOfADrugGivenUp(t *testing.T) {
	runCases(t, []readCase{
		{"吃了…就不吃了 with no drug named", [][2]string{patient("吃了一个礼拜老是胃疼，我就不吃了。")},
			[]string{"symptom sym:epigastric_pain historical"}},
		{"没敢再吃", [][2]string{patient("那个药吃过一回，浑身起疹子，后来就没敢再吃。")},
			[]string{"symptom sym:rash historical"}},
		{"a trouble that goes on is current", [][2]string{patient("吃了一个礼拜老是胃疼，现在还疼，我就不吃了。")},
			[]string{"symptom sym:epigastric_pain"}},
	})
}

func TestWhatWasBeforeAnEvent(t *testing.T) {
	runCases(t, []readCase{
		{"before the faint", [][2]string{clinician("晕倒之前有没有头晕、出汗？"), patient("有点出冷汗，心里发慌。")},
			[]string{"symptom sym:palpitations historical", "symptom sym:sweating historical"}},
		{"a question of now", [][2]string{clinician("现在有没有头晕、出汗？"), patient("有点出冷汗。")},
			[]string{"symptom sym:sweating"}},
	})
}

func TestAnEndSaidAsNoTrouble(t *testing.T) {
	runCases(t, []readCase{
		{"先冇事 after a dated spell", [][2]string{patient("上个礼拜有一晚出冷汗，食咗两粒糖先冇事。")},
			[]string{"symptom sym:sweating historical"}},
	})
}

func TestAClinicianHedgeAClauseBefore(t *testing.T) {
	runCases(t, []readCase{
		{"听着像是 X，就是 Y", [][2]string{clinician("听着像是网球肘，就是肱骨外上髁炎，少用力。")},
			[]string{"condition cond:tennis_elbow uncertain", "condition cond:tennis_elbow uncertain"}},
		{"还不能说就是", [][2]string{clinician("血糖偏高，但一次还不能说就是糖尿病。")},
			[]string{"condition cond:diabetes uncertain"}},
		{"a firm diagnosis stays firm", [][2]string{clinician("你这个就是网球肘，少用力。")},
			[]string{"condition cond:tennis_elbow"}},
	})
}

func TestAHeadacheSaidByItsPlace(t *testing.T) {
	runCases(t, []readCase{
		{"太阳穴疼", [][2]string{patient("这两天左边太阳穴一跳一跳地疼。")}, []string{"symptom sym:headache"}},
		{"后脑勺疼", [][2]string{patient("后脑勺疼了三天了。")}, []string{"symptom sym:headache"}},
	})
}

func TestAPreciseFindingThenItsVerb(t *testing.T) {
	runCases(t, []readCase{
		{"干咳 then 咳 is one dry cough", [][2]string{patient("老是干咳，晚上一躺下就咳。")}, []string{"symptom sym:dry_cough"}},
		{"咳 alone is a cough", [][2]string{patient("晚上一躺下就咳。")}, []string{"symptom sym:cough"}},
		{"咳嗽 made precise after keeps both", [][2]string{patient("咳嗽一个多月了，干咳。")}, []string{"symptom sym:cough", "symptom sym:dry_cough"}},
	})
}

func TestAWoundNamedForItsPain(t *testing.T) {
	runCases(t, []readCase{
		{"伤口还有点疼", [][2]string{patient("伤口还有点疼，别的都好。")}, []string{}},
		{"a wound got is a wound", [][2]string{patient("切菜的时候手上划了个伤口。")}, []string{"symptom sym:wound"}},
	})
}

func TestSomeoneNewBroughtInWithYouGe(t *testing.T) {
	runCases(t, []readCase{
		{"有个老汉 faints", [][2]string{patient("昨天工地上有个老汉中暑晕倒了。")},
			[]string{"condition cond:heat_stroke of other", "symptom sym:syncope historical of other"}},
		{"the patient's own after 有个毛病", [][2]string{patient("我有个毛病，一累就头晕。")}, []string{"symptom sym:dizziness"}},
	})
}

func TestSweatingAtNight(t *testing.T) {
	runCases(t, []readCase{
		{"夜里老出汗", [][2]string{patient("这一个月夜里老出汗，被子都湿了。")}, []string{"symptom sym:night_sweats"}},
		{"出汗 by day", [][2]string{patient("一活动就出汗。")}, []string{"symptom sym:sweating"}},
	})
}

func TestADrugNamedByItsTaking(t *testing.T) {
	runCases(t, []readCase{
		{"你之前吃的 X is no order", [][2]string{clinician("这个皮疹跟你之前吃的阿莫西林有关系，先吃氯雷他定。")},
			[]string{"medication drug:loratadine"}},
	})
}

func TestASymptomNamedAsWhenAnotherComes(t *testing.T) {
	runCases(t, []readCase{
		{"咳嗽的时候扯着疼", [][2]string{patient("刀口不怎么疼了，就是咳嗽的时候扯着疼。")},
			[]string{"symptom sym:cough hypothetical"}},
		{"打喷嚏会漏尿", [][2]string{patient("打喷嚏、跳绳会漏一点尿。")},
			[]string{"symptom sym:sneezing hypothetical"}},
		{"a cough with phlegm is a complaint", [][2]string{patient("咳嗽的时候有黄痰。")},
			[]string{"symptom sym:cough", "symptom sym:productive_cough"}},
	})
}

func TestABreathHeldInSleep(t *testing.T) {
	runCases(t, []readCase{
		{"snoring, then breath held", [][2]string{patient("我老公说我打呼噜特别响，打着打着就憋住了，半天不喘气。")},
			[]string{"symptom sym:snoring", "symptom sym:witnessed_apnea"}},
		{"breathless on the stairs", [][2]string{patient("爬两层楼就喘。")}, []string{"symptom sym:dyspnea"}},
	})
}

func TestAReadingSaidInHalvesOrAsAChange(t *testing.T) {
	runCases(t, []readCase{
		{"an unlabelled systolic, then 低压", [][2]string{patient("昨天量的一百五十多，低压九十几。")}, []string{}},
		{"both halves labelled", [][2]string{patient("高压一百四，低压九十。")}, []string{"observation vital:bp"}},
		{"a weight lost is no weight", [][2]string{clinician("体重呢，有变化吗？"), patient("瘦了，半年掉了二十来斤。")}, []string{"symptom sym:weight_loss"}},
		{"a weight", [][2]string{patient("我现在一百三十斤。")}, []string{"observation vital:weight"}},
	})
}

func TestNorthernMihuIsNoConfusion(t *testing.T) {
	runCases(t, []readCase{
		{"起来就迷糊", [][2]string{patient("这两天一站起来就迷糊。")}, []string{"symptom sym:dizziness"}},
		{"犯迷糊 by day", [][2]string{patient("白天老犯迷糊，干啥都没精神。")}, []string{"symptom sym:drowsiness", "symptom sym:fatigue"}},
	})
}

func TestAnOrganNotWellThenHowIsOneCondition(t *testing.T) {
	runCases(t, []readCase{
		{"心脏不好，房颤", [][2]string{patient("我心脏不好，房颤，一直在吃药。")}, []string{"condition cond:atrial_fibrillation"}},
		{"心脏不好 alone", [][2]string{patient("我心脏不好，好多年了。")}, []string{"condition cond:heart_disease"}},
	})
}

func TestAGumSwollenIsNoOvergrowth(t *testing.T) {
	runCases(t, []readCase{
		{"牙龈肿了", [][2]string{patient("这两天后面的牙龈肿了。")}, []string{}},
	})
}

func TestABellyPainOfThePeriods(t *testing.T) {
	runCases(t, []readCase{
		{"来例假肚子疼", [][2]string{patient("每次来例假肚子都疼得直不起腰。")}, []string{"condition cond:dysmenorrhea"}},
		{"a belly pain alone", [][2]string{patient("肚子疼了一上午。")}, []string{"symptom sym:abdominal_pain"}},
	})
}

func TestWhatAFallStoryNames(t *testing.T) {
	runCases(t, []readCase{
		{"a night's fall with a dizzy turn", [][2]string{patient("昨天半夜起来上厕所，一起身就头晕，一下坐地上了。")},
			[]string{"symptom sym:dizziness historical"}},
		{"a dizziness that goes on beside a fall", [][2]string{patient("这两天老头晕，昨天还摔了一跤。")},
			[]string{"symptom sym:dizziness", "symptom sym:falls historical"}},
	})
}

func TestADiagnosisSaidByNoClinician(t *testing.T) {
	runCases(t, []readCase{
		{"a daughter-in-law's guess", [][2]string{patient("我儿媳妇说我是肝不好。")}, []string{"condition cond:liver_disease uncertain"}},
		{"a doctor's, relayed", [][2]string{patient("医生说我是糖尿病。")}, []string{"condition cond:diabetes relayed"}},
		{"what a wife saw", [][2]string{patient("我老婆说我晚上打呼噜。")}, []string{"symptom sym:snoring"}},
	})
}

func TestAnIllnessNamedAsWhenItBegan(t *testing.T) {
	runCases(t, []readCase{
		{"感冒以后 is over", [][2]string{patient("感冒以后一直咳，快一个月了。")},
			[]string{"condition cond:common_cold historical", "symptom sym:cough"}},
		{"感冒了 is now", [][2]string{patient("这两天感冒了。")}, []string{"condition cond:common_cold"}},
	})
}

func TestAStopThatAnswersTheDrugAsked(t *testing.T) {
	runCases(t, []readCase{
		{"先停了 to whether to go on", [][2]string{patient("那阿司匹林明天还吃吗？"), clinician("先停了，做完手术再说。")},
			[]string{"medication drug:aspirin stopped"}},
		{"an answer about something else", [][2]string{patient("那阿司匹林明天还吃吗？"), clinician("停车场在楼下，先去拍片子。")}, []string{}},
		{"a stop that names its own drug", [][2]string{patient("那阿司匹林明天还吃吗？"), clinician("氯吡格雷先停了。")},
			[]string{"medication drug:clopidogrel stopped"}},
	})
}

func TestNamesTheLexiconLacked(t *testing.T) {
	runCases(t, []readCase{
		{"silibinin is the lexicon's silymarin, as 水飞蓟宾 is", [][2]string{patient("I take silibinin every day.")},
			[]string{"medication drug:silymarin"}},
		{"angle closure glaucoma without its hyphen", [][2]string{patient("I have angle closure glaucoma.")},
			[]string{"condition cond:angle_closure_glaucoma"}},
	})
}
