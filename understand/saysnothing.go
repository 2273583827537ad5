package understand

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// Words that name a finding, a drug or a habit without saying the patient
// has it (settle.go's first pass): an idiom, a website, a hand let go, a
// vaccine named by the illness it prevents, an indication told by
// hearsay, a habit asked about, a drug refused, a general remark, a part
// named to explain a combination; and the weight of now of two said.

// idioms are everyday sayings that hold a clinical word and name no
// complaint, each with what must stand beside it for the saying to be
// meant: "itchy feet" with travel is wanderlust, "心累" is weariness of
// work, "眼都花了" from staring at papers is tiredness, "记不住" a name is
// not memory loss.
var idioms = []struct {
	concept, phrase string
	with            []string
}{
	{"sym:itching", "itchy feet", []string{"travel", "trip", "abroad", "holiday", "get away", "move", "wander", "go somewhere", "jabs"}},
	{"sym:stress", "心累", nil},
	{"sym:blurred_vision", "眼都花了", []string{"看", "睇", "对着", "對著", "盯着", "盯著", "报表", "电脑", "手机"}},
	{"sym:memory_loss", "记不住", []string{"叫啥", "叫什么", "名字", "名儿", "啥名", "什么名", "药名", "牌子"}},
	{"sym:memory_loss", "记不得", []string{"叫啥", "叫什么", "名字", "名儿", "啥名", "什么名", "药名", "牌子"}},
	{"sym:memory_loss", "勿记得", []string{"叫啥", "叫什么", "名字", "名儿", "啥名", "什么名", "药名", "牌子"}},
	// A matter that troubles, not a head that aches: "这个事情真的头痛，医保报销那些手续…",
	// "this traffic's giving me a headache".
	{"sym:headache", "头痛", troublingMatters}, {"sym:headache", "头疼", troublingMatters},
	{"sym:headache", "giving me a headache", troublingMatters}, {"sym:headache", "gives me a headache", troublingMatters},
	{"sym:headache", "give me a headache", troublingMatters},
	{"sym:headache", "脑壳疼", troublingMatters}, {"sym:headache", "脑壳痛", troublingMatters},
	{"sym:memory_loss", "can't remember the name", nil},
	{"sym:memory_loss", "can't remember what it's called", nil},
	{"sym:memory_loss", "forget the name", nil},
	{"sym:memory_loss", "forgot the name", nil},
}

// troublingMatters are what a headache is said of when it is a worry,
// not an ache.
var troublingMatters = []string{"事情", "事儿", "这事", "手续", "报销", "麻烦事", "中介", "搬家", "装修", "账单", "traffic", "forms", "paperwork", "parking", "queue",
	"the council", "admin", "bills", "tax return", "insurance", "the kids' homework", "politics"}

// idiomNotComplaint reports whether mention m stands in an idiom that names
// no complaint.
func idiomNotComplaint(tx text, m extract.Mention) bool {
	sent := tx.sentenceOf(m.Span[0])
	for _, id := range idioms {
		if id.concept != m.ConceptID || !strings.Contains(sent, id.phrase) || !overlapsPhrase(tx, m, id.phrase) {
			continue
		}
		if id.with == nil || containsAny(sent, id.with) {
			return true
		}
	}
	return false
}

// idiomInTurn is idiomNotComplaint for a finding the reading drew from
// the turn's words without a mention ("睇到眼都花了"): the turn holds an
// idiom for that concept, meant as one.
func idiomInTurn(tx text, concept string) bool {
	all := tx.str
	for _, id := range idioms {
		k := strings.Index(all, id.phrase)
		if id.concept != concept || k < 0 {
			continue
		}
		if sent := tx.sentenceOf(len([]rune(all[:k]))); id.with == nil || containsAny(sent, id.with) {
			return true
		}
	}
	return false
}

