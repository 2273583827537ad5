package understand_test

import "testing"

// Readings found wrong on en/o1 and zh/o1 (annotators W and V). The
// sentences are written for these tests, in the manner of the dialogues,
// not copied.

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

func TestADrugAskedAboutAndFinished(t *testing.T) {
	runCases(t, []readCase{
		{"吃完了 to whether the course is done", [][2]string{clinician("医院开的那个阿莫西林吃完了吧？"), patient("吃完了，一共吃了七天。")},
			[]string{"medication drug:amoxicillin stopped"}},
		{"yes to whether it is taken", [][2]string{clinician("阿莫西林还在吃吧？"), patient("对，还在吃。")},
			[]string{"medication drug:amoxicillin"}},
		{"finished two drugs named together", [][2]string{patient("I finished the prednisolone and the amoxicillin last week.")},
			[]string{"medication drug:amoxicillin stopped", "medication drug:prednisolone stopped"}},
	})
}

func TestASpellToldAsHad(t *testing.T) {
	runCases(t, []readCase{
		{"a hypo had at the weekend", [][2]string{patient("On Sunday I had a nasty hypo, but a few sweets sorted it.")},
			[]string{"symptom sym:hypoglycemia_symptoms historical"}},
		{"a hypo this morning is still the complaint", [][2]string{patient("I had a hypo this morning.")},
			[]string{"symptom sym:hypoglycemia_symptoms"}},
		{"a pause on the word, then when it was", [][2]string{clinician("有没有低血糖？"), patient("低血糖……上个月有一回，吃了块饼干就好了。")},
			[]string{"condition cond:hypoglycemia historical"}},
		{"a pause on a fall, then when it was", [][2]string{clinician("摔过跤没有？"), patient("摔跤……去年在楼梯上摔过一回。")},
			[]string{"symptom sym:falls historical"}},
	})
}

func TestWhoseItIs(t *testing.T) {
	runCases(t, []readCase{
		{"Irish himself", [][2]string{patient("I'm grand. Himself has a cough this past week.")}, []string{"symptom sym:cough of other"}},
		{"a woman's man", [][2]string{patient("Our Sheila's man smokes forty a day.")}, []string{"observation social:smoking of other"}},
		{"a time between the mother and 就是", [][2]string{patient("我妈年轻时就是哮喘。")},
			[]string{"condition cond:asthma historical of mother"}},
		{"a drug another left behind and not taken", [][2]string{patient("这盒安眠药是俺儿子的，俺没吃。")},
			[]string{"medication class:sleeping_pills hypothetical"}},
	})
}

func TestWhatIsNotTheIllness(t *testing.T) {
	runCases(t, []readCase{
		{"the pneumonia one is a jab", [][2]string{clinician("Had the jabs?"), patient("The shingles one I had in May.")}, []string{}},
		{"with both my boys", [][2]string{patient("With both my girls I had gestational diabetes.")},
			[]string{"condition cond:gestational_diabetes historical"}},
		{"莫吃 is a stop", [][2]string{clinician("你这是感冒，莫吃阿司匹林，多喝水。")},
			[]string{"condition cond:common_cold", "medication drug:aspirin stopped"}},
	})
}

func TestEpisodesOverInChinese(t *testing.T) {
	runCases(t, []readCase{
		{"a drip of days and 好了", [][2]string{patient("上个月肺炎了，在诊所吊了七天水，好了。")},
			[]string{"condition cond:pneumonia historical resolves"}},
		{"吃过几天 and 就好了", [][2]string{patient("上个月尿路感染吃过几天左氧，吃完就好了。")},
			[]string{"condition cond:uti historical", "medication drug:levofloxacin historical stopped"}},
		{"those days of a past course", [][2]string{patient("前年吃过一回阿奇霉素，就是吃药那几天拉肚子。")},
			[]string{"medication drug:azithromycin historical stopped", "symptom sym:diarrhea historical"}},
	})
}

func TestNamesOfWhatAndWhose(t *testing.T) {
	runCases(t, []readCase{
		{"red bumps are a rash", [][2]string{patient("胳膊上长了好多小红疙瘩。")}, []string{"symptom sym:rash"}},
		{"a bump alone is a lump", [][2]string{patient("脖子后面长了个疙瘩。")}, []string{"symptom sym:neck_lump"}},
		{"a combination named by its parts", [][2]string{patient("我在用氨氯地平阿托伐他汀，一天一片。")},
			[]string{"medication drug:amlodipine uncertain", "medication drug:atorvastatin uncertain"}},
		{"a drug and its form are no combination", [][2]string{patient("我在用噻吗洛尔滴眼液，一天两次。")},
			[]string{"medication drug:timolol"}},
		{"the little 'un", [][2]string{patient("The little 'un had chickenpox last month.")}, []string{"condition cond:chickenpox historical of child"}},
	})
}

