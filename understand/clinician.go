package understand

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A clinician's turn states only two things about the record: what they
// order for a medication (stop, start, continue, change the dose, switch)
// and a diagnosis they tell the patient. Their questions are asks, and the
// rest (explanations, restating what the patient said, advice that depends
// on something) states nothing.

var (
	stopOrders = []string{"stop", "stopping", "stop taking", "stop using", "hold", "hold off", "come off", "coming off", "discontinue", "don't take", "don't use", "do not use",
		"do not take", "stay off", "cut out", "no more", "take you off", "taking you off", "keep you off", "keeping you off", "get off", "stop the",
		"don't want you on", "do not want you on", "switch you from", "switching you from", "change you from", "changing you from", "move you from",
		"停掉", "停了", "停用", "先停", "停药", "先别吃", "别吃", "不要吃", "不用吃了", "不要再吃", "别再吃", "不吃了", "停一下", "先停一停",
		"不用再吃", "不用再用", "不需要再吃", "不必再吃",
		// A spray, a cream or an ointment is stopped with its own verb:
		// "别再喷羟甲唑啉了".
		"不要再喷", "别再喷", "不要再擦", "别再擦", "不要再涂", "别再涂", "不要再用", "别再用",
		// Southwestern and Hunan "莫" is "别": "莫吃布洛芬".
		"莫吃", "莫再吃", "莫用", "莫再用", "莫要吃",
		// "这回不用秋水仙碱了": not this time.
		"不用",
		// A drug held is withheld for now: "keep holding the lisinopril until…".
		"holding", "withhold", "withholding",
		// The subjunctive of a wish: "I'd rather you stopped the ibuprofen".
		"rather you stopped", "rather you came off", "rather you didn't take", "rather you did not take"}
	stopAfter = []string{"停掉", "停了", "停了吧", "先停", "停一停", "不用吃了", "不要吃了", "别吃了", "先不吃了", "停一下",
		// Said as the end of it, with 了: "不要再吃超过三片" limits a dose.
		"别再吃了", "不要再吃了", "不能再吃了", "别再用了", "不要再用了", "不用再吃了", "不用再用了",
		// A spray or a cream: "那个喷剂不要再喷了", "激素药膏别再擦了".
		"别再喷了", "不要再喷了", "不用再喷了", "别再擦了", "不要再擦了", "不用再擦了", "别再涂了", "不要再涂了", "不用再涂了",
		// Cantonese: "格列美脲停咗佢，唔好再食".
		"停咗", "停咗佢", "唔好再食", "唔使再食", "唔好食",
		// South-western and Hunan "莫" is "别", and Hunan "哒" is "了":
		// "诺氟沙星你莫吃了", "激素针莫再去打哒".
		"莫吃了", "莫吃哒", "莫再吃了", "莫再吃哒", "莫用了", "莫用哒", "莫再用了", "莫再用哒", "莫打了", "莫打哒", "莫再打了", "莫再打哒",
		"莫再去打了", "莫再去打哒", "莫再去吃了", "莫再去吃哒",
		// Drugs in use said all done with: "坦索罗辛和栓剂都不用了" (followup
		// dev fu-zh-y1-040); a lone "也不用了" may be one only considered.
		"都不用了",
		// "so the amitriptyline has to go" (change dev en-z1-020).
		"has to go", "have to go", "needs to go", "need to go", "will have to go", "is going to have to go", "must go", "should go"}
	takeOrders = []string{"start", "starting", "put you on", "putting you on", "prescribe", "prescribing", "give you", "giving you",
		"continue", "carry on", "keep taking", "keep on", "keep", "stay on", "staying on", "remain on", "stick with", "take", "taking", "try", "increase", "decrease", "reduce", "up the", "bump up", "bump",
		"switch", "change you", "recommend", "i would take", "i'd take", "you can take", "you could take", "use",
		// s47 blind round 15 en20, en07: "I'm also adding amlodipine 5", "I'll send over a prescription for cefalexin".
		"add", "adding", "prescription for",
		// "加个奥美拉唑护胃" (s50 blind round 19 zh17; addedorder_test.go): a drug added is ordered.
		"加个", "加一个", "加上",
		"开", "给你开", "开点", "继续", "别停", "不要停", "接着吃", "接着用", "照常吃", "加到", "加量", "减到", "减量", "减半", "改成", "换成", "换用", "用", "吃", "服用", "改用"}
	takeAfter = []string{"继续吃", "接着吃", "照常吃", "加到", "减到", "加量", "减量", "减半", "继续用", "接着用", "不变", "改成", "改为", "调整为",
		"再吃", "还得吃", "继续服", "接着服", "按时吃", "不要停", "别停", "不能停", "还得用", "还要用", "还得吸", "还要吸", // "舒利迭还得用"
		"调到", "调整到", "加一片", "减一片",
		// "四环素、甲硝唑按单子上吃" (s48 blind round 18 zh04): as the sheet or the
		// leaflet says.
		"按单子吃", "按单子上吃", "照单子吃", "按说明书吃", "按说明吃", "按医嘱吃"}
	diagnosisCues = append([]string{"you have", "you've got", "you have got", "you've developed", "it's", "it is", "this is", "that's", "that is",
		"you don't have", "you do not have", "you haven't got", "no sign of", "no signs of", "no evidence of", "ruled out", "negative for",
		"doesn't show", "does not show", "shows no", "你没有", "没有发现", "排除了", "不是",
		"diagnosis is", "diagnosed", "sounds like", "looks like", "seems like", "consistent with", "likely", "probably", "i think", "might be",
		"could be", "may be", "possibly", "suspect", "diagnosed with", "consistent with",
		"你这是", "你这个是", "你得的是", "你有", "你是", "诊断", "考虑", "可能是", "应该是", "像是", "估计是", "怀疑", "就是",
		// "这是干眼症"; Cantonese "呢个系手部湿疹", "即系".
		"这是", "这个是", "呢个系", "呢個係", "即系", "即係", "就系", "就係", "你系", "你係"}, testShows...)
	// testShows are the diagnosis cues of a test's result, said by the
	// clinician who read it: "Your ECG shows atrial fibrillation", "检查结果
	// 显示是2型糖尿病" (session 68's review); "提示" suggests, and is a hedge.
	// What a test shows is named exactly or not at all: "shows an abscess
	// under that molar", "showed diffuse pulmonary edema", "shows hepatitis
	// A" name more than the lexicon's word, which would write another
	// condition (shownPlainly).
	testShows = []string{"shows", "showed", "has shown", "confirms", "confirmed", "显示", "提示"}
	// selfWords mark a clinician speaking of their own use of a drug.
	selfWords = []string{"myself", "i take", "i'm on", "i am on", "i use", "i used to", "我自己", "我也吃", "我也在吃",
		// The clinician's own hands in a procedure: "I'll use morphine
		// and Versed", "we'll use some lidocaine to numb it".
		"i'll use", "i will use", "we'll use", "we will use", "we use", "i'll be using", "we'll be using"}
)

