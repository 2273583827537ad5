package understand

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// Rules of session 33b, on the classes of wrong writes session 33 listed
// and left: a clinician's condition named only as a possibility or to be
// ruled out, offers and plans read as facts, clinical words used for
// something else, the English narrative past, a drug's past side effect,
// and three older readings that went wrong. Each rule only moves a
// statement away from "the patient has it now" or drops it, except the
// last three, which give back a reading an older rule took wrongly (a
// complaint that came back, a pack used up and bought again, a drug a
// colleague gave the patient).

// precision33b applies the session's rules to a patient turn's statements.
func (r *Reader) precision33b(x extract.Result, tx text, st []Statement, prior []Prior) []Statement {
	kept := st[:0]
	for _, s := range st {
		m, found := mentionOf(x, s.Concept)
		if !found {
			m, found = askedNameIn(tx, s.Concept, prior)
		}
		current := !s.Negated && !s.Historical && !s.Hypothetical && s.Experiencer == extract.Patient
		if current && found && (notClinicalUse(tx, m) || offeredAndWeighed(tx, m, prior)) {
			continue // "the Cialis website", "肺炎那个我回去商量下" after a vaccine offered
		}
		if current && s.Type == Observation && s.Concept == "vital:weight" && weightToldPast(x, tx, s) {
			continue // "I were seventeen stone in the summer": a reading from before is not the patient now
		}
		switch {
		case s.Type == Condition && current && found && echoOfPossibility(tx, m, prior):
			s.Uncertain = true // "…we have to rule the cancer out." "Cancer. Right."
		case s.Type == Medication && s.Experiencer == extract.Other && found && zhGivenToPatient(tx, m):
			s.Experiencer = extract.Patient // "同事给的眼药水，点了两天": the colleague gave it, the patient used it
			if zhUseEnded(tx, m) {
				s.Status, s.Historical = Stopped, true // "…吃了也没用，我就没吃了"
			}
		case s.Type == Medication && current && s.Status == "" && found && prepForLater(tx, m):
			s.Hypothetical = true // "大夫说头一天得喝泻药清肠": a bowel prep to come
		case s.Type == Medication && current && s.Status == "" && found && enTrialThatFailed(tx, m):
			s.Status, s.Historical = Stopped, true // "he put me on some antibiotics, but nothing changed"
		case s.Type == Medication && s.Negated && s.Experiencer == extract.Patient && found && zhRanOut(tx, m):
			s.Negated = false // "吃完那盒就没了": taken, not never taken
			if !zhBoughtAgain(tx, m) {
				s.Status = Stopped
			}
		case (s.Type == Symptom || s.Type == Condition) && current && found && enOnceInThePast(tx, m):
			s.Historical = true // "I had hit a moose once, where I bumped my head"
		case s.Type == Symptom && current && found && zhSideEffectOfStopped(x, tx, m, st):
			s.Historical = true // "阿司匹林以前也吃，后来胃疼，大夫给停了"
		case s.Type == Symptom && s.Historical && !s.Negated && s.Experiencer == extract.Patient && found && zhOverThenBack(x, tx, m):
			s.Historical = false // "头疼后来好了，这两天又开始疼": it came back
		}
		kept = append(kept, s)
	}
	return kept
}

// askedNameIn finds, for a statement an answer gives without a mention of
// its own, the name the clinician's question used for it, if the answer
// says that name again ("you took Allegra after?" "Correct. I tried out
// Allegra last summer…", where the name was not read as a mention): a
// mention in the answer's text, so the rules can read around it.
func askedNameIn(tx text, concept string, prior []Prior) (extract.Mention, bool) {
	for k := len(prior) - 1; k >= 0 && k >= len(prior)-2; k-- {
		if prior[k].Speaker == Patient {
			continue
		}
		for _, n := range prior[k].Reading.Extract.Mentions {
			name := []rune(strings.ToLower(n.Text))
			if n.ConceptID != concept || len(name) < 3 {
				continue
			}
			for i := 0; i+len(name) <= len(tx.runes); i++ {
				if string(tx.runes[i:i+len(name)]) == string(name) {
					n.Span = [2]int{i, i + len(name)}
					return n, true
				}
			}
		}
		return extract.Mention{}, false
	}
	return extract.Mention{}, false
}

