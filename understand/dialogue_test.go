package understand_test

import "testing"

func TestQuestionsAreNotStatements(t *testing.T) {
	runCases(t, []readCase{
		{"a clinician's question", [][2]string{clinician("Any chest pain?")}, []string{}},
		{"an assistant's question", [][2]string{assistant("最近有没有头疼？")}, []string{}},
		{"a clinician's list of questions", [][2]string{clinician("Have you had any fever or chills, cough, congestion, nausea, vomiting?")}, []string{}},
		{"a doctor asking about a diagnosis", [][2]string{clinician("你是不是有高血压？")}, []string{}},
	})
}

func TestAnswersDecideWhatWasAsked(t *testing.T) {
	runCases(t, []readCase{
		{"no refutes the concept asked", [][2]string{clinician("Any chest pain?"), patient("No.")},
			[]string{"symptom sym:chest_pain negated"}},
		{"nope with a filler", [][2]string{assistant("Have you had a fever?"), patient("Um, nope.")},
			[]string{"symptom sym:fever negated"}},
		{"没有 refutes", [][2]string{clinician("咳嗽吗？"), patient("没有")}, []string{"symptom sym:cough negated"}},
		{"a no, then a pain of something else, is no pain asked", [][2]string{clinician("Any nausea or abdominal pain?"), patient("No. It is painful to eat with the sores.")},
			[]string{"symptom sym:abdominal_pain negated", "symptom sym:nausea negated"}},
		{"都没有 refutes a list", [][2]string{clinician("咳嗽吗？发烧吗？"), patient("都没有。")},
			[]string{"symptom sym:cough negated", "symptom sym:fever negated"}},
		{"no refutes every item of a list", [][2]string{clinician("Any fever, chills or cough?"), patient("No.")},
			[]string{"symptom sym:chills negated", "symptom sym:cough negated", "symptom sym:fever negated"}},
		{"yes a bit asserts the one asked", [][2]string{clinician("Any headaches?"), patient("Yes, a bit.")},
			[]string{"symptom sym:headache"}},
		{"有点 asserts the one asked", [][2]string{clinician("头晕吗？"), patient("有点")}, []string{"symptom sym:dizziness"}},
		// Each only proposed, below the claim threshold: see TestABareYesToAList.
		{"a bare yes to a list is not guessed: each is proposed", [][2]string{clinician("Any fever or cough?"), patient("Yes.")},
			[]string{"symptom sym:fever", "symptom sym:cough"}},
		{"都有 asserts the whole list", [][2]string{clinician("咳嗽吗？发烧吗？"), patient("都有")},
			[]string{"symptom sym:cough", "symptom sym:fever"}},
		{"just one of a list denies the others", [][2]string{clinician("Any fever or cough?"), patient("Just the cough.")},
			[]string{"symptom sym:cough", "symptom sym:fever negated"}},
		{"a determiner inside the asked term", [][2]string{clinician("Any blood in your stools?"), patient("No, no blood.")},
			[]string{"symptom sym:rectal_bleeding negated"}},
		{"the answer names the concept itself", [][2]string{clinician("Any cough?"), patient("No cough at all.")},
			[]string{"symptom sym:cough negated"}},
		{"对 before a drug is not a yes", [][2]string{clinician("头疼吗？"), patient("对布洛芬过敏")},
			[]string{"allergy drug:ibuprofen"}},
		{"对对对 is a yes", [][2]string{clinician("走快了喘不上气？"), patient("对对对 爬个二楼都得歇歇")}, []string{"symptom sym:dyspnea"}},
		{"对的 is a yes", [][2]string{clinician("头疼吗？"), patient("对的")}, []string{"symptom sym:headache"}},
		{"不过 opens a clause, it is no answer", [][2]string{clinician("咳嗽吗？"), patient("不过晚上会出汗")},
			[]string{"symptom sym:night_sweats"}},
		{"an echo before the answer", [][2]string{clinician("Do you have any allergies at all?"), patient("Ohh, allergies. Uh, no.")},
			[]string{"allergy allergy:any negated"}},
		{"the rest denied after naming one", [][2]string{clinician("Any nausea? Any vomiting?"),
			patient("The first day I had a bit of diarrhoea, but apart from that, no.")},
			[]string{"symptom sym:diarrhea historical", "symptom sym:nausea negated", "symptom sym:vomiting negated"}},
		{"what the patient fears is not what they have", [][2]string{clinician("Is there anything you're worried about?"), patient("Cancer.")},
			[]string{"condition cond:cancer uncertain"}},
		{"not that I'm aware of", [][2]string{clinician("Any allergies to medications?"), patient("Not that I'm aware of.")},
			[]string{"allergy cond:drug_allergy_status negated"}},
		{"an answer after a turn that did not answer", [][2]string{clinician("Any fever?"), patient("Hmm, let me think."), patient("No.")},
			[]string{"symptom sym:fever negated"}},
		{"a hedged yes is uncertain", [][2]string{clinician("Any wheezing?"), patient("I think so.")},
			[]string{"symptom sym:wheezing uncertain"}},
		{"no to still taking means stopped", [][2]string{clinician("Are you still taking the metformin?"), patient("No.")},
			[]string{"medication drug:metformin stopped"}},
		{"yes to ever had is history", [][2]string{clinician("Have you ever had asthma?"), patient("Yes.")},
			[]string{"condition cond:asthma historical"}},
		{"an offer accepted states nothing", [][2]string{clinician("Would you like some ibuprofen?"), patient("Yes please.")}, []string{}},
		{"a wh-question is not answered by yes", [][2]string{clinician("How long have you had the cough?"), patient("Yeah.")}, []string{}},
		{"yes to a family question names the relative", [][2]string{clinician("Does anyone in your family have diabetes?"), patient("Yes, my mum.")},
			[]string{"condition cond:diabetes of mother"}},
		{"no to a family question writes nothing", [][2]string{clinician("Any family history of heart disease or diabetes?"), patient("No.")}, []string{}},
		{"no to any allergies", [][2]string{clinician("Do you have any allergies?"), patient("No.")},
			[]string{"allergy allergy:any negated"}},
		{"an answered question is closed", [][2]string{clinician("Any fever?"), patient("No."), clinician("OK."), patient("No.")}, []string{}},
	})
}