// adviceAgainst warn off a drug. The take their verb holds is no order to
// take it; nor is the warning a stop, since it is mostly said of a drug the
// patient never took ("we'll steer clear of penicillin then", "I'd stay
// away from Advil in pregnancy"), which a stop would record as taken once.
var adviceAgainst = []string{"shouldn't take", "should not take", "shouldn't be taking", "should not be taking", "wouldn't take", "would not take",
	"can't take", "cannot take", "can not take", "mustn't take", "must not take", "keep off", "stay away from", "steer clear of", "avoid",
	// Not to be started: "急性发作期先不要开始别嘌醇" (s50 blind round 19 zh02; nostart_test.go).
	"don't start", "do not start", "不要开始", "别开始", "不开始", "莫开始", "唔好开始", "唔好開始", "不要開始",
	// Not to be used: "发烧可以用对乙酰氨基酚，千万不要用布洛芬" (s51 blind round 20 zh15;
	// advisedagainst_test.go).
	"不要用", "别用", "不能用", "不可以用", "不宜用", "唔好用"}

// ruleOutCues put a condition up to be ruled out: suspected, not found, nor
// found absent ("we need to rule out a clot", "血尿要排除膀胱肿瘤", "不排除类风湿").
// What has been ruled out ("ruled out", "排除了") is a denial, and stays one.
var ruleOutCues = []string{"rule out", "ruling out", "to exclude", "要排除", "需要排除", "得排除", "排除一下", "不排除", "不能排除", "待排除",
	"要排查", "排查一下", "排查"}

// routineRuleOut make a rule-out a precaution said in general or on a
// condition, not a suspicion of this patient's.
var routineRuleOut = []string{"if", "i'd", "i would", "would", "always", "routine", "routinely", "just in case", "as a precaution", "如果", "的话", "常规"}

// nameGoesOn reports whether a Chinese condition mention runs on into a
// longer name ("妊娠期肝内胆汁淤积症" after 妊娠): the next rune is Han and
// no particle.
func nameGoesOn(tx text, m extract.Mention) bool {
	e := m.Span[1]
	return e < len(tx.runes) && unicode.Is(unicode.Han, tx.runes[e]) && !strings.ContainsRune("的可吧呢啊等，。", tx.runes[e])
}

// generalWords make a clinician's sentence an explanation, not a diagnosis
// ("generally, for an overactive thyroid you can feel…").
var generalWords = append([]string{"people with", "people who", "some people", "most people", "can cause", "may cause", "is caused by",
	"is a condition", "有的人", "很多人"}, generalOrderWords...)

// hedgeCues are the diagnosis cues that leave it open: a diagnosis said
// with one is a hedge, wherever the clause breaks ("I think you're, you're
// going through a viral illness").
var hedgeCues = []string{"sounds like", "looks like", "seems like", "likely", "probably", "i think", "might be", "could be", "may be", "possibly",
	"suspect", "wonder", "perhaps", "maybe", "sometimes", "consistent with", "in keeping with", "suggestive of", "suggests", "考虑", "可能是", "像是", "估计是", "怀疑", "应该是", "可能", "提示",
	// A condition approached is not yet had: "it's heading towards what we
	// call hyperemesis", "bordering on diabetes".
	"heading towards", "heading toward", "bordering on", "verging on", "on its way to", "turning into", "tipping into", "edging towards"}

// cueBreakers, between a diagnosis cue and a condition, make the
// condition the object of something else than "you have".
var cueBreakers = []string{"for", "like", "with", "about", "than", "from", "to", "in", "on", "after", "without", "because", "unlike",
	"比", "对于",
	// "这是治高血压的": a drug's purpose, not the patient's illness.
	"治", "治疗", "预防", "防",
	// "It shows how bad asthma can get": a manner, not a finding.
	"how"}

// cueVerbs hold a breaker but still say what the patient has ("you're
// probably suffering from what we call gastroenteritis").
var cueVerbs = []string{"suffering from", "suffer from", "suffers from", "diagnosed with", "consistent with", "a case of", "an episode of",
	"a bout of", "a touch of"}

