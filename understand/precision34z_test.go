package understand_test

import "testing"

// Session 34 (zh): the Chinese classes of wrong writes of zh/t1. Each
// table holds the t1 sentence, sentences of the same class written for
// the test (other drugs, other dialects, English where the class exists),
// and near-misses that must keep their reading.

// A drug asked for at a counter, or asked about, is no drug taken: a claim
// at most, since the pharmacist may refuse it.
func TestDrugAskedForSession34z(t *testing.T) {
	runCases(t, []readCase{
		{"wu: a box asked for", [][2]string{patient("侬拿盒奥美拉唑拨我。")},
			[]string{"medication drug:omeprazole uncertain"}},
		{"while I'm here", [][2]string{patient("我膝盖痛，老毛病了，顺便拿盒布洛芬。")},
			[]string{"medication drug:ibuprofen uncertain", "symptom sym:knee_pain"}},
		{"a bottle bought now", [][2]string{patient("给我来一瓶氯雷他定。")},
			[]string{"medication drug:loratadine uncertain"}},
		{"which may I take", [][2]string{patient("想问下能吃什么消炎药")},
			[]string{"medication class:xiaoyan_drugs uncertain"}},
		{"may I take it", [][2]string{patient("那疼得厉害能吃布洛芬不？")},
			[]string{"medication drug:ibuprofen hypothetical negated"}},
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
func TestOffersAndRemarksSession34z(t *testing.T) {
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

// Over, or given up: a complaint said over later in the turn, a drug the
// patient no longer dared to use, a drug replaced by a combination that
// holds it.
func TestOverOrGivenUpSession34z(t *testing.T) {
	runCases(t, []readCase{
		{"no longer tired", [][2]string{patient("吃了老觉着乏，没劲儿。停了以后倒是不乏了。")},
			[]string{"symptom sym:fatigue historical"}},
		{"the vomiting over, not the dizziness beside it", [][2]string{patient("一起身就晕，眼前发黑，想吐。来的路上吐了一回，现在不吐了。")},
			[]string{"symptom sym:dizziness", "symptom sym:nausea", "symptom sym:vomiting historical"}},
		{"no longer fluttering", [][2]string{patient("吃了那个药老心慌，停了以后就不慌了。")},
			[]string{"symptom sym:palpitations historical"}},
		{"tired still stays", [][2]string{patient("这阵子老觉着乏，没劲儿。")},
			[]string{"symptom sym:fatigue"}},
		{"a cream given up", [][2]string{patient("抹了几天挺管用，后来听说是激素，就不敢抹了。")},
			[]string{"medication class:steroids historical stopped"}},
		{"a drug given up", [][2]string{patient("吃了一阵阿司匹林，胃不舒服，就没再吃了。")},
			[]string{"medication drug:aspirin historical stopped", "symptom sym:epigastric_pain historical"}},
		{"a cream used stays", [][2]string{patient("现在还抹着激素药膏。")},
			[]string{"medication class:steroids"}},
		{"a component of the replacement", [][2]string{clinician("思力华换成思合华，就是噻托溴铵加奥达特罗，还是每天早上吸两下。")},
			[]string{"medication drug:tiotropium stopped", "medication drug:tiotropium_olodaterol"}},
	})
}

// Someone else's illness: one said as a topic and then told of a relative,
// one in a clause that goes on telling of the relative.
func TestOthersIllnessSession34z(t *testing.T) {
	runCases(t, []readCase{
		{"the spouse's shingles", [][2]string{patient("带状疱疹那个……我老伴儿前年得过，疼得直哼哼。")},
			[]string{"condition cond:herpes_zoster of spouse"}},
		{"the mother's diabetes", [][2]string{patient("糖尿病那个……我妈也有。")},
			[]string{"condition cond:diabetes of mother"}},
		{"the spouse's cough carried on", [][2]string{patient("我老伴儿也感冒了，比我重，还咳嗽。")},
			[]string{"condition cond:common_cold of other", "symptom sym:cough of other"}},
		{"en: the husband's shingles", [][2]string{patient("my husband had shingles two years ago")},
			[]string{"condition cond:herpes_zoster historical of other"}},
		{"my own cough after his stays", [][2]string{patient("我老伴儿感冒了，我也咳嗽。")},
			[]string{"condition cond:common_cold of other", "symptom sym:cough"}},
		{"a dream of her stays mine", [][2]string{patient("睡着了也老做梦，梦见她。")},
			[]string{"symptom sym:nightmares"}},
	})
}

// Clinical words used for something else: a hand let go, a name not
// remembered, a vaccine named by its illness, a drug's indication told by
// hearsay, wheals called 疙瘩.
func TestFalseFriendsSession34z(t *testing.T) {
	runCases(t, []readCase{
		{"let go hurts more", [][2]string{clinician("我按这儿疼不？……松手呢？"), patient("哎呀妈呀，松手更疼！")},
			[]string{}},
		{"a hand that hurts stays", [][2]string{patient("我右手疼了三天。")},
			[]string{"symptom sym:hand_pain"}},
		{"the drug's name forgotten", [][2]string{patient("高血压，吃那个降压药，名儿记不住，一天一片。")},
			[]string{"condition cond:hypertension", "medication class:antihypertensives"}},
		{"a poor memory stays", [][2]string{patient("最近老记不住事儿。")},
			[]string{"symptom sym:memory_loss"}},
		{"the flu jab", [][2]string{clinician("今年流感疫苗打了吗？"), patient("流感的上个月打了。")},
			[]string{}},
		{"the flu itself stays", [][2]string{clinician("今年流感疫苗打了吗？"), patient("没打，上个月还得了流感。")},
			[]string{"condition cond:influenza"}},
		{"hearsay of what a cream treats", [][2]string{patient("邻居给了我一管药膏，说是治皮炎的。")},
			[]string{}},
		{"wheals in sheets", [][2]string{patient("没一会儿身上就起疙瘩了，一片一片的，痒得很。")},
			[]string{"symptom sym:hives", "symptom sym:itching"}},
		{"a lump stays", [][2]string{patient("脖子上摸到一个疙瘩，不疼。")},
			[]string{"symptom sym:neck_lump"}},
	})
}

// A weight told as it was and then as it is now: the reading of now.
func TestWeightThenNowSession34z(t *testing.T) {
	r := newReader(t)
	for _, c := range []struct{ text, want string }{
		{"体重也长了，前几天一百二十一斤，今儿早上称是一百二十四。", "124"},
		{"我体重上礼拜六十二公斤，今天称了六十四。", "64"},
		{"体重一百二十一斤，前几天称的。", "121"}, // no reading of now: the one told stays
		{"我现在一百二十斤。", "120"},
	} {
		rd := r.Read(understandTurn("patient", c.text), nil)
		got := ""
		for _, s := range rd.Statements {
			if s.Concept == "vital:weight" {
				got = s.Attributes["value"]
			}
		}
		if got != c.want {
			t.Errorf("read %q: weight %q, want %q", c.text, got, c.want)
		}
	}
}
