package understand_test

import "testing"

func TestWhoseAFindingIsByTheShapeOfTheTurn(t *testing.T) {
	runCases(t, []readCase{
		{"a relative set apart and taken up by a pronoun", [][2]string{patient("My sister, she has asthma and eczema.")},
			[]string{"condition cond:asthma of sibling", "condition cond:eczema of sibling"}},
		{"a relative set apart, a list after like me", [][2]string{patient("My uncle, he has gout like me, and psoriasis.")},
			[]string{"condition cond:gout of aunt_uncle", "condition cond:psoriasis of aunt_uncle"}},
		{"a finding set first, given to a relative after", [][2]string{patient("That psoriasis thing, my dad has it too.")},
			[]string{"condition cond:psoriasis of father"}},
		{"the illness of a death told before", [][2]string{patient("My father passed in June. It was the lung cancer, in the end.")},
			[]string{"condition cond:lung_cancer of father"}},
		{"an illness going round other people", [][2]string{patient("I've a fever. Three people at my work got measles.")},
			[]string{"condition cond:measles of other", "symptom sym:fever"}},
		{"cases around", [][2]string{patient("fever since yesterday. lots of chickenpox cases in my kid's school")},
			[]string{"condition cond:chickenpox of other", "symptom sym:fever"}},
		{"what the patient pictured", [][2]string{patient("Phew. I was imagining a heart attack or something.")},
			[]string{"condition cond:myocardial_infarction historical hypothetical"}},
		{"a drug a friend said the patient must take", [][2]string{patient("My mate reckons I should take ibuprofen for it.")},
			[]string{"medication drug:ibuprofen hypothetical uncertain"}},
		{"a drug the doctor said to take is no advice", [][2]string{patient("The doctor said I must take aspirin every day.")},
			[]string{"medication drug:aspirin relayed"}},
	})
}

func TestPeopleNamedThroughOthers(t *testing.T) {
	runCases(t, []readCase{
		{"a spouse's grandmother is no blood relative", [][2]string{patient("我媳妇她奶奶是老年痴呆")},
			[]string{"condition cond:alzheimer_disease of other"}},
		{"a wife's mother is an in-law", [][2]string{patient("my wife's mother has diabetes")},
			[]string{"condition cond:diabetes of other"}},
		{"the patient's own mother is family", [][2]string{patient("my mother has diabetes")},
			[]string{"condition cond:diabetes of mother"}},
		{"a coworker by surname", [][2]string{patient("我们单位老李刚查出来肺癌")},
			[]string{"condition cond:lung_cancer of other"}},
		{"someone the patient works with", [][2]string{patient("a lad I work with dropped dead of a heart attack at fifty")},
			[]string{"condition cond:myocardial_infarction of other"}},
		{"a dog named by its breed", [][2]string{patient("our Labrador's on gabapentin for his arthritis")},
			[]string{"condition cond:arthritis of other", "medication drug:gabapentin of other"}},
		{"units of insulin are no people", [][2]string{patient("胰岛素打十个单位的")},
			[]string{"medication class:insulins"}},
	})
}

func TestANameOfferedForARelativesIllness(t *testing.T) {
	runCases(t, []readCase{
		{"a name offered to finish", [][2]string{clinician("Any illnesses in the family?"), patient("My mum had a bad heart, she died of it."),
			clinician("Do you know what kind of heart trouble she had?"), patient("It was called heart fa-"),
			clinician("Heart failure?"), patient("Yes, that's it.")},
			[]string{"condition cond:heart_failure of mother"}},
		{"a name asked of the patient", [][2]string{clinician("Any illnesses in the family?"), patient("My mum had a bad heart, she died of it."),
			clinician("Do you have heart failure yourself?"), patient("Yes.")},
			[]string{"condition cond:heart_failure"}},
	})
}

// "Same as my dad" after the patient's finding gives it to both.
func TestLikenedToARelative(t *testing.T) {
	runCases(t, []readCase{
		{"same as my dad", [][2]string{patient("I've got high blood pressure, same as my dad.")},
			[]string{"condition cond:hypertension", "condition cond:hypertension of father"}},
		{"like my sister", [][2]string{patient("I have eczema, just like my sister.")},
			[]string{"condition cond:eczema", "condition cond:eczema of sibling"}},
		{"like a relative's other illness is no family history of this one", [][2]string{patient("I have a rash like my mum's eczema.")},
			[]string{"symptom sym:rash", "condition cond:eczema of mother"}},
	})
}