// suggestWords put an order off: something to think about, not to take.
var suggestWords = []string{"consider", "considering", "think about", "look into", "looking into", "might want", "may want", "could think",
	// "Once this settles, we'll talk about starting allopurinol" (session
	// 71's review 8, E17).
	"talk about", "talk about starting", "discuss starting", "discuss",
	"we could", "maybe try", "an option", "可以考虑", "考虑一下", "看看要不要",
	// "鼻子堵得厉害可以加个鼻喷的激素" (zh dev zh-u1-012): an add one may make.
	"可以加个", "可以加一个", "可以再加个",
	// A clinician weighing a drug up has not ordered it ("I'm a little bit
	// on the edge about giving you antibiotics", "you may need an
	// antibiotic").
	"on the edge about", "on the fence about", "not sure about", "not sure whether", "reluctant", "hesitant", "wary of", "don't want to",
	"do not want to", "rather not", "whether to", "may need", "might need", "could need", "may have to", "might have to", "thinking about",
	"thinking of", "avoid", "avoiding", "hold off on", "不一定要", "先不用", "暂时不用", "再看看",
	// No need of it: "不用吃抗生素", "you don't need antibiotics".
	"不用吃", "不用打", "不用开", "不需要吃", "不需要用", "不需要打", "没必要", "用不着", "用不到", "用不上", "no need for", "no need to take", "don't need",
	"doesn't need", "won't need", "not going to give you", "no need of",
	// Not advised: "一般不建议吃阿司匹林".
	"不建议", "不推荐", "不主张", "不太建议", "not recommended", "wouldn't recommend", "don't recommend", "do not recommend",
	// Not given, or only offered: "我先不给您开激素", "可以给你开伐尼克兰".
	"不给你开", "不给您开", "先不开", "不开", "不给开", "可以给你开", "可以给您开", "可以开点", "可以开",
	// "孕期别自己乱吃感冒药": a warning, not an order.
	"乱吃", "别自己吃", "不要自己吃", "别自己",
	// Held off for now: "没发作过痛风就先不吃降尿酸药".
	"先不吃", "暂时不吃", "暂不吃", "先不用吃"}

// offeredIfLiked reports whether a clinician's sentence offers drug m for
// the patient to take up or leave: "I can prescribe you some naproxen, and
// I can refer you to physio if you'd like" (nothing/en-n5). "I can give
// you chloramphenicol drops, one drop every two hours" is how a GP orders.
func offeredIfLiked(tx text, m extract.Mention, before string) bool {
	return containsAny(before, []string{"i can", "i could", "we can", "we could", "happy to"}) &&
		containsAny(tx.sentenceOf(m.Span[0]), []string{"if you'd like", "if you would like", "if you like", "if you want", "if you wish", "would you like", "do you want"})
}

// periOperative place a drug in an operation: given around it, by the
// team, and not the patient's to take.
var periOperative = []string{"prophylactic", "prophylactically", "prophylaxis", "during the surgery", "during surgery", "during the operation",
	"during the procedure", "throughout the surgery", "throughout the operation", "throughout the procedure", "in theatre", "under anaesthetic",
	"under anesthesia", "术中", "手术中", "手术的时候", "手术时", "麻醉时",
	// Before it, by the team: "明天手术前要用抗生素 给您换成克林霉素".
	"手术前要用", "术前要用", "手术前用", "术前用", "手术前打", "术前打", "术前预防"}

// clinicianStatements reads the orders and diagnoses of a clinician's turn.
func (r *Reader) clinicianStatements(t Turn, x extract.Result, sents []sentence) []Statement {
	tx := newText(t.Text)
	var out []Statement
	var meds []int
	withdrawn := withdrawnMentions(x, tx) // "开丁酸氢化可的松乳膏……哦不对，开地奈德乳膏"
	offered := consentAsked(tx)
	for i, m := range x.Mentions {
		if withdrawn[i] || question(sents, m) || conditional(tx, m) || m.Assertion.Hypothetical && !m.Assertion.Uncertain {
			continue
		}
		if offered >= 0 && m.Span[0] < offered && (m.Type == ontology.TypeDrug || m.Type == ontology.TypeDrugClass) {
			continue
		}
		if (m.Type == ontology.TypeDrug || m.Type == ontology.TypeDrugClass) && (leftOut(tx, m) || namedAsNot(tx, m)) {
			continue
		}
		if m.Type == ontology.TypeDrugClass && formOfDrugBefore(x, tx, i) {
			continue // "sodium cromoglicate eye drops": the drug ordered in its form
		}
		switch m.Type {
		case ontology.TypeDrug, ontology.TypeDrugClass:
			// "I'll start you on…": the clinician's own "I" gives the
			// order; they speak of themselves only with "myself".
			exp := m.Assertion.Experiencer
			if exp != "" && exp != extract.Patient && !orderedForYou(tx, m) || containsAny(tx.partOf(m.Span[0]), selfWords) {
				continue
			}
			meds = append(meds, i)
		case ontology.TypeCondition:
			// A diagnosis is the patient's unless it names someone else:
			// the clinician's "I" is their opinion ("I think it's…").
			if exp := m.Assertion.Experiencer; exp != "" && exp != extract.Patient {
				continue
			}
			if j := namedAfter(x, tx, i); j >= 0 {
				// "It's a fungal infection, tinea cruris": the name says
				// which; the description's cue says whether.
				if st, ok := r.diagnosis(x, tx, i); ok {
					st.Concept, st.Display = x.Mentions[j].ConceptID, r.Display(x.Mentions[j].ConceptID, "en")
					out = append(out, st)
				}
				continue
			}
			if st, ok := r.diagnosis(x, tx, i); ok {
				st.Historical = st.Historical || isHan(m.Text) && zhThoseTimes.MatchString(tx.before(m)) // "您那两回就是低血糖"
				out = append(out, st)
			} else if yourConditionNamed(tx, m) {
				out = append(out, r.ownConditionNamed(m.ConceptID)) // "This is your hypertension check"
			}
		}
	}
	for _, cond := range yourLayReviews(sents) {
		if !slices.ContainsFunc(out, func(s Statement) bool { return s.Type == Condition && s.Concept == cond }) {
			out = append(out, r.ownConditionNamed(cond)) // "today is your diabetes and blood pressure review"
		}
	}
	out = append(out, r.clinicianToldOver(x, tx, sents, out)...) // "尿路感染已经好了", "the pneumonia has cleared"
	out = append(out, r.orders(x, tx, meds)...)
	out = append(out, r.clinicianReadings(t, x, tx, sents)...)
	out = readingsOfNow(x, tx, out) // "Your CRP was 38 when you left, the repeat today is 6": 6
	return r.turnSwitches(x, tx, out, meds)
}

