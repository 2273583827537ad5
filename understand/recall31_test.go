package understand_test

import "testing"

// Session 31: classes of misses found on the dev corpora's real speech,
// each read by a general rule. The sentences are written for these tests,
// not taken from any corpus; each table has near-misses that must not fire.

// Cantonese, Hakka and Xiang 冇 is 没有: "有冇X？" asks as "有没有X？" does,
// and a bare 冇 (or 冇得, 都冇, Wu 侪没有) answers no to the whole list. 冇
// before a word denies that word only ("冇血" answers no other question).
func TestDialectNoAnswersSession31(t *testing.T) {
	runCases(t, []readCase{
		{"冇得 to a 有冇 list denies each", [][2]string{clinician("有冇头晕、呕吐？"), patient("冇得。")},
			[]string{"symptom sym:dizziness negated", "symptom sym:vomiting negated"}},
		{"都冇 to two questions", [][2]string{clinician("有冇发烧？有冇咳？"), patient("冇，都冇。")},
			[]string{"symptom sym:cough negated", "symptom sym:fever negated"}},
		{"Wu 侪没有", [][2]string{clinician("头痛伐？发烧伐？"), patient("侪没有。")},
			[]string{"symptom sym:fever negated", "symptom sym:headache negated"}},
		{"哪样都没有 with a complaint after", [][2]string{clinician("有没有心慌？头晕不晕？"), patient("哪样都没有，就是睡不好。")},
			[]string{"symptom sym:dizziness negated", "symptom sym:insomnia", "symptom sym:palpitations negated"}},
		{"有冇 asks, it does not deny: a yes asserts", [][2]string{clinician("有冇咳？"), patient("有啊，咳咗成个礼拜。")},
			[]string{"symptom sym:cough"}},
		{"有没得 asks as 有没有 does", [][2]string{clinician("有没得发烧？"), patient("有，昨晚上烧起来的。")},
			[]string{"symptom sym:fever"}},
		// Near-misses: 冇 before a word is no bare no.
		{"冇血 denies no fever", [][2]string{clinician("有冇便血？有冇发烧？"), patient("冇血，系稀烂。")},
			[]string{}},
		{"冇留意 is not a no", [][2]string{clinician("有冇发烧？有冇出汗？"), patient("冇留意。")},
			[]string{}},
		{"冇 with no question asks nothing", [][2]string{patient("冇事，我嚟拎药。")},
			[]string{}},
	})
}

// A part or function said to be fine answers for the findings of it that
// were asked: "Any chest tightness, any wheeze?" "Breathing's grand." A
// part covers only its own findings, and only as the patient's own
// ("my", "the", nobody else's), said fine without a caveat.
func TestPartSaidFineSession31(t *testing.T) {
	runCases(t, []readCase{
		{"breathing said fine denies the breathlessness asked", [][2]string{clinician("Are you getting short of breath? Any headaches?"), patient("Breathing's grand. Headaches, yeah, most mornings.")},
			[]string{"symptom sym:dyspnea negated", "symptom sym:headache"}},
		{"the eyes said fine deny each eye finding asked", [][2]string{clinician("Any blurred vision or pain in the eyes?"), patient("No, the eyes are all fine.")},
			[]string{"symptom sym:blurred_vision negated", "symptom sym:eye_pain negated"}},
		{"waterworks said normal deny the urinary finding, not the fever", [][2]string{clinician("Any blood in your urine? Any fever?"), patient("Waterworks are normal.")},
			[]string{"symptom sym:hematuria negated"}},
		{"Indian English 'normal only'", [][2]string{clinician("Any constipation?"), patient("Motions are normal only.")},
			[]string{"symptom sym:constipation negated"}},
		{"sleeping fine", [][2]string{clinician("Any trouble sleeping?"), patient("I'm sleeping fine, thanks.")},
			[]string{"symptom sym:insomnia negated"}},
		{"Chinese: 眼睛没事 denies what was asked of the eyes", [][2]string{clinician("看东西模糊吗？眼睛疼不疼？"), patient("眼睛倒没事。")},
			[]string{"symptom sym:blurred_vision negated", "symptom sym:eye_pain negated"}},
		{"Chinese: sleep and mood after a pause", [][2]string{clinician("有没有睡不着？心情低落吗？"), patient("睡觉还行，心情么……还好。")},
			[]string{"symptom sym:insomnia negated", "symptom sym:low_mood negated"}},
		// Near-misses.
		{"a part's own finding named after is read from its words", [][2]string{clinician("Any trouble breathing?"), patient("Breathing's okay. I do get short of breath on the hills though.")},
			[]string{"symptom sym:dyspnea"}},
		{"a caveat keeps it from denying", [][2]string{clinician("Any blurred vision?"), patient("My eyes are fine, just a bit blurry first thing.")},
			[]string{}},
		{"fine now is no denial", [][2]string{clinician("Any trouble breathing?"), patient("Breathing's fine now.")},
			[]string{}},
		{"someone else's part", [][2]string{clinician("Any trouble sleeping?"), patient("His sleep is fine, he snores all night.")},
			[]string{"symptom sym:snoring of other"}},
		{"a hedge before the part", [][2]string{clinician("Any blurred vision?"), patient("I think my eyes are fine.")},
			[]string{}},
		{"a part fine denies nothing it was not asked", [][2]string{patient("Eyes are fine, it's the headaches.")},
			[]string{"symptom sym:headache"}},
		{"a part fine denies no other part's finding", [][2]string{clinician("Any headache? Any blurred vision?"), patient("Eyes are fine.")},
			[]string{"symptom sym:blurred_vision negated"}},
		{"Chinese: someone else's sleep", [][2]string{clinician("有没有睡不着？"), patient("我老婆睡觉还行。")},
			[]string{}},
		{"Chinese: 正常了 is better, not a denial", [][2]string{clinician("尿频吗？"), patient("小便正常了。")},
			[]string{}},
		{"Chinese: 感觉还好 is no 觉", [][2]string{clinician("有没有睡不着？"), patient("感觉还好。")},
			[]string{}},
	})
}