// overlapsPhrase reports whether mention m's span overlaps an occurrence of
// phrase in tx.
func overlapsPhrase(tx text, m extract.Mention, phrase string) bool {
	p := []rune(phrase)
	for i := 0; i+len(p) <= len(tx.runes); i++ {
		if tx.between(i, i+len(p)) == phrase && i < m.Span[1] && m.Span[0] < i+len(p) {
			return true
		}
	}
	return false
}

// thatOneWords, after a condition, make it the name of a vaccine or of
// "that one" offered.
var thatOneWords = []string{"疫苗", "那个", "那针", "那一针", "那个针", " vaccine", " jab", " shot", " one"}

// weighWords say the patient will decide on something offered.
var weighWords = []string{"商量", "考虑", "想想", "再说", "再看看", "回去", "问问", "think about", "have a think", "talk to", "discuss",
	"let you know", "decide", "sleep on it"}

// offeredAndWeighed reports whether a patient's condition is the vaccine
// the clinician just offered, answered with a decision to come ("肺炎疫苗
// 也建议打一针" … "肺炎那个我回去跟我崽商量下", "the shingles one, I'll
// have a think"): the clinician named the condition without stating it,
// and the patient names it as "that one" and weighs it up. A vaccine
// against an illness is not the illness.
func offeredAndWeighed(tx text, m extract.Mention, prior []Prior) bool {
	if m.Type != ontology.TypeCondition {
		return false
	}
	after := tx.after(m)
	if startsWithAny(after, thatOneWords) == "" {
		return false
	}
	if !containsAny(tx.sentenceOf(m.Span[0]), weighWords) {
		return false
	}
	return clinicianOnlyNamed(prior, m.ConceptID, true)
}

// notClinicalUses are phrases in which a clinical word names something
// else: a blood gas is a test, a drug's website is a website, losing one's
// balance and falling is how a fall happened.
var notClinicalUses = []struct{ concept, phrase string }{
	{"sym:bloating", "blood gas"},
	{"sym:bloating", "blood gases"},
	{"sym:bloating", "arterial gas"},
	{"sym:bloating", "gas station"},
	{"sym:bloating", "gas stove"},
	{"sym:balance_problem", "lost my balance and fell"},
	{"sym:balance_problem", "lost my balance and fall"},
	{"sym:balance_problem", "lost my balance and went down"},
	{"sym:balance_problem", "lost my footing and fell"},
}

// drugSiteWords, right after a drug's name, make it a brand's website or
// advert, not a drug taken.
var drugSiteWords = []string{"website", "web site", "site", "advert", "ad", "ads", "commercial", "page", "网站", "官网", "广告"}

// notClinicalUse reports whether mention m stands in a phrase that uses a
// clinical word for something else ("I was measuring a blood gas", "a
// quiz on the Cialis website", "lost my balance and fell": one stumble,
// not a balance problem).
func notClinicalUse(tx text, m extract.Mention) bool {
	for _, u := range notClinicalUses {
		if u.concept == m.ConceptID && overlapsPhrase(tx, m, u.phrase) {
			return true
		}
	}
	if m.Type == ontology.TypeDrug || m.Type == ontology.TypeDrugClass {
		return startsWithAny(strings.TrimLeft(tx.after(m), " "), drugSiteWords) != ""
	}
	return false
}

// pastWeighed, right before a weight, tell it in the past: "I were
// seventeen stone", "I was 90 kilos", "used to weigh". "I weighed in at"
// is the latest weighing, and stays.
var pastWeighed = regexp.MustCompile(`\b((i|me) (was|were|used to be)|used to weigh)( about| around| nearly| almost| over| under| just over| just under)? *$`)

// weighedNow, in the weight's sentence, make the reading a fresh one: "I
// were 94 kilo on the scales this morning".
var weighedNow = []string{"this morning", "today", "now", "last night", "yesterday", "this week", "at the moment", "currently"}

