package understand_test

import (
	"fmt"
	"sort"
	"testing"

	"github.com/anamnesis-health/anamnesis/understand"
)

func TestAssertionScope(t *testing.T) {
	runCases(t, []readCase{
		{"a denial after the concept", [][2]string{patient("胸口疼？没有没有。")},
			[]string{"symptom sym:chest_pain negated"}},
		{"a dialect denial of a list", [][2]string{patient("发烧嗓子疼都莫得")},
			[]string{"symptom sym:fever negated", "symptom sym:sore_throat negated"}},
		{"an idiom is not a headache", [][2]string{patient("这事真让人头疼。")}, []string{}},
		{"a stroke of luck", [][2]string{patient("It was a stroke of luck that I found it.")}, []string{}},
		{"laughter is no belly ache", [][2]string{patient("昨晚看小品笑得我肚子疼。")}, []string{}},
		{"anger is no liver pain", [][2]string{patient("那小子气得我肝儿疼，今天来是腰上长了个疙瘩。")}, []string{"symptom sym:lump"}},
		{"a bank bleeding me dry is no bleeding", [][2]string{patient("The bank's bleeding me dry, but I've seen blood in my wee twice.")},
			[]string{"symptom sym:hematuria"}},
		{"a measure said not high denies its condition", [][2]string{patient("我血压不高。")}, []string{"condition cond:hypertension negated"}},
		{"a list of measures said not high denies each", [][2]string{patient("血压、血糖都不高，就是膝盖疼。")},
			[]string{"condition cond:diabetes negated", "condition cond:hypertension negated", "symptom sym:knee_pain"}},
		{"one measure high and the next not", [][2]string{patient("血压高，血糖不高。")},
			[]string{"condition cond:diabetes negated", "condition cond:hypertension"}},
		{"hypo of a thyroid is hypothyroidism, said once", [][2]string{patient("Thyroid problem is there since ten years, hypo, I am taking Thyronorm 50.")},
			[]string{"condition cond:hypothyroidism", "medication drug:levothyroxine"}},
		{"a hypo with a low sugar is a hypo", [][2]string{patient("I had a hypo this morning, sugar was 3.2.")},
			[]string{"observation lab:glucose", "symptom sym:hypoglycemia_symptoms"}},
		{"chills from a film are no chills", [][2]string{patient("That documentary gave me the chills. Anyway, it's my chest, I've had a rattly cough for a week.")},
			[]string{"symptom sym:productive_cough"}},
		{"头皮发麻 from fear is no numbness", [][2]string{patient("一听说要裁员，我头皮都发麻。")}, []string{}},
		{"also not there denies", [][2]string{clinician("Any vomiting?"), patient("No doctor. Vomiting also not there.")},
			[]string{"symptom sym:vomiting negated"}},
		{"my eldest after and my is a child", [][2]string{patient("My son's got ADHD and my eldest's epileptic, so I'm run ragged.")},
			[]string{"condition cond:adhd of child", "condition cond:epilepsy of child"}},
		{"马上 is right away, no horse", [][2]string{patient("医生让我马上开始吃二甲双胍。")}, []string{"medication drug:metformin relayed"}},
		{"a friend of mine is not me", [][2]string{patient("A friend of mine has just been diagnosed with diabetes.")}, []string{"condition cond:diabetes relayed of other"}},
		{"a cousin of mine is a cousin", [][2]string{patient("A cousin of mine has epilepsy.")}, []string{"condition cond:epilepsy of cousin"}},
		{"a bare pain answers the pain asked", [][2]string{clinician("肚子疼不疼？"), patient("疼，一阵一阵的")},
			[]string{"symptom sym:abdominal_pain"}},
		{"a child's cough asked about", [][2]string{assistant("孩子精神怎么样？咳嗽吗？"), patient("有点咳。")},
			[]string{"symptom sym:cough of child"}},
		{"a relative's reading is not recorded", [][2]string{patient("俺家娃发烧两天了，三十九度多")},
			[]string{"symptom sym:fever of child"}},
		{"俺家小子 is a child, and his reading is not recorded", [][2]string{patient("俺家小子昨儿也烧起来了，三十九度多。俺自个儿倒没啥事儿。")},
			[]string{"symptom sym:fever of child"}},
	})
}

func TestMedicationHistory(t *testing.T) {
	runCases(t, []readCase{
		{"used to take is stopped", [][2]string{patient("I used to take omeprazole.")},
			[]string{"medication drug:omeprazole historical stopped"}},
		{"以前吃过 is stopped", [][2]string{patient("以前吃过一年多的舍曲林，后来就慢慢停了。")},
			[]string{"medication drug:sertraline historical stopped"}},
		{"a drug said to be stopped after it", [][2]string{patient("上次大夫说华法林别吃了，现在改吃利伐沙班。")},
			[]string{"medication drug:rivaroxaban relayed", "medication drug:warfarin historical relayed stopped"}},
		{"a switch from A to B", [][2]string{patient("My doctor switched me from ramipril to losartan.")},
			[]string{"medication drug:losartan relayed", "medication drug:ramipril historical relayed stopped"}},
		{"把A换成B", [][2]string{patient("去年把硝苯地平换成了氨氯地平。")},
			[]string{"medication drug:amlodipine", "medication drug:nifedipine historical stopped"}},
		{"before breakfast is when, not the past (memorybench)", [][2]string{patient("My doctor started me on omeprazole 20mg before breakfast.")},
			[]string{"medication drug:omeprazole relayed"}},
		{"taken before is still the past", [][2]string{patient("I took omeprazole before.")},
			[]string{"medication drug:omeprazole historical stopped"}},
	})
}

func TestSites(t *testing.T) {
	runCases(t, []readCase{
		{"an ache at a site is the site's pain", [][2]string{patient("My left knee has been aching for a week.")}, []string{"symptom sym:knee_pain"}},
		{"嗓子疼 is a sore throat", [][2]string{patient("嗓子疼了两天")}, []string{"symptom sym:sore_throat"}},
		{"a buzzing in the ears is tinnitus", [][2]string{patient("这一个来月耳朵里老是嗡嗡的，晚上躺下更响。")}, []string{"symptom sym:tinnitus"}},
		{"things ever more blurred is blurred vision", [][2]string{patient("这两个礼拜看东西越来越模糊。")}, []string{"symptom sym:blurred_vision"}},
		{"a pain in the upper stomach is epigastric", [][2]string{patient("Since one month I am having pain in the upper stomach.")}, []string{"symptom sym:epigastric_pain"}},
		{"the site of another clause does not attach", [][2]string{patient("膝盖以前摔过，现在是头疼。")}, []string{"symptom sym:headache"}},
	})
}

