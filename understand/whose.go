package understand

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// Findings a patient names while telling about someone else are that
// person's, by constructions the mention's own clause does not show:
//
//   - a subject set before its sentence and taken up by a pronoun ("My
//     brother, he has high blood like me, and diabetes");
//   - a finding set first and given to a relative after ("That PCOS thing,
//     my cousin has it");
//   - the illness told of a relative's death ("Since Mam died in March …
//     It was the ovarian cancer");
//   - an illness going round other people ("2 ppl in my building got dengue",
//     "many dengue cases are there in our society");
//   - a drug said to be someone else's right after its name ("布洛芬是他吃
//     的", "the Mobic is my husband's").
//
// And some are no one's: what the patient pictured ("I was picturing a
// stroke in my eye"), or a drug someone said the patient must take ("my
// gran said I must take these multivitamins"), which is not yet taken.

var (
	// dislocatedSubject opens a sentence with a relative set apart and
	// taken up by a pronoun: "my brother, he has", "my mum, she's got".
	dislocatedSubject = regexp.MustCompile(`^\s*(and |but |also )?(my|our) ([a-z' ]{2,20}), (he|she|they)( also| too)? (has|had|have|'s got|'s had|got|is|was|'s|suffers|suffered)\b`)
	// givenToAfter gives the finding just named to a relative: "…, my
	// cousin has it", "…, my mum had that".
	givenToAfter = regexp.MustCompile(`^[a-z ]{0,12}, (my|our) ([a-z' ]{2,20}) (has|had|have|got|'s got|'s had|also has|also had) (it|that|this|them)\b`)
	// deathWords tell a death.
	deathWords = regexp.MustCompile(`\b(died|passed away|passed|we lost|i lost|lost (him|her|them))\b`)
	// itWasThe opens a sentence naming what a death was from: "it was the
	// ovarian cancer", "it was cancer in the end".
	itWasThe = regexp.MustCompile(`^\s*(and |but )?(it|that) was (the |a |her |his )?$`)
	// goingRound names other people who had an illness, or its cases
	// around: "2 ppl in my building got", "many … cases are there".
	goingRound   = regexp.MustCompile(`\b(\d+|two|three|four|five|a few|a couple of|some|lots of|loads of|many|several|half the) (ppl|people|persons|kids|children|neighbours|neighbors|colleagues|others|guys|folks)\b`)
	casesAround  = regexp.MustCompile(`^ ?(cases|outbreak|going around|going round|is going around|is going round|is around)\b`)
	picturedWord = []string{"i was picturing", "i was imagining", "i'm picturing", "i was imagining", "i pictured", "i imagined", "i had visions of"}
	// saidIMust relay advice to take a drug: "my gran said I must take".
	saidIMust = regexp.MustCompile(`\b(said|says|told me|tells me|reckons|thinks) (that )?i (must|should|need to|have to|ought to|gotta) (take|try|start|use|be on)\b`)
	// ownedByZh and ownedByEn give the thing just named to a person:
	// "布洛芬是他吃的", "那个是我老公用的", "the Mobic is my husband's",
	// "that one's his". Whose words they are decides; "是饭后吃的" names
	// no one.
	// "还有个坦索罗辛，那是我老伴儿的" (session 70's review 6, Z19).
	ownedByZh = regexp.MustCompile(`^(?:……|…|，|,| )*(?:那个|这个|那|这)?(?:是|都是|也是)(他|她|他们|她们|[\p{Han}]{1,4}?)(?:在)?(?:吃|用|擦|喷|打|抹|滴)?的`)
	// A place may stand between: "The Eliquis in the cabinet is my wife's, not
	// mine" (session 72's review 10, E19).
	ownedByEn = regexp.MustCompile(`^(?: (?:in|on|at|by|from) (?:the|my|our) [a-z]+(?: [a-z]+)?)?,? (?:is|was|that's|that is|that was|that one's|that one is)( all)? (his|hers|theirs|my [a-z]+'s|my [a-z]+ [a-z]+'s)\b`)
	// clinicianWords make what is said a clinician's: an order, not advice;
	// a finding relayed, not a lay guess ("我媳妇讲是…" against "医生说是…").
	clinicianWords = []string{"doctor", "dr", "gp", "nurse", "pharmacist", "consultant", "specialist", "surgeon", "midwife", "physio",
		"医生", "大夫", "医院", "诊所", "查出", "检查", "化验", "体检", "护士"}
)