func TestClinicianOrdersAndDiagnoses(t *testing.T) {
	runCases(t, []readCase{
		{"stop", [][2]string{clinician("Stop the metformin for now.")}, []string{"medication drug:metformin stopped"}},
		{"start", [][2]string{clinician("I'm going to start you on amlodipine 5 mg once a day.")}, []string{"medication drug:amlodipine"}},
		{"switch", [][2]string{clinician("I'll switch you from lisinopril to losartan.")},
			[]string{"medication drug:lisinopril stopped", "medication drug:losartan"}},
		{"停掉", [][2]string{clinician("二甲双胍先停掉。")}, []string{"medication drug:metformin stopped"}},
		{"no need of a drug is no order", [][2]string{clinician("这是急性支气管炎，病毒引起的，不用吃抗生素。给你开点氨溴索化痰。")},
			[]string{"condition cond:acute_bronchitis", "medication drug:ambroxol"}},
		{"a switch away from a drug to one not named", [][2]string{clinician("I'm going to switch you from Microgynon to something without oestrogen.")},
			[]string{"medication drug:levonorgestrel_ethinylestradiol stopped"}},
		{"not advised is no order", [][2]string{clinician("你没有症状，一般不建议为了预防自己吃阿司匹林。")}, []string{}},
		{"only if it really hurts is no order", [][2]string{clinician("尽量别吃布洛芬这类止痛药。实在疼可以吃对乙酰氨基酚。")},
			[]string{"medication drug:ibuprofen stopped"}},
		{"you don't need it is no order", [][2]string{clinician("It's viral, so you don't need antibiotics.")}, []string{}},
		{"a switch from a drug to one the turn names by its class words", [][2]string{clinician("I don't want you on the combined pill any more. I'm going to switch you from Microgynon to desogestrel.")},
			[]string{"medication drug:desogestrel", "medication drug:levonorgestrel_ethinylestradiol stopped"}},
		{"继续吃", [][2]string{clinician("阿司匹林继续吃。")}, []string{"medication drug:aspirin"}},
		{"换成", [][2]string{clinician("把硝苯地平换成氨氯地平。")}, []string{"medication drug:nifedipine stopped", "medication drug:amlodipine"}},
		{"advice that depends on something", [][2]string{clinician("If the pain gets worse you can take ibuprofen.")}, []string{}},
		{"an explanation", [][2]string{clinician("Metformin is a very common medication for diabetes.")}, []string{}},
		{"a firm diagnosis", [][2]string{clinician("You have high blood pressure.")}, []string{"condition cond:hypertension"}},
		{"a hedged diagnosis", [][2]string{clinician("It might be a migraine.")}, []string{"condition cond:migraine uncertain"}},
		{"the clinician speaking of themselves", [][2]string{clinician("I take amlodipine myself.")}, []string{}},
	})
}