func TestWhoseItIs(t *testing.T) {
	runCases(t, []readCase{
		{"Irish himself", [][2]string{patient("I'm grand. Himself has a cough this past week.")}, []string{"symptom sym:cough of other"}},
		{"a woman's man", [][2]string{patient("Our Sheila's man smokes forty a day.")}, []string{"observation social:smoking of other"}},
		{"a time between the mother and 就是", [][2]string{patient("我妈年轻时就是哮喘。")},
			[]string{"condition cond:asthma historical of mother"}},
		{"a drug another left behind and not taken", [][2]string{patient("这盒安眠药是俺儿子的，俺没吃。")},
			[]string{"medication class:sleeping_pills hypothetical of child"}}, // the son's, and not taken
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

// A finding joined by "but" or "and" to someone else's, with no subject of
// its own, is theirs too; a first person between gives it back.
func TestOthersSubjectShared(t *testing.T) {
	runCases(t, []readCase{
		{"his results", [][2]string{patient("He tested negative for HIV but positive for hepatitis B.")},
			[]string{"condition cond:hepatitis_b of other", "condition cond:hiv negated of other"}},
		{"my wife's and mine", [][2]string{patient("My wife has asthma but I have eczema.")},
			[]string{"condition cond:asthma of other", "condition cond:eczema"}},
	})
}

// Someone else's illness or drug told in regional English: a family member
// named with "our", a third person's body part, a mate asked about in a
// cleft question, a wife's drug typed without its apostrophe. The
// patient's own illness said beside it stays.
func TestSomeoneElsesInRegionalEnglish(t *testing.T) {
	runCases(t, []readCase{
		{"r1: our Brian", [][2]string{patient("The wife still does, mind. Our Brian had the lung cancer, that's what frightened me off them.")},
			[]string{"condition cond:lung_cancer of other"}},
		{"our Tracey's diabetes", [][2]string{patient("Our Tracey has diabetes.")},
			[]string{"condition cond:diabetes of other"}},
		{"the patient's own beside our Brian", [][2]string{patient("Our Brian had the lung cancer. I've got asthma meself.")},
			[]string{"condition cond:lung_cancer of other", "condition cond:asthma"}},
		{"r1: spewing his guts up", [][2]string{patient("Spewing his guts up for a week. Scared the life outta me.")},
			[]string{"symptom sym:vomiting of other"}},
		{"holding her tummy", [][2]string{patient("Throwing up, holding her tummy, poor lass.")},
			[]string{"symptom sym:vomiting of other"}},
		{"my own sickness stays", [][2]string{patient("I've been throwing up all week.")},
			[]string{"symptom sym:vomiting"}},
		{"r1: a mate asked about", [][2]string{clinician("Was it your mate in hospital that got you thinking about it?"), patient("Yeah, Dazza, pancreatitis.")},
			[]string{"condition cond:pancreatitis of other"}},
		{"a dad asked about in a cleft", [][2]string{clinician("Was it your dad who had the stroke?"), patient("Yes, a stroke.")},
			[]string{"condition cond:stroke of father"}},
		{"the wife's drug with its apostrophe", [][2]string{patient("can you put my wife's levothyroxine on too")},
			[]string{"medication drug:levothyroxine of other"}},
	})
}

// A drug said with someone's possessive, with or without its apostrophe:
// the patient's verb of taking makes it the patient's (in the past when a
// past time is said); a drug of theirs asked to be put on an order is
// theirs.
func TestBorrowedDrug(t *testing.T) {
	runCases(t, []readCase{
		{"r1: put my wifes levothyroxine on", [][2]string{patient("omeprazole 20 one a day, amlodipine 10. oh and can u put my wifes levothyroxine on as well she cant work the app")},
			[]string{"medication drug:omeprazole", "medication drug:amlodipine", "medication drug:levothyroxine of other"}},
		{"order my husbands lisinopril", [][2]string{patient("can you order my husbands lisinopril too")},
			[]string{"medication drug:lisinopril of other"}},
		{"my mums metformin", [][2]string{patient("My mums metformin ran out.")},
			[]string{"medication drug:metformin of mother"}},
		{"m1: used my wifes flonase last nite", [][2]string{patient("i used my wifes flonase once last nite")},
			[]string{"medication drug:fluticasone"}},
		{"used my wife's flonase", [][2]string{patient("i used my wife's flonase once last nite")},
			[]string{"medication drug:fluticasone"}},
		{"r1: me nan's co-codamol last week", [][2]string{patient("Last week I had some of me nan's co-codamol, it helped a bit.")},
			[]string{"medication drug:paracetamol_codeine historical stopped"}},
		{"a mate's tramadol last month", [][2]string{patient("I took a couple of my mates tramadol last month.")},
			[]string{"medication drug:tramadol historical stopped"}},
		{"my own statin", [][2]string{patient("My wife takes my statin.")},
			[]string{"medication class:statins"}},
	})
}

// Someone else's illness: one said as a topic and then told of a relative,
// one in a clause that goes on telling of the relative.
func TestOthersIllness(t *testing.T) {
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

// A relative said to have what was asked, by a pronoun or a bare verb, is
// a yes for that relative: "Any migraines?" "No, but my mum gets them."
func TestRelativeHasIt(t *testing.T) {
	runCases(t, []readCase{
		{"a family question, has it", [][2]string{clinician("Does anyone in your family have diabetes?"), patient("My dad has it.")},
			[]string{"condition cond:diabetes of father"}},
		{"gets them, after a no", [][2]string{clinician("Do you suffer from migraines?"), patient("No, but my mum gets them quite a lot.")},
			[]string{"condition cond:migraine of mother"}},
		{"has it too", [][2]string{clinician("Any asthma?"), patient("My brother has it too.")},
			[]string{"condition cond:asthma of sibling"}},
		// Near-misses.
		{"a husband is no blood relative", [][2]string{clinician("Any asthma?"), patient("My husband has it.")},
			[]string{}},
		{"two things asked: which one is not said", [][2]string{clinician("Any history of asthma or eczema?"), patient("My brother has it.")},
			[]string{}},
		{"has it with more after is not the bare pronoun", [][2]string{clinician("Any nausea?"), patient("My mum gets it when she travels.")},
			[]string{}},
	})
}

// A sentence that gives the one finding the turn named before to blood
// relatives, by a pronoun, is their family history: "I've never had a
// migraine. But my sister and my mum have them."
func TestRelativeHasNamedBefore(t *testing.T) {
	runCases(t, []readCase{
		{"two relatives have them", [][2]string{patient("Never had a migraine myself. But my nan and my mum both have them quite often.")},
			[]string{"condition cond:migraine negated", "condition cond:migraine of grandparent", "condition cond:migraine of mother"}},
		{"but my brother gets them", [][2]string{patient("I don't get nosebleeds but my brother gets them all the time.")},
			[]string{"symptom sym:nosebleed negated", "symptom sym:nosebleed of sibling"}},
		// Near-misses.
		{"a wife is no blood relative", [][2]string{patient("My back aches. My wife has it too.")},
			[]string{"symptom sym:back_pain"}},
		{"two findings before: which is not said", [][2]string{patient("I have gout and psoriasis. My dad has them too.")},
			[]string{"condition cond:gout", "condition cond:psoriasis"}},
		{"a spouse beside a relative", [][2]string{patient("I get migraines. My husband and my sister have them too.")},
			[]string{"condition cond:migraine"}},
	})
}

func TestABareNameAfterSomeoneElse(t *testing.T) {
	runCases(t, []readCase{
		{"a drug named after a relative's sentence", [][2]string{patient("My aunt injects something for her arthritis. Methotrexate.")}, []string{"condition cond:arthritis of aunt_uncle", "medication drug:methotrexate of aunt_uncle"}},
		{"a name with more said is the patient's", [][2]string{patient("My aunt has arthritis. I take methotrexate.")}, []string{"condition cond:arthritis of aunt_uncle", "medication drug:methotrexate"}},
		{"after the patient's own sentence", [][2]string{patient("I have arthritis. Methotrexate.")}, []string{"condition cond:arthritis", "medication drug:methotrexate"}},
	})
}

func TestZhReflexiveOfARelative(t *testing.T) {
	runCases(t, []readCase{
		{"她自己 stresses the mother", [][2]string{patient("我妈血压高，她自己也有糖尿病。")}, []string{"condition cond:diabetes of mother", "condition cond:hypertension of mother"}},
		{"我自己 is the patient", [][2]string{patient("我妈血压高，我自己也有糖尿病。")}, []string{"condition cond:diabetes", "condition cond:hypertension of mother"}},
	})
}

func TestZhLabelSomeoneElsePuts(t *testing.T) {
	runCases(t, []readCase{
		{"a daughter's label", [][2]string{patient("我闺女说我是压力太大了。")}, []string{"symptom sym:stress uncertain"}},
		{"a sign a wife saw", [][2]string{patient("我老婆说我打呼噜。")}, []string{"symptom sym:snoring"}},
		{"the doctor's label", [][2]string{patient("医生说我是焦虑。")}, []string{"symptom sym:anxiety relayed"}},
	})
}

func TestZhAGroupOfOtherPeople(t *testing.T) {
	runCases(t, []readCase{
		{"several people and what they were told", [][2]string{patient("我们单位还有三个人也咳嗽，说是流感。")}, []string{"condition cond:influenza of other", "symptom sym:cough of other"}},
		{"the patient after them", [][2]string{patient("我们单位有好几个人感冒了，我也开始咳嗽。")}, []string{"condition cond:common_cold of other", "symptom sym:cough"}},
	})
}

func TestZhASizeIsNoPerson(t *testing.T) {
	runCases(t, []readCase{
		{"有个两公分的 is a size", [][2]string{clinician("B超看肝上有个两公分的东西，考虑脂肪肝。")}, []string{"condition cond:fatty_liver uncertain"}},
		{"a size in the finding's own clause", [][2]string{patient("我肚子上有个两公分的肿块，有点疼。")}, []string{"symptom sym:lump"}},
	})
}

func TestACauseSaidOfSomeoneElse(t *testing.T) {
	runCases(t, []readCase{
		{"a cause in the relative's clause", [][2]string{patient("my grandad had sugar diabetes and he lost two toes because of a wound that went bad")}, []string{"condition cond:diabetes of grandparent", "symptom sym:wound historical of grandparent"}},
		{"the patient named before the cause", [][2]string{patient("My sister has asthma, and I stopped the naproxen because of a rash.")}, []string{"condition cond:asthma of sibling", "medication drug:naproxen historical stopped", "symptom sym:rash historical"}},
	})
}

func TestSomeoneNewBroughtInWithYouGe(t *testing.T) {
	runCases(t, []readCase{
		{"有个老汉 faints", [][2]string{patient("昨天工地上有个老汉中暑晕倒了。")},
			[]string{"condition cond:heat_stroke of other", "symptom sym:syncope historical of other"}},
		{"the patient's own after 有个毛病", [][2]string{patient("我有个毛病，一累就头晕。")}, []string{"symptom sym:dizziness"}},
	})
}

func TestCantoneseSiblings(t *testing.T) {
	runCases(t, []readCase{
		{"细佬 is a younger brother", [][2]string{patient("我细佬旧年中风，而家行路都唔得。")}, []string{"condition cond:stroke historical of sibling"}}, // 旧年 is 去年
		{"家姐 is an elder sister", [][2]string{patient("我家姐有糖尿病。")}, []string{"condition cond:diabetes of sibling"}},
		{"细佬哥 is any little boy", [][2]string{patient("隔篱屋个细佬哥出水痘。")}, []string{"condition cond:chickenpox of other"}},
	})
}

func TestToldBySomeoneElseAndNotNoticed(t *testing.T) {
	runCases(t, []readCase{
		{"a daughter tells it, the patient does not notice", [][2]string{patient("我闺女说我最近老忘事，我自己倒没觉得。")},
			[]string{"symptom sym:memory_loss uncertain"}},
		{"a wife tells it and it stands", [][2]string{patient("我老婆说我打呼噜打得震天响。")}, []string{"symptom sym:snoring"}},
	})
}

func TestOthersWhoDoItAreNoYes(t *testing.T) {
	runCases(t, []readCase{
		{"有几个 others do, the patient never has", [][2]string{clinician("你们宿舍有没有抽烟的？你自己抽不抽？"), patient("有几个室友抽，我没抽过。")},
			[]string{"observation social:smoking negated"}},
		{"有 with an amount is a yes", [][2]string{clinician("你抽烟吗？"), patient("有，一天半包。")}, []string{"observation social:smoking"}},
	})
}

func TestNorthernSiblings(t *testing.T) {
	runCases(t, []readCase{
		{"俺哥 is a brother", [][2]string{patient("俺哥耳朵早就背了，说是神经性耳聋。")}, []string{"condition cond:hearing_loss of sibling"}},
		{"俺姐 is a sister", [][2]string{patient("俺姐有糖尿病。")}, []string{"condition cond:diabetes of sibling"}},
	})
}

func TestDialectKinAndTheHakkaI(t *testing.T) {
	runCases(t, []readCase{
		{"𠊎 is the Hakka I, 𠊎老弟 a younger brother", [][2]string{patient("𠊎老弟前年查出糖尿病。")}, []string{"condition cond:diabetes of sibling"}},
		{"我老妹 is a younger sister", [][2]string{patient("我老妹有哮喘。")}, []string{"condition cond:asthma of sibling"}},
		{"娭毑 is the Hunan grandmother", [][2]string{patient("我娭毑有高血压。")}, []string{"condition cond:hypertension of grandparent"}},
		{"幺孃 is the youngest aunt", [][2]string{patient("我幺孃也是糖尿病。")}, []string{"condition cond:diabetes of aunt_uncle"}},
		{"𠊎 alone is the patient", [][2]string{patient("𠊎有高血压。")}, []string{"condition cond:hypertension"}},
	})
}

func TestGroupsOfOtherPeople(t *testing.T) {
	runCases(t, []readCase{
		{"half the office is someone else", [][2]string{patient("Half the office is off with flu.")}, []string{"condition cond:influenza of other"}},
		{"单位的人 are someone else", [][2]string{patient("我们单位的人好几个都得了流感。")}, []string{"condition cond:influenza of other"}},
	})
}

func TestWhatAThirdPersonGivesThePatientIsThePatients(t *testing.T) {
	runCases(t, []readCase{
		{"他开了…给我", [][2]string{patient("上个礼拜看了医生，他开了奥替溴铵给我。")}, []string{"medication drug:otilonium relayed"}},
		{"佢开咗…畀我", [][2]string{patient("上个礼拜睇咗医生，佢开咗奥替溴铵畀我。")}, []string{"medication drug:otilonium relayed"}},
		{"she put me on", [][2]string{patient("The GP, she put me on sertraline.")}, []string{"medication drug:sertraline relayed"}},
		{"a husband's, then something else for me", [][2]string{patient("我老公他高血压，给我也量了一下。")}, []string{"condition cond:hypertension of other"}},
	})
}

// A drug said to be someone else's right after its name is theirs: "布洛芬
// 是他吃的", "the Mobic is my husband's". A time or a way of taking it ("是
// 饭后吃的") names no one, and "我吃的" is the patient's.
func TestADrugSaidToBeSomeoneElses(t *testing.T) {
	runCases(t, []readCase{
		{"x1: 布洛芬是他吃的 after a repair", [][2]string{
			clinician("吃的什么止痛药"),
			patient("布洛芬……不是，是散利痛，布洛芬是他吃的，他牙疼")},
			[]string{"medication drug:ibuprofen of other", "symptom sym:toothache of other"}},
		{"是我老伴吃的", [][2]string{patient("那个阿司匹林是我老伴吃的")}, []string{"medication drug:aspirin of spouse"}},
		{"降压药是我妈的", [][2]string{patient("降压药是我妈的")}, []string{"medication class:antihypertensives of mother"}},
		{"the Mobic is my husband's", [][2]string{patient("The Mobic is my husband's, I just took a couple.")}, []string{"medication drug:meloxicam of spouse"}},
		{"the bisoprolol is my wife's", [][2]string{patient("I take ramipril, the bisoprolol is my wife's.")},
			[]string{"medication drug:ramipril", "medication drug:bisoprolol of spouse"}},
		{"near miss: 是饭后吃的 names no one", [][2]string{patient("阿司匹林是饭后吃的")}, []string{"medication drug:aspirin"}},
		{"near miss: 是我吃的 is the patient's", [][2]string{patient("二甲双胍是我吃的")}, []string{"medication drug:metformin"}},
		{"near miss: is my usual is no one else's", [][2]string{patient("The paracetamol is my usual, two at night.")}, []string{"medication drug:paracetamol"}},
	})
}

// A habit or a complaint said with a verb in the third person after a
// given name is that person's: the patient would say "I smoke" (en/v1:
// "Ciaran still smokes, I keep at him"). An answer word, an adverb or an
// indefinite pronoun before it is no one named.
func TestNamedPersonDoesIt(t *testing.T) {
	runCases(t, []readCase{
		{"v1: Ciaran still smokes", [][2]string{
			clinician("Are you still off the cigarettes?"),
			patient("I am. Not one since the heart attack. Ciaran still smokes, I keep at him.")},
			[]string{"condition cond:myocardial_infarction historical", "observation social:smoking of other"}},
		{"Dave smokes in the car", [][2]string{patient("Dave smokes in the car, I hate it.")},
			[]string{"observation social:smoking of other"}},
		{"Sarah coughs all night", [][2]string{patient("I sleep badly because Sarah coughs all night.")},
			[]string{"symptom sym:cough of other"}},
		{"the patient's own habit in the same turn", [][2]string{patient("I smoke, and Kevin also vapes.")},
			[]string{"observation social:smoking", "observation social:vaping of other"}},
		{"nobody smokes, I stopped", [][2]string{patient("Nobody smokes in the house, I stopped twenty year ago.")},
			[]string{"observation social:smoking historical inactive"}},
		{"a plural noun is no verb", [][2]string{clinician("What happened?"), patient("Terrible hives, all over.")},
			[]string{"condition cond:urticaria"}},
	})
}