// leftOutBefore, right before a drug that modifies what follows it, say
// what is ordered is free of it: "不含激素的润肤乳" orders the cream, not
// the steroid. (English "steroid-free", "without steroids" is a negated
// mention already.)
var leftOutBefore = []string{"不含", "不含有", "不带", "无", "没有", "不加"}

// leftOut reports whether a drug is named only as what the thing ordered
// leaves out: the drug after a leave-out word, and modifying what follows
// it ("…激素的润肤乳", "…激素成分").
func leftOut(tx text, m extract.Mention) bool {
	before := strings.TrimRight(tx.between(max(0, m.Span[0]-4), m.Span[0]), " ")
	after := strings.TrimLeft(tx.after(m), " ")
	return endsWithAny(before, leftOutBefore) && (strings.HasPrefix(after, "的") || strings.HasPrefix(after, "成分"))
}

// futileWords, in the rest of a drug's clause, say it would not help:
// the clinician explains why not, and orders nothing.
var futileWords = []string{"解决不了", "不解决问题", "解决不了问题", "没用", "没有用", "不管用", "不顶用", "治不了", "没啥用", "起不了作用", "不起作用",
	"won't help", "will not help", "wouldn't help", "isn't going to help", "is not going to help", "won't work", "doesn't work for"}

// carryWords, after a drug, make it one to carry or keep at hand for when
// it may be needed ("布洛芬可以带一盒，头痛的时候吃", "硝酸甘油随身备着"): not
// an order to take it now.
var carryWords = []string{"可以带", "带一盒", "带一瓶", "带上一", "备一盒", "备一瓶", "备着", "备点", "随身带", "随身备", "帶一盒", "備著", "隨身帶",
	// Sichuan "开三天的阿莫西林带起" (zh-e1-010): take it home, to start if it gets worse.
	"带起", "带倒", "带回去备着"}

// causeOfTaking, right before a drug, make taking it the cause a
// clinician explains, not an order.
var causeOfTaking = []string{"from taking", "from using", "by taking", "of taking", "from overusing", "by overusing", "because of taking",
	"from all the", "from taking the", "from using the", "caused by", "due to taking", "due to the"}

// consentWords ask the patient whether they agree to what was just
// proposed: until they do, a drug named before is an offer, not an order.
var consentWords = []string{"would you be open to", "would you be happy to", "would you be ok with", "would you be okay with", "how do you feel about",
	"how would you feel about", "would you like to try", "are you happy to", "are you happy with that", "are you ok with", "are you okay with",
	"would that be ok", "would that be okay", "would that be alright", "does that sound ok", "does that sound okay",
	"你看行吗", "你看行不行", "愿不愿意", "愿意吗", "要不要试试", "你看怎么样", "您看行吗", "您看怎么样"}

// consentAsked returns where the turn asks for the patient's consent, or -1.
func consentAsked(tx text) int {
	all := tx.str
	best := firstIndexOfAny(all, consentWords)
	if best < 0 {
		return -1
	}
	return len([]rune(all[:best]))
}

// question reports whether a mention sits in a question.
func question(sents []sentence, m extract.Mention) bool {
	for _, s := range sents {
		if s.in(m.Span) {
			return s.question
		}
	}
	return false
}

// conditional reports whether the mention's part of the sentence holds an
// "if" ("if the pain gets worse, take ibuprofen", "take paracetamol if you
// feel feverish"); "see if", "let me know if" and "whether" are no
// conditions.
func conditional(tx text, m extract.Mention) bool {
	part := tx.clauseOf(m.Span[0]) + " " + sentenceBefore(tx, m)
	for _, w := range []string{"see if", "check if", "let me know if", "tell me if", "ask if", "wonder if", "看看", "看一下"} {
		part = strings.ReplaceAll(part, w, " ")
	}
	if startsWithAny(strings.ToLower(tx.nextClause(m)), []string{"to take only if", "to take if", "only if", "to use if", "to use only if", "just in case", "in case"}) != "" {
		return true // "I'll give you azithromycin, to take only if you get a fever"
	}
	if delayedStart.MatchString(strings.ToLower(tx.restOfSentence(m))) {
		return true // "a prescription for amoxicillin, but only start it if you're no better by Friday" (en-d1-009)
	}
	return containsAny(part, ifWords)
}

// optionsOffered reports whether m is one of alternatives a clinician
// lays out ("We could try a different one, like rosuvastatin, or a tablet
// called ezetimibe, or you work on the diet"): its sentence offers them
// with "or", after a suggestion in it or in the sentence before ("There's
// a few ways we could go."). None is ordered until one is chosen.
func optionsOffered(tx text, m extract.Mention) bool {
	if !containsAny(" "+tx.sentenceOf(m.Span[0])+" ", []string{" or ", "或者", "还是"}) {
		return false
	}
	start := tx.sentenceStart(m.Span[0])
	before := tx.between(start, m.Span[0])
	if start > 0 {
		before = tx.sentenceOf(start-1) + " " + before
	}
	return containsAny(before, suggestWords) || containsAny(before, optionWords)
}

// generalOrderWords, before a drug in its clause, tell what is done in
// general ("一般换成丙硫氧嘧啶", "usually we'd switch to"), not what this
// patient is to take; with others (generalWords) they make a sentence an
// explanation.
var generalOrderWords = []string{"generally", "usually", "typically", "normally", "in general", "一般", "通常", "一般来说"}

// optionWords lay alternatives out.
var optionWords = []string{"options", "option is", "ways we could", "we can try", "could try", "you could", "either", "可以选", "选择"}

// delayedStart opens the clause after a drug given to start later, if at
// all: a delayed prescription is not a drug taken.
var delayedStart = regexp.MustCompile(`^[\s,，]*(?:but |and )?(?:only )?(?:start|take|use|begin|fill|cash) (?:it|them|that|those|the script|the prescription)(?: only)? (?:if|when|in case)\b`)

