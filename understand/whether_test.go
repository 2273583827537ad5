package understand_test

import "testing"

func TestPlansAndPrescriptionsNotYetTaken(t *testing.T) {
	runCases(t, []readCase{
		{"going to start is a plan", [][2]string{patient("I'm going to start the nicotine patches")},
			[]string{"medication drug:nicotine hypothetical"}},
		{"a clinician's going to start you is an order", [][2]string{clinician("I'm going to start you on ramipril 2.5 mg")},
			[]string{"medication drug:ramipril"}},
		{"prescribed and not dared", [][2]string{patient("骨科大夫给我开了塞来昔布，我到现在一片都没敢吃")},
			[]string{"medication drug:celecoxib hypothetical relayed"}},
		{"no more of a drug from tonight is stopping it", [][2]string{patient("so no amitriptyline from tonight, got it")},
			[]string{"medication drug:amitriptyline historical stopped"}},
	})
}

func TestWhatApplyingSomethingDoesEachTime(t *testing.T) {
	runCases(t, []readCase{
		{"a cream that burns", [][2]string{patient("That new face cream is giving me a burning pain on my cheeks.")}, []string{"symptom sym:burning_pain hypothetical"}},
		{"each time it goes on", [][2]string{patient("The ointment didn't help. I got an itchy rash every time I put it on.")},
			[]string{"symptom sym:rash hypothetical"}},
		{"a burning pain", [][2]string{patient("I have a burning pain in my feet.")}, []string{"symptom sym:burning_pain"}},
		{"a rash since", [][2]string{patient("I've had a rash since I started using that cream.")}, []string{"symptom sym:rash"}},
	})
}

func TestWhatTheBodyWouldDo(t *testing.T) {
	runCases(t, []readCase{
		{"would swell and hurt", [][2]string{clinician("How was that medicine for you?"), patient("My knee would swell up and hurt.")},
			[]string{"symptom sym:knee_pain historical"}},
		{"would, if", [][2]string{patient("My knee would hurt if I ran.")}, []string{"symptom sym:knee_pain hypothetical"}},
		{"hurts now", [][2]string{patient("My knee hurts.")}, []string{"symptom sym:knee_pain"}},
	})
}

// A patient's question about what something could do reports no effect,
// and with an "if" no taking either.
func TestAskedPossibleEffect(t *testing.T) {
	runCases(t, []readCase{
		{"could X upset my stomach if", [][2]string{patient("Would my tablets upset my stomach if I took them with coffee?")},
			[]string{"symptom sym:indigestion hypothetical uncertain"}},
		{"will X give me a headache", [][2]string{patient("Will the new inhaler give me a headache?")},
			[]string{"medication class:inhalers hypothetical", "symptom sym:headache hypothetical uncertain"}},
		{"a drug taken, then a question of what it could do", [][2]string{patient("I take naproxen for my hip. Could it upset my stomach?")},
			[]string{"medication drug:naproxen", "symptom sym:indigestion hypothetical uncertain"}},
		{"a progressive blames a complaint the patient has", [][2]string{patient("Could the tablets be causing my headaches?")},
			[]string{"symptom sym:headache uncertain"}},
		{"a report with its question after stays", [][2]string{patient("My stomach's been upset since I started the ibuprofen, could it be that?")},
			[]string{"medication drug:ibuprofen", "symptom sym:indigestion"}},
	})
}

// A drug named after a complaint's getting worse is made its condition
// ("痛得厉害再来，开点X") is for a worse day, not ordered now.
func TestDrugForWorseDay(t *testing.T) {
	runCases(t, []readCase{
		{"come back if worse, then the drug", [][2]string{patient("膝盖疼。"), clinician("疼得厉害了再来，给你开布洛芬。")},
			[]string{}},
		{"the patient's own if-worse plan", [][2]string{patient("头疼得厉害再吃布洛芬。")},
			[]string{"medication drug:ibuprofen hypothetical", "symptom sym:headache"}},
		{"a drug ordered before the condition stays", [][2]string{patient("咳嗽。"), clinician("先吃右美沙芬，咳得厉害再来。")},
			[]string{"medication drug:dextromethorphan"}},
		{"a plain return visit sets no condition", [][2]string{patient("咳嗽。"), clinician("给你开右美沙芬，一周后再来。")},
			[]string{"medication drug:dextromethorphan"}},
		{"the condition in its own sentence", [][2]string{patient("咳嗽。"), clinician("咳得厉害再来。给你开点右美沙芬。")},
			[]string{"medication drug:dextromethorphan"}},
		{"first, now, the drug", [][2]string{patient("咳嗽。"), clinician("咳得厉害再来，先给你开点右美沙芬。")},
			[]string{"medication drug:dextromethorphan"}},
		{"a taken drug after a bad headache stays", [][2]string{patient("头疼得厉害，吃了布洛芬。")},
			[]string{"medication drug:ibuprofen", "symptom sym:headache"}},
	})
}