func TestAllergies(t *testing.T) {
	runCases(t, []readCase{
		{"对X过敏", [][2]string{patient("我对青霉素过敏，起过皮疹。")}, []string{"allergy allergen:penicillins"}},
		{"X makes me break out", [][2]string{patient("Codeine makes me break out in hives.")}, []string{"allergy drug:codeine"}},
		{"a class that cannot be used", [][2]string{patient("头孢类的都不能用，一用就喘不上气。")}, []string{"allergy allergen:cephalosporins"}},
		{"a class allergy in English", [][2]string{patient("I'm allergic to sulfa drugs.")}, []string{"allergy allergen:sulfonamides"}},
		{"the reaction told after the allergen answered is no current symptom", [][2]string{assistant("Do you have any allergies to medicines?"),
			patient("Morphine. They gave it me after my op and I went all blotchy and itchy.")}, []string{"allergy drug:morphine"}},
		{"a skin test", [][2]string{patient("打链霉素过敏过，皮试阳性。")}, []string{"allergy drug:streptomycin"}},
		{"a hedged allergy", [][2]string{patient("阿莫西林我好像过敏，吃了以后拉肚子。")}, []string{"allergy drug:amoxicillin uncertain"}},
		{"no known allergies", [][2]string{patient("No known drug allergies.")}, []string{"allergy cond:drug_allergy_status negated"}},
		{"没有过敏", [][2]string{patient("我没有什么过敏的。")}, []string{"allergy allergy:any negated"}},
		{"a child's allergy and the patient's none", [][2]string{patient("我闺女对花生过敏，我自个儿倒是啥都不过敏")},
			[]string{"allergy allergy:any negated", "allergy food:peanut of child"}},
		{"不过敏 is not allergic, not a but", [][2]string{patient("我对青霉素不过敏")}, []string{"allergy allergen:penicillins negated"}},
		{"a rescue drug records the allergen", [][2]string{patient("I carry an EpiPen for bee stings, I'm allergic.")},
			[]string{"allergy allergen:insect_stings"}},
		{"a drug taken is not an allergy", [][2]string{patient("I'm allergic to penicillin, so I take azithromycin.")},
			[]string{"allergy allergen:penicillins", "medication drug:azithromycin"}},
		{"a drug given for a symptom is no allergy (memorybench)", [][2]string{patient("Last week the clinic gave me amoxicillin for a sore throat, three times a day.")},
			[]string{"medication drug:amoxicillin", "symptom sym:sore_throat"}},
		{"what a drug gave the patient is still a reaction", [][2]string{patient("Amoxicillin gave me a rash all over.")},
			[]string{"allergy drug:amoxicillin"}},
	})
}

func TestMeasurements(t *testing.T) {
	r := newReader(t)
	for _, c := range []struct{ text, concept, value, unit, approx string }{
		{"空腹血糖7.8", "lab:fasting_glucose", "7.8", "mmol/L", ""},
		{"my fasting sugar was 126 this morning", "lab:fasting_glucose", "126", "mg/dL", ""},
		{"A1C of 7.2", "lab:hba1c", "7.2", "%", ""},
		{"HbA1c 53 mmol/mol", "lab:hba1c", "53", "mmol/mol", ""},
		{"烧到38度7", "vital:temperature", "38.7", "°C", ""},
		{"temp was 101 degrees last night", "vital:temperature", "101", "°F", ""},
		{"心率一百一十多下", "vital:heart_rate", "110", "bpm", "more than"},
		{"血糖：7.8", "lab:glucose", "7.8", "mmol/L", ""},
		{"weighed myself this morning, 82 kilos", "vital:weight", "82", "kg", ""},
		{"称了一下，六十二公斤", "vital:weight", "62", "kg", ""},
		{"I'm 14 stone", "vital:weight", "14", "st", ""},
		{"BP: 150/95", "vital:bp", "150/95", "mmHg", ""},
		{"高压都在一百三上下，低压八十出头", "vital:bp", "130/80", "mmHg", "more than"},
	} {
		rd := r.Read(understandTurn("patient", c.text), nil)
		var obs []understand.Statement
		for _, s := range rd.Statements {
			if s.Type == understand.Observation { // "烧到38度7" is a fever too (TestAFeverToldByItsHeat)
				obs = append(obs, s)
			}
		}
		if len(obs) != 1 {
			t.Errorf("%q: %d observations, want 1", c.text, len(obs))
			continue
		}
		st := obs[0]
		if st.Concept != c.concept || st.Attributes["value"] != c.value || st.Attributes["unit"] != c.unit || st.Attributes["approx"] != c.approx || st.Uncertain {
			t.Errorf("%q: %s %s %s (approx %q, uncertain %v), want %s %s %s (approx %q)", c.text, st.Concept, st.Attributes["value"],
				st.Attributes["unit"], st.Attributes["approx"], st.Uncertain, c.concept, c.value, c.unit, c.approx)
		}
	}
	// A reading no body can have is more likely misheard: a clinician checks it.
	rd := r.Read(understandTurn("patient", "我血糖才0.3"), nil)
	if len(rd.Statements) != 1 || !rd.Statements[0].Uncertain {
		t.Errorf("an implausible glucose: %+v, want one uncertain observation", rd.Statements)
	}
	// A count is not a reading.
	if rd := r.Read(understandTurn("patient", "我打了他三下"), nil); len(rd.Statements) != 0 {
		t.Errorf("a count read as %+v", rd.Statements)
	}
}

func TestTyposAndFalseFriends(t *testing.T) {
	runCases(t, []readCase{
		{"a drug misspelt by one letter", [][2]string{patient("the metforman's giving me the runs")},
			[]string{"medication drug:metformin", "symptom sym:diarrhea"}},
		{"a drug missing a letter", [][2]string{patient("I'm on amoxicilin for my chest")}, []string{"medication drug:amoxicillin"}},
		{"an everyday word one letter from a condition", [][2]string{patient("My sister is a dancer.")}, []string{}},
		{"头孢 is a drug, not a head", [][2]string{patient("头孢吃了三天")}, []string{"medication class:cephalosporins"}},
		{"手机 is no hand", [][2]string{patient("手机看久了眼睛疼")}, []string{"symptom sym:eye_pain"}},
	})
	r := newReader(t)
	rd := r.Read(understandTurn("patient", "the metforman's giving me trouble"), nil)
	if len(rd.Statements) != 1 || rd.Statements[0].Confidence >= 0.9 {
		t.Errorf("a misspelt drug: %+v, want one statement of lower confidence", rd.Statements)
	}
}

func TestHomographs(t *testing.T) {
	runCases(t, []readCase{
		{"Allegra the friend", [][2]string{patient("Allegra came round yesterday and we had tea.")}, []string{}},
		{"Allegra the drug", [][2]string{patient("I take Allegra for my hay fever.")},
			[]string{"condition cond:allergic_rhinitis", "medication drug:fexofenadine"}},
		{"安定 meaning settled", [][2]string{patient("最近生活安定多了")}, []string{}},
		{"安定 the drug, taken when needed", [][2]string{patient("睡不着的时候吃半片安定")}, []string{"medication drug:diazepam", "symptom sym:insomnia"}},
		{"a single character site needs its symptom", [][2]string{patient("头一回来，肚子疼")}, []string{"symptom sym:abdominal_pain"}},
		{"phlegm spat out is no vomit", [][2]string{patient("早上起来吐了两口痰，黄的。")}, []string{"symptom sym:productive_cough"}},
		{"vomiting counted is vomit", [][2]string{patient("今天吐了两次。")}, []string{"symptom sym:vomiting"}},
	})
}