// insteadOfTheirs ends the words between an ordered drug and the one it
// replaces, named as the patient's own: "instead of the", "in place of
// your". Without the article ("paracetamol rather than ibuprofen") the
// second may be only a drug to avoid, never taken.
var insteadOfTheirs = regexp.MustCompile(`\b(?:instead of|in place of|rather than)\s+(?:the|your|that|those|all that)\s*$`)

// insteadOfAvoided ends the words between an ordered drug and one named
// bare after "instead of" (s47 blind round 15 en17: "With that doubt I'll
// give you clarithromycin instead of flucloxacillin" wrote both as
// ordered): the second is the drug not given, and is written nowhere.
var insteadOfAvoided = regexp.MustCompile(`\b(?:instead of|in place of|rather than)\s*$`)

// orders reads the medication orders among the drugs named: a switch from
// one drug to the next, or the order word nearest before each drug (after
// the drug before it), or an order said after it ("阿司匹林继续吃").
func (r *Reader) orders(x extract.Result, tx text, meds []int) []Statement {
	med := func(i int, status string) Statement {
		m := x.Mentions[i]
		st := Statement{Type: Medication, Concept: m.ConceptID, Display: r.Display(m.ConceptID, "en"), Attributes: map[string]string{},
			Status: status, Experiencer: extract.Patient, Confidence: 0.9, Uncertain: m.Assertion.Uncertain || combinedInEnglish(x, tx, i)}
		for _, d := range x.Doses {
			if d.Mention == i {
				setDose(st.Attributes, d)
				// "二甲双胍加到一次两片，一天两次": how often is part of the
				// order as much as how much.
				if d.Frequency != "" {
					st.Attributes["frequency"] = d.Frequency
				}
			}
		}
		return st
	}
	var out []Statement
	switched := map[int]bool{}
	for k := 0; k+1 < len(meds); k++ {
		a, b := x.Mentions[meds[k]], x.Mentions[meds[k+1]]
		if tx.part[a.Span[0]] != tx.part[b.Span[0]] {
			continue
		}
		if containsAny(tx.sentenceOf(a.Span[0]), periOperative) {
			continue // "手术前要用抗生素 给您换成克林霉素": the team's switch, for the operation
		}
		between := tx.between(a.Span[1], b.Span[0])
		if (containsAny(between, switchWords) || hasAnyWord(between, []string{"took", "taken", "take", "came", "come"})) && movedOffLast(between) {
			// "on the rivaroxaban … since we moved you off the warfarin":
			// the drug moved off is the one named second.
			out = append(out, med(meds[k], ""), med(meds[k+1], Stopped))
			switched[meds[k]], switched[meds[k+1]] = true, true
		} else if insteadOfTheirs.MatchString(between) {
			// "use naproxen instead of the Advil": the drug the patient
			// has (the, your) gives way to the one ordered.
			out = append(out, med(meds[k], ""), med(meds[k+1], Stopped))
			switched[meds[k]], switched[meds[k+1]] = true, true
		} else if insteadOfTheirs.MatchString(strings.TrimRight(tx.between(tx.partStart(a.Span[0]), a.Span[0]), " ")+" ") && !containsAny(between, stopOrders) {
			// "instead of the codeine I'll put you on diclofenac" (change
			// dev en-z1-025): the drug replaced said first.
			out = append(out, med(meds[k], Stopped), med(meds[k+1], ""))
			switched[meds[k]], switched[meds[k+1]] = true, true
		} else if insteadOfAvoided.MatchString(between) {
			// "I'll give you clarithromycin instead of flucloxacillin": the
			// second is the drug not given, neither taken nor stopped.
			out = append(out, med(meds[k], ""))
			switched[meds[k]], switched[meds[k+1]] = true, true
		} else if containsAny(between, switchWords) || containsAny(tx.partOf(a.Span[0]), switchWords) && hasAnyWord(between, []string{"to", "for", "with", "onto"}) {
			out = append(out, med(meds[k], Stopped), med(meds[k+1], ""))
			switched[meds[k]], switched[meds[k+1]] = true, true
		}
	}
	ordered := map[int]string{} // med index -> the status its order gave
	unordered := map[int]bool{}
	for k, i := range meds {
		if switched[i] {
			continue
		}
		m := x.Mentions[i]
		if k > 0 && (coordinated(x, tx, meds[k-1], i) || includedIn(x, tx, meds[k-1], i)) {
			// "Take paracetamol and ibuprofen", "氨氯地平和二甲双胍继续吃":
			// drugs joined by "and" share the order said for them.
			if status, ok := ordered[meds[k-1]]; ok {
				out = append(out, med(i, status))
				ordered[i] = status
				continue
			}
		}
		from := m.Span[0]
		for from > 0 && tx.clause[from-1] == tx.clause[m.Span[0]] && (k == 0 || from > x.Mentions[meds[k-1]].Span[1]) {
			from--
		}
		before := tx.between(from, m.Span[0])
		if strings.TrimSpace(before) == "" && from > 0 && strings.ContainsRune(":：", tx.runes[from-1]) {
			before = orderBeforeColon(tx.between(tx.sentenceStart(from-1), from-1))
		}
		after := tx.after(m)
		if containsAny(before, suggestWords) || mayStartBefore(before) {
			continue // "consider looking into nicotine patches": no order yet; "they may start fluoxetine" (maystart.go)
		}
		if optionsOffered(tx, m) {
			continue // "There's a few ways we could go. A daily preventer, propranolol, or amitriptyline" (en-d1-005)
		}
		if offeredIfLiked(tx, m, before) {
			continue // "I can prescribe you some naproxen … if you'd like": offered, not ordered
		}
		if containsAny(before, generalOrderWords) {
			continue // "怀孕头三个月一般换成丙硫氧嘧啶": what is done in general, not an order (nothing/zh-n5)
		}
		if containsAny(before, adviceAgainst) {
			continue // "you shouldn't take ibuprofen with your kidneys": no take, and no sign it was ever taken
		}
		if endsWithAny(strings.TrimRight(before, " "), causeOfTaking) {
			continue // "medication overuse headache, from taking painkillers almost every day": a cause explained
		}
		if refusedOrder(before) {
			continue // "i can't give you cipro without a test": refused, not ordered
		}
		if containsAny(after, carryWords) {
			continue // "布洛芬可以带一盒，头痛的时候吃": one to have at hand, not taken now
		}
		if containsAny(after, futileWords) {
			continue // "光开安眠药解决不了问题": a drug said to be of no use is not ordered
		}
		if endsWithAny(before, takenBefore) {
			continue // "跟你前面吃的头孢有关系": the drug taken, referred to, not ordered
		}
		if startsLater(before, tx.sentenceOf(m.Span[0]), after) {
			continue // "急性期过咗两个礼拜后再开始非布司他": a start to come, not an order for now
		}
		if clinicianToldTaken(x, tx, m) || effectToldNormal(x, tx, m) {
			continue // "你吃阿莫西林起疹子，是这个病吃了阿莫西林常见的反应": what it did, not an order
		}
		if containsAny(tx.sentenceOf(m.Span[0]), periOperative) {
			continue // "we use prophylactic antibiotics during the surgery": part of an operation, not a drug to take
		}
		// "别吃布洛芬" holds 吃: a take word inside a stop order is the stop's.
		stop, take := lastIndexAny(before, stopOrders), lastIndexAny(blank(before, stopOrders), takeOrders)
		if stop >= 0 && stop >= take && limitNotStop(before[stop:], after) {
			continue // "Don't take more than eight paracetamol in a day": a limit, not a stop
		}
		excepted := endsWithAny(before, []string{"except", "except for", "apart from", "other than", "but not", "except the", "except for the", "apart from the",
			"other than the", "but not the", "except your", "apart from your", "除了"})
		switch {
		case stop >= 0 && stop >= take, containsAny(after, stopAfter), stopsAtClauseEnd(after), takenOff(before, after), take >= 0 && excepted, stopItLater(x, tx, i), zhStopItLater(x, tx, i), take < 0 && stopsVerbLast(after), take < 0 && topicStop(x, tx, i),
			strings.Trim(after, " ，,") == "" && startsWithAny(tx.nextClause(m), stopAfter) != "":
			// "你腿疼吃的那个双氯芬酸，不能再吃了": the stop in the clause after.
			// "Continue taking your medicines except Prozac": all but it.
			out = append(out, med(i, Stopped))
			ordered[i] = Stopped
		case take >= 0, containsAny(after, takeAfter), dosed(x, i):
			// "Paracetamol, two tablets four times a day": a dose is an order.
			out = append(out, med(i, ""))
			ordered[i] = ""
		default:
			unordered[i] = true // no order of its own, and nothing above keeps it from one
		}
	}
	// "四环素、甲硝唑一天三次吃": a drug listed before one that is ordered,
	// with no order of its own, shares the order said after the list. Only
	// a Chinese list: "The doxazosin and the tamsulosin work in a similar
	// way, … so I'm going to stop the doxazosin" (en dev en-t1-012) lists
	// no order. Drugs only: "换咗个血压药，雅施达停咗佢" stops the one drug, not
	// the class (zh dev zh-v1-013).
	for k := len(meds) - 2; k >= 0; k-- {
		status, ok := ordered[meds[k+1]]
		a, b := x.Mentions[meds[k]], x.Mentions[meds[k+1]]
		if !unordered[meds[k]] || !ok || !isHan(a.Text+b.Text) || a.Type != ontology.TypeDrug || b.Type != ontology.TypeDrug || !coordinated(x, tx, meds[k], meds[k+1]) ||
			slices.ContainsFunc(out, func(s Statement) bool { return s.Concept == a.ConceptID }) {
			continue
		}
		out = append(out, med(meds[k], status))
		ordered[meds[k]] = status
	}
	return r.steppedUp(x, tx, meds, out, med)
}