func TestWhoItIsAbout(t *testing.T) {
	runCases(t, []readCase{
		{"a grandchild", [][2]string{patient("我外孙有哮喘")}, []string{"condition cond:asthma of grandchild"}},
		{"a cousin", [][2]string{patient("我堂哥有癫痫。")}, []string{"condition cond:epilepsy of cousin"}},
		{"姥姥", [][2]string{patient("俺姥姥有糖尿病")}, []string{"condition cond:diabetes of grandparent"}},
		{"Sichuan 老汉儿 is a father", [][2]string{patient("我老汉儿有痛风，路都走不得")}, []string{"condition cond:gout of father"}},
		{"就是 right after a relative stresses, it does not end their clause", [][2]string{patient("俺爹就是脑梗走的")}, []string{"condition cond:cerebral_infarction of father"}},
		{"大老爷们 is a grown man, not a grandfather", [][2]string{patient("我一个大老爷们儿，最近有高血压")}, []string{"condition cond:hypertension"}},
		{"a baby planned for is no experiencer: the folic acid is the patient's", [][2]string{patient("我们准备要宝宝了，这两个礼拜开始吃叶酸")}, []string{"medication drug:folic_acid"}},
		{"a baby who is here is", [][2]string{patient("我家宝宝有哮喘")}, []string{"condition cond:asthma of child"}},
		{"dialect them before what it names is the patient's own", [][2]string{patient("Them muscle relaxers I had after I fell, can I take one now?")}, []string{"medication class:muscle_relaxants", "symptom sym:falls historical"}},
		{"them after a verb is the people given to", [][2]string{patient("My sons have colds, I gave them aspirin.")}, []string{"condition cond:common_cold of child", "medication drug:aspirin of child"}},
		{"老头子 is a husband, not a head", [][2]string{patient("我家老头子晚上睡不着，一直吃右佐匹克隆。")}, []string{"symptom sym:insomnia of other", "medication drug:eszopiclone of other"}},
		{"an in-law is not family history", [][2]string{patient("我婆婆有高血压")}, []string{"condition cond:hypertension of other"}},
		{"a daughter-in-law is not a wife nor a daughter", [][2]string{patient("我儿媳妇有哮喘")}, []string{"condition cond:asthma of other"}},
		{"a spouse", [][2]string{patient("My husband has diabetes.")}, []string{"condition cond:diabetes of other"}},
		{"a step-parent", [][2]string{patient("My stepdad has asthma.")}, []string{"condition cond:asthma of other"}},
		{"a coworker", [][2]string{patient("My coworker has the flu.")}, []string{"condition cond:influenza of other"}},
		{"a roommate", [][2]string{patient("我室友在吃布洛芬")}, []string{"medication drug:ibuprofen of other"}},
		{"a pet", [][2]string{patient("My dog has diabetes.")}, []string{"condition cond:diabetes of other"}},
		{"a pronoun takes the relative named before it", [][2]string{patient("My son is fifty eight and he suffers from glaucoma.")},
			[]string{"condition cond:glaucoma of child"}},
		{"a pronoun with no one named before is someone else", [][2]string{patient("She has asthma.")}, []string{"condition cond:asthma of other"}},
		{"back to the patient after a relative", [][2]string{patient("我妈妈有糖尿病，我有高血压。")},
			[]string{"condition cond:diabetes of mother", "condition cond:hypertension"}},
		{"the patient's 'you' is the doctor", [][2]string{patient("Do you have asthma too, doctor?")}, []string{"condition cond:asthma hypothetical uncertain of other"}},
	})
}