func TestSocialHistoryAndProcedures(t *testing.T) {
	runCases(t, []readCase{
		{"a current smoker", [][2]string{patient("I smoke about ten a day.")}, []string{"observation social:smoking"}},
		{"a former smoker", [][2]string{patient("抽了二十年烟，去年戒了。")}, []string{"observation social:smoking historical inactive"}},
		{"never smoked", [][2]string{patient("I'm a non-smoker.")}, []string{"observation social:smoking negated"}},
		{"不喝酒", [][2]string{patient("我不喝酒。")}, []string{"observation social:alcohol negated"}},
		{"do you smoke? no", [][2]string{clinician("Do you smoke?"), patient("No.")}, []string{"observation social:smoking negated"}},
		{"ever smoked? yes, quit", [][2]string{clinician("Have you ever smoked?"), patient("Yes, I quit five years ago.")},
			[]string{"observation social:smoking historical inactive"}},
		{"surgery the patient had", [][2]string{patient("I had my appendix out when I was twelve.")},
			[]string{"procedure proc:appendectomy historical inactive"}},
		{"剖腹产", [][2]string{patient("生老二的时候做过一次剖腹产。")}, []string{"procedure proc:caesarean_section historical inactive"}},
		{"a planned operation is nothing yet", [][2]string{patient("I'm going to have a knee replacement next month.")}, []string{}},
		{"no operations", [][2]string{clinician("Any operations in the past?"), patient("No.")}, []string{"procedure proc:surgery negated"}},
	})
}

func TestSplitHabitsKeepWhoItIsAbout(t *testing.T) {
	runCases(t, []readCase{
		{"the husband smokes", [][2]string{patient("我老公抽了二十年烟。")}, []string{"observation social:smoking of other"}},
		{"喝了十几年酒", [][2]string{patient("我喝了十几年酒了")}, []string{"observation social:alcohol"}},
	})
}

func TestEventsTestsVaccinesAndQuestions(t *testing.T) {
	runCases(t, []readCase{
		{"a stroke had is history", [][2]string{patient("I had a stroke in 2002.")}, []string{"condition cond:stroke historical"}},
		{"中过风", [][2]string{patient("我前年中过风。")}, []string{"condition cond:stroke historical"}},
		{"a fall is an event", [][2]string{patient("I fell four or five days ago while mopping the floor.")}, []string{"symptom sym:falls historical"}},
		{"a vaccine is not the disease", [][2]string{patient("I'm up to date with my hepatitis B vaccine.")}, []string{}},
		{"a negative test denies", [][2]string{patient("I had a negative pregnancy test.")}, []string{"condition cond:pregnancy negated"}},
		{"tested for, result unsaid", [][2]string{patient("They tested me for diabetes last week.")}, []string{}},
		{"a patient's question states nothing", [][2]string{patient("Could it be my thyroid?")}, []string{}},
		{"是不是 asks, the clause before states", [][2]string{patient("我膝盖疼，是不是关节炎？")},
			[]string{"condition cond:arthritis uncertain", "symptom sym:knee_pain"}},
		{"an answer about the family", [][2]string{clinician("Are there any illnesses in your family at all?"),
			patient("Hmm, the main one would be heart attack. My father passed away of that.")},
			[]string{"condition cond:myocardial_infarction of family"}},
		{"was taking is stopped", [][2]string{patient("I was taking lorazepam, but it did not help.")},
			[]string{"medication drug:lorazepam stopped"}},
		{"had it before", [][2]string{patient("I've had eczema before.")}, []string{"condition cond:eczema historical"}},
	})
}

func TestChineseColloquialReadings(t *testing.T) {
	runCases(t, []readCase{
		{"a drug written with a wrong character", [][2]string{patient("二甲双呱我每天吃两次，一次一片。")}, []string{"medication drug:metformin"}},
		{"阿托伐他丁", [][2]string{patient("我现在吃阿托伐他丁10毫克。")}, []string{"medication drug:atorvastatin"}},
		{"a dose change said after the drug", [][2]string{clinician("缬沙坦改成80毫克一天一次。")}, []string{"medication drug:valsartan"}},
		{"the reading asked about", [][2]string{clinician("糖化查了没？"), patient("查了 6.9%")}, []string{"observation lab:hba1c"}},
	})
	r := newReader(t)
	for text, want := range map[string]string{"刚量了下血压，高压一百五，低压九十五。": "150/95", "心跳有点快，一分钟一百一十多下。": "110"} {
		rd := r.Read(understandTurn("patient", text), nil)
		if len(rd.Statements) == 0 || rd.Statements[0].Attributes["value"] != want {
			t.Errorf("%q: %+v, want the value %s", text, rd.Statements, want)
		}
	}
}

func TestNegatedLists(t *testing.T) {
	runCases(t, []readCase{
		{"denies A, B, or C", [][2]string{patient("No fever, chills or cough.")},
			[]string{"symptom sym:chills negated", "symptom sym:cough negated", "symptom sym:fever negated"}},
		{"没有A、B和C", [][2]string{patient("没有头疼、恶心和呕吐。")},
			[]string{"symptom sym:headache negated", "symptom sym:nausea negated", "symptom sym:vomiting negated"}},
		{"a comma is no list without its and", [][2]string{patient("No fever, cough for a week.")},
			[]string{"symptom sym:cough", "symptom sym:fever negated"}},
		{"an exception keeps what it names", [][2]string{patient("除了头晕没什么不舒服。")}, []string{"symptom sym:dizziness"}},
	})
}

func TestTriedFailedReactionsAndNow(t *testing.T) {
	runCases(t, []readCase{
		{"a drug tried that did not help", [][2]string{patient("Yes, I have tried antihistamines lately, but it didn't really help.")},
			[]string{"medication class:antihistamines stopped"}},
		{"a past time reaches across commas", [][2]string{patient("Um, so, in the past I've had some, some IBS.")},
			[]string{"condition cond:ibs historical"}},
		{"but not past 'now'", [][2]string{patient("Years ago I had asthma, now I have COPD.")},
			[]string{"condition cond:asthma historical", "condition cond:copd"}},
		{"the answer to what a drug did", [][2]string{patient("I'm allergic to clindamycin."), clinician("And what happens when you take it?"),
			patient("Um, I get some like a swelling, basically.")}, []string{}},
	})
}

func TestChinesePlaceAndState(t *testing.T) {
	runCases(t, []readCase{
		{"腰有点酸", [][2]string{patient("我外孙这两天发烧咳嗽，我自己倒没啥，就是腰有点酸。")},
			[]string{"symptom sym:cough of grandchild", "symptom sym:fever of grandchild", "symptom sym:low_back_pain"}},
		{"眼睛有点花", [][2]string{patient("就是眼睛有点花。")}, []string{"symptom sym:blurred_vision"}},
		{"大便有点干", [][2]string{patient("便血倒没有，就是大便有点干。")}, []string{"symptom sym:constipation", "symptom sym:rectal_bleeding negated"}},
		{"尿倒是不多", [][2]string{patient("口干有，尿倒是不多。")}, []string{"symptom sym:dry_mouth", "symptom sym:polyuria negated"}},
		{"a trouble is no numbness", [][2]string{patient("帮手麻烦你了")}, []string{}},
		{"feeling bad is no insomnia", [][2]string{patient("我感觉不好说")}, []string{}},
	})
}