func TestSomeoneElsesWord(t *testing.T) {
	runCases(t, []readCase{
		{"a daughter's word the patient disputes", [][2]string{patient("My daughter says I'm getting confused, but I'm not.")},
			[]string{"symptom sym:confusion uncertain"}},
		{"a wife's word the patient lets stand", [][2]string{patient("My wife says I snore terribly.")}, []string{"symptom sym:snoring"}},
		{"a person named as the one who takes it", [][2]string{clinician("And Pat, is he on anything?"), patient("Pat is on the metformin for his sugar.")},
			[]string{"medication drug:metformin of other"}},
		{"a drug named as the subject", [][2]string{patient("Ramipril is five milligrams in the morning.")},
			[]string{"medication drug:ramipril"}},
	})
}

func TestSitesAndFlushesInEverydayWords(t *testing.T) {
	runCases(t, []readCase{
		{"喉咙头 is the throat", [][2]string{patient("喉咙头痒得很。")}, []string{"symptom sym:itchy_throat"}},
		{"the flushes are hot flushes", [][2]string{patient("The flushes are driving me mad.")}, []string{"symptom sym:hot_flashes"}},
		{"a flushed face is flushing", [][2]string{patient("My face goes red after the tablets.")}, []string{"symptom sym:flushing"}},
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

func TestANoThatAnswersSomethingElse(t *testing.T) {
	runCases(t, []readCase{
		{"no to the first question, an allergy to the last", [][2]string{clinician("Any fever? And any allergies to medicines?"),
			patient("No fever. Codeine, I come out in hives with it.")},
			[]string{"allergy drug:codeine", "symptom sym:fever negated"}},
		{"the allergen named, then denied", [][2]string{clinician("Did you check your weight? Any allergy to codeine?"),
			patient("I didn't weigh myself, no. Codeine, no, never had a problem.")},
			[]string{"allergy drug:codeine negated", "medication drug:codeine negated"}},
		{"a bare no to allergies", [][2]string{clinician("Any allergies to medicines?"), patient("No. Codeine is fine for me.")},
			[]string{"medication drug:codeine"}},
	})
}

func TestAStopThenAStart(t *testing.T) {
	runCases(t, []readCase{
		{"stopped one and started the other", [][2]string{patient("I stopped the ramipril and started the losartan.")},
			[]string{"medication drug:losartan", "medication drug:ramipril historical stopped"}},
		{"stopped both", [][2]string{patient("I stopped the ramipril and the losartan.")},
			[]string{"medication drug:losartan historical stopped", "medication drug:ramipril historical stopped"}},
		{"no more of something else", [][2]string{patient("Since I started the apixaban, no more blood tests every week.")},
			[]string{"medication drug:apixaban"}},
		{"a drug echoed and denied", [][2]string{clinician("Do you take aspirin?"), patient("Aspirin? No, never.")},
			[]string{"medication drug:aspirin negated"}},
	})
}

func TestWhoIsWorriedFor(t *testing.T) {
	runCases(t, []readCase{
		{"the one worried for is not who cannot sleep", [][2]string{patient("担心闺女在外地找不着工作，夜里睡不着。")},
			[]string{"symptom sym:insomnia"}},
		{"a state in the next sentence is the speaker's", [][2]string{patient("惦记俺儿子。一吃饭肚子就胀。")},
			[]string{"symptom sym:bloating"}},
		{"a relative's state in the same sentence is theirs", [][2]string{patient("我妈身体不好，肚子老胀。")},
			[]string{"symptom sym:bloating of mother"}},
	})
}

func TestBetterIsNotGone(t *testing.T) {
	runCases(t, []readCase{
		{"好多了 is better, still there", [][2]string{patient("胸闷好多了。")}, []string{"symptom sym:chest_tightness"}},
		{"好了 is over", [][2]string{patient("胸闷好了。")}, []string{"symptom sym:chest_tightness historical"}},
	})
}

func TestADrugForWhatAMeasureTracks(t *testing.T) {
	runCases(t, []readCase{
		{"a drug for my blood pressure", [][2]string{patient("I take amlodipine for my blood pressure.")},
			[]string{"condition cond:hypertension", "medication drug:amlodipine"}},
		{"a drug for her blood pressure", [][2]string{patient("My dad takes ramipril for his blood pressure.")},
			[]string{"medication drug:ramipril of father"}},
		{"a blood pressure said alone", [][2]string{patient("I check my blood pressure every week.")}, []string{}},
		{"a drug for my cholesterol names no condition", [][2]string{patient("I take simvastatin for my cholesterol.")},
			[]string{"medication drug:simvastatin"}},
		{"for BP, said first", [][2]string{patient("For BP, Telma 40. And Ecosprin 75 at night.")},
			[]string{"condition cond:hypertension", "medication drug:telmisartan", "medication drug:aspirin"}},
		{"for the blood pressure", [][2]string{patient("I've got bendroflumethiazide for the blood pressure.")},
			[]string{"condition cond:hypertension", "medication drug:bendroflumethiazide"}},
		{"for BP with no drug that treats it", [][2]string{patient("I came in for a BP check, and I take paracetamol for my back.")},
			[]string{"medication drug:paracetamol"}},
		{"a relative's drug for the blood pressure is hers", [][2]string{patient("My mum's on amlodipine for the blood pressure.")},
			[]string{"condition cond:hypertension of mother", "medication drug:amlodipine of mother"}},
	})
}

func TestAHabitSaidTopicFirst(t *testing.T) {
	runCases(t, []readCase{
		{"烟不抽", [][2]string{clinician("抽烟吗？"), patient("烟不抽。")}, []string{"observation social:smoking negated"}},
		{"烟戒了", [][2]string{patient("烟戒了十来年了。")}, []string{"observation social:smoking historical inactive"}},
		{"酒嘛，after a pause", [][2]string{patient("酒嘛，过年过节喝两杯。")}, []string{"observation social:alcohol"}},
		{"戒 with a dialect's aspect", [][2]string{patient("烟戒咖哒，前年戒的。")}, []string{"observation social:smoking historical inactive"}},
		{"given up for now", [][2]string{patient("酒平常喝点儿，但这阵子胃不好，一口都不敢喝了。")}, []string{"observation social:alcohol historical inactive"}},
		{"seldom is not never", [][2]string{patient("酒不太喝，过年才喝一口。")}, []string{"observation social:alcohol"}},
		{"a plan to quit still smokes", [][2]string{patient("烟我想过完生日就戒了。")}, []string{"observation social:smoking"}},
		{"not now, and not for years", [][2]string{patient("烟不抽，好几年不抽了。")}, []string{"observation social:smoking historical inactive"}},
		{"smoke from a kitchen is no habit", [][2]string{patient("厨房冒烟，呛得我直咳嗽。")}, []string{"symptom sym:cough"}},
	})
}

func TestAHabitNoLongerHad(t *testing.T) {
	runCases(t, []readCase{
		{"don't drink anymore was a drinker", [][2]string{patient("I don't drink anymore.")}, []string{"observation social:alcohol historical inactive"}},
		{"don't smoke these days", [][2]string{patient("I don't smoke these days.")}, []string{"observation social:smoking historical inactive"}},
		{"don't drink is never", [][2]string{patient("I don't drink.")}, []string{"observation social:alcohol negated"}},
		{"the drinking given up a sentence later", [][2]string{patient("My liver is bad from all the alcohol over the years. I'm not drinking anymore.")},
			[]string{"observation social:alcohol historical inactive"}},
		{"water not drunk is no alcohol given up", [][2]string{patient("I have a beer at weekends. Water, I'm not drinking enough.")},
			[]string{"observation social:alcohol"}},
	})
}

func TestWhenAHabitBeganAndARelapse(t *testing.T) {
	runCases(t, []readCase{
		{"the start of a habit since given up", [][2]string{clinician("Do you smoke?"),
			patient("No, I gave up three years ago. I first started smoking at school.")}, []string{"observation social:smoking historical inactive"}},
		{"开始 of a habit since given up", [][2]string{patient("我十几岁就开始抽烟了，前年戒了。")}, []string{"observation social:smoking historical inactive"}},
		{"started and still kept", [][2]string{patient("I started smoking at fifteen and I still smoke ten a day.")}, []string{"observation social:smoking"}},
		{"started again after a quit", [][2]string{patient("I started smoking again last month, I'd quit for a year.")}, []string{"observation social:smoking"}},
	})
}

func TestPlansToQuitAndYearsWithout(t *testing.T) {
	runCases(t, []readCase{
		{"a smoker meaning to quit", [][2]string{clinician("Do you smoke?"), patient("I do, ten a day, I keep meaning to quit.")},
			[]string{"observation social:smoking"}},
		{"wanting to give up", [][2]string{patient("I want to give up the cigarettes, I smoke twenty a day.")}, []string{"observation social:smoking"}},
		{"quit is quit", [][2]string{patient("I quit smoking last year.")}, []string{"observation social:smoking historical inactive"}},
		{"not for years", [][2]string{clinician("Still off the cigarettes?"), patient("Haven't smoked for ten years.")},
			[]string{"observation social:smoking historical inactive"}},
	})
}