// weightToldPast reports whether the patient's weight statement comes from
// a value told in the past ("I were seventeen stone in the summer"): then,
// not now. A past reading is dropped, as the Chinese "怀孕前是一百零五斤" is.
func weightToldPast(x extract.Result, tx text, s Statement) bool {
	for _, ms := range x.Measurements {
		// A reading that answers a question gets its concept on the
		// statement only: the value and unit find it.
		if ms.ConceptID != s.Concept && ms.ConceptID != "" || len(ms.Values) == 0 || ms.Unit != s.Attributes["unit"] ||
			strconv.FormatFloat(ms.Values[0], 'f', -1, 64) != s.Attributes["value"] {
			continue
		}
		if ms.Span[0] <= 0 || ms.Span[0] > len(tx.runes) {
			return false
		}
		start := tx.sentenceStart(ms.Span[0])
		return pastWeighed.MatchString(tx.between(start, ms.Span[0])) && !hasAnyWord(tx.sentenceOf(ms.Span[0]), weighedNow)
	}
	return false
}

// refusals say, right after a drug or right before it, that the patient
// will not take it: "ibuprofen I don't like", "I don't like taking
// naproxen", "codeine doesn't agree with me".
var (
	refusedAfter  = regexp.MustCompile(`^\s*,?\s*(i|me) (don't|do not|dont|never) (like|want|take|agree with|get on with)( it| them| that)?\b`)
	refusedBefore = regexp.MustCompile(`\bi (don't|do not|dont|never) (like|want) (taking |to take |using )?(the |any )?\s*$`)
	disagrees     = regexp.MustCompile(`^\s*(doesn't|does not|don't|do not|dont|never) (agree|agrees|suit|suits) (with )?me\b`)
)

// refusedDrug reports whether the patient says a drug is one they will not
// take: written neither as taken nor as refused, since the reading cannot
// tell whether it was ever taken.
func refusedDrug(tx text, m extract.Mention) bool {
	after := tx.after(m)
	return refusedAfter.MatchString(after) || disagrees.MatchString(after) || refusedBefore.MatchString(tx.before(m))
}

// zhHabitAskedAbout reports whether a habit is asked as a permission
// ("甲硝唑能喝酒吗", "可以喝酒不"): whether the patient may, which tells
// nothing of whether they do.
func zhHabitAskedAbout(tx text, m extract.Mention) bool {
	if !isHan(m.Text) {
		return false
	}
	before := strings.TrimRight(tx.before(m), " ")
	if !strings.HasSuffix(before, "能") && !strings.HasSuffix(before, "可以") && !strings.HasSuffix(before, "能不能") && !strings.HasSuffix(before, "可不可以") {
		return false
	}
	return startsWithAny(strings.TrimLeft(tx.after(m), " "), []string{"吗", "嗎", "不", "么", "麼", "嘛", "没事", "沒事", "?", "？"}) != "" || strings.HasSuffix(before, "不能") || strings.HasSuffix(before, "不可以")
}

// handCompounds are words in which 手 is no body part: "松手" lets go, "洗手"
// washes, "动手" does.
var handCompounds = []string{"松手", "鬆手", "撒手", "放手", "洗手", "招手", "拍手", "握手", "动手", "動手", "伸手", "甩手", "分手", "牵手", "牽手",
	"下手", "出手", "插手", "帮手", "幫手", "顺手", "順手", "扶手", "着手", "著手", "空手", "联手", "拿手", "到手", "接手", "上手", "入手", "二手",
	"助手", "对手", "對手", "高手", "新手", "老手", "人手", "亲手", "親手", "随手", "隨手", "撤手", "罢手", "罷手"}