func TestAnswersInRealSpeech(t *testing.T) {
	runCases(t, []readCase{
		{"a former habit answered", [][2]string{clinician("Do you smoke at all?"), patient("quit 5 years ago. I'm a social drinker though.")},
			[]string{"observation social:alcohol", "observation social:smoking historical inactive"}},
		{"agreeing with a denial", [][2]string{clinician("So no chest pain, palpitations or fainting, is that right?"), patient("yep, that's right")},
			[]string{"symptom sym:chest_pain negated", "symptom sym:palpitations negated", "symptom sym:syncope negated"}},
		{"a dose is an order", [][2]string{clinician("Paracetamol, two tablets four times a day, regularly.")}, []string{"medication drug:paracetamol"}},
		{"bump up", [][2]string{clinician("Let's bump the atorvastatin up to 40 mg.")}, []string{"medication drug:atorvastatin"}},
		{"an allergy outgrown", [][2]string{patient("I was allergic to eggs as a kid but I eat them all the time now, no problem.")},
			[]string{"allergy food:egg historical"}},
		{"a drug of one's own in a question", [][2]string{patient("would it be ok to take ibuprofen with my warfarin?")},
			[]string{"medication drug:ibuprofen hypothetical", "medication drug:warfarin"}},
		{"not sure if I'm still taking it", [][2]string{patient("I'm not sure if I'm still taking the aspirin.")},
			[]string{"medication drug:aspirin uncertain"}},
		{"a brand is not read through a typo", [][2]string{patient("that concert last night was amazing")}, []string{}},
	})
}

func TestChineseAnswersByVerb(t *testing.T) {
	runCases(t, []readCase{
		{"吐倒没吐", [][2]string{clinician("拉肚子吗？吐不吐？"), patient("拉了三四回了，吐倒没吐。")},
			[]string{"symptom sym:diarrhea", "symptom sym:vomiting negated"}},
		{"吐过没有 没吐", [][2]string{clinician("吐过没有"), patient("没吐，就是有点恶心")},
			[]string{"symptom sym:nausea", "symptom sym:vomiting negated"}},
		{"an answer that opens with the verb", [][2]string{clinician("拉肚子呢？"), patient("拉，一天五六回，跟水似的")},
			[]string{"symptom sym:diarrhea"}},
		{"I'm fine", [][2]string{assistant("您自己有没有咳嗽？"), patient("我没事 就是有点鼻塞")},
			[]string{"symptom sym:cough negated", "symptom sym:nasal_congestion"}},
		{"not yet", [][2]string{assistant("您现在有发烧吗？"), patient("目前还没有 就是有点担心")}, []string{"symptom sym:fever negated"}},
		{"the mother has it, the patient does not know", [][2]string{clinician("你有没有高血压？"), patient("俺妈有，俺不晓得俺有没有，没量过")},
			[]string{"condition cond:hypertension of mother"}},
		{"the chest pain named in the answer", [][2]string{clinician("胸口疼吗？"), patient("没有往胳膊窜，就胸口正中间闷疼")},
			[]string{"symptom sym:chest_pain"}},
	})
}

