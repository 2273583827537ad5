package understand

import (
	"regexp"
	"strings"
	"time"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// Statements a turn says are over (settle.go's third pass): a complaint
// that went in the same breath or later in the turn, a side effect of a
// drug since stopped, a story of once, a drug finished, given up or that
// did not work; and two readings an older rule took wrongly, a complaint
// back after it went and a pack used up.

// zhOverMarker says, after a Chinese complaint, that it ended: an anchor
// of time moving on (后来, 现在, 以后, 早就, 自己…) and, within a few runes,
// a word of its end ("后来就冇得了", "现在好了", "停脱以后胃就好了", "后来自己
// 好了", "現在沒有了"). A bare 早 right before the end is 早就 ("两个礼拜前
// 感冒了，发烧咳嗽，早好了"). A day after the one it was had on ends it too
// ("前天早上，咳出来痰里有血丝……昨天就没有了"). Cantonese 晒 is "all": "后来
// 就冇晒啦" (s49 blind round 18 zh18) ends them all, where it ends its clause:
// "而家冇晒胃口" has lost an appetite, and ends nothing. A while or a few days
// told before 就 move the telling on too ("过一会儿就缓过来了", "抹了两天就消
// 了").
var zhOverMarker = regexp.MustCompile(`(后来|後來|现在|現在|而家|宜家|如今|以后|以後|之后|之後|早就|已经|已經|自己|昨天|昨日|昨儿|第二天|隔天|过一会儿|过了一会儿|不一会儿|没多久|[一二两三四五六七八九十几\d](?:天|日|个钟头|个小时|小时|个礼拜|个星期)就)[^，。,；;！!？?…]{0,4}?(好了|没有了|沒有了|没了|沒了|冇得了|莫得了|没得了|冇了|消了|退了|好咗|冇咗|止住了|缓过来了|缓过劲来了|看不出来了|(?:冇晒|好晒)(?:[啦喇了咯嘞喎，。,！!]|$))|早(好了|没了|沒了|冇了|好咗|冇咗|退了|消了|(?:冇晒|好晒)(?:[啦喇了咯嘞喎，。,！!]|$))`)

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
	return len(tx.runes) > 0 && isHan(tx.str) && zhOverIn(tx, 0, len(tx.runes))
}

// zhOverIn reports whether runes from..to of tx hold an end marker that is
// not made partial, a question or undone by a return.
func zhOverIn(tx text, from, to int) bool {
	if from >= to {
		return false // a finding that runs past its clause's end ends nothing after it
	}
	tail := tx.between(from, to)
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
	rest := tx.between(m.Span[1], drugTellingEnd(x, tx, m))
	loc := zhDrugEndings.FindStringIndex(rest)
	if loc == nil {
		return false
	}
	return !containsAny(rest[loc[1]:], []string{"又买", "又開", "又开", "再买", "还在吃", "还在用", "接着吃", "继续吃"})
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
		if heldStopped(st, n.ConceptID) {
			return true
		}
	}
	return false
}

// heldStopped reports whether st holds drug concept stopped, not denied.
func heldStopped(st []Statement, concept string) bool {
	for _, s := range st {
		if s.Concept == concept && s.Type == Medication && s.Status == Stopped && !s.Negated {
			return true
		}
	}
	return false
}

// enTrialStarts end the words before an English drug that tell of a course
// given or tried: "he put me on", "I tried".
var enTrialStarts = []string{"put me on", "put me on some", "put me on the", "gave me", "gave me some",
	"prescribed me", "started me on", "tried", "tried out", "tried some", "tried the", "took a course of"}

// enTrialFailed say, later in the turn, that the course did nothing, or
// date the trial to a time gone by.
var enTrialFailed = []string{"nothing changed", "didn't work", "did not work", "didn't help", "did not help", "did nothing", "no difference",
	"it wasn't working", "wasn't doing its job", "was doing its job", "nothing helped", "no use",
	// A trial given up: "I tried co-codamol …, but it stopped me going to
	// the toilet, so I didn't keep that up".
	"didn't keep that up", "didn't keep it up", "did not keep it up", "didn't stick with it", "didn't stick with that", "didn't stick at it",
	"gave up on it", "gave up on that", "gave it up", "didn't carry on with it", "didn't continue it"}

