package coref

import (
	"reflect"
	"slices"
	"testing"
)

func TestFind(t *testing.T) {
	const bp, sugar, water, statin = "class:antihypertensives", "class:antidiabetics", "class:diuretics", "class:statins"
	tests := []struct {
		name string
		text string
		want []Reference // Span is checked against Text, not listed
	}{
		{"a Chinese demonstrative names a drug", "那个药我吃了头晕", []Reference{{Text: "那个药", Kind: KindDrug}}},
		{"a short demonstrative without a measure word names a drug", "这药太苦了", []Reference{{Text: "这药", Kind: KindDrug}}},
		{"a demonstrative with 新 asks for the newest drug", "那个新药吃了有点恶心", []Reference{{Text: "那个新药", Kind: KindDrug, Recent: true}}},
		{"新开的药 alone asks for the newest drug", "医生新开的药晚上吃吗", []Reference{{Text: "新开的药", Kind: KindDrug, Recent: true}}},
		{"a possessive class word keeps the possessive", "我的降压药晚上吃可以吗？", []Reference{{Text: "我的降压药", Kind: KindDrug, ClassID: bp}}},
		{"a class word widens over demonstrative and recency words", "对了，我上次提到的那个新开的降压药，晚上吃可以吗？",
			[]Reference{{Text: "那个新开的降压药", Kind: KindDrug, ClassID: bp, Recent: true, LastTime: true}}},
		{"以前吃的 asks for a past drug, not a recent one", "以前吃的那个药还剩一盒", []Reference{{Text: "那个药", Kind: KindDrug, Past: true}}},
		{"a lay topic phrase is a condition reference", "My sugar problem - is it getting worse?",
			[]Reference{{Text: "My sugar problem", Kind: KindCondition, Topic: "lab:glucose"}}},
		{"a Chinese lay topic phrase", "心脏那个毛病还要紧吗", []Reference{{Text: "心脏那个毛病", Kind: KindCondition, Topic: "site:heart"}}},
		{"a topic drug phrase", "The new blood pressure one - do I take that in the morning?",
			[]Reference{{Text: "The new blood pressure one", Kind: KindDrug, Topic: "vital:bp", Recent: true}}},
		{"a pronoun in a turn about taking a drug", "Is it alright to have a glass of wine while I'm on it?",
			[]Reference{{Text: "it", Kind: KindDrug}}},
		{"a pronoun asked to go with a dram (en-dev40-001)", "And am I allowed a dram with it, or is that me off the whisky?",
			[]Reference{{Text: "it", Kind: KindDrug}}},
		{"a pronoun asked to go with beers (en-dev42-002)", "A bit, yeah. Is it okay to have a couple beers with it on the weekend?",
			[]Reference{{Text: "it", Kind: KindDrug}}},
		{"a pronoun in a turn about anything else is no reference", "Is it going to rain tomorrow?", nil},
		{"a demonstrative with an effect word is a reference", "Does that one cause weight gain?", []Reference{{Text: "that one", Kind: KindDrug}}},
		{"a supposed symptom is no complaint (memorybench)", "Could my painkillers upset my stomach if I take them often?",
			[]Reference{{Text: "my painkillers", Kind: KindDrug, ClassID: "class:painkillers"}}},
		{"a bare Chinese class word is a reference", "降糖药要饭前吃吗", []Reference{{Text: "降糖药", Kind: KindDrug, ClassID: sugar}}},
		{"an English lay class phrase keeps my", "Can I take my blood pressure medicine at night?",
			[]Reference{{Text: "my blood pressure medicine", Kind: KindDrug, ClassID: bp}}},
		{"a water pill is a diuretic", "my water pill makes me pee a lot", []Reference{{Text: "my water pill", Kind: KindDrug, ClassID: water, Form: FormOral}}},
		{"a water tablet is a diuretic (British)", "the new water tablet makes me pee a lot",
			[]Reference{{Text: "the new water tablet", Kind: KindDrug, ClassID: water, Recent: true, Form: FormOral}}},
		{"the statin is a class reference", "the statin hurts my muscles", []Reference{{Text: "the statin", Kind: KindDrug, ClassID: statin}}},
		{"capitals and recency words widen an English class phrase", "I started My Latest blood pressure pill",
			[]Reference{{Text: "My Latest blood pressure pill", Kind: KindDrug, ClassID: bp, Recent: true, Form: FormOral}}},
		{"that pill names a drug", "Is that pill safe with alcohol?", []Reference{{Text: "that pill", Kind: KindDrug, Form: FormOral}}},
		{"this medication names a drug", "this medication makes me dizzy", []Reference{{Text: "this medication", Kind: KindDrug}}},
		{"the new pill asks for the newest drug", "the new pill upsets my stomach", []Reference{{Text: "the new pill", Kind: KindDrug, Recent: true, Form: FormOral}}},
		{"那个病 names a condition", "那个病好了吗", []Reference{{Text: "那个病", Kind: KindCondition}}},
		{"that condition names a condition", "Is that condition serious?", []Reference{{Text: "that condition", Kind: KindCondition}}},
		{"two references come back in text order", "这个药和我的降压药能一起吃吗",
			[]Reference{{Text: "这个药", Kind: KindDrug}, {Text: "我的降压药", Kind: KindDrug, ClassID: bp}}},
		{"a family member's drug is not the patient's", "我妈妈吃降压药", nil},
		{"an allergy to a class is not a reference to a drug", "I'm allergic to statins", nil},
		{"a Chinese allergy to a class is not a reference to a drug", "我对他汀类过敏", nil},
		{"a bare it is not a reference", "it was hot on the stairs", nil},
		// Resolved only to a drug the last turns named that causes the
		// complaint (JustSaid), never the record's.
		{"a bare it doing something to me is only what was just said", "it makes me dizzy", []Reference{{Text: "it", Kind: KindDrug, JustSaid: true}}},
		{"a patient is not a condition", "那个病人走了", nil},
		{"a pharmacy is not a drug", "这药店关门了", nil},
		{"a noun used as a modifier is not a reference", "that pill bottle is empty", nil},
		{"a drug named outright needs no resolution", "我在吃氨氯地平", nil},
		{"new drugs in general are not a reference", "有没有新药可以治", nil},
		{"a plural demonstrative is not one drug", "那些药都吃完了", nil},
		{"喷的那个 is an inhaled drug", "喷的那个一天最多用几次", []Reference{{Text: "喷的那个", Kind: KindDrug, Form: FormInhaled}}},
		{"吸的那个 is an inhaled drug", "吸的那个用完要漱口吗", []Reference{{Text: "吸的那个", Kind: KindDrug, Form: FormInhaled}}},
		{"is that from it, in a turn about a dose, blames the drug", "Since they upped me dose I've been sweating buckets. Is that from it?",
			[]Reference{{Text: "it", Kind: KindDrug, Complaints: []string{"sym:sweating"}}}},
		{"止头痛嘅药 is a painkiller, not a headache's topic", "我嗰只止头痛嘅药，一个礼拜最多可以食几多次啊？",
			[]Reference{{Text: "止头痛嘅药", Kind: KindDrug, ClassID: "class:painkillers"}}},
		{"a clot-buster given when I had a stroke is a past thrombolytic", "That clot-buster they gave me in A&E when I had me stroke, can they give me that again?",
			[]Reference{{Text: "That clot-buster", Kind: KindDrug, ClassID: "class:B01AD", Past: true}}},
		{"it kept in the fridge, in a turn about keeping it, is a drug", "Does it have to stay in the fridge, or can I just keep it in my purse?",
			[]Reference{{Text: "it", Kind: KindDrug}}},
		{"mine opening a clause about when to take it is a drug", "Okay. So mine I have to repeat after one week, is it? Empty stomach or after food?",
			[]Reference{{Text: "mine", Kind: KindDrug, SessionOnly: true, Own: true}}},
		{"mine after a verb of having is no drug", "The scan was mine, not hers.", nil},
		{"me one after a verb is no possessive", "Could you give me one to show my wife? I take it at night.", []Reference{{Text: "it", Kind: KindDrug}}},
		{"a filler 我那个 is no possessive", "我那个……怎么说呢，吃完饭老犯困。", nil},
		{"running on it is a knee, not a drug: the lump behind it is a condition of the knee", "That lump behind my knee, is it okay to keep running on it? I've got a half marathon in December.",
			[]Reference{{Text: "That lump behind my knee", Kind: KindCondition, Topic: "site:knee", Anchored: true, Head: "lump"}}},
		{"a place after the lump, in dialect", "Could that wee dark spot on ma shoulder turn bad?", []Reference{{Text: "that wee dark spot on ma shoulder", Kind: KindCondition, Topic: "site:skin"}}},
		{"a Chinese lump before its place", "我前两年眼皮上那个疙瘩，这两天又鼓起来了", []Reference{{Text: "眼皮上那个疙瘩", Kind: KindCondition, Topic: "site:eyelid"}}},
		{"a place without a lump noun is no reference", "The pain behind my knee is worse.", nil},
		{"an organ said before 那个毛病 is what it is of", "俺前几年肺上漏气那个毛病，住院插了根管子那回，还中不中？",
			[]Reference{{Text: "那个毛病", Kind: KindCondition, Topic: "site:lung"}}},
		{"打的那个针 is an injected drug", "我那个打的针坐飞机能带吗", []Reference{{Text: "那个打的针", Kind: KindDrug, Form: FormInjection}}},
		{"a cream is a drug for the skin", "How long do I keep putting the cream on?", []Reference{{Text: "the cream", Kind: KindDrug, Form: FormSkin}}},
		{"eye drops are a drug for the eye", "这个眼药水一天点几次", []Reference{{Text: "这个眼药水", Kind: KindDrug, ClassID: "class:eye_drops", Form: FormEye}}},
		{"a nasal spray is not an inhaler", "喷鼻子的那个能自己去买吗", []Reference{{Text: "喷鼻子的那个", Kind: KindDrug, Form: FormNasal}}},
		{"colour words between the determiner and the noun", "The purple pill I used to take - why was it changed?",
			[]Reference{{Text: "The purple pill", Kind: KindDrug, Past: true, Form: FormOral}}},
		{"dialect them as a determiner", "Them little white tablets I used to have, can I get them again?",
			[]Reference{{Text: "Them little white tablets", Kind: KindDrug, Past: true, Form: FormOral}}},
		{"taken before, said after the phrase", "The water tablet I took before, is it safe in this heat?",
			[]Reference{{Text: "The water tablet", Kind: KindDrug, ClassID: "class:diuretics", Past: true, Form: FormOral}}},
		{"a Cantonese measure word", "呢只药食完可唔可以饮汤", []Reference{{Text: "呢只药", Kind: KindDrug}}},
		{"先头 asks for a past drug", "先头儿吃的那个药叫啥来着", []Reference{{Text: "那个药", Kind: KindDrug, Past: true}}},
		{"a recency word before a purpose word asks for the newest of that class", "新加上的那个降压的饭前吃吗",
			[]Reference{{Text: "降压的", Kind: KindDrug, ClassID: "class:antihypertensives", Recent: true}}},
		{"刚加上的 asks for the newest drug", "刚加上的那个药饭前吃吗", []Reference{{Text: "那个药", Kind: KindDrug, Recent: true}}},
		{"吃的这个 is a drug too", "我吃的这个要吃多久", []Reference{{Text: "吃的这个", Kind: KindDrug}}},
		{"a determiner and a use verb with no noun", "那个抹的，一天抹几回", []Reference{{Text: "那个抹的", Kind: KindDrug, Form: FormSkin}}},
		{"what the patient asked about last time", "上次问你的那个，一晚上吃几粒", []Reference{{Text: "问你的那个", Kind: KindDrug, LastTime: true}}},
		{"治 an organ names a drug for it", "我治胃的那个能停吗", []Reference{{Text: "治胃的那个", Kind: KindDrug, Topic: "site:stomach", StopAsked: true}}},
		{"an organ's described trouble is a condition of it", "我这心脏跳不动的毛病冬天要注意啥", []Reference{{Text: "这心脏跳不动的毛病", Kind: KindCondition, Topic: "site:heart"}}},
		{"a generic condition with a possessive stands for the record's", "Is my arthritis the sort that gets worse in the cold?",
			[]Reference{{Text: "my arthritis", Kind: KindCondition, Topic: "site:joint"}}},
		{"the one for a condition", "The one for my gout - can I drink beer on it?", []Reference{{Text: "The one for my gout", Kind: KindDrug, Topic: "cond:gout"}}},
		{"put back on asks for the newest drug", "The one they've put me back on - do I need blood tests?", []Reference{{Text: "The one", Kind: KindDrug, Recent: true, Again: true}}},
		{"the new shot is an injection", "the new shot - can it be out of the fridge for a week?", []Reference{{Text: "the new shot", Kind: KindDrug, Recent: true, Form: FormInjection}}},
		{"what was just said is a window reference", "中午再补上您刚说的那个行不行", []Reference{{Text: "说的那个", Kind: KindDrug, Mentioned: true}}},
		{"put back on asks for a restarted drug", "The one they put me back on, is it with food?", []Reference{{Text: "The one", Kind: KindDrug, Recent: true, Again: true}}},
		{"using it is taking it", "I've used it twice and the pain's still there", []Reference{{Text: "it", Kind: KindDrug}}},
		{"putting mine on is applying a cream", "Could I put mine on my face too?", []Reference{{Text: "mine", Kind: KindDrug, SessionOnly: true}}},
		{"finishing the whole thing is a course of a drug", "Do I have to finish the whole thing if I feel fine?", []Reference{{Text: "the whole thing", Kind: KindDrug}}},
		{"原来 before the reference in its clause asks for a past drug", "原来一天打两回的那个针还能接着打吗", []Reference{{Text: "那个针", Kind: KindDrug, Past: true, Form: FormInjection}}},
		{"a condition got at a past time is over", "前年住院那回得的那个病会落下病根吗", []Reference{{Text: "那个病", Kind: KindCondition, Past: true, Anchored: true, YearsAgo: 2}}},
		{"a month anchors the start: started me on is not the newest", "The blood pressure one they started me on in January - can I take it at night?",
			[]Reference{{Text: "The blood pressure one", Kind: KindDrug, Topic: "vital:bp", Anchored: true, Months: []int{1}}}},
		{"a pronoun after an unrecorded remedy is that remedy", "The herbal tea I've been taking - do I need to stop it before the op?", nil},
		{"中药 then it is the remedy", "The 中药 I've been taking for my periods - do I need to stop it?", nil},
		{"管睡觉的 is a sleeping pill", "我那个管睡觉的现在不顶事了", []Reference{{Text: "管睡觉的", Kind: KindDrug, ClassID: "class:sleeping_pills"}}},
		{"护胃的 is a stomach medicine", "我那个护胃的能饭后吃吗", []Reference{{Text: "护胃的", Kind: KindDrug, ClassID: "class:stomach_medicines"}}},
		{"swapped me onto is the drug a turn said was switched to, else the newest", "So the one they swapped me onto - can it cause a rash?",
			[]Reference{{Text: "the one they swapped me onto", Kind: KindDrug, Recent: true, Ordered: orderStart}}},
		{"a diabetes tablet treats diabetes", "And my new diabetes tablet - does it need blood tests?", []Reference{{Text: "my new diabetes tablet", Kind: KindDrug, Topic: "cond:diabetes", Recent: true, Form: FormOral}}},
		{"a drug the patient had is a past course", "The muscle relaxers I had after the fall - can I take one now?",
			[]Reference{{Text: "The muscle relaxers", Kind: KindDrug, ClassID: "class:muscle_relaxants", Past: true}}},
		{"a drug had this morning is not a past course", "The muscle relaxer I had this morning made me drowsy",
			[]Reference{{Text: "The muscle relaxer", Kind: KindDrug, ClassID: "class:muscle_relaxants"}}},
		{"a festival anchors what was told, so the last session is not assumed", "中秋前跟你说的那个还要买吗", []Reference{{Text: "说的那个", Kind: KindDrug, Mentioned: true, Anchored: true}}},
		{"what the patient told you about", "跟你说的那个，吃完这盒还要买吗", []Reference{{Text: "说的那个", Kind: KindDrug, Mentioned: true}}},
		{"a drink with it is about a drug", "Is it ok to have a glass of red with it at Christmas?", []Reference{{Text: "it", Kind: KindDrug, Anchored: true}}},
		{"finishing a course with that", "And with that - do I have to finish all five days?", []Reference{{Text: "that", Kind: KindDrug}}},
		{"knocking me out is what a drug does", "Will that stuff knock me out at night?", []Reference{{Text: "that stuff", Kind: KindDrug}}},
		{"the one for my memory is a dementia drug", "The one for my memory - is there any point keeping on with it?",
			[]Reference{{Text: "The one for my memory", Kind: KindDrug, ClassID: "class:antidementia", KeptOn: true}}},
		{"the last time I had shingles is not the last session", "The antiviral I had the last time I had shingles - could I get it again?",
			[]Reference{{Text: "The antiviral", Kind: KindDrug, ClassID: "class:antivirals", Past: true}}},
		{"last time's is last time", "That one from last time's giving me a dry mouth", []Reference{{Text: "That one", Kind: KindDrug, LastTime: true}}},
		{"the thing I had points back by itself", "That thing I had last Christmas with the rash - can you get it twice?",
			[]Reference{{Text: "That thing", Kind: KindCondition, Past: true, Anchored: true, Months: []int{12}, Signs: []string{"sym:rash"}}}},
		{"what was sent from abroad is a drug", "闺女寄回来的那个一天能吃几片", []Reference{{Text: "寄回来的那个", Kind: KindDrug}}},
		{"吃了那个 is a drug", "吃了那个以后嘴里发苦", []Reference{{Text: "吃了那个", Kind: KindDrug}}},
		{"管心跳的 is a heart-rate drug", "新开的那个管心跳的要少吃半片吗", []Reference{{Text: "管心跳的", Kind: KindDrug, Topic: "vital:heart_rate", Recent: true}}},
		{"an explicit 新加的 stays recent with a holiday in the turn", "国庆以后新加的那个降压的吃了一个月了",
			[]Reference{{Text: "降压的", Kind: KindDrug, ClassID: "class:antihypertensives", Recent: true, Anchored: true}}},
		{"stopped last summer is a past drug", "去年夏天停的那个药停了对肝好吗", []Reference{{Text: "那个药", Kind: KindDrug, Past: true, Anchored: true, Months: []int{6, 7, 8}, YearsAgo: 1}}},
		{"a prescribed herbal paste is no recorded drug", "老中医给我开的那个膏方还能接着吃吗", nil},
		{"a month without a start or stop dates nothing", "Can I stop taking it when I travel in March?", []Reference{{Text: "it", Kind: KindDrug, Anchored: true, StopAsked: true}}},
		{"a patch of skin in another sentence is no dosage form", "The antiviral I had for shingles - could I get it again? Same tingly patch on my side.",
			[]Reference{{Text: "The antiviral", Kind: KindDrug, ClassID: "class:antivirals"}}},
		{"last year's summer dates a stop", "去年夏天停的那个药还能吃吗", []Reference{{Text: "那个药", Kind: KindDrug, Past: true, Anchored: true, Months: []int{6, 7, 8}, YearsAgo: 1}}},
		{"the year before last dates a condition", "前年住院那回得的那个病会复发吗", []Reference{{Text: "那个病", Kind: KindCondition, Past: true, Anchored: true, YearsAgo: 2}}},
		{"last year dates a start", "The one they started me on last year - is it for life?", []Reference{{Text: "The one", Kind: KindDrug, Anchored: true, YearsAgo: 1}}},
		{"老早吃的 asks for a past drug", "我老早吃的那个降脂的药为啥不让吃了", []Reference{{Text: "降脂的药", Kind: KindDrug, ClassID: "class:lipid_lowering", Past: true}}},
		{"that old with a class is a past drug", "That old BP tablet which made my pulse slow - what was it?", []Reference{{Text: "That old BP tablet", Kind: KindDrug, Topic: "vital:bp", Past: true, Form: FormOral}}},
		{"a purpose after the phrase is its topic", "That stuff the chemist gave me for my cold sore - can I put lipstick over it?",
			[]Reference{{Text: "That stuff", Kind: KindDrug, Topic: "cond:herpes_simplex"}}},
		{"a symptom as the purpose narrows nothing", "The purple pill I used to take for heartburn - why was it stopped?",
			[]Reference{{Text: "The purple pill", Kind: KindDrug, Past: true, Form: FormOral}}},
		{"a recency word with 那个 and no noun is the newest drug", "医生刚加的那个要空腹吃吗", []Reference{{Text: "刚加的那个", Kind: KindDrug, Recent: true}}},
		{"a body site's 老毛病 is a condition of that organ", "肝上那个老毛病会不会加重", []Reference{{Text: "肝上那个老毛病", Kind: KindCondition, Topic: "site:liver"}}},
		{"a possessive organ problem is a condition of that organ", "Is my liver trouble why I'm so tired?",
			[]Reference{{Text: "my liver trouble", Kind: KindCondition, Topic: "site:liver"}}},
		{"a breathing problem is a condition of the airways", "Will my breathing problem get worse in winter?",
			[]Reference{{Text: "my breathing problem", Kind: KindCondition, Topic: "sym:dyspnea"}}},
		{"an organ problem asked about is no reference", "Do I have a liver problem?", nil},
		{"modifiers between the determiner and one", "The old white one I used to take made me cough",
			[]Reference{{Text: "The old white one", Kind: KindDrug, Past: true}}},
		{"a purpose word before stuff", "That sleeping stuff I mentioned last time - is it safe to drive after?",
			[]Reference{{Text: "That sleeping stuff", Kind: KindDrug, LastTime: true}}},
		{"the thing I had is a condition", "Could the thing I had years back come back on a long flight?",
			[]Reference{{Text: "the thing", Kind: KindCondition, Past: true}}},
		{"a condition the patient had is over", "Is the kidney thing I had after the operation back?",
			[]Reference{{Text: "the kidney thing", Kind: KindCondition, Topic: "site:kidney", Past: true}}},
		{"得过的 is a condition that is over", "以前得过的那个肺上的病还会复发吗", []Reference{{Text: "那个肺上的病", Kind: KindCondition, Topic: "site:lung", Past: true}}},
		{"on mine is the patient's own drug", "Can I have a glass of wine on mine?", []Reference{{Text: "mine", Kind: KindDrug, SessionOnly: true}}},
		{"been on names a drug", "I've gone a bit deaf since I've been on that one", []Reference{{Text: "that one", Kind: KindDrug}}},
		{"carrying on with something is about a drug", "That stuff - can I carry on with it for another month?",
			[]Reference{{Text: "That stuff", Kind: KindDrug}}},
		{"a qualifier inside the phrase alone does not make it a drug", "We watched the new one at the cinema", nil},
		{"an episode placed in the past is a condition that is over, told by what it did", "That episode a few years back, when my arm went numb - will it stop my licence?",
			[]Reference{{Text: "That episode", Kind: KindCondition, Past: true, Signs: []string{"sym:numbness"}, Places: []string{"site:upper_arm"}}}},
		{"an episode not placed in the past is no reference", "Did you see that episode last night?", nil},
		{"a drug a specialist stopped is a past drug", "The depression tablet, the one the psychiatrist stopped - can he start it again?",
			[]Reference{{Text: "The depression tablet", Kind: KindDrug, Topic: "cond:depression", Past: true, Form: FormOral}}},
		{"Shanghainese 格只 is a demonstrative", "格只药饭前吃还是饭后吃啊？", []Reference{{Text: "格只药", Kind: KindDrug}}},
		{"Cantonese 嘅 in a class phrase", "我嗰只抗病毒嘅药，係咪真係要食一世㗎？",
			[]Reference{{Text: "嗰只抗病毒嘅药", Kind: KindDrug, ClassID: "class:antivirals"}}},
		{"Shanghainese 个 in a purpose phrase", "我个治骨质疏松个药，一个礼拜吃一趟个。",
			[]Reference{{Text: "治骨质疏松个药", Kind: KindDrug, ClassID: "class:osteoporosis_medicines"}}},
		{"patois di is the", "Doc, di new pressure tablet, mi fi tek it inna di morning?",
			[]Reference{{Text: "di new pressure tablet", Kind: KindDrug, ClassID: bp, Recent: true, Form: FormOral}}},
		{"a drug used during a pregnancy is a past one", "The pressure drug I was using when I was pregnant, will I go back to it?",
			[]Reference{{Text: "The pressure drug", Kind: KindDrug, ClassID: bp, Past: true}}},
		{"me old is my old", "The pharmacist's asking about me old blood pressure tablet, the one before this one.",
			[]Reference{{Text: "old blood pressure tablet", Kind: KindDrug, ClassID: bp, Past: true, Form: FormOral}}},
		{"Wu 个 before 药 is 的", "医生，我个治甲状腺个药，对小囡有影响伐？",
			[]Reference{{Text: "甲状腺个药", Kind: KindDrug, Topic: "site:thyroid"}}},
		{"Hunanese 咯个 is a demonstrative", "咯个药是每天都要吃，还是痛起来再吃咯？", []Reference{{Text: "咯个药", Kind: KindDrug}}},
		{"patois dat one in a turn about taking it", "So dat one, mi can tek it pon empty stomach?", []Reference{{Text: "dat one", Kind: KindDrug}}},
		{"an ointment may go in the eye", "这个药膏涂进去以后，眼睛会不会糊一阵子啊？", []Reference{{Text: "这个药膏", Kind: KindDrug, Form: FormOintment}}},
		{"吃药吃出来的 blames a drug", "我爸半夜老说屋里站着人，是不是吃药吃出来的？", []Reference{{Text: "药吃出来的", Kind: KindDrug}}},
		{"a determiner before a use verb makes 的药 a reference", "我那个吸的药，吸完了要不要漱口啊？",
			[]Reference{{Text: "那个吸的药", Kind: KindDrug, Form: FormInhaled}}},
		{"without a determiner 我吃的药 is all of them", "我吃的药太多了", nil},
		{"那玩意儿 in a turn about sticking something on is a drug", "那玩意儿贴哪旮沓好啊？", []Reference{{Text: "那玩意儿", Kind: KindDrug}}},
		{"a dialect me after a preposition is my", "Is that one of me tablets doing it?", []Reference{{Text: "me tablets", Kind: KindDrug, Form: FormOral}}},
		{"me after a verb is no possessive", "The doctor gave me tablets yesterday.", nil},
		{"a dosage form after a topic is a topic drug phrase", "The new diabetes jab - do it before breakfast?",
			[]Reference{{Text: "The new diabetes jab", Kind: KindDrug, Topic: "cond:diabetes", Recent: true, Form: FormInjection}}},
		{"some years back with a verb of experience is a condition that is over", "我前几年抽过水的那个病，会不会又有了？",
			[]Reference{{Text: "那个病", Kind: KindCondition, Past: true}}},
		{"some years back alone only dates a condition that may still hold", "我前几年查出来的那个病要紧吗？",
			[]Reference{{Text: "那个病", Kind: KindCondition}}},
		{"过年 is no verb of experience", "前几年过年开的那个药还能吃吗", []Reference{{Text: "那个药", Kind: KindDrug, Anchored: true, Months: []int{1, 2}}}},
		{"a phrase's own new outweighs a past word in another sentence", "The new sugar tablet doctor started, I take with dinner also? Earlier I was taking only morning.",
			[]Reference{{Text: "The new sugar tablet", Kind: KindDrug, Topic: "lab:glucose", Recent: true, Form: FormOral}}},
		{"a past word in the phrase's own sentence still makes it past", "The new pill I used to take, was it stopped for my kidneys?",
			[]Reference{{Text: "The new pill", Kind: KindDrug, Past: true, Form: FormOral}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := findIn(t, tt.text)
			if len(got) != len(tt.want) {
				t.Fatalf("Find(%q) = %+v, want %d references", tt.text, got, len(tt.want))
			}
			runes := []rune(tt.text)
			for i, g := range got {
				if string(runes[g.Span[0]:g.Span[1]]) != g.Text {
					t.Errorf("reference %d: span %v is %q, text is %q", i, g.Span, string(runes[g.Span[0]:g.Span[1]]), g.Text)
				}
				w := tt.want[i]
				w.Span = g.Span
				w.Complaints = g.Complaints
				w.Said = g.Said // the reference's clause, for telling drugs apart (sharedwords.go)
				if !reflect.DeepEqual(g, w) {
					t.Errorf("reference %d = %+v, want %+v", i, g, w)
				}
			}
		})
	}
}