func TestAsksOverListsAndHabits(t *testing.T) {
	runCases(t, []readCase{
		{"swelling at listed sites", [][2]string{clinician("How about swelling to your lips, tongue, or throat?"), patient("No.")},
			[]string{"symptom sym:face_swelling negated", "symptom sym:throat_swelling negated", "symptom sym:tongue_swelling negated"}},
		{"do you smoke or drink", [][2]string{clinician("Do you smoke or drink?"), patient("No, I don't!")},
			[]string{"observation social:alcohol negated", "observation social:smoking negated"}},
		{"I do not drink", [][2]string{patient("I do not drink.")}, []string{"observation social:alcohol negated"}},
		{"eating and drinking is no alcohol", [][2]string{clinician("Are you eating and drinking OK?"), patient("Yes.")},
			[]string{"symptom sym:loss_of_appetite negated"}},
		{"a clinician's negative result", [][2]string{clinician("This looks good. It says you don't have melanoma or psoriasis.")},
			[]string{"condition cond:melanoma negated", "condition cond:psoriasis negated"}},
	})
}

func TestEnglishColloquialAnswers(t *testing.T) {
	runCases(t, []readCase{
		{"swelling in your ankles", [][2]string{clinician("Have you noticed any swelling in your ankles?"), patient("not really, no")},
			[]string{"symptom sym:ankle_swelling negated"}},
		{"nothing else is no denial of what was named", [][2]string{clinician("Any symptoms yourself?"), patient("just a bit of a sore throat, nothing else")},
			[]string{"symptom sym:sore_throat"}},
		{"my head hurts after a coworker", [][2]string{patient("my coworker is a total pain in the neck, that's half the reason my head hurts every day")},
			[]string{"symptom sym:headache"}},
		{"pressure's still up", [][2]string{patient("my pressure's still up, it was 158 over 96 at the chemist")},
			[]string{"condition cond:hypertension", "observation vital:bp"}},
		{"haven't used one since", [][2]string{patient("haven't used an inhaler since I was like 12")}, []string{"medication class:inhalers historical stopped"}},
		{"a heart attack in the family", [][2]string{patient("my grandad had a heart attack")}, []string{"condition cond:myocardial_infarction historical of grandparent"}},
	})
}

func TestQuestionsWhetherAllIsFine(t *testing.T) {
	runCases(t, []readCase{
		{"passing urine OK? yep", [][2]string{clinician("Any waterworks problems, passing urine OK?"), patient("Yep.")},
			[]string{"symptom sym:urinary_symptoms negated"}},
		{"an OK tag asks nothing", [][2]string{clinician("I know you're stressed, but we've got an ambulance coming, OK?"), patient("Yeah. OK, thank you.")},
			[]string{}},
		{"is that stressful? it's OK", [][2]string{clinician("Is that quite stressful?"), patient("Uh, it's OK. It's good work.")},
			[]string{"symptom sym:stress negated"}},
		{"able to eat and drink is no alcohol", [][2]string{clinician("Are you still able to eat and drink?"), patient("Yeah yeah.")}, []string{}},
	})
}

// A yes to "you had X?" in the simple past may be an episode over or a
// condition that goes on: a claim for a clinician, never a current fact.
// How long the patient has had it, or whether they ever had it, reads as
// before.
func TestYesToYouHadIsUncertain(t *testing.T) {
	runCases(t, []readCase{
		{"were you aware you had", [][2]string{clinician("Were you aware you had a chest infection?"), patient("Yes, I think so, yeah.")},
			[]string{"condition cond:lower_respiratory_infection uncertain"}},
		{"so you had", [][2]string{clinician("So you had a kidney infection?"), patient("Yeah.")},
			[]string{"condition cond:pyelonephritis uncertain"}},
		{"you have had, in the perfect", [][2]string{clinician("You have had a kidney infection?"), patient("Yeah.")},
			[]string{"condition cond:pyelonephritis"}},
		{"have you had", [][2]string{clinician("Have you had any headaches?"), patient("Yes.")},
			[]string{"symptom sym:headache"}},
		{"did you ever have", [][2]string{clinician("Did you ever have asthma?"), patient("Yes.")},
			[]string{"condition cond:asthma historical"}},
	})
}