// handLetGo reports whether a hand finding the reading drew from a site
// rests only on 手 in a compound that names no hand ("我按这儿疼不？……松手
// 呢？" "松手更疼！": rebound tenderness, not a painful hand).
func handLetGo(x extract.Result, tx text, concept string) bool {
	if !strings.Contains(concept, "hand") {
		return false
	}
	named := false
	for _, n := range x.Mentions {
		if n.ConceptID != "site:hand" {
			continue
		}
		named = true
		if n.Text != "手" || n.Span[0] == 0 {
			return false
		}
		pair := tx.between(n.Span[0]-1, n.Span[1])
		if !containsAny(pair, handCompounds) || pair != startsWithAny(pair, handCompounds) {
			return false
		}
	}
	return named
}

// zhOneTails, right after an illness, make it the name of a vaccine or of
// "that one" spoken of.
var zhOneTails = []string{"的", "那个", "那個", "那针", "那針", "疫苗", "那一针"}

// zhJabbed says a vaccine was given or is wanted.
var zhJabbed = regexp.MustCompile(`打了|打过|打過|打完|接种|接種|种了|種了|没打|沒打|想打|要打`)

// zhVaccineNamed reports whether a patient's illness is only the name of
// the vaccine the clinician asked about ("今年流感疫苗打了吗？" "流感的上
// 个月打了。"): the clinician named it without stating it, and the answer
// says the jab was given.
func zhVaccineNamed(tx text, m extract.Mention, prior []Prior) bool {
	if !isHan(m.Text) || startsWithAny(tx.after(m), zhOneTails) == "" || !zhJabbed.MatchString(tx.sentenceOf(m.Span[0])) {
		return false
	}
	return clinicianOnlyNamed(prior, m.ConceptID, false)
}

// clinicianOnlyNamed reports whether the clinician's last turn, within the
// two before, named concept without stating it: an offer or a question,
// not a finding. With anyStatement, a hypothetical statement of it counts
// as stated too.
func clinicianOnlyNamed(prior []Prior, concept string, anyStatement bool) bool {
	for k := len(prior) - 1; k >= 0 && k >= len(prior)-2; k-- {
		if prior[k].Speaker != Clinician {
			continue
		}
		named, stated := false, false
		for _, n := range prior[k].Reading.Extract.Mentions {
			named = named || n.ConceptID == concept
		}
		for _, s := range prior[k].Reading.Statements {
			stated = stated || s.Concept == concept && (anyStatement || !s.Hypothetical)
		}
		return named && !stated
	}
	return false
}

// zhHearsayLead, right before an illness, tells what someone said a drug
// treats: "说是治皮炎的", "听说专治湿疹".
var zhHearsayLead = regexp.MustCompile(`(说是|說是|听说是|聽說是|据说是|據說是|听说|聽說|据说|據說|说|說)(专|專)?(治|治疗|治療|管)$`)

// zhHearsayIndication reports whether an illness is only what a drug is
// said to treat ("楼下老李给了我一管药膏，说是治皮炎的"): hearsay about the
// drug, not a diagnosis of the patient.
func zhHearsayIndication(tx text, m extract.Mention) bool {
	return isHan(m.Text) && zhHearsayLead.MatchString(strings.TrimRight(tx.before(m), " ")) && startsWithAny(tx.after(m), []string{"的"}) != ""
}

// zhWhealWords, in the sentence of 疙瘩, describe wheals: in sheets, red,
// itching.
var zhWhealWords = []string{"一片一片", "一坨一坨", "一块一块", "一塊一塊", "一大片", "成片", "连成片", "風團", "风团", "痒", "癢"}

// zhWheals reports whether 疙瘩 risen on the body are wheals ("身上就起疙瘩
// 了，一片一片的，痒得很"), not a lump.
func zhWheals(tx text, m extract.Mention) bool {
	if m.Text != "疙瘩" {
		return false
	}
	before := tx.before(m)
	return strings.Contains(before, "起") && containsAny(tx.sentenceOf(m.Span[0]), zhWhealWords)
}