// Brand names patients use for common drugs in India, the UK and Ireland,
// Canada, Australia and South Africa name the drug wherever they are said.
func TestRegionalBrandNamesSession31(t *testing.T) {
	runCases(t, []readCase{
		{"Telma and Glycomet", [][2]string{patient("I take Telma 40 in the morning and Glycomet twice a day.")},
			[]string{"medication drug:metformin", "medication drug:telmisartan"}},
		{"Piriton", [][2]string{patient("I'm on Piriton for the hives.")},
			[]string{"condition cond:urticaria", "medication drug:chlorphenamine"}},
		{"Movicol", [][2]string{patient("I take a sachet of Movicol every night.")},
			[]string{"medication drug:macrogol"}},
		{"Reactine", [][2]string{patient("I took a Reactine this morning.")},
			[]string{"medication drug:cetirizine"}},
		{"a brand asked about and denied", [][2]string{clinician("Do you take any Ecosprin?"), patient("No.")},
			[]string{"medication drug:aspirin negated"}},
	})
}

// A drug given up is stopped, as one stopped is: "it knocked me out, so I
// gave it up".
func TestGivenUpIsStoppedSession31(t *testing.T) {
	runCases(t, []readCase{
		{"gave it up later in the sentence", [][2]string{patient("I was on naproxen but it wrecked my stomach, so I gave it up.")},
			[]string{"medication drug:naproxen stopped"}},
		{"a habit given up leaves the drug taken", [][2]string{patient("I gave up the cigarettes, but I still take my ramipril.")},
			[]string{"medication drug:ramipril", "observation social:smoking historical inactive"}},
	})
}

// An offer the patient will think about is not taken: "the Mirena, I don't
// know, I'll think about it".
func TestThinkAboutItIsNotTakenSession31(t *testing.T) {
	runCases(t, []readCase{
		{"thinking about it after the drug", [][2]string{clinician("We could try sertraline."), patient("The sertraline, hmm, I'll think about it.")},
			[]string{"medication drug:sertraline hypothetical"}},
		{"a drug taken beside it stays", [][2]string{patient("I take sertraline every morning.")},
			[]string{"medication drug:sertraline"}},
	})
}

// A drug asked about as at hand ("with you", "on you") is not asked as
// taken: a no says it was left at home.
func TestCarriedIsNotTakenSession31(t *testing.T) {
	runCases(t, []readCase{
		{"no inhaler with you", [][2]string{clinician("Have you got your salbutamol inhaler with you?"), patient("No, it's at home.")},
			[]string{}},
		{"a plain question still asks", [][2]string{clinician("Do you use a salbutamol inhaler?"), patient("No.")},
			[]string{"medication class:inhalers negated", "medication drug:salbutamol negated"}},
	})
}