func TestMoreChineseReadings(t *testing.T) {
	r := newReader(t)
	for _, c := range []struct {
		turns          [][2]string
		concept, value string
	}{
		{[][2]string{patient("早上量的血压，一百四十多、九十左右。")}, "vital:bp", "140/90"},
		{[][2]string{patient("脉搏八十来次，挺平稳的。")}, "vital:heart_rate", "80"},
		{[][2]string{clinician("体重多少？"), patient("一百二十斤左右吧")}, "vital:weight", "120"},
	} {
		var prior []understand.Prior
		var rd understand.Reading
		for _, tn := range c.turns {
			rd = r.Read(understandTurn(tn[0], tn[1]), prior)
			prior = append(prior, understand.Prior{Speaker: tn[0], Reading: rd})
		}
		if len(rd.Statements) != 1 || rd.Statements[0].Concept != c.concept || rd.Statements[0].Attributes["value"] != c.value {
			t.Errorf("%q: %+v, want %s %s", c.turns[len(c.turns)-1][1], rd.Statements, c.concept, c.value)
		}
	}
	runCases(t, []readCase{
		{"嗓子不疼了 is history", [][2]string{patient("五天了，嗓子不疼了")}, []string{"symptom sym:sore_throat historical"}},
		{"没有药物过敏", [][2]string{patient("没有药物过敏。")}, []string{"allergy cond:drug_allergy_status negated"}},
		{"芒果过敏, nothing else", [][2]string{patient("芒果过敏，一吃嘴唇就肿，别的没啥过敏的。")}, []string{"allergy food:mango"}},
		{"a stop and a suspicion", [][2]string{clinician("降压药接着吃，他汀先停一停看看，有可能是他汀闹的")},
			[]string{"medication class:antihypertensives", "medication class:statins stopped"}},
		{"an order with a timing", [][2]string{clinician("二甲双胍先停了吧，换成阿卡波糖试试，吃饭的时候嚼着吃")},
			[]string{"medication drug:acarbose", "medication drug:metformin stopped"}},
		{"still? not any more", [][2]string{assistant("减量之后还有心慌出汗吗？"), patient("这两天没有了")},
			[]string{"symptom sym:palpitations inactive", "symptom sym:sweating inactive"}},
	})
}

func TestEnglishPlaceAndState(t *testing.T) {
	runCases(t, []readCase{
		{"ankles are swollen", [][2]string{patient("My ankles are really swollen by the evening.")}, []string{"symptom sym:ankle_swelling"}},
		{"throat's sore", [][2]string{patient("my throat's been so sore since Monday")}, []string{"symptom sym:sore_throat"}},
		{"chest feels tight", [][2]string{patient("My chest feels tight when I climb stairs.")}, []string{"symptom sym:chest_tightness"}},
		{"eyes are not itchy", [][2]string{patient("My eyes are not itchy at all.")}, []string{"symptom sym:itchy_eyes negated"}},
		{"nose is blocked", [][2]string{patient("my nose is completely blocked")}, []string{"symptom sym:nasal_congestion"}},
		{"a relative's", [][2]string{patient("My mum's knees are swollen.")}, []string{"symptom sym:knee_swelling of mother"}},
	})
}

// TestWhatIdentifiesAStatement pins the attributes the record's identity
// reads (entity.Fact.Same, issue 10): the site of a symptom whose concept
// does not name it, and the timing and setting of a measurement.
func TestWhatIdentifiesAStatement(t *testing.T) {
	r := newReader(t)
	// short is a statement as "concept key=value..." over the identity
	// attributes.
	short := func(st understand.Statement) string {
		out := st.Concept
		for _, k := range []string{"site", "timing", "setting"} {
			if v := st.Attributes[k]; v != "" {
				out += " " + k + "=" + v
			}
		}
		return out
	}
	cases := []struct {
		name, text string
		want       []string
	}{
		{"knee pain is its own concept", "my knee hurts", []string{"sym:knee_pain"}},
		{"a concept that names its site does not say it again", "脚踝也疼", []string{"sym:ankle_pain"}},
		{"a pain placed at a site is that site's pain", "pain in my wrist", []string{"sym:wrist_pain"}},
		{"a place and its state name the symptom", "my knee is swollen", []string{"sym:knee_swelling"}},
		{"a generic symptom keeps its site", "my hand is numb", []string{"sym:numbness site=hand"}},
		{"one symptom at two sites is two statements", "my hand is numb and my foot is numb too",
			[]string{"sym:numbness site=foot", "sym:numbness site=hand"}},

		{"a glucose said fasting is a fasting glucose", "my sugar was 7.8 fasting", []string{"lab:fasting_glucose"}},
		{"a glucose after meals is a postprandial glucose", "after meals my sugar was 9.8", []string{"lab:postprandial_glucose"}},
		{"post-meal glucose", "post-meal glucose 9.8", []string{"lab:postprandial_glucose"}},
		{"空腹 before the test", "早上空腹测血糖6.5", []string{"lab:fasting_glucose"}},
		{"餐后血糖 is named by the lexicon", "餐后血糖9.8", []string{"lab:postprandial_glucose"}},
		{"饭后血糖 is named by the lexicon", "饭后血糖9.8", []string{"lab:postprandial_glucose"}},
		{"a timing the lexicon does not compose is an attribute", "fasting triglycerides 1.8", []string{"lab:triglycerides timing=fasting"}},
		{"a reading at home", "my blood sugar at home was 7.2", []string{"lab:glucose setting=home"}},
		{"a home reading", "home reading BP 130/80", []string{"vital:bp setting=home"}},
		{"a reading in clinic", "BP in clinic 150/95", []string{"vital:bp setting=clinic"}},
		{"在家量", "在家量血压130/80", []string{"vital:bp setting=home"}},
		{"家里测", "家里测血压130/80", []string{"vital:bp setting=home"}},
		{"在家测的血糖", "在家测的血糖7.2", []string{"lab:glucose setting=home"}},
		{"诊所测", "诊所测血压150/95", []string{"vital:bp setting=clinic"}},
		{"医院测", "医院测血压150/95", []string{"vital:bp setting=clinic"}},
		{"two readings, each with its setting", "在家量血压130/80，诊所测的150/95", []string{"vital:bp setting=clinic", "vital:bp setting=home"}},

		// A wrong qualifier would close another series' last value: when
		// the qualifier is not plainly the reading's, there is none.
		{"not fasting is no fasting", "I wasn't fasting, my sugar was 9.1", []string{"lab:glucose"}},
		{"非空腹血糖 is not a fasting glucose", "非空腹血糖9.1", []string{"lab:glucose"}},
		{"when a drug is taken is not when the sugar was measured", "I take metformin after meals and my sugar was 7.8",
			[]string{"drug:metformin", "lab:glucose"}},
		{"饭后 of another clause is not the reading's", "饭后吃药，血糖7.8", []string{"lab:glucose"}},
		{"home and clinic in one clause say neither", "my BP at home was 130/80 and in clinic it was 150/95", []string{"vital:bp"}},
		{"a clinic visit is not where today's reading was taken", "I was in clinic yesterday, my BP today is 130/80", []string{"vital:bp"}},
	}
	t.Run("the display says the qualifier", func(t *testing.T) {
		rd := r.Read(understandTurn("patient", "home reading BP 130/80"), nil)
		if len(rd.Statements) != 1 || rd.Statements[0].Display != "blood pressure 130/80 mmHg (home)" {
			t.Errorf("statements = %+v, want one displayed \"blood pressure 130/80 mmHg (home)\"", rd.Statements)
		}
	})
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rd := r.Read(understandTurn("patient", c.text), nil)
			var got []string
			for _, st := range rd.Statements {
				got = append(got, short(st))
			}
			sort.Strings(got)
			if fmt.Sprint(got) != fmt.Sprint(c.want) {
				t.Errorf("read %q:\n got  %q\n want %q", c.text, got, c.want)
			}
		})
	}
}