// whoseByConstruction returns the experiencer a construction of the turn
// gives mention i (see above), or "".
func whoseByConstruction(x extract.Result, tx text, i int) string {
	m := x.Mentions[i]
	sent := tx.sentenceOf(m.Span[0])
	if loc := dislocatedSubject.FindStringSubmatchIndex(sent); loc != nil {
		if who := extract.Relative(sent[loc[6]:loc[7]]); who != "" {
			return who
		}
		return extract.Other // "my husband, he has …": not a blood relative
	}
	if loc := givenToAfter.FindStringSubmatchIndex(tx.between(m.Span[1], tx.sentenceEnd(m))); loc != nil {
		after := tx.between(m.Span[1], tx.sentenceEnd(m))
		if who := extract.Relative(after[loc[4]:loc[5]]); who != "" {
			return who
		}
		return extract.Other
	}
	if itWasThe.MatchString(sentenceBefore(tx, m)) {
		// The death told in a sentence before, with the relative who died.
		before := tx.between(0, m.Span[0]-len([]rune(sentenceBefore(tx, m))))
		for _, s := range strings.FieldsFunc(before, func(r rune) bool { return r == '.' || r == '!' || r == '?' }) {
			if deathWords.MatchString(s) {
				if who := extract.Relative(s); who != "" {
					return who
				}
			}
		}
	}
	if who := fragmentOwner(x, tx, i); who != "" {
		return who
	}
	if who := causeOfOther(x, tx, i); who != "" {
		return who
	}
	if goingRound.MatchString(tx.before(m)) && !holdsAny(tx.before(m), []string{" me ", " i "}) || casesAround.MatchString(tx.after(m)) {
		return extract.Other
	}
	return ""
}

// ownedBy returns whose a drug is said to be right after its name
// (ownedByZh, ownedByEn), or "" when no one else is named.
func ownedBy(tx text, m extract.Mention) string {
	if m.Type != ontology.TypeDrug && m.Type != ontology.TypeDrugClass {
		return ""
	}
	after := tx.between(m.Span[1], tx.sentenceEnd(m))
	var who string
	if loc := ownedByZh.FindStringSubmatchIndex(after); loc != nil {
		who = after[loc[2]:loc[3]]
	} else if loc := ownedByEn.FindStringSubmatchIndex(strings.ToLower(after)); loc != nil {
		who = strings.TrimSuffix(strings.ToLower(after)[loc[4]:loc[5]], "'s")
	} else {
		return ""
	}
	switch who {
	case "他", "她", "他们", "她们", "his", "hers", "theirs":
		return extract.Other
	}
	if people := extract.People(who); len(people) > 0 {
		return people[0] // "我老伴", "my husband": a spouse's drug is not the patient's either
	}
	return ""
}

// picturedOrAdvised reports whether mention i is what the patient only
// pictured, or a drug someone who is not a clinician said the patient must
// take: nothing to record.
func picturedOrAdvised(tx text, m extract.Mention) bool {
	before := sentenceBefore(tx, m)
	if containsAny(before, picturedWord) {
		return true
	}
	loc := saidIMust.FindStringIndex(before)
	return loc != nil && !hasAnyWord(before[:loc[0]], clinicianWords)
}

// fragmentFillers may stand beside a concept in a sentence that only
// names it.
var fragmentFillers = map[string]bool{"um": true, "uh": true, "er": true, "erm": true, "the": true, "a": true, "an": true, "oh": true,
	"嗯": true, "呃": true, "那个": true, "就是": true}