// strongerWords step a treatment up ("you need something stronger", "a bit
// more stronger one, like Betnovate").
var strongerWords = []string{"stronger one", "something stronger", "a stronger", "more stronger", "stronger cream", "stronger steroid",
	"stronger painkiller", "stronger dose of something else", "换个强一点的", "换个劲大的"}

// steppedUp reads a step up as a switch: a drug the clinician names with no
// order of its own, then something stronger, then another drug ordered
// ("hydrocortisone is a baby steroid. You might need a stronger one… we'll
// try some Betnovate") is replaced: stopped, as "from A to B" would stop
// it. The gate sends the stop to a clinician when the drug is on record.
func (r *Reader) steppedUp(x extract.Result, tx text, meds []int, out []Statement, med func(int, string) Statement) []Statement {
	all := strings.ToLower(tx.str)
	cue := firstIndexOfAny(all, strongerWords)
	if cue < 0 {
		return out
	}
	cueRune := len([]rune(all[:cue]))
	ordered := map[string]bool{}
	for _, st := range out {
		ordered[st.Concept] = true
	}
	replacement := false
	for _, i := range meds {
		if m := x.Mentions[i]; m.Span[0] > cueRune && ordered[m.ConceptID] {
			replacement = true
		}
	}
	if !replacement {
		return out
	}
	for _, i := range meds {
		// A class named before ("a baby steroid") may hold the stronger
		// drug too: only a named drug is replaced.
		if m := x.Mentions[i]; m.Span[1] <= cueRune && !ordered[m.ConceptID] && m.Type == ontology.TypeDrug {
			out = append(out, med(i, Stopped))
			ordered[m.ConceptID] = true
		}
	}
	return out
}

// dosed reports whether mention i has a dose or frequency said with it.
func dosed(x extract.Result, i int) bool {
	for _, d := range x.Doses {
		if d.Mention == i && (d.Value > 0 || d.Frequency != "") {
			return true
		}
	}
	return false
}

