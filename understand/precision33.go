package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// Rules of session 33, on classes of wrong writes of the dev files: a
// patient's positive current fact that the turn itself says is over, is a
// reaction told with an allergy, is an idiom, or is someone else's. Each
// rule only moves a statement away from "the patient has it now" (to the
// past, to a reaction, to someone else) or drops it; none adds a finding.

// precision33 applies the session's rules to a patient turn's statements.
func (r *Reader) precision33(x extract.Result, tx text, st []Statement) []Statement {
	kept := st[:0]
	for _, s := range st {
		m, found := mentionOf(x, s.Concept)
		current := !s.Negated && !s.Historical && !s.Hypothetical && s.Experiencer == extract.Patient
		if current && (found && idiomNotComplaint(tx, m) || !found && idiomInTurn(tx, s.Concept)) {
			continue // "I've got itchy feet, wanna go travelling": no itch
		}
		switch {
		case !current:
		case s.Type == Symptom || s.Type == Condition:
			switch {
			case found && reactionToldWithAllergy(tx, m):
				s.Hypothetical = true // "对阿司匹林过敏，吃了会喘": what the drug would do
			case found && zhOverInTheSameBreath(x, tx, m) || !found && zhOverInTurn(tx):
				s.Historical = true // "拉肚子那个毛病头一个月有，后来就冇得了"
			case found && sharesOthersSubject(x, tx, m):
				s.Experiencer = extract.Other // "he got negative HIV but positive Hep C"
			}
		case s.Type == Medication && s.Status == "":
			if found && zhDrugEnded(x, tx, m) || found && r.classNamesStoppedDrug(x, tx, m, st) {
				s.Status = Stopped // "点了一天，感觉没用就没点了", "吃完那板就没了"
			}
		}
		kept = append(kept, s)
	}
	return kept
}

// mentionOf returns the first mention of concept in x.
func mentionOf(x extract.Result, concept string) (extract.Mention, bool) {
	for _, m := range x.Mentions {
		if m.ConceptID == concept {
			return m, true
		}
	}
	return extract.Mention{}, false
}

// zhOverMarker says, after a Chinese complaint, that it ended: an anchor
// of time moving on (后来, 现在, 以后, 早就, 自己…) and, within a few runes,
// a word of its end ("后来就冇得了", "现在好了", "停脱以后胃就好了", "后来自己
// 好了", "現在沒有了").
var zhOverMarker = regexp.MustCompile(`(后来|後來|现在|現在|而家|宜家|如今|以后|以後|之后|之後|早就|已经|已經|自己)[^，。,；;！!？?…]{0,4}?(好了|没有了|沒有了|没了|沒了|冇得了|莫得了|没得了|冇了|消了|退了|好咗|冇咗|止住了)`)

// zhNotQuiteOver, right after the marker, make it only better ("好了一点",
// "好了很多") or a question ("好了没有").
var zhNotQuiteOver = []string{"一点", "一點", "点", "點", "些", "很多", "不少", "一半", "大半", "多了", "没有", "沒有", "吗", "嗎", "么", "伐"}

// zhOtherEpisode, between a complaint and an end, turn to another time
// it was had: the end is that episode's, not this one's.
var zhOtherEpisode = []string{"去年", "前年", "上次", "上回", "那次", "那回", "以前", "小时候", "也来过", "也犯过", "也有过", "也崴过"}

// zhBackAgain, later in the marker's sentence, bring it back: "后来好了，前
// 两天又犯了".
var zhBackAgain = []string{"又", "再次", "复发", "復發"}

// zhOverInTheSameBreath reports whether a Chinese complaint is told as over
// in the turn that tells it, before the turn moves on to another finding
// in a later sentence: "前几天内裤上有一点点咖啡色的，就一次，后来没有了",
// "头一个礼拜特恶心，吃不下饭，现在好了". A complaint only better ("好了一
// 点"), back again ("又犯了") or going on ("现在还在吐") is not over.
func zhOverInTheSameBreath(x extract.Result, tx text, m extract.Mention) bool {
	if !isHan(m.Text) {
		return false
	}
	end := len(tx.runes)
	for _, n := range x.Mentions {
		if n.Span[0] >= m.Span[1] && n.Type != ontology.TypeBodySite && n.ConceptID != m.ConceptID && tx.sent[n.Span[0]] != tx.sent[m.Span[0]] {
			end = n.Span[0] // the turn moved on to something else
			break
		}
	}
	// A finding between whose own clause holds the end is what ended
	// ("我腰疼一个多月了，胃炎已经好了"); an end in a clause of its own closes
	// the list before it ("特恶心，吃不下饭，现在好了").
	for _, n := range x.Mentions {
		if n.Span[0] < m.Span[1] || n.Span[0] >= end || n.Type == ontology.TypeBodySite || n.ConceptID == m.ConceptID {
			continue
		}
		if zhOverIn(tx, n.Span[1], tx.clauseEnd(n.Span[0])) {
			end = n.Span[0]
			break
		}
	}
	return zhOverIn(tx, m.Span[1], end)
}

// zhOverInTurn is zhOverInTheSameBreath for an answer that names no
// mention of its own ("拉肚子没有？" "拉过，…后来自己好了"): the whole turn
// tells of the one complaint asked about.
func zhOverInTurn(tx text) bool {
	return len(tx.runes) > 0 && isHan(string(tx.runes)) && zhOverIn(tx, 0, len(tx.runes))
}