func TestEpisodesTold(t *testing.T) {
	runCases(t, []readCase{
		{"a course taken to its end, and the illness it treated", [][2]string{patient("上个月嗓子疼，吃了五天阿莫西林，吃完就好了。")},
			[]string{"medication drug:amoxicillin stopped", "symptom sym:sore_throat historical"}},
		{"an acute illness with a finished course is over", [][2]string{patient("I had a course of doxycycline for a chest infection in September, finished it, and it's all cleared up.")},
			[]string{"condition cond:lower_respiratory_infection historical", "medication drug:doxycycline stopped"}},
		{"the course finished by name", [][2]string{patient("No, I finished the cefalexin on Sunday.")},
			[]string{"medication drug:cefalexin stopped"}},
		{"a course not yet finished goes on", [][2]string{patient("I haven't finished the cefalexin yet, two more days.")},
			[]string{"medication drug:cefalexin"}},
		{"a course of a chronic illness that goes on", [][2]string{patient("二甲双胍吃了三个月，血糖还是高。")},
			[]string{"condition cond:diabetes", "medication drug:metformin"}},
		{"one dose that ended a fever, which has not come back", [][2]string{patient("昨晚烧到三十八度九，吃了片退烧药就退了，今天一直没再烧。")},
			[]string{"medication class:antipyretics stopped", "observation vital:temperature"}},
		{"last month's test is no course of the insulin", [][2]string{patient("我打的是甘精胰岛素，每天睡前18个单位，上个月查的糖化7.4%。")},
			[]string{"medication drug:insulin_glargine", "observation lab:hba1c"}},
		{"a side effect told on the way to the stop", [][2]string{patient("Simvastatin made my legs ache so badly I stopped it, and now I'm on ezetimibe.")},
			[]string{"medication drug:ezetimibe", "medication drug:simvastatin stopped", "symptom sym:leg_pain historical"}},
		{"what a stopped drug did went with it", [][2]string{patient("阿司匹林以前吃过，吃得胃疼，停了好几年了。")},
			[]string{"medication drug:aspirin historical stopped", "symptom sym:epigastric_pain historical"}},
		{"what a current drug does goes on", [][2]string{patient("阿司匹林吃得我胃疼。")},
			[]string{"medication drug:aspirin", "symptom sym:epigastric_pain"}},
		{"a start still to come is no drug taken", [][2]string{patient("医生让我下个月开始打唑来膦酸，一年一针。")},
			[]string{"medication drug:zoledronic_acid hypothetical relayed"}},
		{"X is not there denies X", [][2]string{patient("Now fever is not there, but weakness is there.")},
			[]string{"symptom sym:fever negated", "symptom sym:weakness"}},
		{"a short course dated weeks back is over", [][2]string{patient("I might have had a touch of pneumonia last winter. The doctor gave me antibiotics.")},
			[]string{"condition cond:pneumonia historical uncertain", "medication class:antibiotics relayed stopped"}},
		{"near miss: a time two sentences back dates something else", [][2]string{
			clinician("Okay. I'm starting flucloxacillin, five hundred milligrams four times a day for a week. When was your last tetanus?"),
			patient("I'd a tetanus when I did the hand in the baler, that'd be, five years ago? Six maybe. Flucloxacillin, four times a day, right, I'll get the young lad to remind me.")},
			[]string{"medication drug:flucloxacillin"}},
		{"a start dated long ago is taken since", [][2]string{patient("In March the doctor put me on metformin.")},
			[]string{"medication drug:metformin relayed"}},
		{"a flare dated months back leaves the asthma current", [][2]string{patient("They gave me prednisolone for my asthma in March when it flared up.")},
			[]string{"condition cond:asthma", "medication drug:prednisolone historical stopped"}},
		{"a faint and fine since is over", [][2]string{patient("I went down at Mass on Sunday, just keeled over, but I've been grand since.")},
			[]string{"symptom sym:syncope historical"}},
		{"wanting the pill is not taking it", [][2]string{patient("I want to go on the pill, but is that even safe for me?")},
			[]string{"medication class:birth_control hypothetical"}},
		{"weed is no tobacco", [][2]string{patient("I quit cigarettes last year. I do smoke a bit of weed at weekends.")},
			[]string{"observation social:cannabis", "observation social:smoking historical inactive"}},
		{"that's all stopped ends the whole story before it", [][2]string{patient("I had the stomach flu over the weekend, threw up Saturday night and diarrhea till Monday. That's all stopped, but I'm still wiped out.")},
			[]string{"condition cond:gastroenteritis historical", "symptom sym:diarrhea historical", "symptom sym:fatigue", "symptom sym:vomiting historical"}},
		{"what a drug was stopped because of went with it", [][2]string{patient("Just metformin now. I came off the gliclazide in the summer because of the hypos.")},
			[]string{"medication drug:gliclazide historical stopped", "medication drug:metformin", "symptom sym:hypoglycemia_symptoms historical"}},
		{"a course finished in the next sentence", [][2]string{patient("They gave me azithromycin for a chest infection. I finished it yesterday.")},
			[]string{"condition cond:lower_respiratory_infection", "medication drug:azithromycin stopped"}},
		{"a drug run out of is not taken now", [][2]string{patient("I ran out of my Concerta about a week ago and haven't been able to get a refill.")},
			[]string{"medication drug:methylphenidate stopped"}},
		{"a drug thrown out is not taken now", [][2]string{patient("That's fine, I threw the ibuprofen out already.")},
			[]string{"medication drug:ibuprofen stopped"}},
		{"a scan that found none denies it", [][2]string{patient("They scanned me for kidney stones on Sunday and there weren't any.")},
			[]string{"condition cond:kidney_stones negated"}},
		{"a statin only talked of is not taken", [][2]string{patient("Dr Okafor would like to talk to me about going on a statin. I'd rather sort my diet out first.")},
			[]string{"medication class:statins hypothetical relayed"}},
		{"a week's course finished, then something new", [][2]string{patient("前阵子嗓子发炎，吃了一个礼拜头孢，吃完没几天下面就特别痒。")},
			[]string{"condition cond:pharyngitis historical", "medication class:cephalosporins stopped", "symptom sym:itching", "symptom sym:vaginal_itching"}},
		{"a drug not dared bought is not taken", [][2]string{patient("店员推荐我买一盒降糖药，我没敢买。")},
			[]string{"medication class:antidiabetics hypothetical"}},
		{"an episode dated days back and over by now", [][2]string{patient("上礼拜吃了路边摊，回来就拉肚子，拉了三天。吃了三天蒙脱石散，现在已经好了。")},
			[]string{"medication drug:diosmectite stopped", "symptom sym:diarrhea historical"}},
		{"a switch that names only where it goes leaves the drug of its kind", [][2]string{patient("我甲亢两年了，一直吃甲巯咪唑，现在一天5毫克。这个月怀孕了，医生让我马上换成丙硫氧嘧啶，一次50毫克一天两次。")},
			[]string{"condition cond:hyperthyroidism", "condition cond:pregnancy", "medication drug:methimazole historical stopped", "medication drug:propylthiouracil relayed"}},
		{"a switch back planned for later does not take the old drug up again", [][2]string{patient("我一直吃赛治（甲巯咪唑）。医生让我马上换成丙硫氧嘧啶，等过了三个月再换回赛治。")},
			[]string{"medication drug:methimazole historical relayed stopped", "medication drug:propylthiouracil relayed"}},
		{"a switch to a drug of another kind leaves nothing", [][2]string{patient("我一直吃氨氯地平。医生让我换成二甲双胍。")},
			[]string{"medication drug:amlodipine", "medication drug:metformin relayed"}},
		{"an acute illness had long ago is over", [][2]string{patient("I've had covid twice, and the second time, back in 2022, I lost my sense of smell.")},
			[]string{"condition cond:covid19 historical", "symptom sym:loss_of_smell historical"}},
		{"an infection had, dated by the next sentence, is over", [][2]string{patient("I had a sinus infection and the doctor put me on an antibiotic. That was about two weeks ago.")},
			[]string{"condition cond:sinusitis historical", "medication class:antibiotics stopped"}},
		{"an infection that started two weeks ago goes on", [][2]string{patient("I've got a sinus infection, started two weeks ago.")},
			[]string{"condition cond:sinusitis"}},
		{"an infection had for two weeks goes on", [][2]string{patient("I've had a sinus infection for two weeks.")},
			[]string{"condition cond:sinusitis"}},
		{"a positive test found it", [][2]string{patient("I've got covid, tested positive yesterday.")},
			[]string{"condition cond:covid19"}},
		{"a negative test denies it", [][2]string{patient("My covid test was negative.")},
			[]string{"condition cond:covid19 negated"}},
		{"a chronic illness made normal by a course is not over", [][2]string{patient("I've got asthma, they gave me five days of prednisolone in March and that cleared it up.")},
			[]string{"condition cond:asthma", "medication drug:prednisolone historical stopped"}},
	})
}