func TestFindReadsTheComplaintInEverydayWords(t *testing.T) {
	for _, tt := range []struct{ name, text, want string }{
		{"脚趾头发麻 is numb toes, no hair", "我吃那个药快三个月了，手指头脚趾头发麻", "sym:numbness"},
		{"scratching me is itching", "Since I started taking those drugs, my whole body has been scratching me.", "sym:itching"},
		{"看东西模模糊糊 is blurred vision", "自打吃上那个药，我这眼睛看东西就模模糊糊的", "sym:blurred_vision"},
		{"sweating from it", "Since they upped me dose I've been sweating buckets. Is that from it?", "sym:sweating"},
		{"尿橙红橙红 is discoloured urine", "吃那个药以后，屙的尿橙红橙红的，跟橘子汁一样，要不要紧哦？", "sym:discolored_urine"},
		{"脾气变得老冲 is irritability", "吃上那个药以后，俺这脾气变得老冲了，以前俺不这样啊。", "sym:irritability"},
		{"头发一梳就甩 is hair loss", "食咗嗰只药之后，我啲头发一梳就甩一大执，係咪药嘅问题嚟㗎？", "sym:hair_loss"},
		// Lay forms of the adverse effects (lay_en.csv, lay_zh.csv).
		{"gums covering the teeth is gum overgrowth", "My gums are getting bigger, nearly covering my teeth now. Is it that medicine?", "sym:gum_overgrowth"},
		{"牙肉越长越多 is gum overgrowth", "吃了那个药，牙肉越长越多，是不是它闹的？", "sym:gum_overgrowth"},
		{"尿的颜色变了 is discoloured urine", "吃那个药以后尿的颜色变了，有点吓人。", "sym:discolored_urine"},
		{"pee gone orange is discoloured urine", "Since that tablet my pee has gone orange, should I worry?", "sym:discolored_urine"},
		{"热往脸上冲 is a hot flush", "吃那个药以后，老觉得一股热往上冲，是它吗？", "sym:hot_flashes"},
		{"waves of heat are hot flushes", "That tablet gives me waves of heat every evening.", "sym:hot_flashes"},
		{"dropped half a stone is weight loss", "I've dropped half a stone since starting that pill and I'm eating loads.", "sym:weight_loss"},
		{"singing in the ears is tinnitus", "Ever since that tablet there's a singing in my ears at night.", "sym:tinnitus"},
		{"can't hear the telly is hearing loss", "Since the new water tablet I can't hear the telly unless it's blaring. Is it that?", "sym:hearing_decline"},
		{"心跳太慢 is bradycardia", "吃了那个药心跳太慢，一分钟才四十几下。", "sym:bradycardia"},
		{"手老是抖 is tremor", "吃上那个药以后手老是抖，拿不住杯子。", "sym:tremor"},
		{"nothing coming up is a dry cough", "Since that tablet there is nothing coming up when I cough, night and day.", "sym:dry_cough"},
		{"眼睛红红的 is a red eye", "用了那个药水以后，眼睛红红的，是不是它弄的？", "sym:red_eye"},
		{"绝经后又来了 is postmenopausal bleeding", "吃那个药大半年，绝经后又来了，要紧不？", "sym:postmenopausal_bleeding"},
		{"burning while passing urine is dysuria", "Since that tablet there is burning while passing urine, doctor.", "sym:dysuria"},
		{"cyaan sleep is insomnia", "Since I started that tablet I cyaan sleep at all, is it that?", "sym:insomnia"},
		{"sore tendons", "Since that antibiotic my tendons hurt when I walk, is it that one?", "sym:tendon_pain"},
		// A weight said by how much it changed (complaintEvents).
		{"put on three kilos is weight gain", "I have put on nearly three kilos since that tablet, is it the cause?", "sym:weight_gain"},
		{"瘦了七八斤 is weight loss", "吃了那个药瘦了七八斤，是不是它的事？", "sym:weight_loss"},
		// Bowels, urine and pulse said by how often, what colour, how fast.
		{"going every few days is constipation", "Since that tablet I'm only going every three or four days, is it that?", "sym:constipation"},
		{"bunged up with the toilet is constipation", "That pill has me bunged up, I can barely go to the toilet.", "sym:constipation"},
		{"an idiom's if supposes nothing", "Since that tablet I haven't been to the loo properly in days, twice a week if I'm lucky.", "sym:constipation"},
		{"wee the colour of tea is discoloured urine", "Since I started that tablet my wee has come out a dark tea colour.", "sym:discolored_urine"},
		{"a pulse in the forties is bradycardia", "Since that pill my pulse is only 46 some mornings, is it the cause?", "sym:bradycardia"},
		{"心率一分钟五十 is bradycardia", "吃了那个药，心率一分钟五十都不到，要紧吗？", "sym:bradycardia"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := findIn(t, tt.text)
			if len(got) != 1 || !reflect.DeepEqual(got[0].Complaints, []string{tt.want}) {
				t.Errorf("Find(%q) = %+v, want one reference complaining of %s", tt.text, got, tt.want)
			}
		})
	}
}

