package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// Statements a turn only fears, echoes, plans or asks for (settle.go's
// second pass): a reaction an allergy would cause, a possibility said
// back, a bowel prep to come, a drug asked for at a counter, a clinician's
// drug for "if it gets bad".

// allergyWordsAll name an allergy in either language.
var allergyWordsAll = []string{"过敏", "過敏", "allergic", "allergy", "allergies"}

// zhReactionOpeners, before a symptom in an allergy's sentence, tell what
// a contact does: "吃了会喘", "一抹上皮肤就红".
var zhReactionOpeners = regexp.MustCompile(`(吃了|用了|打了|碰了|抹了|喝了|贴了|涂了|吃完|一吃|一用|一碰|一抹|一擦|一打|一喝|一贴|一涂|一戴|沾)[^。！!？?]*?(会|會|就)`)

// enReactionLead, right before an English symptom, tell what the patient
// does on contact, in the simple present: "cats, I sneeze", "I come up
// in hives".
var enReactionLead = regexp.MustCompile(`((^|[ ,])(i|it makes me|they make me|makes me|gives me|give me|i get|i come up in|i break out in|i come out in)|\bi [a-z]+( up)? and (my )?)\s*$`)

// reactionToldWithAllergy reports whether a symptom is the reaction the
// patient tells with an allergy, not a complaint now: "我对阿司匹林过敏，吃
// 了会喘", "碘伏，一抹上皮肤就红，痒", "Allergies: … And cats, I sneeze and
// my eyes puff up". A symptom said with a time it is had ("这两天一直打喷
// 嚏", "I've been sneezing all week") is the complaint.
func reactionToldWithAllergy(tx text, m extract.Mention) bool {
	if m.Type != ontology.TypeSymptom {
		return false
	}
	sent := tx.sentenceOf(m.Span[0])
	before := sentenceBefore(tx, m)
	if isHan(m.Text) {
		return containsAny(sent, allergyWordsAll) && zhReactionOpeners.MatchString(before) &&
			!containsAny(before, []string{"这两天", "这几天", "最近", "现在", "一直", "今天", "昨天"})
	}
	// The allergy is named in the sentence or the one before.
	start := tx.sentenceStart(m.Span[0])
	prev := ""
	if start > 0 {
		prev = tx.sentenceOf(start - 1)
	}
	if !containsAny(sent, allergyWordsAll) && !containsAny(prev, allergyWordsAll) {
		return false
	}
	lead := tx.before(m)
	return (enReactionLead.MatchString(lead) || broughtOut(lead, m.Text)) && !hasAnyWord(sent, []string{"now", "today", "right now", "at the moment", "this week", "these days", "since", "been"})
}

// signWords, right before a condition, make it what a finding may point
// to: "it's a sign of bowel cancer", "can be a symptom of diabetes".
var signWords = []string{"sign of", "signs of", "symptom of", "symptoms of", "warning sign of", "red flag for", "indicate", "indicates", "point to", "points to"}

// zhSignTails, right after a Chinese condition, say the same: "宫颈癌的信号".
var zhSignTails = []string{"的信号", "的征兆", "的前兆", "的表现", "的症状", "的苗头"}

// signOf reports whether a clinician names the condition only as what a
// finding may be a sign of ("bleeding after the menopause is occasionally
// a sign of cancer of the lining", "这种出血有时候是宫颈癌的信号"). A finding
// is a sign; the condition is a possibility until it is found.
func signOf(x extract.Result, tx text, concept string) bool {
	for _, m := range x.Mentions {
		if m.ConceptID != concept {
			continue
		}
		if isHan(m.Text) {
			if startsWithAny(tx.after(m), zhSignTails) != "" {
				return true
			}
			continue
		}
		before := strings.TrimRight(tx.before(m), " ")
		for _, w := range signWords {
			if strings.HasSuffix(before, w) || strings.HasSuffix(before, w+" a") || strings.HasSuffix(before, w+" an") || strings.HasSuffix(before, w+" the") {
				return true
			}
		}
	}
	return false
}

// ruleOutAround holds a condition between "rule" and "out" ("we have to
// rule the cancer out"), or after "exclude".
var ruleOutAround = regexp.MustCompile(`\b(rule|ruling)( the| a| an| any)? ([a-z' -]{2,40}?) out\b|\b(exclude|excluding)( the| a| an| any)? `)

