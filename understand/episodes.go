package understand

import (
	"regexp"
	"strings"
	"time"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// An episode of care told as over: "上礼拜发烧，在诊所输了三天液，现在不烧
// 了", "前一阵子胃疼，吃了一个礼拜奥美拉唑，好了就停了", "Last month I took
// antibiotic course for typhoid, fourteen days, I completed it". Patients
// tell a past illness as a story with a treatment of bounded length and an
// end; what the story names was, and is not now. A chronic illness is
// never over because its treatment made it normal ("吃了三个月药，血压正常
// 了" is controlled), so only an acute illness ends with its episode.

var (
	// courseZh is a treatment of bounded length: "吃了一个礼拜", "输了三天液",
	// "吊了五天水" (a drip), "吃过几天头孢", "喝了两包", "打了五天", or one dose
	// ("吃了片退烧药").
	courseZh = regexp.MustCompile(`(吃|食|输|打|喝|用|挂|吊|抹|擦)((了|咗|过)[一两二三四五六七八九十仨俩几半\d]*|[一两二三四五六七八九十仨俩几半\d]+)(个)?(天|日|周|礼拜|星期|月|包|次|针|盒|疗程|瓶|粒|片)`)
	// courseEn is one in English: "a course of", "five days of", "a
	// ten-day course" (not "two weeks ago": a date, or "for two weeks": a
	// length that may go on).
	courseEn = regexp.MustCompile(`\b(course|(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|a few|a couple of)[- ](days?|weeks?)'?( of| course))\b`)
	// hospitalStay tells a stay in hospital that ended: "住了五天院",
	// "出了院", "was in hospital for a week", "got discharged".
	hospitalStay = regexp.MustCompile(`住了[一两二三四五六七八九十仨俩几半\d]*(个)?(天|日|周|礼拜|星期|月)?的?院|出了院|出院了|(was|were) in (the )?hospital for|got discharged|was discharged`)
	// episodeEnds say, after what they end, that the episode is over.
	episodeEnds = []string{"就好了", "好了", "退咗", "好咗", "冇事咗", "好利索了", "先冇事", "就冇事", "冇事了", "就没事了", "就没事", "退了", "不烧了", "不疼了", "不拉了", "不吐了", "不咳了", "正常了", "没事了", "痊愈",
		"就停了", "停了", "吃完了", "食晒", "食完", "打完了", "输完了", "用完了", "喝完了", "吃完没", "吃完以后", "吃完之后", "吃完后",
		"completely gone", "all gone", "gone now", "cleared up", "went away", "cleared", "finished it", "finished that", "finished them",
		"completed it", "completed the", "completed that", "done with the course", "done with the antibiotics", "done with the tablets", "all better", "better now", "went within", "it's back now", "back to normal"}
	// stillGoing say, in the same sentence, that it goes on or is back.
	stillGoing = []string{"还在", "还是", "又", "一直", "仍", "still", "again", "back on", "started again", "keeps", "ongoing"}
	// finishedDrug say, before a drug, that its course was taken to the end:
	// "I finished the cefalexin on Sunday".
	finishedDrug = []string{"finished the", "finished my", "finished off the", "finished off my", "completed the", "completed my",
		// The course itself named before the drug: "I just finished the course for Minocin".
		"finished the course of", "finished the course for", "finished my course of", "finished a course of", "completed the course of",
		"completed the course for", "completed my course of", "completed a course of"}
	// notFinished undo it: "I haven't finished the amoxicillin yet".
	notFinished = []string{"haven't", "have not", "not", "n't", "never", "yet", "没", "还没",
		// Not yet at the end: "I've nearly finished the antibiotics".
		"nearly", "almost", "just about", "about to", "not quite", "half"}
)

// acuteBlocks are the ICD-10-CM blocks of illnesses that end: infections,
// acute infections of the airways and the urinary tract, the deficiency
// anaemias, gastroenteritis.
var acuteBlocks = []string{"A", "B", "J0", "J1", "J20", "J21", "J22", "N30", "N39.0", "D50", "D51", "D52", "D53", "K52", "L0", "H10", "H6",
	"K35", "K36", "K37", "U07",
	// Bleeding from the gut, an event that stops.
	"K92"}

// episodeOver reports whether m is part of an episode its sentence tells
// as over (see above). A drug: a course of bounded length that ended, or
// was taken to its end. A symptom, or an acute illness: told before the
// end of a treated episode, or dated in the past and ended later in its
// sentence.
func (r *Reader) episodeOver(x extract.Result, tx text, m extract.Mention, at time.Time) bool {
	sent := tx.sentenceOf(m.Span[0])
	if m.Type == ontology.TypeCondition && r.isAcute(m) && hadLongAgo(x, tx, m, at) && !goesOn(tx.clauseOf(m.Span[0])) {
		// "I had covid back in March, … and it's still happening": what
		// goes on is said of something else.
		return true
	}
	if (m.Type == ontology.TypeDrug || m.Type == ontology.TypeDrugClass) && finished(sentenceBefore(tx, m)) && !goesOnFor(x, tx, m) {
		return true // "Finished the antibiotics on Monday, but the earache's still there"
	}
	if goesOn(sent) {
		return false
	}
	if m.Type == ontology.TypeCondition && r.isAcute(m) && toldWithDid(sent) {
		return true // "I did have a UTI and some blood in my urine because of it"
	}
	after := restOfSentence(tx, m)
	if m.Type == ontology.TypeCondition && r.isAcute(m) && containsAny(tx.clauseOf(m.Span[0]), hadWords) && !containsAny(tx.clauseOf(m.Span[0]), stillHad) && datedPast(x, tx, m, at) &&
		containsAny(strings.ToLower(after), []string{"and then", "after that", "然后", "后来又"}) {
		// "I had a cold last week, the usual, and then Sunday night my
		// ear started": the story moves on from the illness it dates.
		return true
	}
	// A stay in hospital that ended is a treatment of bounded length and its
	// end: "吃着吃着胃不舒服，大便发黑，去看了说是胃出血，住了五天院".
	stay := hospitalStay.MatchString(after)
	ends := containsAny(after, episodeEnds) || stay
	course := courseZh.MatchString(sent) || courseEn.MatchString(sent) || stay || courseGivenForDays(sent) // givenfordays.go
	switch m.Type {
	case ontology.TypeDrug, ontology.TypeDrugClass:
		if finished(sentenceBefore(tx, m)) || finishedNext(tx, m) || courseBeforeDrug(tx, m) || takenOnlyACourse(x, tx, m) || r.shortCourse(m.ConceptID) && (datedEarlier(x, tx, m, at, 14*24*time.Hour) || datedByNext(x, tx, m, at, 10*24*time.Hour) || containsAny(sent, longAgo) && !containsAny(sent, append(stillHad, "been on", "been taking", "i'm on", "一直"))) {
			return true
		}
		return course && !courseUpToNow(sent) && (ends || datedPast(x, tx, m, at)) || r.shortCourse(m.ConceptID) && courseDone(sent)
	case ontology.TypeSymptom:
		return ends && (course || datedPast(x, tx, m, at))
	case ontology.TypeCondition:
		// "上个礼拜感冒，流鼻水，而家好咗": dated back, and over by now.
		return r.isAcute(m) && (course && (ends || datedPast(x, tx, m, at)) || allOverNext(x, tx, m, at) || datedPast(x, tx, m, at) && containsAny(after, overNow))
	}
	return false
}

// longAgo date a course vaguely, but long past: "that was Septra, years
// ago, for a bladder infection".
var longAgo = []string{"years ago", "years back", "ages ago", "a long time ago", "long time back", "好多年前", "很多年前", "好几年前", "多年前", "老早以前"}

// courseUpToNow reports whether a Chinese sentence counts its course up to
// now: "现在吃了两个月" or "吃了两个月了" (s43 blind round 9, zh15: a statin
// taken for two months, the pain gone, read as a course finished).
func courseUpToNow(sent string) bool {
	for _, loc := range courseZh.FindAllStringIndex(sent, -1) {
		before := strings.TrimRight(sent[:loc[0]], " ")
		if strings.HasSuffix(before, "现在") || strings.HasSuffix(before, "到现在") || strings.HasPrefix(sent[loc[1]:], "了") {
			return true
		}
	}
	return false
}

// courseDone reports whether a Chinese sentence ends with a clause that
// tells a course of days as done, with one 了: "换成阿奇霉素了，打了五天".
// "吃了三天了" (for three days now) goes on, and "头孢吃了三天" or "吃了三
// 天，好多了" may.
func courseDone(sent string) bool {
	for _, loc := range courseZh.FindAllStringIndex(sent, -1) {
		rest := sent[loc[1]:]
		if !strings.Contains(sent[loc[0]:loc[1]], "了") && !strings.Contains(sent[loc[0]:loc[1]], "咗") ||
			!strings.HasSuffix(strings.TrimRight(sent[:loc[0]], " "), "，") && !strings.HasSuffix(strings.TrimRight(sent[:loc[0]], " "), ",") {
			continue // a clause of its own after the drug's: "头孢吃了三天" may go on
		}
		if strings.Trim(rest, "。.！! ") == "" {
			return true // the course ends the sentence: nothing said of after
		}
	}
	return false
}

// hadWords tell an illness as had; stillHad tell one had until now ("I've
// had a sinus infection for two weeks", "it started two weeks ago").
var (
	hadWords = []string{"had", "caught", "得过", "患过", "染过", "感染过"}
	stillHad = []string{"'ve had", "have had", "has had", "'s had", "started", "since", "for the last", "for the past", "ongoing", "开始"}
)

// hadLongAgo reports whether m's sentence tells an illness had more than
// ten days before the turn ("I've had covid twice, the second time back in
// 2022", "前年得过一次肺炎"): an acute illness then is over now.
func hadLongAgo(x extract.Result, tx text, m extract.Mention, at time.Time) bool {
	sent := tx.sentenceOf(m.Span[0])
	return containsAny(sent, hadWords) && !containsAny(sent, stillHad) &&
		(datedBefore(x, tx, m, at, 10*24*time.Hour) || datedByNext(x, tx, m, at, 10*24*time.Hour) ||
			// "I had kidney stones less than a year ago. I had a urinary
			// tract infection at the same time."
			containsAny(strings.ToLower(sent), []string{"at the same time", "around the same time", "at that time", "back then"}) &&
				datedEarlier(x, tx, m, at, 10*24*time.Hour))
}

// thatWas open a sentence that dates the one before: "I had a sinus
// infection and the doctor put me on an antibiotic. That was about two
// weeks ago."
var thatWas = []string{"that was", "this was", "it was", "那是", "那会儿是", "那时候是"}

// datedByNext reports whether the sentence after m's opens with thatWas
// and dates it more than ago before the turn.
func datedByNext(x extract.Result, tx text, m extract.Mention, at time.Time, ago time.Duration) bool {
	e, next, ok := tx.nextSentence(m)
	return ok && startsWithAny(next, thatWas) != "" && sentenceDated(x, tx, tx.sent[e], at, ago)
}

// unfinished reports whether the text before a drug denies only that its
// course is over ("I haven't finished the cefalexin yet"): the drug is
// taken, not denied.
func unfinished(before string) bool {
	lead, ok := finishedLead(before)
	return ok && containsAny(lead, notFinished)
}

// finishedLead returns the words before a finishedDrug phrase that ends
// before, where a denial of it would be; ok is false without one.
func finishedLead(before string) (lead string, ok bool) {
	for _, f := range finishedDrug {
		if i := strings.LastIndex(before, f); i >= 0 && strings.TrimSpace(before[i+len(f):]) == "" {
			return before[max(0, i-12):i], true
		}
	}
	return "", false
}

// goesOn reports whether a sentence says what it tells goes on or is back;
// "一直没再烧" (not since) says the opposite.
func goesOn(sent string) bool {
	for _, since := range []string{"一直没", "一直都没", "一直也没"} {
		sent = strings.ReplaceAll(sent, since, "")
	}
	return containsAny(sent, stillGoing)
}

// goesOnFor reports whether m's sentence says that m goes on or is back:
// in a clause of its own, or in one that names nothing else. "Finished the
// antibiotics on Monday, but the earache's still there" (change dev
// en-z1-045) says the earache goes on, not the antibiotics. It is asked
// only of a drug said finished: a course told without its end ("吃了几天阿
// 莫西林，还是疼") may go on while the illness does.
func goesOnFor(x extract.Result, tx text, m extract.Mention) bool {
	start, end := tx.bounds(tx.sent, m.Span[0])
	for i := start; i < end; i = tx.clauseEnd(i) {
		if !goesOn(tx.clauseOf(i)) {
			continue
		}
		cs, ce := tx.bounds(tx.clause, i)
		if m.Span[0] >= cs && m.Span[0] < ce {
			return true
		}
		other := false
		for _, n := range x.Mentions {
			if n.Span[0] >= cs && n.Span[0] < ce && findingMention(n) {
				other = true
			}
		}
		if !other {
			return true
		}
	}
	return false
}

// finishedNext reports whether the sentence after a drug's takes it to its
// end: opening with it ("gave me a Z-Pak. I finished it yesterday."), or
// saying it anywhere without a denial ("The GP gave me them, ten days, I
// finished them about three weeks ago").
func finishedNext(tx text, m extract.Mention) bool {
	_, next, ok := tx.nextSentence(m)
	if !ok {
		return false
	}
	return startsWithAny(next, []string{"i finished it", "i finished them", "i've finished it", "finished it", "finished them", "i completed it",
		"吃完了", "已经吃完了", "打完了"}) != "" ||
		containsAny(next, finishedInNext) && !containsAny(next, []string{"haven't", "not yet", "didn't", "never", "still"})
}

// finished reports whether the text before a drug takes it to the end of
// its course, and says so without denying it.
func finished(before string) bool {
	lead, ok := finishedLead(before)
	return ok && !containsAny(lead, notFinished)
}

// shortCourseATC are the ATC prefixes of drugs given as a course of days:
// antibacterials, antimycotics, antivirals for herpes and influenza, cough
// and cold remedies, antidiarrhoeals, anthelmintics. One dated weeks back
// ("last winter the doctor gave me antibiotics") is over.
var shortCourseATC = []string{"J01", "J02", "J05AB", "J05AH", "R05", "A07", "P02"}

// shortCourse reports whether a drug, or every member of a class, is
// given as a short course.
func (r *Reader) shortCourse(id string) bool {
	c, ok := r.onto.Concept(id)
	if !ok {
		return false
	}
	codes := c.Members // a class: the ATC prefixes it covers
	if c.Type == ontology.TypeDrug {
		codes = []string{c.Code.Code}
	}
	for _, code := range codes {
		if !hasPrefixIn(code, shortCourseATC) {
			return false
		}
	}
	return len(codes) > 0
}

// hasPrefixIn reports whether a code starts with one of prefixes.
func hasPrefixIn(code string, prefixes []string) bool {
	for _, p := range prefixes {
		if code != "" && strings.HasPrefix(code, p) {
			return true
		}
	}
	return false
}

// isAcute reports whether a condition mention is of an illness that ends:
// its code is in acuteBlocks, or the patient calls it an infection ("a
// sinus infection", "尿路感染").
func (r *Reader) isAcute(m extract.Mention) bool {
	c, ok := r.onto.Concept(m.ConceptID)
	return ok && hasPrefixIn(c.Code.Code, acuteBlocks) || containsAny(strings.ToLower(m.Text), []string{"infection", "感染"})
}

// datedPast reports whether m's sentence dates what it tells more than
// three days before the turn ("上礼拜", "last month", "in March").
func datedPast(x extract.Result, tx text, m extract.Mention, at time.Time) bool {
	return datedBefore(x, tx, m, at, 3*24*time.Hour)
}

// nowWords bring a story back to the present.
var nowWords = []string{"now", "today", "still", "currently", "at the moment", "these days", "现在", "目前", "这两天", "这几天", "今天", "还在"}

// datedEarlier reports whether m's sentence, or the sentence before it with
// nothing said of now in between, dates what it tells more than ago
// before the turn ("I had pneumonia last winter. The doctor gave me
// antibiotics"). A time further back dates something else: in "I'd a
// tetanus when I did the hand in the baler, that'd be, five years ago? Six
// maybe. Flucloxacillin, four times a day, right" (en dev n1-046) the
// years are the tetanus's, and the course just ordered goes on.
func datedEarlier(x extract.Result, tx text, m extract.Mention, at time.Time, ago time.Duration) bool {
	if datedBefore(x, tx, m, at, ago) {
		return true
	}
	for _, tr := range x.Times {
		if tr.Span[1] <= m.Span[0] && tx.sent[tr.Span[0]] >= tx.sent[m.Span[0]]-1 && !tr.End.IsZero() && at.Sub(tr.End) > ago &&
			!containsAny(tx.between(tr.Span[1], m.Span[0]), nowWords) && !containsAny(tx.sentenceOf(m.Span[0]), nowWords) {
			return true
		}
	}
	return false
}

// datedBefore reports whether m's sentence dates what it tells more than
// ago before the turn.
func datedBefore(x extract.Result, tx text, m extract.Mention, at time.Time, ago time.Duration) bool {
	return sentenceDated(x, tx, tx.sent[m.Span[0]], at, ago)
}

// sentenceDated reports whether sentence se holds a time that ended more
// than ago before the turn.
func sentenceDated(x extract.Result, tx text, se int, at time.Time, ago time.Duration) bool {
	for _, tr := range x.Times {
		if tr.Span[0] < len(tx.runes) && tx.sent[tr.Span[0]] == se && !tr.End.IsZero() && at.Sub(tr.End) > ago {
			return true
		}
	}
	return false
}

// healedLater reports whether a Chinese condition is named again later in
// the turn by its last two characters and said to be over there: "去年底查出
// 胃溃疡，吃了两个月雷贝拉唑，上个月复查胃镜说溃疡愈合了".
func healedLater(tx text, m extract.Mention) bool {
	rs := []rune(m.Text)
	if len(rs) < 3 || !isHan(m.Text) {
		return false
	}
	healed := regexp.MustCompile(regexp.QuoteMeta(string(rs[len(rs)-2:])) + `[也都已经]{0,3}(愈合了|好了|痊愈了|治好了|没了)`)
	return healed.MatchString(tx.from(m.Span[1]))
}

// undoneLater reports whether a Chinese symptom told as a site and what
// it does ("手抖", "口干") is taken back later in the turn, site first:
// "吃起手抖……停了以后手不抖了，口也不干了".
func undoneLater(tx text, m extract.Mention) bool {
	rs := []rune(m.Text)
	if len(rs) < 2 || !isHan(m.Text) {
		return false
	}
	site, does := regexp.QuoteMeta(string(rs[0])), regexp.QuoteMeta(string(rs[1:]))
	undone := regexp.MustCompile(site + `[也都就还]{0,2}(不|没|冇|唔)(再)?` + does + `(了|咗|喇|啦)`)
	return undone.MatchString(tx.from(m.Span[1]))
}

// overItLater reports whether the turn, before it names another illness
// that ends or a symptom, says the patient got over what acute condition
// mention i names ("the pneumonia on top of the COPD … I'm over it now":
// the COPD does not end).
func (r *Reader) overItLater(x extract.Result, tx text, i int) bool {
	m := x.Mentions[i]
	end := len(tx.runes)
	for _, n := range x.Mentions[i+1:] {
		if n.Type == ontology.TypeCondition && r.isAcute(n) || n.Type == ontology.TypeSymptom {
			end = n.Span[0]
			break
		}
	}
	rest := strings.ToLower(tx.between(m.Span[1], end))
	return containsAny(rest, []string{"i'm over it", "i am over it", "got over it", "i'm over that", "all cleared up now", "已经好了", "早就好了", "都好了"}) &&
		!containsAny(rest, []string{"not over it", "still"})
}

// resolvedAfterOperation reports whether the rest of a condition's
// sentence says an operation ended it: "I also had high blood pressure, but
// after my surgery it got resolved."
func resolvedAfterOperation(tx text, m extract.Mention) bool {
	rest := strings.ToLower(restOfSentence(tx, m))
	return containsAny(rest, []string{"after my surgery", "after the surgery", "after the operation", "after my operation", "手术以后", "手术后", "做完手术"}) &&
		saysOver(rest, resolutionWords)
}

// didUntilStopped reports whether a symptom is what "it" did before the
// patient stopped it, both said in the symptom's sentence: "Still taking the
// gabapentin?" "No, no, that made me very sleepy and dizzy, I stopped after
// one week."
func didUntilStopped(tx text, m extract.Mention) bool {
	before := strings.ToLower(sentenceBefore(tx, m))
	did := false
	for _, w := range []string{"that made me", "it made me", "they made me", "that gave me", "it gave me", "they gave me", "it was making me", "that was making me"} {
		did = did || strings.Contains(before, w)
	}
	return did && containsAny(strings.ToLower(tx.sentenceOf(m.Span[0])), []string{"i stopped", "so i stopped", "stopped it", "stopped them", "stopped taking", "came off it", "i quit"})
}

// listJoiner is what stands between the symptoms of one list ("headache
// and some nausea", "sweaty and couldn't sleep", "手抖、口干").
var listJoiner = regexp.MustCompile(`^\s*(,|，|、|和|跟|还有|(,? ?and|,)( some| a bit of| a little| a| i was| i had)?|,? ?or)\s*$`)

// pointersBack open what is said of all a list names at once.
var pointersBack = []string{"all that", "all of that", "all of it", "that", "that's", "it", "it's", "they", "they've", "they're", "those", "both", "这些", "都"}

// listOver reports whether symptom mention i opens a list of symptoms whose
// sentence ends by saying, of all of it, that it is over: "First few days
// I had headache and some nausea, but that settled."
func listOver(x extract.Result, tx text, i int) bool {
	last := x.Mentions[i]
	for j := i + 1; j < len(x.Mentions); j++ {
		n := x.Mentions[j]
		if tx.sent[n.Span[0]] != tx.sent[last.Span[0]] || n.Span[0] < last.Span[1] {
			break
		}
		if n.Type != ontology.TypeSymptom || !listJoiner.MatchString(strings.ToLower(tx.between(last.Span[1], n.Span[0]))) {
			break
		}
		last = n
	}
	if last.Span == x.Mentions[i].Span {
		return false // no list: resolvedLater reads a symptom alone
	}
	// "I was sweaty and couldn't sleep and the back was screaming, but
	// that's settled": the list's last clause looks back over it.
	rest := strings.ToLower(restOfSentence(tx, last))
	for _, part := range []string{rest, rest[strings.LastIndexAny(rest, ",，")+1:]} {
		part = withoutConnectives(part)
		if startsWithAny(part, pointersBack) != "" && saysOver(part, resolvedSymptoms) {
			return true
		}
	}
	return false
}

// spells are episodes that pass within the hour, told as events ("Saturday
// night I had a pretty bad hypo"); one had today is still the complaint
// being seen ("I had a hypo this morning, sugar was 3.2").
var spells = map[string]bool{"cond:hypoglycemia": true, "sym:hypoglycemia_symptoms": true}

// todayWords date what a sentence tells to the day of the visit.
var todayWords = []string{"this morning", "today", "tonight", "just now", "this afternoon", "this evening", "今天", "今早", "今儿", "刚才", "早上", "今天早上"}

// eventToldPast reports whether an illness that happens once (a faint, a
// fall) or a spell is told as had: in its clause ("I had a pretty bad hypo"),
// or in the answer after a pause on its name, told as had or dated back
// ("低血糖……上礼拜有一回").
func eventToldPast(x extract.Result, tx text, m extract.Mention, concept string, at time.Time) bool {
	if !events[concept] && !(spells[concept] && !containsAny(tx.sentenceOf(m.Span[0]), todayWords)) {
		return false
	}
	if containsAny(tx.clauseOf(m.Span[0]), eventPast) {
		return true
	}
	e, next, ok := pauseAnswer(tx, m)
	if !ok || ongoing(next) {
		return false
	}
	return containsAny(next, eventPast) || sentenceDated(x, tx, tx.sent[e], at, 0)
}

// startedAsLeads open the first stage of an illness that became another:
// "it started as a cold and now my face is full", "it began with a chest
// infection". The stage named is behind the patient.
var startedAsLeads = regexp.MustCompile(`\b(started|began|kicked off|started off|started out) (as|with)( (a|an|the|this|that|my|some))?( [a-z]+)?\s*$`)

// startedAs reports whether an acute illness is named as the stage an
// illness started as, with something said after it of now or of what it
// turned into, and nothing that keeps the first stage going.
func startedAs(tx text, m extract.Mention) bool {
	if !startedAsLeads.MatchString(tx.before(m)) {
		return false
	}
	rest := strings.ToLower(restOfSentence(tx, m))
	return containsAny(rest, []string{"now", "turned into", "went down", "went to", "went onto", "went on to", "moved", "then"}) &&
		!hasAnyWord(rest, []string{"still"}) && !strings.Contains(strings.ToLower(tx.clauseOf(m.Span[0])), "still")
}

// onceTold counts a Chinese illness as one time it happened: "感冒了一回",
// "得过一次肺炎", "发了一场烧".
var onceTold = regexp.MustCompile(`^(了|过|咗)(一|1)(回|次|场|趟)`)

// countedOnceAndDated reports whether an acute illness is told as had one
// time, in a sentence dated days back: "我上个月还感冒了一回". A single time
// dated back is an episode, and an acute one has ended.
func countedOnceAndDated(x extract.Result, tx text, m extract.Mention, at time.Time) bool {
	return onceTold.MatchString(tx.after(m)) && datedPast(x, tx, m, at) && !goesOn(tx.clauseOf(m.Span[0]))
}

// courseThenDrug is a verb with 了 and a length of days right
// before the drug it governs: "打了三天头孢", "吃了两天那个感冒冲剂",
// "搽咗一个礼拜药膏". Without a 了 after the drug ("吃了三天头孢了", for
// three days now) the length bounds a course that is done.
var courseThenDrug = regexp.MustCompile(`(吃|食|输|打|喝|用|挂|吊|抹|擦|搽|涂|点|滴|喷)(了|咗|过)[一两二三四五六七八九十仨俩几半\d]+(个)?(天|日|周|礼拜|星期|疗程)(的)?(那个|这个|那种|这种|那些|些)?\s*$`)

// goingOnZh keep a course going in its clause: "已经打了三天头孢" (and
// counting), "现在吃了两天", "还在".
var goingOnZh = []string{"已经", "现在", "目前", "还在", "正在", "这两天", "这几天", "每天", "天天", "一直"}

// courseBeforeDrug reports whether a Chinese drug is told as the object of
// a course of days that is done (see courseThenDrug).
func courseBeforeDrug(tx text, m extract.Mention) bool {
	before := tx.before(m)
	if !isHan(m.Text) && !isHan(before) || !courseThenDrug.MatchString(before) {
		return false
	}
	after := strings.TrimLeft(tx.after(m), " ")
	if strings.HasPrefix(after, "了") || strings.HasPrefix(after, "咯") || strings.HasPrefix(after, "啦") {
		return false
	}
	return !containsAny(tx.clauseOf(m.Span[0]), goingOnZh) && !goesOn(tx.clauseOf(m.Span[0]))
}

// stillIllZh say, after a course, that the illness it was for goes on.
var stillIllZh = []string{"没好", "不见好", "没用", "没啥用", "没什么用", "冇用", "没效", "还", "又", "越来越"}

// treatedByDoneCourse reports whether an acute illness is followed in its
// sentence by a drug told as a course of days that is done, with nothing
// after that says the illness goes on: "前两周感冒，吃了两天那个感冒冲剂".
func treatedByDoneCourse(x extract.Result, tx text, i int) bool {
	m := x.Mentions[i]
	for _, n := range x.Mentions[i+1:] {
		if tx.sent[n.Span[0]] != tx.sent[m.Span[0]] {
			break
		}
		if (n.Type == ontology.TypeDrug || n.Type == ontology.TypeDrugClass) && courseBeforeDrug(tx, n) {
			return !containsAny(restOfSentence(tx, m), stillIllZh) && !containsAny(tx.clauseOf(m.Span[0]), goingOnZh)
		}
	}
	return false
}

// finishedInNext say, anywhere in the sentence after a drug's, that the
// patient took it to the end (finishedNext).
var finishedInNext = []string{"i finished them", "i finished it", "i finished the course", "i completed the course", "i finished the lot"}

// removalEnds end a clause that tells an organ taken out: "胆囊切了", "子宫
// 拿掉了", "had my gallbladder out".
var removalEnds = regexp.MustCompile(`(切了|切掉了|切除了|切咗|摘了|摘掉了|拿掉了|割了|割掉了|做掉了|removed|taken out|(had|got) (my|the|his|her) [a-z ]+ out)$`)

// namedForARemoval reports whether a condition is named alone in the
// clause right after one that tells an organ taken out, as what it was
// taken out for: "二零一零年胆囊切了，胆结石", "had my gallbladder out,
// stones". What an operation removed is past.
func namedForARemoval(tx text, m extract.Mention) bool {
	lead := strings.TrimSpace(tx.before(m))
	if lead != "" && lead != "因为" && lead != "是" && lead != "就是" && lead != "because of" && lead != "for" {
		return false
	}
	if strings.Trim(tx.after(m), " ，,。.；;!！") != "" {
		return false
	}
	sb := sentenceBefore(tx, m)
	prev := strings.TrimRight(strings.TrimSuffix(sb, tx.before(m)), " ，,")
	return prev != "" && removalEnds.MatchString(strings.ToLower(prev)) && !containsAny(tx.sentenceOf(m.Span[0]), planWords)
}

// timesCounted count, right after a drug, the courses of it had: "I've had
// penicillin loads of times", "flucloxacillin, a few times" (not a rate:
// "three times a day").
var timesCounted = regexp.MustCompile(`^[ ,]*(loads of|lots of|many|a few|several|a couple of|a number of|countless|numerous|two|three|four|five|\d+) times\b`)

// timesRate make the count a frequency: "a few times a week".
var timesRate = regexp.MustCompile(`^[ ,]*[a-z ]*times (a|an|per|every|each|daily|weekly)\b`)

// coursesCounted reports whether a short-course drug is counted in the
// times it was had: each a course that ended, none said to go on.
func (r *Reader) coursesCounted(tx text, m extract.Mention) bool {
	after := strings.ToLower(restOfSentence(tx, m))
	if !r.shortCourse(m.ConceptID) || !timesCounted.MatchString(after) || timesRate.MatchString(after) {
		return false
	}
	return !hasAnyWord(tx.sentenceOf(m.Span[0]), []string{"now", "still", "currently", "at the moment", "again"})
}

// onceGiven follow a drug given as one administration: "albuterol
// nebulizer treatment", "a cortisone shot", "a steroid injection".
var onceGiven = regexp.MustCompile(`^ ?(nebuli[sz]er |neb )?(treatment|shot|injection|jab|infusion)\b`)

// givenOnce reports whether a drug is told, in the simple past, as given
// in one administration ("I got albuterol nebulizer treatment too", "they
// gave me a cortisone shot"): that dose is over.
func givenOnce(tx text, m extract.Mention) bool {
	if !onceGiven.MatchString(strings.ToLower(tx.after(m))) {
		return false
	}
	sent := strings.ToLower(tx.sentenceOf(m.Span[0]))
	return hasAnyWord(strings.ToLower(tx.before(m)), []string{"got", "received", "was given", "were given", "gave me", "had", "i'd"}) &&
		!ongoing(sent) && !hasAnyWord(sent, []string{"every", "each", "weekly", "monthly", "regular", "regularly", "usually"})
}

// perfectiveDrug is a verb with its perfective aspect right before the
// drug: "食咗米非司酮", "吃了阿莫西林", "打了头孢".
var perfectiveDrug = regexp.MustCompile(`(吃|食|服|用|打|输|喝|搽|抹)(了|咗|过)\s*$`)

// takenOnceDatedBack reports whether a Chinese drug is told with the
// perfective in a sentence dated more than ten days before the turn, with
// nothing that brings it up to now: "我两个礼拜前做咗药流，食咗米非司酮".
// The taking was then; "开始吃了" or "一直" keep it going.
func takenOnceDatedBack(x extract.Result, tx text, m extract.Mention, at time.Time) bool {
	if !perfectiveDrug.MatchString(tx.before(m)) || !datedBefore(x, tx, m, at, 10*24*time.Hour) {
		return false
	}
	sent := tx.sentenceOf(m.Span[0])
	return !goesOn(sent) && !containsAny(sent, append(goingOnZh, "开始", "到现在", "至今", "以来", "一直")) &&
		!strings.HasPrefix(strings.TrimLeft(tx.after(m), " "), "了")
}

// dosePack names a drug given as a pack of days' doses that runs out:
// "a Medrol Dosepak", "a steroid dose pack".
var dosePack = regexp.MustCompile(`^ ?(dose ?pa(c)?k|dosepa(c)?k)s?\b`)

// dosePackHad reports whether a drug is told, in the simple past, as a dose
// pack had: "I had a Medrol Dosepak prescribed at my last visit". The pack
// is a course of days; told as had and kept going by nothing, it ended.
func dosePackHad(tx text, m extract.Mention) bool {
	if !dosePack.MatchString(strings.ToLower(tx.after(m))) {
		return false
	}
	sent := strings.ToLower(tx.sentenceOf(m.Span[0]))
	return hasAnyWord(strings.ToLower(tx.before(m)), []string{"had", "took", "got", "was given", "were given", "gave me", "put me on", "i'd", "finished", "did"}) &&
		!ongoing(sent)
}

// zhAWhileBack date what follows them to some weeks ago: "前阵子", "前段时间".
var zhAWhileBack = []string{"前阵子", "前一阵子", "前一阵", "前段时间", "前些日子", "前一段时间"}

// aWhileBack reports whether a symptom's sentence dates it, before it, to a
// while back: with a course of days done after it ("前阵子嗓子疼吃了几天阿莫
// 西林 吃完就没吃了", y1) the complaint went with the course, as an acute
// illness does (treatedByDoneCourse). Undated ("嗓子疼吃了几天阿莫西林"), the
// complaint may be why the patient writes, and stays.
func aWhileBack(tx text, m extract.Mention) bool {
	return containsAny(sentenceBefore(tx, m), zhAWhileBack)
}

// overWithItsCourse marks as over a patient's symptom dated a while back
// and treated by a course of days done (see aWhileBack).
func overWithItsCourse(x extract.Result, tx text, st []Statement) []Statement {
	for k := range st {
		s := &st[k]
		if s.Type != Symptom || s.Negated || s.Historical || s.Experiencer != extract.Patient {
			continue
		}
		for i, m := range x.Mentions {
			if m.ConceptID == s.Concept && aWhileBack(tx, m) && doneCourseAfter(x, tx, i) {
				s.Historical = true
				break
			}
		}
	}
	return st
}

// stillThereZh say, after a course, that the complaint it was for goes on:
// not "还" alone, which also adds ("还吃了一回小龙虾").
var stillThereZh = []string{"没好", "不见好", "没用", "没啥用", "没什么用", "冇用", "没效", "还是", "还疼", "还痛", "还有点", "还在", "又犯", "又开始", "越来越"}

// doneCourseAfter reports whether symptom mention i is followed in its
// sentence by a drug told as a course of days that is done, with nothing
// after it that says the complaint goes on.
func doneCourseAfter(x extract.Result, tx text, i int) bool {
	m := x.Mentions[i]
	for _, n := range x.Mentions[i+1:] {
		if tx.sent[n.Span[0]] != tx.sent[m.Span[0]] {
			break
		}
		if (n.Type == ontology.TypeDrug || n.Type == ontology.TypeDrugClass) && courseBeforeDrug(tx, n) {
			return !containsAny(restOfSentence(tx, m), stillThereZh) && !containsAny(tx.clauseOf(m.Span[0]), goingOnZh)
		}
	}
	return false
}