// enTrialDated date a trial to a time gone by: "I tried out Allegra last
// summer". They date a trial or a course only: "they put me on ramipril
// last year", "started me on", "prescribed me" say when a drug began,
// and it goes on.
var enTrialDated = []string{"last summer", "last winter", "last spring", "last autumn", "last fall", "last year"}

// enTrialVerbs tell a course tried or given, which a time gone by ends.
var enTrialVerbs = []string{"gave me", "gave me some", "tried", "tried out", "tried some", "tried the", "took a course of"}

// enStillTaking, after a course told, say it goes on.
var enStillTaking = []string{"still taking", "still on", "still use", "still using"}

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
	if !endsWithAnyWord(strings.TrimRight(before, " "), enTrialStarts) {
		return false
	}
	rest := tx.from(m.Span[1])
	told := tx.sentenceOf(m.Span[0]) + " " + rest
	dated := containsAny(told, enTrialDated) && endsWithAnyWord(strings.TrimRight(before, " "), enTrialVerbs)
	// Only a failure told after the drug is its own: in "Was using the
	// hydrocortisone cream but it did nothing, so the chemist gave me
	// Elocon" the failure is the cream's, and Elocon the drug given for it.
	return (containsAny(rest, enTrialFailed) || dated) && !containsAny(rest, enStillTaking)
}

// onceFrequencies, after "once", make it how often: "once a day".
var onceFrequencies = []string{"a", "an", "every", "or", "in", "again", "more", "daily", "weekly", "monthly", "per", "each"}

// pastEventVerbs tell an event in the simple or past perfect.
var pastEventVerbs = []string{"had", "hit", "bumped", "broke", "fell", "crashed", "got", "was", "banged", "knocked", "cut", "burned", "burnt"}

// havingNow is "got" said of now: "I've got a headache", "he's got".
var havingNow = regexp.MustCompile(`(?:'ve|'s| have| has) got\b`)

// onceToday, after "once", count an event of the last day or so: "he
// threw up once this morning" (review 11 E19) is no occasion long gone.
var onceToday = []string{"this morning", "today", "tonight", "last night", "yesterday", "this afternoon", "this evening", "overnight", "earlier"}

// enOnceInThePast reports whether an English finding is told in a sentence
// about one occasion gone by ("I had hit a moose once, where I bumped my
// head"): "once" not as a frequency, and a verb in the past.
func enOnceInThePast(tx text, m extract.Mention) bool {
	if isHan(m.Text) {
		return false
	}
	sent := tx.sentenceOf(m.Span[0])
	if !hasWord(sent, "once") || !hasAnyWord(havingNow.ReplaceAllString(sent, ""), pastEventVerbs) || containsAny(sent, []string{"now", "still", "since then", "ever since", "these days"}) {
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
		if k+1 < len(words) && startsWithAny(strings.Join(words[k+1:], " "), onceToday) != "" {
			continue // "threw up once this morning": how many times, lately
		}
		if k > 0 && (words[k-1] == "at" || words[k-1] == "all") {
			continue // "all at once", "at once"
		}
		return true
	}
	return false
}

// hadBefore and agoAfter frame an English finding told as had once, at a
// time gone by: "I had a fever about a week ago", "I had a stroke about a
// month ago".
var (
	hadBefore = regexp.MustCompile(`\bi had (?:a |an |some |the )?(?:bad |high |slight |little |small |mild |big |terrible )?$`)
	agoAfter  = regexp.MustCompile(`^\s*,?\s*(?:about |around |like |maybe |roughly |nearly |over |just |almost )?(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+|a few|few|a couple of|a couple|couple of|several) (?:day|week|month|year)s? ago\b`)
)

// carriedOn are words that carry a finding had at a time gone by into now.
var carriedOn = []string{"still", "since", "now", "until", "till", "been", "keep", "keeps", "kept", "on and off", "every", "lasted", "lasting", "going on", "again"}

// enHadAgo reports whether an English finding is told as had once, dated
// by "ago" right after it, and nothing in its sentence carries it on ("I
// had a fever about a week ago"): an episode gone by, where "I've had a
// fever since a week ago" or "…ago and it's still there" is now.
func enHadAgo(tx text, m extract.Mention) bool {
	if isHan(m.Text) || !hadBefore.MatchString(tx.before(m)) || !agoAfter.MatchString(tx.after(m)) {
		return false
	}
	return !hasAnyWord(tx.sentenceOf(m.Span[0]), carriedOn)
}