// ruledOutLater reports whether the turn puts the condition up to be ruled
// out, with the condition inside the phrase ("rule the cancer out") or
// after "exclude" ("we need to exclude a clot"): what is to be ruled out
// is not yet had.
func ruledOutLater(x extract.Result, tx text, concept string) bool {
	all := tx.str
	for _, loc := range ruleOutAround.FindAllStringIndex(all, -1) {
		from, to := len([]rune(all[:loc[0]])), len([]rune(all[:loc[1]]))
		for _, m := range x.Mentions {
			if m.ConceptID != concept {
				continue
			}
			if m.Span[0] >= from && m.Span[1] <= to || strings.HasPrefix(all[loc[0]:], "exclud") && m.Span[0] >= to && m.Span[0] <= to+2 {
				return true
			}
		}
	}
	return false
}

// zhContingencies, in the clauses before a Chinese drug a clinician names,
// make it a last resort, not a drug started now: "实在痛得吃不消", "万一烧
// 起来". A regimen for the pain ("痛得厉害就吃布洛芬") is a drug the
// patient takes as needed, and stays one.
var zhContingencies = []string{"实在", "實在", "万一", "萬一"}

// zhContingency reports whether a clinician's Chinese drug comes after a
// last-resort contingency in its sentence and is not prescribed with it
// ("实在遭不住，给你开几颗萘普生" gives the drug).
func zhContingency(tx text, m extract.Mention) bool {
	return isHan(m.Text) && containsAny(sentenceBefore(tx, m), zhContingencies) && !containsAny(tx.sentenceOf(m.Span[0]), []string{"开", "開"})
}

// echoOfPossibility reports whether a patient's condition is only the
// echo of one the clinician just put as a possibility ("…we have to rule
// the cancer out." "Cancer. Right."): the word said alone as its own
// sentence, the clinician's statement of it uncertain.
func echoOfPossibility(tx text, m extract.Mention, prior []Prior) bool {
	if strings.Trim(tx.sentenceOf(m.Span[0]), " .。!！?？…,，") != strings.ToLower(m.Text) {
		return false
	}
	for k := len(prior) - 1; k >= 0; k-- {
		if prior[k].Speaker == Patient {
			continue
		}
		for _, s := range prior[k].Reading.Statements {
			if s.Concept == m.ConceptID && s.Uncertain && !s.Negated {
				return true
			}
		}
		return false
	}
	return false
}

// prepTimes, before a drug, put it on the day before a procedure.
var prepTimes = []string{"头一天", "前一天", "前一晚", "头天", "检查前", "检查之前", "做之前", "术前", "手术前", "the day before", "the night before"}

// prepModals say the drug must be taken then, not that it is.
var prepModals = []string{"得喝", "得吃", "要喝", "要吃", "需要喝", "需要吃", "得先", "要先", "have to", "need to", "will have to", "got to"}

// prepForLater reports whether a drug is one the patient must take before
// a procedure to come ("大夫说头一天得喝泻药清肠", "the night before I have
// to drink the bowel prep"): a plan, not a drug taken now.
func prepForLater(tx text, m extract.Mention) bool {
	before := sentenceBefore(tx, m)
	return containsAny(before, prepTimes) && containsAny(before, prepModals)
}

// zhRequestLead, right before a drug, asks for a pack of it: "拿盒",
// "顺便拿盒", "来一盒", "买瓶". A count word is needed, so that "后来" or a
// verb of the past ("拿了盒") is not a request. Cantonese 啲 is 些: "想買啲
// 胃藥". Northeastern 整 is to get: "大哥，拿点啥？" "整盒布洛芬" (zh dev
// zh-k1-002).
var zhRequestLead = regexp.MustCompile(`(拿|买|買|来|來|要|配|开|開|整)(一|两|兩|二|几|幾|个|個)?(盒|瓶|支|板|包|管|袋|贴|貼|点|點|些|点儿|啲)$`)

// zhStillTaking, after a drug, say it is taken: a request is then a refill.
var zhStillTaking = []string{"吃着", "吃著", "一直", "在吃", "吃了", "用着", "用著", "每天", "一天", "天天"}

// zhAskedForDrug reports whether a patient's drug is one asked for at a
// counter ("侬拿盒奥美拉唑拨我", "顺便拿盒布洛芬"): a request, not a drug
// taken; the pharmacist may refuse it.
func zhAskedForDrug(tx text, m extract.Mention) bool {
	if !isHan(m.Text) || !zhRequestLead.MatchString(strings.TrimRight(tx.before(m), " ")) {
		return false
	}
	return !containsAny(tx.between(m.Span[1], tx.sentenceEnd(m)), zhStillTaking)
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
	return own && containsAny(tx.str, zhFlares)
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