// lastIndexAny returns where the last of words occurs in s (as a word), or
// -1.
// blank returns s with every one of words replaced by spaces of its length,
// so that offsets in s still hold. The longest go first: "stop taking" is
// one stop order, and blanking "stop" in it first left "taking" an order
// to take ("Stop taking the metformin" was read as taking it).
func blank(s string, words []string) string {
	words = slices.Clone(words)
	slices.SortStableFunc(words, func(a, b string) int { return len(b) - len(a) })
	for _, w := range words {
		s = strings.ReplaceAll(s, w, strings.Repeat(" ", len(w)))
	}
	return s
}

func lastIndexAny(s string, words []string) int {
	best := -1
	for _, w := range words {
		for from := 0; ; {
			i := strings.Index(s[from:], w)
			if i < 0 {
				break
			}
			i += from
			if hasWord(s[i:], w) && strings.HasPrefix(s[i:], w) && (i == 0 || !isLatinByte(w[0]) || !isLatinByte(s[i-1])) {
				if e := i + len(w); e == len(s) || !isLatinByte(w[len(w)-1]) || !isLatinByte(s[e]) {
					best = max(best, i)
				}
			}
			from = i + 1
		}
	}
	return best
}

// diagnosis reads a condition the clinician tells the patient they have.
// A diagnosis said with a hedge ("it might be…", "可能是") is uncertain.
func (r *Reader) diagnosis(x extract.Result, tx text, i int) (Statement, bool) {
	m := x.Mentions[i]
	if m.ConceptID == allergyCondition || notDiagnoses[m.ConceptID] || m.Assertion.Historical || containsAny(tx.sentenceOf(m.Span[0]), generalWords) {
		return Statement{}, false
	}
	before := tx.before(m)
	at := lastIndexAny(before, append(diagnosisCues, ruleOutCues...))
	if at < 0 && copulaClause(before) {
		at = 0 // "NS1抗原阳性，系登革热": the finding before, then what it is
	}
	if at < 0 || startsWithAny(strings.TrimLeft(strings.ToLower(tx.after(m)), " "), attributiveTails) != "" || compoundName(x, tx, i) || enCompoundName(tx, m) {
		// "这是高血压的药", "it's an asthma inhaler": the condition names
		// what a thing is for, not what the patient has.
		return Statement{}, false
	}
	// What stands between the cue and the condition must not turn it into
	// something else: "it's for an overactive thyroid", "that's common in
	// diabetes", "it's like asthma" say nothing the patient has.
	cue := startsWithAny(before[at:], append(diagnosisCues, ruleOutCues...))
	if strings.HasPrefix(cue, "you") && askedByInversion(before, at) {
		return Statement{}, false // "do you have diabetes or thyroid problems": asked, with no question mark
	}
	between := before[at+len(cue):]
	for _, v := range cueVerbs {
		between = strings.ReplaceAll(between, v, " ")
	}
	if hasAnyWord(between, cueBreakers) || endsWithAny(strings.TrimRight(between, " "), []string{"since the", "since your", "since his", "since her"}) {
		// "It's been three months since the stroke": the time since an
		// event, not a diagnosis now.
		return Statement{}, false
	}
	if slices.Contains(testShows, cue) && !shownPlainly(between, tx.restOfSentence(m)) {
		return Statement{}, false
	}
	if after := withoutDegree(strings.ToLower(tx.after(m))); saysOver(after, clinicianOverWords) {
		return Statement{}, false // "the X-ray shows the pneumonia has cleared": over (clinicianToldOver)
	}
	// "It says you don't have melanoma": a clinician's denial is one too.
	st := Statement{Type: Condition, Concept: m.ConceptID, Display: r.Display(m.ConceptID, "en"), Attributes: map[string]string{},
		Experiencer: extract.Patient, Confidence: 0.9, Uncertain: m.Assertion.Uncertain || containsAny(before, hedgeCues) || hedgedBefore(tx, m), Negated: m.Assertion.Negated}
	if slices.Contains(ruleOutCues, cue) {
		if nameGoesOn(tx, m) || hasAnyWord(strings.ToLower(tx.sentenceOf(m.Span[0])), routineRuleOut) {
			// "要排除妊娠期肝内胆汁淤积症" rules out a longer name than the
			// lexicon's 妊娠; "if not better, I'd always advise a test, to
			// rule out pregnancy" is a routine precaution, not a suspicion.
			return Statement{}, false
		}
		st.Negated, st.Uncertain = false, true // "要排除结核": to be ruled out, not yet either way
	}
	return st, true
}

// copulaClause reports whether a clause opens with a bare "是" (Cantonese
// "系") before the condition: what the findings just told add up to.
func copulaClause(before string) bool {
	b := strings.TrimSpace(before)
	return b == "是" || b == "系" || b == "係"
}

// compoundLinks join two conditions into the name of a third ("带状疱疹后
// 神经痛", "感冒引起的中耳炎").
var compoundLinks = []string{"后", "后的", "之后的", "引起的", "导致的", "继发", "继发的", "所致", "所致的", "相关", "相关的", "性"}

// compoundName reports whether condition mention i is part of a longer
// name the lexicon lacks: a kind said right before it ("药物性鼻炎"), or
// another condition joined to it ("带状疱疹后神经痛"). The lexicon's word
// inside such a name is not the diagnosis: the one named is another.
func compoundName(x extract.Result, tx text, i int) bool {
	m := x.Mentions[i]
	if s := m.Span[0]; s > 0 && tx.runes[s-1] == '性' {
		return true
	}
	for _, o := range x.Mentions {
		if o.Type != ontology.TypeCondition && o.Type != ontology.TypeSymptom || o.Span == m.Span {
			continue
		}
		for _, a := range [][2]extract.Mention{{o, m}, {m, o}} {
			if a[0].Span[1] <= a[1].Span[0] && slices.Contains(compoundLinks, tx.between(a[0].Span[1], a[1].Span[0])) {
				return true
			}
		}
	}
	return false
}