// zhStoppedAfter, after a symptom in its sentence, say the drug before it
// was stopped: "大夫给停了", "就给停了", or switched for another: "去年换成
// 缬沙坦了" (the drug before must be read stopped or past).
// 缬沙坦了" (the drug before must be read stopped or past). Cantonese 咗 is
// 了: "后来换咗必妥维就冇晒啦" (s49 blind round 18 zh18).
var zhStoppedAfter = []string{"给停了", "停了", "停掉了", "停掉", "不吃了", "没再吃", "换了", "换掉了", "给换了", "换成", "改成", "改吃",
	"停咗", "换咗", "換咗", "转咗", "轉咗", "冇再食", "唔再食", "改食"}

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
	rest := tx.between(m.Span[1], tx.sentenceEnd(m))
	return containsAny(rest, zhStoppedAfter) && !containsAny(rest, []string{"还疼", "还痛", "还是", "还在", "现在还", "一直", "又", "仲係", "仲系", "仲有", "仲喺", "依然"})
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
	rest := tx.between(m.Span[1], end)
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
	rest := tx.between(m.Span[1], tx.sentenceEnd(m))
	return zhPackUsedUp.MatchString(rest) && !containsAny(sentenceBefore(tx, m), []string{"没", "不", "没有"})
}

// zhBoughtAgain reports whether, after a pack ran out, another was bought.
func zhBoughtAgain(tx text, m extract.Mention) bool {
	rest := tx.between(m.Span[1], tx.sentenceEnd(m))
	return containsAny(rest, []string{"又买", "又开", "再买", "又配", "又拿"})
}

// datedDaysAgo reports whether a statement's onset is on a day before the
// turn's: "on Saturday", "last week". (toldOver keeps "last night" and
// "yesterday", which may still go on.)
func datedDaysAgo(s Statement, at time.Time) bool {
	on, err := time.Parse(time.RFC3339, s.Attributes["onset"])
	day := time.Date(at.Year(), at.Month(), at.Day(), 0, 0, 0, 0, at.Location())
	return err == nil && !at.IsZero() && on.Before(day)
}

// overLead ends the words before a symptom told, in the simple past, as a
// state had or a thing a drug did: "I was all shaky", "it made me dead
// drowsy". "I was left with this weakness" is not one.
var overLead = regexp.MustCompile(`\b(i was|i were|made me)( (all|so|really|dead|proper|pure|right|very|a bit|quite))?\s*$`)

// toldOver reports whether m is told as a state had in the simple past and
// its sentence says nothing that goes on: with a dated onset, what was
// had then and is over ("My flatmate had to get me some Lucozade because
// I was all shaky"). "I've been shaky since Saturday", "I was shaky and
// still am" stay current.
func toldOver(tx text, m extract.Mention) bool {
	sent := tx.sentenceOf(m.Span[0])
	// "me nan's co-codamol": a possessive's 's is no "is".
	return overLead.MatchString(tx.before(m)) && !hasAnyWord(sent, []string{"last night", "yesterday", "overnight"}) && !hasAnyWord(sent, ongoingWords) && !holdsAny(sent, []string{"'ve", "'s been", "'m ", "'re ", "'s still"}) &&
		!hasAnyWord(sent, []string{"today", "tonight", "this morning", "right now"})
}

// zhGiveUpWords, after a drug in its sentence, say the patient gave it up:
// "就不敢抹了", "今儿就没敢再吃".
var zhGiveUpWords = regexp.MustCompile(`(不敢再|没敢再|沒敢再|冇敢再|不敢|没敢|就不|没再|沒再|不再)(抹|擦|涂|塗|吃|用|喷|噴|贴|貼|点|點)了?`)

// zhGivenUp reports whether a patient's drug is given up later in its
// sentence ("抹了几天挺管用，后来听说是激素，就不敢抹了").
func zhGivenUp(tx text, m extract.Mention) bool {
	if !isHan(m.Text) {
		return false
	}
	rest := tx.between(m.Span[1], tx.sentenceEnd(m))
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
	rest := tx.from(m.Span[1])
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
