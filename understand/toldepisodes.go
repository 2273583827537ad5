package understand

import (
	"regexp"
	"strings"
	"time"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A symptom told as one episode that happened is an event of the past,
// not a state of now: "I vomited twice this morning", "threw up once in the
// car", "I had a dizzy turn on Friday", "I'd a temperature the first night,
// I was shivering, but I'm grand now". The clinician asks whether it goes
// on; until the patient says so, the record holds it as had. What keeps a
// symptom going (a rate, "still", the perfect, the present) keeps it
// current: "I've vomited three times since lunch", "I vomit twice a day".

var (
	// occurrenceCount counts the times an act happened, right after it:
	// "once", "twice", "two times", "a couple of times" (not "a few
	// times" or "several times", which tell a pattern rather than a tally);
	// how much it was may stand between: "wet myself a bit once".
	occurrenceCount = regexp.MustCompile(`^[ ,]*(just |only )?(a bit |a little |a wee bit )?(once|twice|thrice|(one|two|three|four|five|2|3|4|5|a couple of|a couple) times?)\b`)
	// countedRate makes a count a frequency that goes on: "twice a day",
	// "three times a week", "every night".
	countedRate = regexp.MustCompile(`^[ ,]*(just |only )?(a bit |a little |a wee bit )?(once|twice|thrice|(one|two|three|four|five|2|3|4|5|a couple of|a couple) times?) (a|an|per|every|each|daily|weekly|nightly|or)\b`)
	// spellNouns make a symptom one bounded spell: "a dizzy turn", "a
	// coughing fit", "a funny spell".
	spellNouns = regexp.MustCompile(`^ ?(turn|spell|episode|attack|fit|bout)\b`)
	// hadOne tells a single spell as had, with the article: "I had a wee",
	// "I'd a bit of a", "had one".
	hadOne = regexp.MustCompile(`\b(had|i'd|got) (a|an|one)\b`)
	// keptGoing keep a told act current or habitual.
	keptGoing = []string{"'ve", "have", "has", "still", "since", "keep", "keeps", "kept", "every", "usually", "always", "often", "sometimes",
		"when", "whenever", "each", "now", "today", "again"}
	// closingOver open the last clause of a sentence that looks back over
	// what it told: "but I'm grand now", "and that's settled".
	closingOver = []string{"that's", "that has", "that is", "it's", "it has", "it is", "they've", "they're", "i'm", "i am", "i was"}
	// pastTelling tell a clause in the simple past.
	pastTelling = []string{"was", "were", "had", "i'd", "felt", "went", "got", "came", "took", "gave"}
)

// toldAsEpisode reports whether symptom mention i is told as one episode
// that is over: an act with its tally or a spell had, dated before the day
// of the turn ("vomited once yesterday", "a dizzy turn on Friday"), or a
// past story that its sentence's last clause closes, or that it denies for
// now.
func (r *Reader) toldAsEpisode(x extract.Result, tx text, i int, at time.Time) bool {
	m := x.Mentions[i]
	return (countedAct(tx, m) || spellHad(tx, m)) && datedBeforeToday(x, tx, m, at) || r.closedStory(x, tx, i) || deniedNowLater(x, tx, i)
}

// episodeOfToday reports whether symptom mention i is an act with its
// tally or a spell had, not dated before the day of the turn: "I vomited
// twice this morning", "Have you vomited?" "I threw up once". Whether the
// complaint goes on is not said, and annotators read it both ways; a
// clinician should check it rather than the record hold it as now.
func episodeOfToday(x extract.Result, tx text, i int, at time.Time) bool {
	m := x.Mentions[i]
	return (countedAct(tx, m) || spellHad(tx, m)) && !datedBeforeToday(x, tx, m, at)
}

// dayBefore date a sentence to a day before the turn's when the time
// reader has no date for them.
var dayBefore = []string{"yesterday", "yday", "last night", "the other day", "the night before", "that night", "that day", "the first night",
	"at the weekend", "on the weekend", "over the weekend", "days ago", "weeks ago", "last week"}

// datedBeforeToday reports whether m's sentence dates what it tells to a
// day before the turn's.
func datedBeforeToday(x extract.Result, tx text, m extract.Mention, at time.Time) bool {
	if hasAnyWord(tx.sentenceOf(m.Span[0]), dayBefore) {
		return true
	}
	day := at.Truncate(24 * time.Hour)
	for _, tr := range x.Times {
		if tr.Span[0] < len(tx.runes) && tx.sent[tr.Span[0]] == tx.sent[m.Span[0]] && !tr.End.IsZero() && !tr.End.After(day) {
			return true
		}
	}
	return false
}

// onceZh counts one time right after what the body did: "吐了一次", "晕过一回"
// (more times in a day may be the illness going on: "拉了五次").
var onceZh = regexp.MustCompile(`^(了|过|咗)(一|1)(次|回|下|趟)`)

// ongoingZh keep a Chinese tally going: a rate, "again", "still".
var ongoingZh = []string{"每", "一天", "天天", "经常", "老是", "总是", "又", "还", "一直", "现在"}

// countedAct reports whether a symptom named by what the body did is
// counted right after it ("vomited twice", "threw up once", "vomit two
// time"), in a clause that keeps nothing going: the tally of an episode.
// A noun ("I had vomiting a few times") names the complaint, not the act.
func countedAct(tx text, m extract.Mention) bool {
	if isHan(m.Text) {
		after := tx.after(m)
		if strings.HasSuffix(m.Text, "了") || strings.HasSuffix(m.Text, "过") || strings.HasSuffix(m.Text, "咗") {
			after = "了" + after // "吐了" named with its aspect: "吐了一次"
		}
		return onceZh.MatchString(after) && !containsAny(tx.clauseOf(m.Span[0]), ongoingZh)
	}
	name := strings.ToLower(m.Text)
	if strings.HasSuffix(name, "ing") || !strings.Contains(name, " ") && strings.HasSuffix(name, "s") {
		return false
	}
	after := tx.after(m)
	if !occurrenceCount.MatchString(after) || countedRate.MatchString(after) {
		return false
	}
	return !hasAnyWord(tx.clauseOf(m.Span[0]), keptGoing) && !holdsAny(tx.clauseOf(m.Span[0]), ongoingParts)
}

// spellHad reports whether a symptom is named as one spell had ("I had a
// wee dizzy turn at the bus stop", "I'd a funny spell"): the spell is over.
// "I've had a few dizzy turns" and "I get dizzy spells" tell a pattern.
func spellHad(tx text, m extract.Mention) bool {
	name := strings.ToLower(m.Text)
	if !spellNouns.MatchString(tx.after(m)) && !spellNouns.MatchString(name[strings.LastIndex(name, " ")+1:]) {
		return false
	}
	before := tx.before(m) + " " + name
	loc := hadOne.FindStringIndex(before)
	if loc == nil || len(strings.Fields(before[loc[1]:])) > 3 {
		return false
	}
	return !hasAnyWord(tx.clauseOf(m.Span[0]), keptGoing) && !holdsAny(before, []string{"'ve", "have had", "has had"})
}

// closedStory reports whether symptom mention i is told in the simple past
// in a sentence whose last clause looks back and says it is over: "I'd a
// bit of a temperature the first night, I was shivering under the duvet,
// but I'm grand now", "I'd a bleed in the summer, the colonoscopy showed
// piles, and that's settled". Every clause from the symptom's to that last
// one must keep nothing going.
func (r *Reader) closedStory(x extract.Result, tx text, i int) bool {
	m := x.Mentions[i]
	clause := strings.ReplaceAll(tx.clauseOf(m.Span[0]), "did have", "did")
	// "I did have a cold", "it started with a head cold": the emphatic
	// past and the start of a story tell it in the past as well.
	if !hasAnyWord(clause, append(pastTelling, "did", "started", "began", "caught")) || hasAnyWord(clause, keptGoing) || holdsAny(clause, ongoingParts) {
		return false
	}
	end := tx.sentenceEnd(m)
	for ls := m.Span[1]; ls < end; ls++ {
		if tx.clause[ls] == tx.clause[ls-1] {
			continue
		}
		// ls opens a clause after the symptom's.
		// "ten days ago now" counts back from now; it keeps nothing going.
		between := strings.ReplaceAll(tx.between(m.Span[1], ls), "ago now", "ago")
		if hasAnyWord(between, keptGoing) || holdsAny(between, ongoingParts) || holdsAny(between, []string{"'m ", " am ", " is ", " are "}) {
			return false
		}
		for _, n := range x.Mentions[i+1:] {
			if n.Span[0] >= ls {
				break
			}
			// What the closing clause ends is the story the symptom is
			// in, not a complaint named after it that it may end instead.
			if n.Type == ontology.TypeSymptom && !hasAnyWord(tx.clauseOf(n.Span[0]), pastTelling) {
				return false
			}
		}
		rest := withoutConnectives(strings.TrimLeft(tx.between(ls, end), " ,"))
		if startsWithAny(rest, closingOver) != "" {
			head := rest
			if k := strings.IndexAny(rest, ",;"); k >= 0 {
				head = rest[:k]
			}
			if saysOver(head, append(resolvedSymptoms, "grand now", "great now", "good now")) {
				return true
			}
		}
	}
	return false
}

// deniedNowLater reports whether a symptom told in the past is denied for
// now later in its sentence: "Fever was there last week, three days, now
// no fever".
func deniedNowLater(x extract.Result, tx text, i int) bool { return denialOfNow(x, tx, i) >= 0 }

// denialOfNow returns the index of the mention that denies for now, later
// in its sentence, the symptom mention i tells in the past, or -1.
func denialOfNow(x extract.Result, tx text, i int) int {
	m := x.Mentions[i]
	if !hasAnyWord(tx.clauseOf(m.Span[0]), pastTelling) {
		return -1
	}
	for j := i + 1; j < len(x.Mentions); j++ {
		n := x.Mentions[j]
		if tx.sent[n.Span[0]] != tx.sent[m.Span[0]] {
			break
		}
		if n.ConceptID != m.ConceptID {
			continue
		}
		lead := strings.TrimRight(tx.before(n), " ")
		if endsWithAny(lead, []string{"now no", "now, no", "no more", "now there's no", "but no"}) ||
			endsWithAny(lead, []string{"no"}) && startsWithAny(strings.TrimLeft(tx.after(n), " ,"), []string{"now", "anymore", "any more", "since"}) != "" {
			return j
		}
	}
	return -1
}

// endsToldEpisode reports whether symptom mention i is the denial for now
// of the same symptom told in the past before it in its sentence: the end
// of that episode, not a denial that it was.
func endsToldEpisode(x extract.Result, tx text, i int) bool {
	for j := i - 1; j >= 0 && tx.sent[x.Mentions[j].Span[0]] == tx.sent[x.Mentions[i].Span[0]]; j-- {
		if denialOfNow(x, tx, j) == i {
			return true
		}
	}
	return false
}

// holdsAny reports whether s holds one of parts anywhere, inside a word
// or not ("'ve" in "I've").
func holdsAny(s string, parts []string) bool {
	for _, p := range parts {
		if strings.Contains(s, p) {
			return true
		}
	}
	return false
}

// treatmentEnded say, in the sentence after a complaint, that a treatment
// ended it: "The yeast cream from Walgreens took care of it", "the drops
// sorted it out".
var treatmentEnded = []string{"took care of it", "taken care of it", "sorted it", "sorted it out", "cleared it", "cleared it up", "got rid of it",
	"did the trick", "fixed it", "knocked it on the head", "saw it off"}

// endedByTheNext reports whether symptom mention i, told in the past, is
// ended by what the next sentence says a treatment did.
func endedByTheNext(tx text, m extract.Mention) bool {
	clause := tx.clauseOf(m.Span[0])
	if !hasAnyWord(clause, pastTelling) || hasAnyWord(clause, keptGoing) || holdsAny(clause, ongoingParts) {
		return false
	}
	_, next, ok := tx.nextSentence(m)
	return ok && containsAny(next, treatmentEnded) && !hasAnyWord(next, []string{"still", "again", "back", "not", "didn't", "never"})
}

// causedThen say, in the simple past, what something did to the patient.
var causedThen = []string{"gave me", "made me", "left me", "gave us"}

// causedInThePast reports whether a symptom is what something did to the
// patient, told in the simple past in a sentence that keeps nothing going:
// "The first one gave me a sore arm and I felt crummy for a day", "last
// time the antibiotic made me diarrhoea a bit".
func causedInThePast(tx text, m extract.Mention) bool {
	before := sentenceBefore(tx, m)
	k := -1
	for _, w := range causedBeforeGivenUp(tx, m) {
		if j := strings.LastIndex(before, w); j > k && hasWord(before[j:], w) {
			k = j
		}
	}
	if k < 0 || len(strings.Fields(before[k:])) > 6 || hasAnyWord(before[k:], []string{"for", "with", "to", "against"}) {
		return false // "gave me amoxicillin for a sore throat": what a drug was given for
	}
	sent := tx.sentenceOf(m.Span[0])
	return !hasAnyWord(sent, keptGoing) && !holdsAny(sent, ongoingParts) && !hasAnyWord(sent, []string{"is", "are", "am", "keeps", "every"})
}

// reasonAgain reports whether a mention only names again, as what a drug
// was taken for, a finding the turn told before ("Fever was there last
// week, now no fever. I was taking Dolo for that fever"): it adds nothing
// to what was told of it.
func reasonAgain(x extract.Result, tx text, i int) bool {
	m := x.Mentions[i]
	if !endsWithAny(strings.TrimRight(tx.before(m), " "), []string{"for that", "for this", "for the same", "for that same"}) {
		return false
	}
	for _, n := range x.Mentions[:i] {
		if n.ConceptID == m.ConceptID {
			return true
		}
	}
	return false
}

// afterTheIllness reports whether an illness is named as the time after
// which the patient tells of now: "After the hep C and everything", "since
// the pneumonia".
func afterTheIllness(tx text, m extract.Mention) bool {
	before := strings.TrimRight(tx.before(m), " ")
	if endsWithAny(before, []string{"after the", "after my", "since the", "since my", "after having", "after that",
		"since di", "after di", // "mi stop dat since di stroke" (Jamaican: di, the)
		"after me", "since me"}) { // "when the bowels were bad after me chest infection" (me, my)
		return true
	}
	// Some names carry their article ("the flu", "a cold"): "dizzy after
	// the flu" names the flu as a time just the same.
	name := strings.ToLower(m.Text)
	return (strings.HasPrefix(name, "the ") || strings.HasPrefix(name, "a ")) && endsWithAny(before, []string{"after", "since"})
}

// datedByTheSentenceBefore reports whether symptom mention i is told in the
// simple past, keeping nothing going, right after a short sentence that
// names no finding and dates what follows before the day of the turn:
// "Twice last week. The carer found me all muddled and sweaty", "Last
// Tuesday and again Thursday. Went all sweaty and shaky before lunch."
func datedByTheSentenceBefore(x extract.Result, tx text, i int, at time.Time) bool {
	m := x.Mentions[i]
	s := m.Span[0]
	for s > 0 && tx.sent[s-1] == tx.sent[m.Span[0]] {
		s--
	}
	if s == 0 {
		return false
	}
	ps := s - 1
	for ps > 0 && tx.sent[ps-1] == tx.sent[s-1] {
		ps--
	}
	prev := tx.between(ps, s)
	if len(strings.Fields(prev)) > 10 || mentionIn(x, ps, s) {
		return false
	}
	dated := false
	day := at.Truncate(24 * time.Hour)
	for _, tr := range x.Times {
		if tr.Span[0] >= ps && tr.Span[0] < s && !tr.End.IsZero() && !tr.End.After(day) {
			dated = true
		}
	}
	if !dated && !hasAnyWord(prev, dayBefore) {
		return false
	}
	sent := tx.sentenceOf(m.Span[0])
	return hasAnyWord(sent, append(pastTelling, "found", "started", "began")) && !hasAnyWord(sent, keptGoing) && !holdsAny(sent, ongoingParts)
}

// madeToStopLead ends the words before a symptom that say it was stopped:
// "it stopped bleeding", "I got it to stop bleeding", "the pills made it
// stop itching".
var madeToStopLead = regexp.MustCompile(`\b(stopped|(got|made|managed to get) (it|them|the [a-z]+) (to )?stop)\s*$`)

// madeToStop reports whether a symptom is the object of a stop told in the
// past, with no denial of it in its clause ("it never stopped bleeding",
// "couldn't get it to stop bleeding").
func madeToStop(tx text, m extract.Mention) bool {
	before := strings.ToLower(tx.before(m))
	loc := madeToStopLead.FindStringIndex(before)
	if loc == nil {
		return false
	}
	return !hasAnyWord(before[:loc[0]], []string{"not", "never", "couldn't", "can't", "won't", "didn't", "hasn't", "haven't", "wouldn't", "no", "still"}) &&
		!holdsAny(before[:loc[0]], []string{"n't"})
}

// lastedFor tells, in the simple past, how long what was just named went
// on: "it was going on for like three to four days", "that lasted a week",
// "which went on for a couple of days". The length is bounded: it ended.
var lastedFor = regexp.MustCompile(`\b(it|that|this|which|they|those)( one)? (was going on|were going on|went on|lasted|carried on|kept going|kept up)( for)? (like |about |around |maybe |roughly |only |just )?(a|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple of|\d+)( to (\w+|\d+))? (days?|weeks?|hours?)\b`)

// lastedThen reports whether the rest of symptom mention m's sentence, or
// the sentence after it, tells in the simple past how long it went on, with
// nothing that keeps it going.
func lastedThen(tx text, m extract.Mention) bool {
	parts := []string{strings.ToLower(restOfSentence(tx, m))}
	if _, next, ok := tx.nextSentence(m); ok {
		parts = append(parts, strings.ToLower(next))
	}
	for _, p := range parts {
		if loc := lastedFor.FindStringIndex(p); loc != nil {
			return !hasAnyWord(p, []string{"still", "now", "since", "again", "every", "keeps"}) && !holdsAny(p, []string{"'s been", "'ve been", "has been"})
		}
	}
	return false
}

// goesOnZh keep a Chinese symptom going from when it is dated: it began
// then ("上周开始", "从前两周起"), runs to now, or comes again and again.
var goesOnZh = []string{"开始", "起", "以来", "从", "到现在", "至今", "一直", "还", "老是", "总是", "天天", "经常", "现在", "最近",
	"这几天", "这两天", "每", "又", "反复", "越来越", "没好", "不好", "持续", "好几", "了"}

// datedBareZh reports whether a Chinese symptom is told in its clause, after
// a time more than three days gone ("前两周发烧", "上个礼拜拉肚子"), as all
// there is of it: nothing in the turn from that time on keeps it going.
// Chinese tells no tense; a symptom dated back and no more is the episode
// then.
func datedBareZh(x extract.Result, tx text, m extract.Mention, at time.Time) bool {
	if !isHan(m.Text) {
		return false
	}
	for _, tr := range x.Times {
		if tr.Span[1] > m.Span[0] || tr.Span[0] >= len(tx.runes) || tx.clause[tr.Span[0]] != tx.clause[m.Span[0]] || tr.End.IsZero() ||
			at.Sub(tr.End) <= 3*24*time.Hour {
			continue
		}
		return !containsAny(tx.from(tr.Span[0]), goesOnZh)
	}
	return false
}
