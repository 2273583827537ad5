package understand

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/anamnesis-health/anamnesis/extract"
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
//     "many dengue cases are there in our society").
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
	if loc := givenToAfter.FindStringSubmatchIndex(string(tx.runes[m.Span[1]:tx.sentenceEnd(m)])); loc != nil {
		after := string(tx.runes[m.Span[1]:tx.sentenceEnd(m)])
		if who := extract.Relative(after[loc[4]:loc[5]]); who != "" {
			return who
		}
		return extract.Other
	}
	if itWasThe.MatchString(sentenceBefore(tx, m)) {
		// The death told in a sentence before, with the relative who died.
		before := string(tx.runes[:m.Span[0]-len([]rune(sentenceBefore(tx, m)))])
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
	rest := string(tx.runes[start:m.Span[0]]) + " " + string(tx.runes[m.Span[1]:end])
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
	if e == 0 || tx.runes[e-1] != '…' || strings.Trim(string(tx.runes[start:m.Span[0]])+string(tx.runes[m.Span[1]:e]), " …") != "" {
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
	between := string(tx.runes[x.Mentions[last].Span[1]:m.Span[0]])
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