func TestRelayedStopOrders(t *testing.T) {
	runCases(t, []readCase{
		{"told to stop is stopped", [][2]string{patient("The GP told me to stop the simvastatin. My calves had been aching for weeks.")},
			[]string{"medication drug:simvastatin relayed stopped", "symptom sym:calf_pain"}},
		{"said to stop taking is stopped", [][2]string{patient("My doctor said to stop taking the metformin.")},
			[]string{"medication drug:metformin relayed stopped"}},
		{"said I should stop is stopped", [][2]string{patient("The nurse said I should stop the naproxen.")},
			[]string{"medication drug:naproxen relayed stopped"}},
		{"told to stop but still taking goes on", [][2]string{patient("The doctor told me to stop the amlodipine but I'm still taking it.")},
			[]string{"medication drug:amlodipine relayed"}},
		{"让我停掉 but still taking goes on", [][2]string{patient("医生让我停掉布洛芬，但我还在吃。")},
			[]string{"medication drug:ibuprofen relayed"}},
		{"told to stop if something happens is no stop", [][2]string{patient("She told me to stop the ibuprofen if my stomach hurt.")},
			[]string{"medication drug:ibuprofen", "symptom sym:abdominal_pain hypothetical"}},
		{"told not to stop goes on", [][2]string{patient("He told me not to stop the aspirin.")},
			[]string{"medication drug:aspirin"}},
		{"told never to stop goes on", [][2]string{patient("I was told never to stop my clopidogrel.")},
			[]string{"medication drug:clopidogrel relayed"}},
		{"不要停 goes on", [][2]string{patient("医生叫我不要停氨氯地平。")},
			[]string{"medication drug:amlodipine relayed"}},
		{"不能停 after the drug goes on", [][2]string{patient("医生交代阿司匹林不能停。")},
			[]string{"medication drug:aspirin relayed"}},
		{"a drug not stopped is taken", [][2]string{patient("I haven't stopped the bisoprolol.")},
			[]string{"medication drug:bisoprolol"}},
		{"一直没停 is taken", [][2]string{patient("二甲双胍我一直没停。")},
			[]string{"medication drug:metformin"}},
	})
}

func TestWhoAndWhetherInSpokenConsultations(t *testing.T) {
	runCases(t, []readCase{
		{"ma da is my dad", [][2]string{patient("Ma da had emphysema, is that what this is?")}, []string{"condition cond:copd of father"}},
		{"my da is my dad", [][2]string{patient("My da died of cirrhosis, he was sixty-one.")}, []string{"condition cond:cirrhosis of father"}},
		{"a mate on my course is the mate's", [][2]string{patient("A mate on my course had glandular fever last term, so I'm a bit worried.")},
			[]string{"condition cond:glandular_fever of other"}},
		{"阿姐 is a sister", [][2]string{patient("阿拉阿姐也是糖尿病，伊现在打胰岛素了。")},
			[]string{"condition cond:diabetes of sibling", "medication class:insulins of sibling"}},
		{"阿哥 is a brother", [][2]string{patient("我阿哥上个月中风。")}, []string{"condition cond:stroke of sibling"}},
		{"家里有得…的没有 asks about the family", [][2]string{clinician("体重掉了没有？家里有得肠癌的没有？"), patient("体重没变化。肠癌……我老舅，前年得的直肠癌。")},
			// "体重没变化" answers "体重掉了没有": no weight loss (weightunchanged.go).
			[]string{"condition cond:colorectal_cancer historical of aunt_uncle", "condition cond:colorectal_cancer of family", "symptom sym:weight_loss negated"}},
		{"a symptom then no denies it", [][2]string{clinician("Any fever, burning in urine?"), patient("Fever no. Burning is there, little bit.")},
			[]string{"symptom sym:fever negated"}},
		{"a symptom then no and what there is", [][2]string{patient("Phlegm no, dry cough only.")},
			[]string{"symptom sym:dry_cough", "symptom sym:productive_cough negated"}},
		{"a symptom then no better is no denial", [][2]string{patient("Cough no better since Monday.")}, []string{"symptom sym:cough"}},
		{"a no that answers the next question is no denial", [][2]string{clinician("Is there any particular food that makes you nauseous?"), patient("Nauseous. No, nothing.")},
			[]string{"symptom sym:nausea"}},
		{"一句没有吧 denies with a hedge", [][2]string{clinician("倒之前有没有心慌？"), patient("心慌……没有吧。")},
			[]string{"symptom sym:palpitations negated uncertain"}},
		{"还行 says it is fine", [][2]string{clinician("喘气费劲不？"), patient("喘气还行。")}, []string{"symptom sym:dyspnea negated"}},
		{"烧是冇烧 denies the fever", [][2]string{clinician("发烧吗？"), patient("烧是冇烧。")}, []string{"symptom sym:fever negated"}},
	})
}

func TestPastAndOverInSpokenConsultations(t *testing.T) {
	runCases(t, []readCase{
		{"asthma when I was small, grown out of, is history", [][2]string{patient("I had asthma when I was small but I grew out of it.")},
			[]string{"condition cond:asthma historical"}},
		{"细个 is childhood", [][2]string{patient("我细个有哮喘，读中学之后就冇发过。")}, []string{"condition cond:asthma historical"}},
		{"so I stopped ends the sentence's drug", [][2]string{patient("The hydrocortisone cream from CVS, for like three days, it did absolutely nothing so I stopped.")},
			[]string{"medication drug:hydrocortisone stopped"}},
		{"没再买 stops it", [][2]string{patient("还有那个沙库巴曲缬沙坦，太贵了，我吃完一盒就没再买了。")},
			[]string{"medication drug:sacubitril_valsartan stopped"}},
		{"迷糊着 is falling asleep", [][2]string{patient("睡不着，得后半夜一两点才迷糊着，早上四点多就醒了。")}, []string{"symptom sym:insomnia"}},
		{"流感的打了 is a vaccine", [][2]string{clinician("流感疫苗今年打了没有？"), patient("流感的打了，十月份打的。")}, []string{}},
		{"ha, I wish denies", [][2]string{patient("Weight loss, ha, I wish. I've gained like fifteen pounds.")},
			[]string{"symptom sym:weight_gain", "symptom sym:weight_loss negated"}}, // the gain said as an amount is read since session 33 (extract/lay33.go)
		{"but that went is over", [][2]string{patient("The first week or so I felt a bit sick with it, but that went.")},
			[]string{"symptom sym:nausea historical"}},
		{"没大管用 is a failed try", [][2]string{patient("吃了一片氯雷他定，家里有的，没大管用。")}, []string{"medication drug:loratadine stopped"}},
		{"when I'm stressed is when, not a complaint", [][2]string{patient("I still chew Nicorette sometimes when I'm stressed, honestly.")},
			[]string{"medication drug:nicotine", "symptom sym:stress hypothetical"}},
		{"a weight from before a pregnancy is not now", [][2]string{patient("体重也掉了，怀孕前是一百零五斤。")}, []string{"condition cond:pregnancy"}},
	})
}

