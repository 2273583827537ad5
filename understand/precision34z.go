package understand

import (
	"maps"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// Rules of session 34 on the Chinese classes of wrong writes of zh/t1:
// a drug asked for at a counter or asked about, a clinician's drug offered
// for "if it gets bad", a general remark on a drug, a habit asked about,
// a complaint said over later in the turn, a drug given up, someone
// else's illness told as a topic, clinical words used for something else
// (a hand let go, a vaccine named by its illness, a drug's indication told
// by hearsay, wheals called 疙瘩), and a component named to explain a
// combination that replaces the drug. Each rule only moves a statement
// away from "the patient has it now", drops it, or (for wheals) names the
// finding the patient describes.

// precision34z applies the session's rules to a patient turn's statements.
func (r *Reader) precision34z(x extract.Result, tx text, st []Statement, prior []Prior) []Statement {
	kept := st[:0]
	for _, s := range st {
		m, found := mentionOf(x, s.Concept)
		current := !s.Negated && !s.Historical && !s.Hypothetical && s.Experiencer == extract.Patient
		if current && (s.Type == Symptom || s.Type == Condition) && !found && handLetGo(x, tx, s.Concept) {
			continue // "松手更疼": the clinician's hand let go, not a hand that hurts
		}
		if current && found && s.Concept == "social:alcohol" && zhHabitAskedAbout(tx, m) {
			continue // "甲硝唑能喝酒吗": whether she may drink, not that she drinks
		}
		if current && found && s.Type == Condition && (zhVaccineNamed(tx, m, prior) || zhHearsayIndication(tx, m)) {
			continue // "流感的上个月打了", "说是治皮炎的"
		}
		if current && s.Type == Observation && s.Concept == "vital:weight" {
			if v := zhWeightNow(x, tx, s); v != "" {
				attrs := maps.Clone(s.Attributes)
				attrs["value"] = v
				s.Attributes = attrs // "前几天一百二十一斤，今儿早上称是一百二十四": 124 now
			}
		}
		switch {
		case s.Type == Medication && current && found && (zhAskedForDrug(tx, m) && !zhFlareOfOwn(tx, st) || zhAskedWhetherDrug(tx, m)):
			s.Uncertain = true // "侬拿盒奥美拉唑拨我", "想问下能吃什么消炎药": a claim, not a fact
		case s.Type == Medication && current && found && zhGivenUp(tx, m):
			s.Status, s.Historical = Stopped, true // "后来听说是激素，就不敢抹了"
		case s.Type == Symptom && current && found && r.zhSaidOverLater(x, tx, m):
			s.Historical = true // "吃了老觉着乏……停了以后倒是不乏了"
		case (s.Type == Symptom || s.Type == Condition) && current && found:
			if who := zhOthersTopic(tx, m); who != "" {
				s.Experiencer = who // "带状疱疹那个……我老伴儿前年得过"
			} else if who := zhOthersCarried(x, tx, m, st); who != "" {
				s.Experiencer = who // "我老伴儿也感冒了，比我重，还咳嗽"
			} else if s.Concept == "sym:lump" && zhWheals(tx, m) {
				s.Concept = "sym:hives" // "身上就起疙瘩了，一片一片的"
			}
		}
		kept = append(kept, s)
	}
	return kept
}

// precision34zClinician applies the session's rules to a clinician turn's
// statements.
func precision34zClinician(x extract.Result, tx text, st []Statement) []Statement {
	kept := st[:0]
	for _, s := range st {
		m, found := mentionOf(x, s.Concept)
		current := found && !s.Negated && !s.Hypothetical && s.Experiencer == extract.Patient && s.Status == ""
		if current && (s.Type == Medication) && zhGeneralRemark(tx, m) {
			continue // "吃完抗生素容易犯": what antibiotics do, not one given now
		}
		if current && s.Type == Medication && componentOfReplacement(x, tx, s.Concept, st) {
			continue // "思力华换成思合华，就是噻托溴铵加奥达特罗"
		}
		if current && s.Type == Medication && zhOfferIfBad(tx, m) {
			s.Hypothetical = true // "疼得受不了可以加一片布洛芬"
		}
		kept = append(kept, s)
	}
	return kept
}

// zhRequestLead, right before a drug, asks for a pack of it: "拿盒",
// "顺便拿盒", "来一盒", "买瓶". A count word is needed, so that "后来" or a
// verb of the past ("拿了盒") is not a request.
var zhRequestLead = regexp.MustCompile(`(拿|买|買|来|來|要|配|开|開)(一|两|兩|二|几|幾|个|個)?(盒|瓶|支|板|包|管|袋|贴|貼|点|點|些|点儿)$`)

// zhStillTaking, after a drug, say it is taken: a request is then a refill.
var zhStillTaking = []string{"吃着", "吃著", "一直", "在吃", "吃了", "用着", "用著", "每天", "一天", "天天"}

// zhAskedForDrug reports whether a patient's drug is one asked for at a
// counter ("侬拿盒奥美拉唑拨我", "顺便拿盒布洛芬"): a request, not a drug
// taken; the pharmacist may refuse it.
func zhAskedForDrug(tx text, m extract.Mention) bool {
	if !isHan(m.Text) || !zhRequestLead.MatchString(strings.TrimRight(tx.before(m), " ")) {
		return false
	}
	return !containsAny(string(tx.runes[m.Span[1]:tx.sentenceEnd(m)]), zhStillTaking)
}

// zhFlares say a condition is back: "又犯了", "又发了".
var zhFlares = []string{"又犯", "又发", "又發", "又来了", "又來了", "又闹", "又鬧"}

// zhFlareOfOwn reports whether the turn names a condition of the patient's
// that is back ("我鼻炎又犯了，拿盒西替利嗪"): the drug asked for is then the
// remedy the patient keeps for it, restocked, and stays a drug taken.
func zhFlareOfOwn(tx text, st []Statement) bool {
	own := false
	for _, s := range st {
		own = own || s.Type == Condition && !s.Negated && s.Experiencer == extract.Patient
	}
	return own && containsAny(string(tx.runes), zhFlares)
}

// zhMayLead, right before a drug, asks whether it may be taken: "能吃什么",
// "能不能用", "可以吃点".
var zhMayLead = regexp.MustCompile(`(能|可以|可不可以|能不能|能否|可否)(吃|用|喝|抹|擦|吸|打)(点|點|些|点儿)?(什么|什麼|啥|哪种|哪種|哪个|哪個)?$`)

// zhAskedWhetherDrug reports whether a patient's drug is asked about
// ("想问下能吃什么消炎药", "那疼得厉害能吃布洛芬不？"): a question, not a
// drug taken.
func zhAskedWhetherDrug(tx text, m extract.Mention) bool {
	return isHan(m.Text) && zhMayLead.MatchString(strings.TrimRight(tx.before(m), " "))
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

// zhGiveUpWords, after a drug in its sentence, say the patient gave it up.
var zhGiveUpWords = regexp.MustCompile(`(不敢|就不|没再|沒再|不再)(抹|擦|涂|塗|吃|用|喷|噴|贴|貼|点|點)了?`)

// zhGivenUp reports whether a patient's drug is given up later in its
// sentence ("抹了几天挺管用，后来听说是激素，就不敢抹了").
func zhGivenUp(tx text, m extract.Mention) bool {
	if !isHan(m.Text) {
		return false
	}
	rest := string(tx.runes[m.Span[1]:tx.sentenceEnd(m)])
	return zhGiveUpWords.MatchString(rest)
}

// zhLaterWords, before a complaint's end, move the telling on in time.
var zhLaterWords = []string{"以后", "以後", "后来", "後來", "之后", "之後", "现在", "現在"}

// zhNoLonger is "不" and a word and "了": the word no longer so.
var zhNoLonger = regexp.MustCompile(`不(\p{Han}{1,2})了`)

// zhSaidOverLater reports whether a complaint is said over later in the
// turn ("吃了老觉着乏，没劲儿……停了以后倒是不乏了"): after a word that moves
// time on, "不" and a word the lexicon reads as the same complaint, and
// "了".
func (r *Reader) zhSaidOverLater(x extract.Result, tx text, m extract.Mention) bool {
	if !isHan(m.Text) {
		return false
	}
	rest := string(tx.runes[m.Span[1]:])
	for _, k := range zhNoLonger.FindAllStringSubmatchIndex(rest, -1) {
		if !containsAny(rest[:k[0]], zhLaterWords) {
			continue
		}
		w := rest[k[2]:k[3]]
		read := r.matcher.Extract("我"+w, time.Time{}).Mentions
		for _, n := range read {
			if n.ConceptID == m.ConceptID {
				return true
			}
		}
		// The patient's own word for it, said beside the mention ("老觉着
		// 乏，没劲儿"), that the lexicon reads as nothing else ("现在不吐了"
		// ends the vomiting, not the dizziness beside it), and no verb
		// ("不吃了" stops a drug).
		if len(read) == 0 && !containsAny(w, zhNotComplaintWords) && strings.Contains(zhBeside(tx, m, 6), w) && !wordOfAnother(x, w, m.ConceptID) {
			return true
		}
	}
	return false
}

// zhNotComplaintWords are words "不…了" ends that are no complaint: a drug
// or a habit stopped, a going or a wanting.
var zhNotComplaintWords = []string{"吃", "用", "喝", "抹", "抽", "吸", "去", "来", "來", "想", "要", "说", "說", "管", "做", "干", "幹", "上", "打", "贴", "貼", "行", "好", "是", "会", "會", "能", "敢", "用药"}

// wordOfAnother reports whether w is part of a mention of another concept
// in the turn ("想吐", "吐了一回": 吐 is the nausea's and the vomiting's).
func wordOfAnother(x extract.Result, w, concept string) bool {
	for _, n := range x.Mentions {
		if n.ConceptID != concept && strings.Contains(n.Text, w) {
			return true
		}
	}
	return false
}

// zhBeside returns the text of m's sentence within n runes either side of it.
func zhBeside(tx text, m extract.Mention, n int) string {
	s, e := tx.bounds(tx.sent, m.Span[0])
	return string(tx.runes[max(s, m.Span[0]-n):min(e, m.Span[1]+n)])
}

// zhTopicTail, right after a finding said as a topic, points back at it.
var zhTopicTail = []string{"那个", "那個", "这个", "這個", "的话", "的話", "呢", "吧"}

// zhOthersTopic returns who a finding said as a topic belongs to when the
// telling after the pause opens with someone else ("带状疱疹那个……我老伴儿
// 前年得过"), or "".
func zhOthersTopic(tx text, m extract.Mention) string {
	if !isHan(m.Text) {
		return ""
	}
	rest := string(tx.runes[m.Span[1]:])
	tail := startsWithAny(rest, zhTopicTail)
	rest = rest[len(tail):]
	pauses := []string{"……", "…", "——"}
	if tail != "" {
		pauses = append(pauses, "，", ",")
	}
	p := startsWithAny(rest, pauses)
	if p == "" {
		return ""
	}
	rest = strings.TrimLeft(rest[len(p):], " …")
	head := []rune(rest)
	if len(head) > 5 {
		head = head[:5]
	}
	// The telling must open with a relative by name, not a pronoun ("梦见
	// 她" is what the dream was of).
	if !strings.HasPrefix(rest, "我") && !strings.HasPrefix(rest, "俺") || len(extract.People(string(head))) == 0 {
		return ""
	}
	who := extract.LastPerson(string(head))
	if who == "" || who == extract.Patient || who == extract.Animal {
		return ""
	}
	return who
}

// zhCarryOn opens a clause that goes on telling of the last subject.
var zhCarryOn = []string{"还", "還", "也", "又", "而且", "并且", "並且"}

// zhNotSubjectMe are first persons that are not a clause's subject: "比我
// 重" compares, "给我" receives.
var zhNotSubjectMe = regexp.MustCompile(`(比|跟|给|給|和|像|替|帮|幫)(我)`)

// zhOthersCarried returns whose a finding is when its clause goes on
// telling of someone else a finding before it in the sentence was said of
// ("我老伴儿也感冒了，比我重，还咳嗽"), with no first person as subject
// between them, or "".
func zhOthersCarried(x extract.Result, tx text, m extract.Mention, st []Statement) string {
	if !isHan(m.Text) || startsWithAny(strings.TrimLeft(tx.before(m), " "), zhCarryOn) == "" || tx.before(m) == "" {
		return ""
	}
	for _, n := range x.Mentions {
		if n.Span[1] > m.Span[0] || !tx.sameSentence(n, m) || tx.sameClause(n, m) {
			continue
		}
		if n.Type != ontology.TypeSymptom && n.Type != ontology.TypeCondition {
			continue
		}
		who := ""
		for _, s := range st {
			if s.Concept == n.ConceptID && !s.Negated {
				who = s.Experiencer
			}
		}
		if who == "" || who == extract.Patient {
			continue
		}
		between := zhNotSubjectMe.ReplaceAllString(string(tx.runes[n.Span[1]:m.Span[0]]), "")
		if strings.ContainsAny(between, "我俺阮") {
			continue
		}
		return who
	}
	return ""
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
		pair := string(tx.runes[n.Span[0]-1 : n.Span[1]])
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
	for k := len(prior) - 1; k >= 0 && k >= len(prior)-2; k-- {
		if prior[k].Speaker != Clinician {
			continue
		}
		named, stated := false, false
		for _, n := range prior[k].Reading.Extract.Mentions {
			named = named || n.ConceptID == m.ConceptID
		}
		for _, s := range prior[k].Reading.Statements {
			stated = stated || s.Concept == m.ConceptID && !s.Hypothetical
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

// zhBadIf, before a clinician's drug in its sentence, is the condition of
// an offer: "疼得受不了", "疼得厉害", "要是烧起来了".
var zhBadIf = regexp.MustCompile(`(疼|痛|烧|燒|咳|痒|癢|难受|難受)得?(受不了|厉害|厲害|不行|吃不消|遭不住|忍不住|睡不着|睡不著)|要是|如果|万一|萬一|的话|的話`)

// zhMayTake, right before the drug, offers it: "可以加一片", "可以吃点".
var zhMayTake = regexp.MustCompile(`可以(加|吃|用|喝|含|抹|贴|貼)(一|两|兩|半)?(片|粒|颗|顆|包|袋|支|点|點|些)?$`)

// zhOfferIfBad reports whether a clinician offers a drug only for when
// things get bad ("疼得受不了可以加一片布洛芬", "疼得厉害可以吃对乙酰氨基酚",
// "要是烧起来了，可以吃点对乙酰氨基酚"): leave to take it if needed, not a
// drug given now. "疼得厉害就吃布洛芬" (a regimen) and "可以用阿奇霉素" alone
// (a prescription) stay.
func zhOfferIfBad(tx text, m extract.Mention) bool {
	if !isHan(m.Text) {
		return false
	}
	before := strings.TrimRight(tx.before(m), " ")
	return zhMayTake.MatchString(before) && zhBadIf.MatchString(sentenceBefore(tx, m))
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
		if !containsAny(string(tx.runes[start:ms.Span[0]]), zhWeighedBefore) {
			return ""
		}
		g := zhWeighedNowThen.FindStringSubmatch(string(tx.runes[ms.Span[1]:end]))
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