// attributiveTails, right after a condition, make it describe the thing
// named next.
var attributiveTails = []string{"的", "药", "medicine", "medication", "meds", "tablet", "tablets", "pill", "pills", "drug", "drugs", "inhaler",
	"cream", "spray", "injection", "injections", "clinic", "nurse", "team", "specialist", "leaflet", "review", "check", "checks", "test", "tests",
	// "That is slurred speech or stroke symptoms": what a condition shows
	// like, explained, not the condition found.
	"symptoms", "symptom", "signs", "warning signs",
	// "your wound care instructions", "the diabetes education class".
	"care", "instructions", "education", "class", "classes", "checkup", "check-up", "appointment", "screening"}

// aboutPatient reports whether an assertion concerns the patient, given who
// spoke: the patient's "I" and the clinician's "you" are the patient.
func aboutPatient(a extract.Assertion, speaker string) bool {
	if a.Experiencer != "" && a.Experiencer != extract.Patient {
		return false
	}
	switch a.Subject {
	case extract.FirstPerson:
		return speaker == Patient
	case extract.SecondPerson:
		return speaker != Patient
	}
	return true
}

// coordinators join two drugs into one object of an order.
var coordinators = []string{"and", "and the", "and your", "and also", "as well as", "plus", ",", "，", "、", "和", "跟", "及", "以及", "还有"}

// includingBefore ends the words before a drug the order before it takes
// in: "no more Tylenol of any kind, including the Tylenol 3s".
var includingBefore = regexp.MustCompile(`\b(?:including|especially|even)(?: the| your| any)?\s*$`)

// includedIn reports whether drug mention b is named, later in a's
// sentence, as included in what is said of a: the order for a covers it.
func includedIn(x extract.Result, tx text, a, b int) bool {
	ma, mb := x.Mentions[a], x.Mentions[b]
	if ma.Span[1] > mb.Span[0] || tx.sent[ma.Span[0]] != tx.sent[mb.Span[0]] {
		return false
	}
	return includingBefore.MatchString(strings.ToLower(tx.between(ma.Span[1], mb.Span[0])))
}

// coordinated reports whether drug mention b follows drug mention a with
// nothing but a coordinator between them, in the same clause part.
func coordinated(x extract.Result, tx text, a, b int) bool {
	ma, mb := x.Mentions[a], x.Mentions[b]
	if ma.Span[1] > mb.Span[0] || tx.part[ma.Span[0]] != tx.part[mb.Span[0]] {
		return false
	}
	between := strings.ToLower(strings.TrimSpace(tx.between(ma.Span[1], mb.Span[0])))
	for _, w := range coordinators {
		if between == w {
			return true
		}
	}
	return listedByDeterminer(between) && !ordersOwn(x, tx, b)
}

// forYouOrders, before a drug in its part, relay another prescriber's
// order to the patient: "Dr Okafor's looked at your bloods and he wants you
// to stop the allopurinol" (change dev en-z1-018). The "he" is the
// prescriber, and the drug the patient's.
var forYouOrders = []string{"wants you to", "would like you to", "asked me to tell you to", "said you should", "says you should", "says you're to",
	"said you're to", "said to tell you to", "asked you to", "wants you on", "wants you off"}

// orderedForYou reports whether drug mention m is relayed as an order to
// the patient (see forYouOrders).
func orderedForYou(tx text, m extract.Mention) bool {
	return containsAny(tx.partOf(m.Span[0]), forYouOrders) && !containsAny(tx.partOf(m.Span[0]), []string{"his", "her", "their"})
}

// orderBeforeColon returns a take order that a list after a colon goes
// with, said plainly just before the colon: "开四联：艾司奥美拉唑、阿莫西林…"
// (followup dev fu-zh-y1-035), "I'll prescribe the following: …". A lead
// with a denial in it ("别的药先不要开：布洛芬…都不能吃"), or whose order is
// further back than a few words, orders nothing: "" then.
func orderBeforeColon(lead string) string {
	take := lastIndexAny(lead, takeOrders)
	if take < 0 || hasAnyWord(lead, colonDenials) || strings.Contains(lead, "n't") || utf8.RuneCountInString(lead[take:]) > 24 {
		return ""
	}
	return lead[take:]
}

// colonDenials in the words before a colon undo the order in them.
var colonDenials = []string{"不", "别", "没", "未", "don't", "not", "no", "never", "won't", "stop", "停"}

// A "don't" said with a limit or a manner bounds how a drug is taken and
// stops nothing: "Don't take more than eight paracetamol in a day",
// "Don't use the inhaler more than four times a day", "Do not take the
// ibuprofen on an empty stomach". Read as stops, they closed drugs the
// patient goes on taking.
var (
	dontOrders  = []string{"don't take", "do not take", "dont take", "don't use", "do not use", "dont use"}
	limitsOfUse = []string{"more than", "longer than", "more often than", "over the", "empty stomach", "at the same time", "together with", "within"}
)

// limitNotStop reports whether a stop order, from its word on (order) to
// the clause after the drug (after), is a "don't" with a limit or a manner.
func limitNotStop(order, after string) bool {
	return startsWithAny(order, dontOrders) != "" && containsAny(order+" "+after, limitsOfUse)
}

// shownPlainly reports whether a condition a test shows is named alone:
// nothing but an article or a copula between the cue and it, and its
// sentence ending, or its clause, right after it.
func shownPlainly(between, after string) bool {
	switch strings.TrimSpace(strings.ToLower(between)) {
	case "", "a", "an", "the", "that", "that you have", "you have", "是", "为", "有", "是有":
	default:
		return false
	}
	rest := strings.TrimLeft(after, " ")
	return rest == "" || strings.ContainsRune(".,;!?。，；！？", []rune(rest)[0]) || startsWithAny(strings.ToLower(rest), []string{"and ", "so ", "which "}) != ""
}