func TestCoursesEndedAndDrugsTakenBack(t *testing.T) {
	runCases(t, []readCase{
		{"a drug taken back as a wife's, after a dash", [][2]string{patient("Before I was also taking one voglibose — no, no, that is my wife's tablet, sorry. Only metformin.")},
			[]string{"medication drug:metformin"}},
		{"the trouble that made the patient stop a drug went with it", [][2]string{patient("还有那个阿卡波糖，后来肚皮胀气老厉害，我就自家停掉了。")},
			[]string{"medication drug:acarbose stopped", "symptom sym:bloating historical"}},
		{"脚肿 is one swelling, not two", [][2]string{patient("之前吃氨氯地平，脚肿，就换掉了。")},
			[]string{"medication drug:amlodipine historical stopped", "symptom sym:ankle_swelling historical"}},
		{"a class named precisely next is the drug", [][2]string{patient("那个头孢……头孢呋辛，吃完了，一共七天。")},
			[]string{"medication drug:cefuroxime stopped"}},
		{"那会儿 dates what the old drug did", [][2]string{patient("我以前吃过丙戊酸钠，那会儿胖了二十斤。")},
			[]string{"medication drug:valproate historical stopped", "symptom sym:weight_gain historical"}},
		{"a cream that cleared an old episode is over", [][2]string{patient("I've had thrush before and the Canesten cleared it, but this doesn't feel the same.")},
			[]string{"condition cond:vaginal_candidiasis historical", "medication drug:clotrimazole stopped"}},
		{"a fever drug that did its job is over", [][2]string{patient("吃了点儿退烧药就下去了，这几天没烧。")},
			[]string{"medication class:antipyretics stopped"}},
		{"a box finished and another to come goes on", [][2]string{patient("这盒二甲双胍吃完了再开一盒。")}, []string{"medication drug:metformin"}},
	})
}

func TestLayNamesForTheStomachBugAndSleep(t *testing.T) {
	runCases(t, []readCase{
		{"胃里那个细菌 is H. pylori", [][2]string{patient("我胃里那个细菌查出来了。")}, []string{"condition cond:h_pylori_infection"}},
		{"睡眠有问题 is insomnia", [][2]string{patient("最近睡眠有问题，老醒。")}, []string{"symptom sym:insomnia"}},
	})
}

func TestAStayInHospitalThatEndedEndsItsEpisode(t *testing.T) {
	runCases(t, []readCase{
		{"a bleed told up to a stay in hospital is over", [][2]string{patient("吃着吃着胃不舒服，大便发黑，去看了说是胃出血，住了五天院。")},
			[]string{"condition cond:gi_bleeding historical", "symptom sym:indigestion historical", "symptom sym:melena historical"}},
		{"a chronic illness and what goes on now stay", [][2]string{patient("去年因为心衰住了五天院，现在还喘。")},
			[]string{"condition cond:heart_failure", "symptom sym:dyspnea"}},
	})
}

// Cases found on mts-dialog/dev4.
func TestStaysHabitsQuitAndAllButOneStopped(t *testing.T) {
	runCases(t, []readCase{
		{"a habit quit later in the sentence is over", [][2]string{clinician("What about alcohol?"), patient("I don't take any now. I was a heavy drinker, but I quit in the seventies.")},
			[]string{"observation social:alcohol historical inactive"}},
		{"consistent with is a lean", [][2]string{clinician("That's pretty consistent with reflux disease.")}, []string{"condition cond:gerd uncertain"}},
		{"growing up dates the whole list, through an um", [][2]string{patient("I had strep throat, mumps, and, um, chickenpox growing up.")},
			[]string{"condition cond:chickenpox historical", "condition cond:mumps historical", "condition cond:strep_throat historical"}},
		{"a big sneeze is no sneezing", [][2]string{patient("I had this bad headache and then I had a big sneeze, like it was too loud.")},
			[]string{"symptom sym:headache"}},
		{"all medicines except one stops that one", [][2]string{clinician("Continue taking your medicines except Prozac. Okay?")},
			[]string{"medication drug:fluoxetine stopped"}},
	})
}

func TestWhatTheTriageAndPharmacyCallsShowed(t *testing.T) {
	runCases(t, []readCase{
		{"did stop, and what it was making me do went with it", [][2]string{patient("I did stop the gliclazide, mind, it was making me go all shaky before my dinner.")},
			[]string{"medication drug:gliclazide stopped", "symptom sym:tremor historical"}},
		{"the stroke that took my hand is past", [][2]string{patient("The stroke took my right hand small, but it's coming back with the physio.")},
			[]string{"condition cond:stroke historical"}},
		{"the flu's away resolves it", [][2]string{patient("The flu's away, but I've lost a wee bit of weight.")},
			[]string{"condition cond:influenza resolves"}},
		{"the drug I finished last week is over", [][2]string{patient("The prednisone I finished last week.")}, []string{"medication drug:prednisone stopped"}},
		{"Dr. does not end the sentence of a switch", [][2]string{patient("The gabapentin made me dopey, so Dr. Singh switched me to the Lyrica, 75 twice a day.")},
			[]string{"medication drug:gabapentin historical stopped", "medication drug:pregabalin"}},
		{"a drug that went when another came in is stopped", [][2]string{patient("Yeah, the sitagliptin went when the Ozempic came in.")},
			[]string{"medication drug:semaglutide", "medication drug:sitagliptin stopped"}},
		{"but not now ends a fever", [][2]string{patient("I had a bit of a fever Friday, sweats and that, but not now.")}, []string{"symptom sym:fever historical"}},
		{"like a toothache is a likeness", [][2]string{patient("It's gone down my leg, like a toothache in the leg.")}, []string{"symptom sym:toothache uncertain"}},
		{"a remedy I was going to get is not taken", [][2]string{patient("I was going to get the Lemsip Max. Would that be alright?")},
			[]string{"medication class:cold_remedies hypothetical"}},
		{"the flu shot is no flu", [][2]string{patient("I've had the flu shot every year and been fine.")}, []string{}},
		{"had once is over", [][2]string{patient("I had tramadol from the hospital once for a kidney stone, so not that.")},
			[]string{"condition cond:kidney_stones historical", "medication drug:tramadol historical stopped"}},
		{"once a day counts how often", [][2]string{patient("I take metformin once a day.")}, []string{"medication drug:metformin"}},
	})
}