// precision33bClinician applies the session's rules to a clinician turn's
// statements: a condition named as what a finding may be a sign of, or to
// be ruled out, is a possibility; a Chinese drug for when the pain is
// unbearable is a contingency.
func precision33bClinician(x extract.Result, tx text, st []Statement) []Statement {
	for i, s := range st {
		m, found := mentionOf(x, s.Concept)
		if !found || s.Negated || s.Hypothetical || s.Experiencer != extract.Patient {
			continue
		}
		switch {
		case s.Type == Condition && !s.Uncertain && (signOf(x, tx, s.Concept) || ruledOutLater(x, tx, s.Concept)):
			st[i].Uncertain = true // "occasionally it's a sign of cancer … we have to rule the cancer out"
		case s.Type == Medication && zhContingency(tx, m):
			st[i].Hypothetical = true // "实在痛得吃不消，一个礼拜最多吃两次对乙酰氨基酚"
		}
	}
	return st
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
	all := string(tx.runes)
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
	for k := len(prior) - 1; k >= 0 && k >= len(prior)-2; k-- {
		if prior[k].Speaker != Clinician {
			continue
		}
		named, stated := false, false
		for _, n := range prior[k].Reading.Extract.Mentions {
			named = named || n.ConceptID == m.ConceptID
		}
		for _, s := range prior[k].Reading.Statements {
			stated = stated || s.Concept == m.ConceptID
		}
		return named && !stated
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
		return pastWeighed.MatchString(string(tx.runes[start:ms.Span[0]])) && !hasAnyWord(tx.sentenceOf(ms.Span[0]), weighedNow)
	}
	return false
}

// enTrialStarts, before an English drug in its sentence, tell of a course
// given or tried: "he put me on", "I tried".
var enTrialStarts = []string{"put me on", "gave me", "prescribed me", "started me on", "tried", "tried out", "i took", "took a course of"}

// enTrialFailed say, later in the turn, that the course did nothing, or
// date the trial to a time gone by.
var enTrialFailed = []string{"nothing changed", "didn't work", "did not work", "didn't help", "did not help", "did nothing", "no difference",
	"it wasn't working", "wasn't doing its job", "was doing its job", "nothing helped", "no use", "last summer", "last winter",
	"last spring", "last autumn", "last fall", "last year"}

// enTrialThatFailed reports whether an English drug is a course given or
// tried that did nothing ("I did see someone when all of this started,
// and he put me on some antibiotics, but nothing changed", "I tried out
// Allegra last summer"): a trial over, not a drug taken now. A drug the
// turn says goes on ("still taking") stays.
func enTrialThatFailed(tx text, m extract.Mention) bool {
	if isHan(m.Text) {
		return false
	}
	before := sentenceBefore(tx, m)
	if !endsWithAnyWord(strings.TrimRight(before, " "), []string{"put me on", "put me on some", "put me on the", "gave me", "gave me some",
		"prescribed me", "started me on", "tried", "tried out", "tried some", "tried the", "took a course of"}) {
		return false
	}
	rest := string(tx.runes[m.Span[1]:])
	return containsAny(tx.sentenceOf(m.Span[0])+" "+rest, enTrialFailed) && !containsAny(rest, []string{"still taking", "still on", "still use", "still using"})
}

// onceFrequencies, after "once", make it how often: "once a day".
var onceFrequencies = []string{"a", "an", "every", "or", "in", "again", "more", "daily", "weekly", "monthly", "per", "each"}

// pastEventVerbs tell an event in the simple or past perfect.
var pastEventVerbs = []string{"had", "hit", "bumped", "broke", "fell", "crashed", "got", "was", "banged", "knocked", "cut", "burned", "burnt"}

// enOnceInThePast reports whether an English finding is told in a sentence
// about one occasion gone by ("I had hit a moose once, where I bumped my
// head"): "once" not as a frequency, and a verb in the past.
func enOnceInThePast(tx text, m extract.Mention) bool {
	if isHan(m.Text) {
		return false
	}
	sent := tx.sentenceOf(m.Span[0])
	if !hasWord(sent, "once") || !hasAnyWord(sent, pastEventVerbs) || containsAny(sent, []string{"now", "still", "since then", "ever since", "these days"}) {
		return false
	}
	words := strings.Fields(strings.NewReplacer(",", " , ", ".", " . ").Replace(sent))
	for k, w := range words {
		if w != "once" {
			continue
		}
		if k+1 < len(words) && startsWithAny(words[k+1], onceFrequencies) == words[k+1] {
			continue
		}
		if k > 0 && (words[k-1] == "at" || words[k-1] == "all") {
			continue // "all at once", "at once"
		}
		return true
	}
	return false
}

// zhStoppedAfter, after a symptom in its sentence, say the drug before it
// was stopped: "大夫给停了", "就给停了".
var zhStoppedAfter = []string{"给停了", "停了", "停掉了", "停掉", "不吃了", "没再吃", "换了", "换掉了", "给换了"}