// A no taken back by "I do sometimes" decides nothing; a no that stands
// still denies.
func TestNoTakenBackSession31(t *testing.T) {
	runCases(t, []readCase{
		{"no, then I do sometimes", [][2]string{clinician("Do you take any ibuprofen?"), patient("No. Well, I do sometimes, when it's bad.")},
			[]string{}},
		{"a no that stands", [][2]string{clinician("Do you take any ibuprofen?"), patient("No, never.")},
			[]string{"medication drug:ibuprofen negated"}},
	})
}

// A condition the clinician sets out to rule out is suspected, not found
// nor found absent: "we need to rule out a clot", "要排除结核". One ruled out
// already is a denial, and a routine precaution is no suspicion.
func TestRuleOutIsSuspectedSession31(t *testing.T) {
	runCases(t, []readCase{
		{"need to rule out", [][2]string{clinician("With the calf swelling we need to rule out a deep vein thrombosis, so I'll get a scan.")},
			[]string{"condition cond:deep_vein_thrombosis uncertain"}},
		{"要排除", [][2]string{clinician("低烧盗汗两个月，要排除肺结核，先拍个胸片。")},
			[]string{"condition cond:tuberculosis uncertain"}},
		{"不排除", [][2]string{clinician("关节对称肿，不排除类风湿关节炎，抽个血看看。")},
			[]string{"condition cond:rheumatoid_arthritis uncertain"}},
		// Near-misses.
		{"ruled out is a denial", [][2]string{clinician("The scan has ruled out a deep vein thrombosis.")},
			[]string{"condition cond:deep_vein_thrombosis negated"}},
		{"排除了 is a denial", [][2]string{clinician("片子看过了，排除了肺结核。")},
			[]string{"condition cond:tuberculosis negated"}},
		{"a routine precaution", [][2]string{clinician("If the bleeding goes on I would always do a test, to rule out pregnancy.")},
			[]string{}},
		{"a longer name than the lexicon's", [][2]string{clinician("要排除妊娠期糖尿病以外的原因。")},
			[]string{}},
	})
}

// A wh-word inside a symptom's own name ("burning when you pee") does not
// make the question a wh-question: "Any burning when you pee?" asks of the
// symptom, and a no denies it.
func TestWhWordInsideANameSession31(t *testing.T) {
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

// More regional brands, and a request at a counter ("give me a strip of
// Azithral") that asks for a drug rather than says it is taken.
func TestRegionalBrandsAndCounterRequestsSession31(t *testing.T) {
	runCases(t, []readCase{
		{"Claratyne and Crocin", [][2]string{patient("I take Claratyne in spring and Crocin when I get a headache.")},
			[]string{"medication drug:loratadine", "medication drug:paracetamol", "symptom sym:headache"}},
		{"Gaviscon is an antacid", [][2]string{patient("I've been living on Gaviscon this week.")},
			[]string{"medication class:stomach_medicines"}},
		{"a strip asked for is not taken", [][2]string{patient("Give me a strip of Azithral, I have a sore throat.")},
			[]string{"medication drug:azithromycin hypothetical", "symptom sym:sore_throat"}},
		// Near-miss: what others give the patient is taken.
		{"the nurses give me", [][2]string{patient("The nurses give me Cilacar every morning.")},
			[]string{"medication drug:cilnidipine"}},
	})
}

// A counted "all of them" answers yes to each item of a list: "三样都有",
// "这几个都占了".
func TestCountedAllYesSession31(t *testing.T) {
	runCases(t, []readCase{
		{"三样都有", [][2]string{clinician("有没有咳嗽、发烧、嗓子疼？"), patient("三样都有，发烧最厉害。")},
			[]string{"symptom sym:cough", "symptom sym:fever", "symptom sym:sore_throat"}},
		{"这几个都占了", [][2]string{clinician("口渴吗？尿多吗？"), patient("这几个都占了。")},
			[]string{"symptom sym:excessive_thirst", "symptom sym:urinary_frequency"}},
		// Near-misses.
		{"都没有 still denies", [][2]string{clinician("有没有咳嗽、发烧？"), patient("都没有。")},
			[]string{"symptom sym:cough negated", "symptom sym:fever negated"}},
		{"都有可能 is a guess, not a yes", [][2]string{clinician("有没有咳嗽、发烧？"), patient("都有可能吧，我也说不清。")},
			[]string{}},
	})
}