// A procedure the patient says is booked, due or coming up is still to
// come, not history; one said done in the same breath stays done.
func TestProcedureToCome(t *testing.T) {
	runCases(t, []readCase{
		{"booked for a month", [][2]string{patient("They've booked my knee replacement for March.")},
			[]string{}},
		{"due to have", [][2]string{patient("I'm due to have a hernia repair in June.")},
			[]string{}},
		{"on the list", [][2]string{patient("I'm on the list for a hip replacement.")},
			[]string{}},
		{"lined up", [][2]string{patient("I've got a cataract operation lined up.")},
			[]string{}},
		{"having it in a month", [][2]string{patient("I'm having my hip replaced in April.")},
			[]string{}},
		{"going to have", [][2]string{patient("Next week I'm going to have a colonoscopy.")},
			[]string{}},
		{"scheduled", [][2]string{patient("My hernia repair is scheduled for the 12th.")},
			[]string{}},
		{"having one, after one done", [][2]string{patient("I had a colonoscopy last year and I'm having another one in May.")},
			[]string{"procedure proc:colonoscopy historical inactive"}},
		{"done after all", [][2]string{patient("I had my gallbladder out, they'd booked it for June but did it in May.")},
			[]string{"procedure proc:cholecystectomy historical inactive"}},
		{"one done, the next due", [][2]string{patient("I had a colonoscopy last year and I'm due another one.")},
			[]string{"procedure proc:colonoscopy historical inactive"}},
		{"booked and done", [][2]string{patient("The hip replacement was booked and done in May.")},
			[]string{"procedure proc:hip_replacement historical inactive"}},
		{"a plain past operation", [][2]string{patient("I had my knee replaced in March.")},
			[]string{"procedure proc:knee_replacement historical inactive"}},
	})
}

// Offers, plans and last resorts are not facts: a vaccine against an
// illness weighed up, a bowel prep for next week, a drug only if the pain
// is unbearable. A drug prescribed for bad pain, or taken as needed, stays.
func TestOffersAndPlans(t *testing.T) {
	runCases(t, []readCase{
		{"a vaccine offered and weighed", [][2]string{
			clinician("带状疱疹疫苗也可以打，自费的，您回去想想。"),
			patient("带状疱疹那个我回去跟老伴商量一下。")},
			[]string{}},
		{"a last resort", [][2]string{clinician("实在头疼得不行，一个礼拜顶多吃两次布洛芬。")},
			[]string{"medication drug:ibuprofen hypothetical"}},
		{"a limit with a prescription stays", [][2]string{clinician("一个礼拜最多吃两次对乙酰氨基酚，给你开一盒。")},
			[]string{"medication drug:paracetamol"}},
		{"a bowel prep to come", [][2]string{patient("下个月约了胃肠镜，护士说前一天得喝泻药。")},
			[]string{"medication class:laxatives hypothetical relayed"}},
	})
}

// A drug the patient says they will not take, often an offer refused, is
// not written as taken. A drug taken and liked stays.
func TestRefusedDrug(t *testing.T) {
	runCases(t, []readCase{
		{"r1: ibuprofen I don't like", [][2]string{clinician("Stretches, supportive shoes or insoles, and ibuprofen for a week or two if your stomach is okay with it."),
			patient("Stomach is fine. But ibuprofen I don't like, last time it gave me acidity.")},
			[]string{"symptom sym:heartburn historical"}},
		{"codeine doesn't agree with me", [][2]string{patient("Codeine doesn't agree with me.")}, nil},
		{"taken and liked stays", [][2]string{patient("I take ibuprofen and I like it.")},
			[]string{"medication drug:ibuprofen"}},
	})
}

// A drug asked for at a counter, or asked about, is no drug taken: a claim
// at most, since the pharmacist may refuse it.
func TestDrugAskedForAtACounter(t *testing.T) {
	runCases(t, []readCase{
		{"wu: a box asked for", [][2]string{patient("侬拿盒奥美拉唑拨我。")},
			[]string{"medication drug:omeprazole uncertain"}},
		{"while I'm here", [][2]string{patient("我膝盖痛，老毛病了，顺便拿盒布洛芬。")},
			[]string{"medication drug:ibuprofen uncertain", "symptom sym:knee_pain"}},
		{"a bottle bought now", [][2]string{patient("给我来一瓶氯雷他定。")},
			[]string{"medication drug:loratadine uncertain"}},
		{"which may I take", [][2]string{patient("想问下能吃什么消炎药")},
			[]string{"medication class:xiaoyan_drugs uncertain"}},
		// The tail 不 asks and denies nothing (questiontail_test.go).
		{"may I take it", [][2]string{patient("那疼得厉害能吃布洛芬不？")},
			[]string{"medication drug:ibuprofen hypothetical"}},
		{"en: a box asked for", [][2]string{patient("can I get a box of ibuprofen")},
			[]string{"medication drug:ibuprofen hypothetical"}},
		{"a remedy restocked for a flare stays", [][2]string{patient("你好，我鼻炎又犯了，拿盒氯雷他定。")},
			[]string{"condition cond:chronic_rhinitis", "medication drug:loratadine"}},
		{"a drug taken stays", [][2]string{patient("我一直吃奥美拉唑，一天一粒。")},
			[]string{"medication drug:omeprazole"}},
		{"a refill of a drug taken stays", [][2]string{patient("再拿盒二甲双胍，我一直吃着。")},
			[]string{"medication drug:metformin"}},
		{"a box bought and taken stays", [][2]string{patient("上礼拜买了盒布洛芬，吃了两天。")},
			[]string{"medication drug:ibuprofen stopped"}},
	})
}