// zhGeneralLead, before a clinician's drug in its clause, and zhGeneralTail
// after it, make a remark on what the drug does in general: "吃完抗生素容易
// 犯", "用了激素往往会".
var (
	zhGeneralLead = []string{"吃完", "用完", "吃了", "用了", "打完"}
	zhGeneralTail = []string{"容易", "往往", "常常会", "常常會", "一般会", "一般會", "就容易"}
)

// zhGeneralRemark reports whether a clinician's drug is named in a remark
// on what it tends to cause ("听着像霉菌性阴道炎，吃完抗生素容易犯").
func zhGeneralRemark(tx text, m extract.Mention) bool {
	if !isHan(m.Text) {
		return false
	}
	before := strings.TrimRight(tx.before(m), " ")
	lead := false
	for _, w := range zhGeneralLead {
		lead = lead || strings.HasSuffix(before, w)
	}
	return lead && startsWithAny(strings.TrimLeft(tx.after(m), " "), zhGeneralTail) != ""
}

// componentOfReplacement reports whether a clinician's drug is only named
// as a component of the combination that replaces it ("思力华换成思合华，
// 就是噻托溴铵加奥达特罗"): the turn stops the drug, and names a combination
// whose concept holds it.
func componentOfReplacement(x extract.Result, tx text, concept string, st []Statement) bool {
	stopped := false
	for _, s := range st {
		stopped = stopped || s.Concept == concept && s.Status == Stopped
	}
	if !stopped {
		return false
	}
	name := strings.TrimPrefix(concept, "drug:")
	for _, s := range st {
		if s.Concept == concept || !strings.HasPrefix(s.Concept, "drug:") || s.Status != "" || s.Negated {
			continue
		}
		parts := strings.Split(strings.TrimPrefix(s.Concept, "drug:"), "_")
		if len(parts) > 1 && (parts[0] == name || parts[len(parts)-1] == name) {
			return true
		}
	}
	return false
}

// zhWeighedBefore, before a weight in its sentence, date it to a time gone
// by; zhWeighedNowThen, after it, gives the weight of now.
var (
	zhWeighedBefore  = []string{"前几天", "前幾天", "前两天", "前兩天", "上礼拜", "上禮拜", "上周", "上週", "上个月", "上個月", "以前", "原来", "原來", "之前", "去年"}
	zhWeighedNowThen = regexp.MustCompile(`^[，,、 ]*(今儿|今兒|今天|今早|现在|現在|这会儿|這會兒|这两天|這兩天)[^，,。；;0-9零〇一二两兩三四五六七八九十百]{0,6}([0-9.]+|[零〇一二两兩三四五六七八九十百点點]+)`)
)

// zhWeightNow returns the value of a Chinese weight told as it was and
// then as it is now in one sentence ("前几天一百二十一斤，今儿早上称是一百
// 二十四"): the reading of now, in the same unit; "" when the statement
// is not such a weight.
func zhWeightNow(x extract.Result, tx text, s Statement) string {
	for _, ms := range x.Measurements {
		if ms.ConceptID != s.Concept || len(ms.Values) == 0 || strconv.FormatFloat(ms.Values[0], 'f', -1, 64) != s.Attributes["value"] {
			continue
		}
		if ms.Span[0] <= 0 || ms.Span[1] > len(tx.runes) {
			return ""
		}
		start := tx.sentenceStart(ms.Span[0])
		_, end := tx.bounds(tx.sent, ms.Span[0])
		if !containsAny(tx.between(start, ms.Span[0]), zhWeighedBefore) {
			return ""
		}
		g := zhWeighedNowThen.FindStringSubmatch(tx.between(ms.Span[1], end))
		if g == nil {
			return ""
		}
		v, err := strconv.ParseFloat(g[2], 64)
		if err != nil {
			var ok bool
			if v, ok = extract.ChineseNumber(g[2]); !ok {
				return ""
			}
		}
		return strconv.FormatFloat(v, 'f', -1, 64)
	}
	return ""
}