// zhOverIn reports whether runes from..to of tx hold an end marker that is
// not made partial, a question or undone by a return.
func zhOverIn(tx text, from, to int) bool {
	tail := string(tx.runes[from:to])
	for _, loc := range zhOverMarker.FindAllStringIndex(tail, -1) {
		after := tail[loc[1]:]
		if startsWithAny(after, zhNotQuiteOver) != "" {
			continue
		}
		// The marker's own anchor may be denied: "后来也没好了" is rare, but
		// "还没好了" never ends anything.
		if lead := tail[:loc[0]]; strings.HasSuffix(lead, "还") || strings.HasSuffix(lead, "還") || containsAny(lead, zhOtherEpisode) {
			continue // "这回三个礼拜了。去年也来过一回，后来自己好了": last year's ended
		}
		rest := after
		if k := strings.IndexAny(rest, "。！!？?；;"); k >= 0 {
			rest = rest[:k]
		}
		if containsAny(rest, zhBackAgain) || containsAny(rest, []string{"还是", "還是", "还在", "還在", "仍然", "一直"}) {
			continue
		}
		return true
	}
	return false
}

// zhDrugEndings say, after a Chinese drug, that its use ended: the patient
// stopped applying it ("就没点了"), used the pack up ("吃完那板就没了"),
// threw the rest away ("另外一粒就掼脱了", "就扔了"), or, in Wu, finished
// the course ("头孢克肟吃好了": 吃好 is 吃完; in Mandarin it is "got well
// on it", which is over too).
var zhDrugEndings = regexp.MustCompile(`(就没点了|没再点|不点了|就没用了|就没擦了|不擦了|吃完[^，。,]{0,3}就没了|用完[^，。,]{0,3}就没了|就没了|掼脱|扔了|丢了|扔掉|丢掉|吃好了|吃好个|用好了)`)

// zhDrugEnded reports whether a Chinese drug's sentence says, after it,
// that its use ended. A drug that ran out and was bought again goes on
// ("吃完了又买了一盒").
func zhDrugEnded(x extract.Result, tx text, m extract.Mention) bool {
	if !isHan(m.Text) || (m.Type != ontology.TypeDrug && m.Type != ontology.TypeDrugClass) {
		return false
	}
	rest := string(tx.runes[m.Span[1]:drugTellingEnd(x, tx, m)])
	loc := zhDrugEndings.FindStringIndex(rest)
	if loc == nil {
		return false
	}
	return !containsAny(rest[loc[1]:], []string{"又买", "又開", "又开", "再买", "还在吃", "还在用", "接着吃", "继续吃"})
}

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
	return enReactionLead.MatchString(lead) && !hasAnyWord(sent, []string{"now", "today", "right now", "at the moment", "this week", "these days", "since", "been"})
}

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
	{"sym:memory_loss", "can't remember the name", nil},
	{"sym:memory_loss", "can't remember what it's called", nil},
	{"sym:memory_loss", "forget the name", nil},
	{"sym:memory_loss", "forgot the name", nil},
}

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
	all := string(tx.runes)
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
		if string(tx.runes[i:i+len(p)]) == phrase && i < m.Span[1] && m.Span[0] < i+len(p) {
			return true
		}
	}
	return false
}

// thirdPersonSubjects open an English clause about someone else.
var thirdPersonSubjects = []string{"he", "she", "they", "he's", "she's", "they're", "he got", "she got", "he has", "she has", "he had", "she had"}

// firstPersonWords bring the patient back into a sentence.
var firstPersonWords = []string{"i", "i'm", "i've", "i'd", "im", "ive", "me", "my", "myself", "mine"}

// sharesOthersSubject reports whether an English finding is the second
// object of a clause whose subject is someone else, after "but" or "and"
// without a subject of its own: "he got negative HIV but positive Hep C",
// "she has diabetes and high blood pressure". A first person between
// ("my wife has asthma but I have COPD") gives the patient back.
func sharesOthersSubject(x extract.Result, tx text, m extract.Mention) bool {
	if isHan(m.Text) {
		return false
	}
	for _, n := range x.Mentions {
		if n.Span[1] > m.Span[0] {
			break
		}
		if n.Assertion.Experiencer != extract.Other || (n.Type != ontology.TypeCondition && n.Type != ontology.TypeSymptom) || !tx.sameSentence(n, m) {
			continue
		}
		between := strings.ToLower(string(tx.runes[n.Span[1]:m.Span[0]]))
		lead := strings.ToLower(sentenceBefore(tx, n))
		words := strings.Fields(strings.NewReplacer(",", " ", ".", " ").Replace(lead))
		if len(words) == 0 || !hasAnyWord(strings.Join(words, " "), thirdPersonSubjects) || hasAnyWord(lead, firstPersonWords) {
			continue
		}
		if hasAnyWord(between, firstPersonWords) || hasAnyWord(between, thirdPersonSubjects) || len(strings.Fields(between)) > 6 {
			continue
		}
		if hasAnyWord(between, []string{"but", "and", "or", "also"}) {
			return true
		}
	}
	return false
}

// classNamesStoppedDrug reports whether a drug class is named and then, in
// the same sentence, the drug of that class it was ("给了俺几片安眠药，叫阿
// 普唑仑，…现在不吃了", "antibiotics from the walk-in, flucloxacillin"): one
// drug said twice, so what ended the drug ended the class the patient
// named for it.
func (r *Reader) classNamesStoppedDrug(x extract.Result, tx text, m extract.Mention, st []Statement) bool {
	if m.Type != ontology.TypeDrugClass {
		return false
	}
	for _, n := range x.Mentions {
		if n.Span[0] < m.Span[1] || n.Type != ontology.TypeDrug || !tx.sameSentence(n, m) || !r.onto.InClass(n.ConceptID, m.ConceptID) {
			continue
		}
		for _, s := range st {
			if s.Concept == n.ConceptID && s.Type == Medication && s.Status == Stopped && !s.Negated {
				return true
			}
		}
	}
	return false
}