// A clinician's drug for "if it gets bad" is leave to take it, a remark on
// what a drug does is none given, and a habit asked about as a permission
// tells nothing of the habit. A regimen and a plain prescription stay.
func TestOffersAndRemarks(t *testing.T) {
	runCases(t, []readCase{
		{"if you can't bear it", [][2]string{clinician("疼得受不了可以加一片布洛芬。")},
			[]string{"medication drug:ibuprofen hypothetical"}},
		{"if it hurts badly", [][2]string{clinician("疼得厉害可以吃对乙酰氨基酚。")},
			[]string{"medication drug:paracetamol hypothetical"}},
		{"if a fever comes", [][2]string{clinician("要是烧起来了，可以吃点对乙酰氨基酚。")},
			[]string{}},
		{"en: if it gets bad", [][2]string{clinician("You can take paracetamol if it gets bad.")},
			[]string{}},
		{"a prescription stays", [][2]string{clinician("可以用阿莫西林，一天三次。")},
			[]string{"medication drug:amoxicillin"}},
		{"a regimen for the pain stays", [][2]string{patient("疼得厉害我就吃布洛芬。")},
			[]string{"medication drug:ibuprofen"}},
		{"a remark on antibiotics", [][2]string{clinician("听着像霉菌性阴道炎，吃完抗生素容易犯。")},
			[]string{}},
		{"may I drink on it", [][2]string{patient("甲硝唑能喝酒吗 周末有个饭局")},
			[]string{"medication drug:metronidazole"}},
		{"drinking told stays", [][2]string{patient("我平时能喝酒，一顿半斤白酒。")},
			[]string{"observation social:alcohol"}},
	})
}

// An offer the patient will think about is not taken: "the Mirena, I don't
// know, I'll think about it".
func TestThinkAboutItIsNotTaken(t *testing.T) {
	runCases(t, []readCase{
		{"thinking about it after the drug", [][2]string{clinician("We could try sertraline."), patient("The sertraline, hmm, I'll think about it.")},
			[]string{"medication drug:sertraline hypothetical"}},
		{"a drug taken beside it stays", [][2]string{patient("I take sertraline every morning.")},
			[]string{"medication drug:sertraline"}},
	})
}

func TestPredictionsAndDrugsToThinkAbout(t *testing.T) {
	runCases(t, []readCase{
		{"what a drug will make of the patient", [][2]string{patient("Those tablets will make me diabetic.")}, []string{"condition cond:diabetes hypothetical"}},
		{"a drug only to think about", [][2]string{patient("I'll think about the sertraline and let you know.")}, []string{"medication drug:sertraline hypothetical"}},
		{"an obligation is an order", [][2]string{clinician("You'll have to take the amoxicillin three times a day.")}, []string{"medication drug:amoxicillin"}},
	})
}

func TestAConditionAlmostReachedIsNotHad(t *testing.T) {
	runCases(t, []readCase{
		{"快…了 is almost", [][2]string{patient("天天加班，我都快得胃病了。")}, []string{"condition cond:gastritis uncertain"}},
		{"快 after the condition counts years", [][2]string{patient("我得糖尿病快十年了。")}, []string{"condition cond:diabetes"}},
	})
}

func TestAPregnancyWishedForIsNotOne(t *testing.T) {
	runCases(t, []readCase{
		{"想怀孕 is a wish", [][2]string{patient("我们打算过两年再说，明年想怀孕。")}, []string{"condition cond:pregnancy hypothetical"}},
		{"准备怀孕 is a plan", [][2]string{patient("我准备怀孕了。")}, []string{"condition cond:pregnancy hypothetical"}},
		{"怀孕了 is the fact", [][2]string{patient("我怀孕了，十周。")}, []string{"condition cond:pregnancy"}},
	})
}

func TestNotDaringToTakeADrugDeniesOnlyTheTaking(t *testing.T) {
	runCases(t, []readCase{
		{"没敢吃 after a symptom", [][2]string{patient("吓得我腰疼成这样也一直没敢吃。")}, []string{"symptom sym:low_back_pain"}},
	})
}