// fragmentOwner gives a sentence that only names mention i ("My cousin's on
// those, for her psoriasis. Humira.") to whoever the sentence before it
// was about: a bare name adds a word to what was just said, it opens no new
// subject. It returns "" when the sentence says more than the name, or the
// sentence before was the patient's.
func fragmentOwner(x extract.Result, tx text, i int) string {
	m := x.Mentions[i]
	start, end := tx.sentenceStart(m.Span[0]), tx.sentenceEnd(m)
	rest := tx.between(start, m.Span[0]) + " " + tx.between(m.Span[1], end)
	for _, w := range strings.FieldsFunc(rest, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\'' }) {
		if !fragmentFillers[w] {
			return ""
		}
	}
	if start == 0 {
		return ""
	}
	prev := tx.sent[start-1]
	last := -1
	for j := 0; j < i; j++ {
		if tx.sent[x.Mentions[j].Span[0]] == prev && x.Mentions[j].Span[1] <= start {
			last = j
		}
	}
	if last < 0 {
		return ""
	}
	return someoneElses(x.Mentions[last].Assertion)
}

// topicHedges, in the comment after a topic, leave it open.
var topicHedges = []string{"好像", "好象", "可能", "也许", "似乎", "大概", "不记得", "勿记得", "唔记得", "记不清", "记不得", "说不准", "不确定", "不清楚"}

// topicHedged reports whether m is a topic set apart by a pause and then
// hedged in the comment after it ("水痘……小辰光好像出过"): the pause
// breaks the sentence, not what the comment says of its topic.
func topicHedged(tx text, m extract.Mention) bool {
	start := tx.sentenceStart(m.Span[0])
	e := tx.sentenceEnd(m)
	if e == 0 || tx.runes[e-1] != '…' || strings.Trim(tx.between(start, m.Span[0])+tx.between(m.Span[1], e), " …") != "" {
		return false
	}
	for e < len(tx.runes) && (tx.runes[e] == '…' || tx.runes[e] == ' ') {
		e++
	}
	return e < len(tx.runes) && containsAny(tx.clauseOf(e), topicHedges)
}

// causePhrases open a phrase that gives a cause, with no subject of its own.
var causePhrases = []string{"because of", "due to", "as a result of", "owing to", "caused by"}

// causeOfOther gives a cause said in a phrase ("he lost one toe because of a
// wound") to whoever the clause before it in the sentence was about: a
// "because of" opens no clause and names no new person. It returns "" when
// the patient is named between ("… because of my knee").
func causeOfOther(x extract.Result, tx text, i int) string {
	m := x.Mentions[i]
	before := strings.TrimSpace(tx.before(m))
	cw := startsWithAny(before, causePhrases)
	if cw == "" || hasAnyWord(before, speakerWords) {
		return ""
	}
	last := -1
	for j := 0; j < i; j++ {
		if tx.sameSentence(x.Mentions[j], m) && tx.clause[x.Mentions[j].Span[0]] < tx.clause[m.Span[0]] {
			last = j
		}
	}
	if last < 0 {
		return ""
	}
	between := tx.between(x.Mentions[last].Span[1], m.Span[0])
	if hasAnyWord(between, speakerWords) {
		return ""
	}
	return someoneElses(x.Mentions[last].Assertion)
}