func TestAQuestionBroughtBackLate(t *testing.T) {
	runCases(t, []readCase{
		{"you asked about it, and no", [][2]string{patient("Thanks. Oh, you asked about chest pain earlier, sorry, no, none of that.")},
			[]string{"symptom sym:chest_pain negated"}},
		{"刚才问的，没有", [][2]string{patient("对了，你刚才问头晕，没晕，一直都挺好。")},
			[]string{"symptom sym:dizziness negated"}},
		{"you asked about it, and it is told", [][2]string{patient("Oh, and you asked about cough: I've had it all week.")},
			[]string{"symptom sym:cough"}},
	})
}

func TestAQuestionAfterContacts(t *testing.T) {
	runCases(t, []readCase{
		{"the answer before the contacts is the patient's", [][2]string{clinician("头疼吗？恶心不？家里人、同学有没有人也这样？"), patient("头疼得厉害，不恶心。")},
			[]string{"symptom sym:headache", "symptom sym:nausea negated"}},
		{"a question about the family alone is the family's", [][2]string{clinician("家里人有没有高血压？"), patient("有，我爸。")},
			[]string{"condition cond:hypertension of father"}},
	})
}

// A drug asked about as at hand ("with you", "on you") is not asked as
// taken: a no says it was left at home.
func TestCarriedIsNotTaken(t *testing.T) {
	runCases(t, []readCase{
		{"no inhaler with you", [][2]string{clinician("Have you got your salbutamol inhaler with you?"), patient("No, it's at home.")},
			[]string{}},
		{"a plain question still asks", [][2]string{clinician("Do you use a salbutamol inhaler?"), patient("No.")},
			[]string{"medication class:inhalers negated", "medication drug:salbutamol negated"}},
	})
}

// A wh-word inside a symptom's own name ("burning when you pee") does not
// make the question a wh-question: "Any burning when you pee?" asks of the
// symptom, and a no denies it.
func TestWhWordInsideAName(t *testing.T) {
	runCases(t, []readCase{
		{"when inside the name", [][2]string{clinician("Any stinging when you pass water?"), patient("No.")},
			[]string{"symptom sym:dysuria negated"}},
		{"a bare name with when", [][2]string{clinician("Pain when you pee?"), patient("Nope.")},
			[]string{"symptom sym:dysuria negated"}},
		// Near-misses: a wh-question outside any name asks no yes or no.
		{"when did it start", [][2]string{clinician("When did the cough start?"), patient("No idea, a week?")},
			[]string{}},
		{"what is a wh-question", [][2]string{clinician("What makes the headache worse?"), patient("Nothing really.")},
			[]string{}},
	})
}

func TestWhatIsToBeSeenIsNoQuestion(t *testing.T) {
	runCases(t, []readCase{
		{"看看…会不会 after an order", [][2]string{clinician("辛伐他汀停了，换成普伐他汀，吃一个月看看腿疼会不会好。")},
			[]string{"medication drug:pravastatin", "medication drug:simvastatin stopped"}},
		{"a question to the patient stays one", [][2]string{clinician("辛伐他汀吃了腿疼不疼？")}, []string{}},
	})
}

func TestChineseQuestionsOfTheFormXNotX(t *testing.T) {
	runCases(t, []readCase{
		{"a word asked back is no answer", [][2]string{clinician("腿肿不肿？"), patient("肿？倒是不肿。")}, []string{"symptom sym:leg_swelling negated"}},
		{"X不X asks, it does not deny", [][2]string{clinician("胸口闷不闷？"), patient("有点。")}, []string{"symptom sym:chest_tightness"}},
	})
}

// Not measured is not known: "发烧吗？" "还没量，感觉有点热" denied the fever
// (session 39's second black-box round).
func TestNotMeasuredDecidesNothing(t *testing.T) {
	runCases(t, []readCase{
		{"还没量", [][2]string{clinician("发烧吗？"), patient("还没量，感觉有点热。")}, []string{}},
		{"没量过", [][2]string{clinician("发烧吗？"), patient("没量过。")}, []string{}},
		{"haven't checked", [][2]string{clinician("Any fever?"), patient("Haven't checked, to be honest.")}, []string{}},
		// Near miss: a plain no still denies.
		{"没有", [][2]string{clinician("发烧吗？"), patient("没有。")}, []string{"symptom sym:fever negated"}},
	})
}