func TestFindIgnoresMentionsWithBadSpans(t *testing.T) {
	_, m := testLexicon()
	text := "我的降压药"
	res := m.Extract(text, day("2026-11-29"))
	for i := range res.Mentions {
		res.Mentions[i].Span = [2]int{3, 99}
	}
	if got := Find(text, res.Mentions); len(got) != 0 {
		t.Errorf("Find with out-of-range spans = %+v, want nothing", got)
	}
}

func TestWithComplaintsAddsToDrugReferencesOnly(t *testing.T) {
	refs := []Reference{{Text: "那个药", Kind: KindDrug, Complaints: []string{"sym:headache"}}, {Text: "那个病", Kind: KindCondition}}
	got := WithComplaints(refs, []string{"sym:leg_swelling", "sym:headache"})
	if want := []string{"sym:headache", "sym:leg_swelling"}; !slices.Equal(got[0].Complaints, want) {
		t.Errorf("drug reference complaints = %v, want %v", got[0].Complaints, want)
	}
	if len(got[1].Complaints) != 0 {
		t.Errorf("condition reference complaints = %v, want none", got[1].Complaints)
	}
}

// Guards of the dev16 finders: what they must not take for a reference.
func TestFindGuards(t *testing.T) {
	for _, c := range []struct{ name, text string }{
		{"a quantifier after a verb of no taking", "Can I phone all of them before I take my dose?"},
		{"which one without a verb of causing", "Which one is the pharmacy on the corner?"},
		{"a drink with no pronoun had with it", "I usually have the porridge with my morning coffee."},
	} {
		if refs := findIn(t, c.text); len(refs) > 0 {
			t.Errorf("%s: found %+v, want none", c.name, refs)
		}
	}
}