// someoneElses returns whom an asserted mention is about when that is not
// the patient, or "".
func someoneElses(a extract.Assertion) string {
	if a.Negated || a.Experiencer == "" || a.Experiencer == extract.Patient {
		return ""
	}
	return a.Experiencer
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
		between := strings.ToLower(tx.between(n.Span[1], m.Span[0]))
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

// zhGivers, right before a drug, say who gave it: "同事给的", "朋友送的".
var zhGivers = regexp.MustCompile(`(给的|给我的|送的|送我的|拿的|给我拿的|推荐的|介绍的|带的|给我带的)$`)

// zhUseVerbs, after the drug in its sentence, say the patient used it.
var zhUseVerbs = []string{"点了", "吃了", "用了", "擦了", "喷了", "抹了", "涂了", "贴了", "我点", "我吃", "我用"}

// zhUseEnded reports whether the turn, after a Chinese drug, says the
// patient stopped it ("…吃了也没得用，我就没吃了").
func zhUseEnded(tx text, m extract.Mention) bool {
	rest := tx.from(m.Span[1])
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
	rest := tx.between(m.Span[1], tx.sentenceEnd(m))
	return containsAny(rest, zhUseVerbs)
}

// ourNamed is someone of the family named with "our" before a given name,
// as the North of England and Ireland speak of a brother or a daughter:
// "Our Brian", "our Tracey".
var ourNamed = regexp.MustCompile(`\b[Oo]ur ([A-Z][a-z]+)\b`)

// notNamed are capitalised words after "our" that name no one.
var notNamed = map[string]bool{"Lady": true, "Lord": true, "Father": true, "Doctor": true, "Dr": true, "Surgery": true, "Practice": true, "Health": true}

// ourNamedSubject reports whether m's sentence speaks of someone named
// with "our" before m, with nothing of the patient between them.
func ourNamedSubject(tx text, raw string, m extract.Mention) bool {
	rs := []rune(raw)
	if len(rs) != len(tx.runes) {
		return false
	}
	start := tx.sentenceStart(m.Span[0])
	sent := string(rs[start:m.Span[0]])
	locs := ourNamed.FindAllStringSubmatchIndex(sent, -1)
	if len(locs) == 0 {
		return false
	}
	last := locs[len(locs)-1]
	if notNamed[sent[last[2]:last[3]]] {
		return false
	}
	between := strings.ToLower(sent[last[1]:])
	return !hasAnyWord(between, firstPersonWords)
}

// theirBodyPart is a body part said as a third person's: "his guts",
// "her tummy", "their chest".
var theirBodyPart = regexp.MustCompile(`\b(his|her|their) (guts|stomach|tummy|belly|head|chest|throat|back|insides|ring|heart)\b`)

// theirBody reports whether m is told with a third person's body part in
// its sentence, and the sentence says nothing of the patient: "Spewing
// his guts up for a week".
func theirBody(tx text, m extract.Mention) bool {
	cl := tx.sentenceOf(m.Span[0])
	return theirBodyPart.MatchString(cl) && !hasAnyWord(cl, firstPersonWords)
}

// cleftPerson is a cleft question that asks about someone other than the
// one spoken to: "Was it your mate in hospital that got you thinking?",
// "Is it your wife who has the cough?".
var cleftPerson = regexp.MustCompile(`^(and |so |okay,? |ok,? )?(was|is) (it|that) your ([a-z' -]+?)( in | at | who | that | with |\?|$)`)

// cleftAsked returns whom a cleft question asks about, as asksRelative
// does ("was it your mate…" asks about the mate), or "".
func cleftAsked(q string) string {
	mm := cleftPerson.FindStringSubmatch(strings.TrimSpace(strings.ToLower(q)))
	if mm == nil {
		return ""
	}
	who := extract.LastPerson("my " + mm[4])
	switch {
	case who == "" || who == extract.Patient:
		return ""
	case extract.BloodRelative(who):
		return who
	default:
		return OtherPerson
	}
}

// kinBefore ends the words before a drug with someone's possessive, typed
// with or without its apostrophe: "my wifes", "me nan's", "my husband's".
var kinBefore = regexp.MustCompile(`\b(my|me|mi) (wife|husband|hubby|missus|partner|mum|mom|mam|mother|dad|father|nan|nana|gran|granny|grandma|grandad|grandpa|son|daughter|brother|sister|boyfriend|girlfriend|mate|friend|flatmate)(s|'s|’s|s')( (old|spare|leftover|own))?\s*$`)

// tookBorrowed tells the patient took what was someone else's: "I used my
// wife's flonase", "I had some of me nan's co-codamol", "I borrowed".
var tookBorrowed = regexp.MustCompile(`\bi (used|had|took|tried|borrowed|nicked|pinched|swiped|finished)( a (few|couple)( of)?| some( of)?| one of| a couple of| a few of| a bit of)?\s*$`)

// pastOnce are time words that put a borrowed drug's taking in the past.
var pastOnce = []string{"last week", "last month", "last year", "weeks ago", "months ago", "years ago", "a while ago", "last time", "once before", "at the weekend"}

// borrowedDrug reads a drug said with someone's possessive. The possessive
// alone cannot decide: the patient who took it ("I used my wifes flonase
// once last nite") took it, in the past when a past time is said ("Last
// week I had some of me nan's co-codamol"); a drug of theirs asked to be
// put on an order or named with no taking by the patient ("can u put my
// wifes levothyroxine on as well") is theirs.
func borrowedDrug(tx text, m extract.Mention, s Statement) Statement {
	before := tx.before(m)
	loc := kinBefore.FindStringSubmatchIndex(before)
	if loc == nil {
		return s
	}
	lead := before[:loc[0]]
	if tookBorrowed.MatchString(lead) {
		s.Experiencer = extract.Patient
		if hasAnyWord(tx.sentenceOf(m.Span[0]), pastOnce) {
			s.Status, s.Historical = Stopped, true
		}
		return s
	}
	if s.Experiencer == extract.Patient {
		if who := extract.LastPerson("my " + before[loc[4]:loc[5]]); who != "" && who != extract.Patient && extract.BloodRelative(who) {
			s.Experiencer = who
		} else {
			s.Experiencer = OtherPerson
		}
	}
	return s
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
	return tx.between(max(s, m.Span[0]-n), min(e, m.Span[1]+n))
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
	rest := tx.from(m.Span[1])
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
var zhCarryOn = []string{"还", "還", "也", "又", "而且", "并且", "並且",
	"然后", "然後", "跟住", "接着", "接著"} // "佢琴晚开始发烧，…然后就话耳仔痛": the story goes on

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
		between := zhNotSubjectMe.ReplaceAllString(tx.between(n.Span[1], m.Span[0]), "")
		if strings.ContainsAny(between, "我俺阮") {
			continue
		}
		return who
	}
	return ""
}