func TestWhatThePharmacyAndFollowUpTalksShowed(t *testing.T) {
	runCases(t, []readCase{
		{"医生叫我先不要吃, after a reading, stops it", [][2]string{patient("二甲双胍本来有在吃，后来血糖控制得不错，医生叫我先不要吃。")},
			[]string{"medication drug:metformin stopped"}},
		{"a clinician's stop in the clause after the drug", [][2]string{clinician("还有，你腿疼吃的那个双氯芬酸，不能再吃了，伤肾。")},
			[]string{"medication drug:diclofenac stopped"}},
		{"吃了老是 is what the stopped drug did", [][2]string{patient("阿卡波糖我停了，吃了老是放屁、肚子胀，二甲双胍在吃。")},
			[]string{"medication drug:acarbose historical stopped", "medication drug:metformin", "symptom sym:bloating historical", "symptom sym:excess_gas historical"}},
		{"冇么子用…就冇吃哒 is a failed try", [][2]string{patient("我自己买了布洛芬吃了两天，冇么子用，就冇吃哒。")}, []string{"medication drug:ibuprofen stopped"}},
		{"停脱了 stops it", [][2]string{patient("吃了一个月奥美拉唑，好了交关，上礼拜吃完停脱了。")}, []string{"medication drug:omeprazole stopped"}},
		{"a topic denied by its own verb", [][2]string{clinician("气喘不喘？"), patient("气喘就唔系点喘。")}, []string{"symptom sym:dyspnea negated"}},
		{"an ankle sprained last week is an event", [][2]string{patient("上个礼拜打篮球把脚崴了。")}, []string{"condition cond:ankle_sprain historical"}},
		{"别自己乱吃 is a warning, not an order", [][2]string{clinician("孕期别自己乱吃感冒药。")}, []string{}},
	})
}

func TestWhatAReadingDidStopsNoDrug(t *testing.T) {
	runCases(t, []readCase{
		{"the pressure came down on the drug, which goes on", [][2]string{patient("吃了硝苯地平，血压就下去了。")}, []string{"medication drug:nifedipine"}},
	})
}

func TestNamesGuessedAndThingsFine(t *testing.T) {
	runCases(t, []readCase{
		{"a name said with 吧 is a guess", [][2]string{patient("还有个护胃的，叫……雷贝拉唑吧，好像是这个名字。")}, []string{"medication drug:rabeprazole uncertain"}},
		{"a wound said to be fine is no complaint", [][2]string{clinician("伤口咋样？"), patient("伤口好好的。")}, []string{"symptom sym:wound negated"}},
	})
}

func TestWhatTheEmergencyAndMentalHealthVisitsShowed(t *testing.T) {
	runCases(t, []readCase{
		{"a bleeding that finished is over", [][2]string{patient("The bleeding finished last week. Mood's good.")}, []string{"symptom sym:bleeding historical"}},
		{"a drug given and never taken is not taken", [][2]string{patient("The GP gave me ibuprofen for my back in the spring, but you'd said no, so I never took it.")},
			[]string{"medication drug:ibuprofen hypothetical relayed"}},
		{"a drug thrown away is stopped", [][2]string{patient("The tramadol, I threw it away, it made me feel like I was in a fog.")},
			[]string{"medication drug:tramadol stopped"}},
		{"nuh and nae deny", [][2]string{patient("Mi nuh depressed. Nae weakness.")}, []string{"symptom sym:low_mood negated", "symptom sym:weakness negated"}},
		{"flu-ish is no flu", [][2]string{patient("I've felt really flu-ish, with a temp.")}, []string{"symptom sym:fever"}},
		{"dizzy in the night, not now, is over", [][2]string{patient("I felt a bit dizzy in the night when I got up, not now.")}, []string{"symptom sym:dizziness historical"}},
	})
}

func TestWhatTheNightClinicAndSleepVisitsShowed(t *testing.T) {
	runCases(t, []readCase{
		{"冇得用，就冇恰哒 in Hunan speech is a failed try", [][2]string{patient("下午痛得狠，恰了两颗奥美拉唑，冇得用，就冇恰哒。")},
			[]string{"medication drug:omeprazole stopped"}},
		{"褪黑激素 is melatonin, no steroid", [][2]string{patient("有吃褪黑激素，每天睡前一颗。")}, []string{"medication drug:melatonin"}},
		{"停咗 stops it", [][2]string{patient("咁我停咗避孕药。")}, []string{"medication class:birth_control stopped"}},
	})
}

func TestKinOfMinnanAndJamaicanSpeech(t *testing.T) {
	runCases(t, []readCase{
		{"阿母 is a mother", [][2]string{patient("我阿母有在吃艾司唑仑，伊讲吃了很好睡。")}, []string{"medication drug:estazolam of mother"}},
		{"我太太 is a wife, not Mrs", [][2]string{patient("我太太脚也有在痒，伊是擦那个酮康唑的药膏。")}, []string{"medication drug:ketoconazole of other", "symptom sym:itching of other"}},
		{"mi bredda is a brother", [][2]string{patient("Yes, mi bredda use timolol drops every morning from long time.")}, []string{"medication drug:timolol of sibling"}},
	})
}

func TestAllergiesSaidInPatoisAndBritishSpelling(t *testing.T) {
	runCases(t, []readCase{
		{"it give mi a rash is an allergy, the rash its reaction", [][2]string{patient("And penicillin, it give mi a rash one time.")},
			[]string{"allergy allergen:penicillins"}},
		{"sulpha is sulfa", [][2]string{patient("Allergy to sulpha drugs, I get rashes.")}, []string{"allergy allergen:sulfonamides"}},
	})
}

func TestAConditionDatedByTheClauseAfterIt(t *testing.T) {
	runCases(t, []readCase{
		{"小时候的 after a condition dates it", [][2]string{patient("没病。哦，我有癫痫，小时候的，现在早好了，好几年没吃药了。")}, []string{"condition cond:epilepsy historical"}},
		{"but not when it goes on", [][2]string{patient("我有哮喘，小时候的，现在还经常犯。")}, []string{"condition cond:asthma"}},
	})
}

func TestLayNamesOfTheLongTermSugarTest(t *testing.T) {
	runCases(t, []readCase{
		{"the long-term blood sugar is HbA1c", [][2]string{patient("My long-term blood sugar was 7.1% at the review.")}, []string{"observation lab:hba1c"}},
		{"the three-month sugar test too", [][2]string{patient("The three-month sugar test came back at 6.8%.")}, []string{"observation lab:hba1c"}},
		{"a blood sugar is still glucose", [][2]string{patient("My blood sugar was 7.1 this morning.")}, []string{"observation lab:glucose"}},
	})
}

// A check the patient made next, of something else ("I got all shaky at
// work, in the afternoon, and I checked and it was sixty-four", en/w1: the
// sugar), is no test of the complaint: it was had, not tested for and
// found normal. A complaint itself checked ("I got it checked and it was
// fine") or tested for is read as before.
func TestACheckMadeNextIsNoTestOfTheComplaint(t *testing.T) {
	runCases(t, []readCase{
		{"w1: shaky, and I checked", [][2]string{clinician("Any lows? Shaky, sweaty, confused, that kind of thing?"),
			patient("Well, um, yeah, last week, twice? I got all shaky at work, in the afternoon, and I checked and it was sixty-four, I think, and I had a juice and it was fine.")},
			[]string{"symptom sym:tremor historical"}},
		{"dizzy, so I checked my pressure", [][2]string{clinician("How have you been?"), patient("I felt dizzy this morning, so I checked my pressure.")},
			[]string{"symptom sym:dizziness"}},
		{"near miss: the complaint itself checked", [][2]string{clinician("Any rashes?"), patient("I had a rash and I got it checked and it was fine.")},
			[]string{"symptom sym:rash negated"}},
		{"near miss: tested for", [][2]string{clinician("Any medical problems?"), patient("They tested me for diabetes.")},
			[]string{}},
	})
}