// zhSideEffectOfStopped reports whether a Chinese symptom is what a drug
// did before it was stopped ("阿司匹林我以前也吃，后来胃疼，大夫给停了"): a
// stopped or past drug earlier in the sentence, the symptom after it, a
// stop after the symptom, and no word that it goes on.
func zhSideEffectOfStopped(x extract.Result, tx text, m extract.Mention, st []Statement) bool {
	if !isHan(m.Text) {
		return false
	}
	stopped := false
	for _, d := range x.Mentions {
		if d.Span[0] >= m.Span[0] || (d.Type != ontology.TypeDrug && d.Type != ontology.TypeDrugClass) || !tx.sameSentence(d, m) {
			continue
		}
		for _, s := range st {
			if s.Concept == d.ConceptID && s.Type == Medication && !s.Negated && (s.Status == Stopped || s.Historical) {
				stopped = true
			}
		}
	}
	if !stopped {
		return false
	}
	rest := string(tx.runes[m.Span[1]:tx.sentenceEnd(m)])
	return containsAny(rest, zhStoppedAfter) && !containsAny(rest, []string{"还疼", "还痛", "还是", "还在", "现在还", "一直", "又"})
}

// zhOverThenBack reports whether a Chinese complaint the reading took as
// over is told, later in its sentence, as over and then back ("头疼后来好
// 了，这两天又开始疼"): the return is now. A return of another finding
// ("…又开始咳嗽") is that finding's.
func zhOverThenBack(x extract.Result, tx text, m extract.Mention) bool {
	if !isHan(m.Text) {
		return false
	}
	end := tx.sentenceEnd(m)
	rest := string(tx.runes[m.Span[1]:end])
	loc := zhOverMarker.FindStringIndex(rest)
	if loc == nil {
		return false
	}
	after := rest[loc[1]:]
	k := strings.Index(after, "又")
	if k < 0 || startsWithAny(after[k:], []string{"又开始", "又犯", "又来", "又疼", "又痛", "又有", "又发", "又出现", "又复发"}) == "" {
		return false
	}
	// No other finding between the end and the return, nor an end after it.
	from := m.Span[1] + len([]rune(rest[:loc[1]]))
	for _, n := range x.Mentions {
		if n.Span[0] >= from && n.Span[0] < end && n.Type != ontology.TypeBodySite && n.ConceptID != m.ConceptID && n.ConceptID != "sym:pain_symptom" {
			return false
		}
	}
	return !zhOverMarker.MatchString(after[k:])
}

// zhPackUsedUp, right after a Chinese drug, says the pack was used up.
var zhPackUsedUp = regexp.MustCompile(`^[^，。,]{0,3}(吃完|用完)[^，。,]{0,4}没了`)

// zhRanOut reports whether a Chinese drug's negation is only that the pack
// ran out ("布洛芬吃完那盒就没了"): it was taken.
func zhRanOut(tx text, m extract.Mention) bool {
	if !isHan(m.Text) {
		return false
	}
	rest := string(tx.runes[m.Span[1]:tx.sentenceEnd(m)])
	return zhPackUsedUp.MatchString(rest) && !containsAny(sentenceBefore(tx, m), []string{"没", "不", "没有"})
}

// zhBoughtAgain reports whether, after a pack ran out, another was bought.
func zhBoughtAgain(tx text, m extract.Mention) bool {
	rest := string(tx.runes[m.Span[1]:tx.sentenceEnd(m)])
	return containsAny(rest, []string{"又买", "又开", "再买", "又配", "又拿"})
}

// zhGivers, right before a drug, say who gave it: "同事给的", "朋友送的".
var zhGivers = regexp.MustCompile(`(给的|给我的|送的|送我的|拿的|给我拿的|推荐的|介绍的|带的|给我带的)$`)

// zhUseVerbs, after the drug in its sentence, say the patient used it.
var zhUseVerbs = []string{"点了", "吃了", "用了", "擦了", "喷了", "抹了", "涂了", "贴了", "我点", "我吃", "我用"}

// zhUseEnded reports whether the turn, after a Chinese drug, says the
// patient stopped it ("…吃了也没得用，我就没吃了").
func zhUseEnded(tx text, m extract.Mention) bool {
	rest := string(tx.runes[m.Span[1]:])
	return containsAny(rest, []string{"就没吃了", "没再吃", "不吃了", "就没点了", "不点了", "就没用了", "不用了", "停了", "扔了"})
}

// zhGivenToPatient reports whether a Chinese drug someone else gave the
// patient is the patient's ("同事给的氯霉素眼药水，点了两天"): the giver is
// not who took it.
func zhGivenToPatient(tx text, m extract.Mention) bool {
	if !isHan(m.Text) {
		return false
	}
	before := strings.TrimSpace(sentenceBefore(tx, m))
	if !zhGivers.MatchString(before) {
		return false
	}
	rest := string(tx.runes[m.Span[1]:tx.sentenceEnd(m)])
	return containsAny(rest, zhUseVerbs)
}