// namedDoer is a given name right before a verb in the third person,
// with at most an adverb between: "Ciaran still smokes, I keep at him".
var namedDoer = regexp.MustCompile(`\b([A-Z][a-z]+)( (still|also|only|just|really|always|sometimes|usually|even|now))? $`)

// notADoer are capitalised words before a verb that name no one else: an
// answer, a filler or the patient ("Yeah smokes", "Only drinks at
// Christmas").
var notADoer = map[string]bool{"Yes": true, "Yeah": true, "Yep": true, "No": true, "Nope": true, "Oh": true, "Well": true, "So": true, "And": true,
	"But": true, "Only": true, "Just": true, "Still": true, "Also": true, "Really": true, "Always": true, "Sometimes": true, "Usually": true,
	"Even": true, "Now": true, "Um": true, "Uh": true, "Er": true, "Erm": true, "Okay": true, "Ok": true, "Right": true, "Aye": true, "Mm": true,
	// Everyone and no one are read as the others are: "Nobody smokes in the house, I stopped twenty year ago".
	"Nobody": true, "Noone": true, "Everyone": true, "Everybody": true, "Somebody": true, "Someone": true, "Anyone": true, "Anybody": true}

// doneInTheThird are habits and complaints said as a verb in the third
// person; a plural noun ("Terrible hives") is none.
var doneInTheThird = map[string]bool{"smokes": true, "drinks": true, "vapes": true, "coughs": true, "snores": true, "sneezes": true,
	"wheezes": true, "vomits": true}

// namedDoesIt reports whether m is a verb said in the third person ("smokes",
// "coughs") whose subject is a given name right before it: the
// patient would say "I smoke". The name is someone else's, told of
// without saying how they are kin.
func namedDoesIt(tx text, raw string, m extract.Mention) bool {
	rs := []rune(raw)
	if len(rs) != len(tx.runes) {
		return false
	}
	if !doneInTheThird[strings.ToLower(string(rs[m.Span[0]:m.Span[1]]))] {
		return false
	}
	start, _ := tx.bounds(tx.clause, m.Span[0])
	mm := namedDoer.FindStringSubmatch(string(rs[start:m.Span[0]]))
	return mm != nil && !notADoer[mm[1]]
}
