package understand

import (
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// Spoken English words that name a finding without saying the patient has
// it.
// Each either drops a mention (it says nothing of the patient) or makes it
// hypothetical (asked about, not reported); none adds a finding.

// saysNothingOfPatient reports whether an English mention is a word that
// names a finding only as a comparison, a likeness or another kind of
// attack, or periods ended long ago, so that the turn says nothing of that
// finding.
func saysNothingOfPatient(m extract.Mention, tx text) bool {
	if isHan(m.Text) {
		return false
	}
	return inLikenedClause(m, tx) || comparedNotDenied(m, tx) || fitOfSomethingElse(m, tx) || periodsEnded(m, tx)
}

// likenessMarkers open a clause that says what a feeling is like.
var likenessMarkers = []string{"like", "as if", "as though"}

// likenessHedgeVerbs before "like" make it a hedge on the patient's own
// state ("I feel like I'm going to be sick", "looks like the ankle is
// swollen"), which the hedges read, not a likeness of something else.
var likenessHedgeVerbs = []string{"feel", "feels", "felt", "feeling", "look", "looks", "looked", "looking", "sound", "sounds", "sounded",
	"seem", "seems", "seemed"}

// likenedSubjects open the subject of a likened clause: someone or
// something other than the speaker ("like the skin's all bruised", "as if
// someone had stabbed me").
var likenedSubjects = []string{"the ", "a ", "an ", "someone", "somebody", "something", "some "}

// likenedVerbs, between the likened subject and the mention, make the
// mention what is said of that subject, not a subject of its own.
var likenedVerbs = []string{"'s ", " is ", " was ", " were ", " are ", " has ", " had ", " have ", "'d ", "'ve ", " been ", " got "}

// inLikenedClause reports whether a mention is said of something the
// complaint is likened to: "it's that tender, like the skin's all
// bruised" tells how tender the scalp is, not that the skin is bruised.
// The likened clause has its own subject (not "I") and verb before the
// mention; "it's like, the skin's bruised" (a filler) and "I feel like the
// room is spinning" (a hedge on what the patient feels) are not likenesses.
func inLikenedClause(m extract.Mention, tx text) bool {
	if m.Type != ontology.TypeSymptom && m.Type != ontology.TypeCondition {
		return false
	}
	clause := tx.before(m)
	for _, marker := range likenessMarkers {
		at := lastWordIndex(clause, marker)
		if at < 0 {
			continue
		}
		lead := strings.TrimRight(clause[:at], " ")
		if marker == "like" && endsWithAnyWord(lead, likenessHedgeVerbs) {
			return false
		}
		tail := clause[at+len(marker):]
		if !strings.HasPrefix(tail, " ") {
			return false
		}
		tail = tail[1:]
		if startsWithAny(tail, likenedSubjects) == "" {
			return false
		}
		if hasAnyWord(tail, []string{"and", "or", "but", "then", "so", "while"}) {
			// "like something is burning and numbness is still there":
			// the finding has a clause of its own.
			return false
		}
		for _, v := range likenedVerbs {
			if strings.Contains(tail, v) {
				return true
			}
		}
		return false
	}
	return false
}

// comparisonOpeners, right before a finding with a determiner between,
// compare the complaint with it: "it's not like any headache I've had"
// says what this one is not like, and denies no headache.
var comparisonOpeners = []string{"not like", "isn't like", "wasn't like", "unlike", "not the same as", "different from", "different to"}

// comparisonDeterminers may stand between an opener and the finding.
var comparisonDeterminers = []string{"any", "a", "an", "the", "my", "your", "other", "usual", "normal", "ordinary", "previous", "those",
	"these", "that", "this", "ever"}

// "Nothing like" compares only before a finding the speaker points at
// ("nothing like my usual migraines"); before a bare or indefinite one it
// denies ("nothing like weakness or numbness", "nothing like a rash").
var pointingDeterminers = []string{"my", "the", "your", "those", "these", "that", "this", "usual", "normal", "ordinary", "previous"}

// comparedNotDenied reports whether a finding is named only as what the
// complaint is compared with. "Not like any headache I've had" neither
// denies nor affirms a headache by itself; the sentence that names the
// complaint does ("it's this headache"). Without a determiner it is a
// denial and stays one ("not like I have a fever", "nothing like
// weakness").
func comparedNotDenied(m extract.Mention, tx text) bool {
	words := strings.Fields(tx.before(m))
	k := len(words)
	if k > 0 && !slices.Contains(comparisonDeterminers, words[k-1]) {
		// One word between a determiner and the finding ("nothing like my
		// bad migraines").
		k--
	}
	end := k
	for end > 0 && slices.Contains(comparisonDeterminers, words[end-1]) {
		end--
	}
	if end == k {
		return false
	}
	lead := strings.Join(words[:end], " ")
	for _, o := range comparisonOpeners {
		if lead == o || strings.HasSuffix(lead, " "+o) {
			return true
		}
	}
	if lead == "nothing like" || strings.HasSuffix(lead, " nothing like") {
		return slices.Contains(pointingDeterminers, words[end])
	}
	return false
}

// otherFits name what a fit is a fit of when it is no seizure: "coughing
// fits", "a fit of laughter", "fits where I cannot stop, I cough and
// cough".
var otherFits = []string{"cough", "coughs", "coughing", "coughed", "sneeze", "sneezing", "laughing", "laughter", "giggles", "giggling",
	"crying", "choking", "panic", "temper", "rage", "hiccups", "hiccupping"}

// fitOfSomethingElse reports whether "fits" is an attack of something
// other than a seizure: the word before it, "of" after it, or a "where"
// clause that tells what happens in it names a cough, a laugh or a panic
// ("I get these fits where I cannot stop, I cough and cough"). "I had a
// fit and bit my tongue" stays a seizure.
func fitOfSomethingElse(m extract.Mention, tx text) bool {
	if m.ConceptID != "sym:seizure" || !hasAnyWord(strings.ToLower(m.Text), []string{"fit", "fits"}) {
		return false
	}
	before := strings.TrimRight(tx.between(0, m.Span[0]), " ")
	if endsWithAnyWord(before, otherFits) {
		return true
	}
	rest := strings.TrimLeft(tx.between(m.Span[1], tx.sentenceEnd(m)), " ")
	if after, ok := strings.CutPrefix(rest, "of "); ok {
		return startsWithAny(after, otherFits) != ""
	}
	if after, ok := strings.CutPrefix(rest, "where "); ok {
		return hasAnyWord(after, otherFits)
	}
	return false
}

// possibilityModals open a patient's question about what something could
// do; causeVerbs, right after its subject, name the effect asked about.
var (
	possibilityModals = []string{"could", "would", "will", "might", "can", "may"}
	causeVerbs        = []string{"upset", "give", "cause", "make", "bring on", "trigger", "affect", "raise", "harm", "damage", "hurt", "irritate"}
)

// askedPossibleEffect reports whether an English mention is asked about as
// what something could do, in a patient's question: "Could my painkillers
// upset my stomach if I take them often?" reports no indigestion, and with
// its "if" no painkillers taken either. A progressive ("could the tablets
// be causing my headaches?") blames a complaint the patient has, and a
// question about the patient ("could I have diabetes?") is a hedge: both
// are left to the other rules.
func askedPossibleEffect(m extract.Mention, tx text) bool {
	if isHan(m.Text) {
		return false
	}
	sentence := strings.TrimSpace(tx.sentenceOf(m.Span[0]))
	if !strings.HasSuffix(sentence, "?") {
		return false
	}
	words := strings.Fields(strings.Trim(sentence, "?"))
	for len(words) > 0 && slices.Contains([]string{"so", "and", "but", "doctor", "um", "uh", "also", "oh", "well"}, strings.Trim(words[0], ",")) {
		words = words[1:]
	}
	if len(words) < 3 || !slices.Contains(possibilityModals, words[0]) || slices.Contains([]string{"i", "i'd", "we", "you", "it's"}, words[1]) {
		return false
	}
	start := tx.sentenceStart(m.Span[0])
	body := tx.between(start, tx.sentenceEnd(m))
	mentionAt := len(tx.between(start, m.Span[0]))
	// The first cause verb after the subject (one to four words), with no
	// "be" or "have" before it that would make it a progressive or a
	// perfect.
	verbAt := -1
	for _, v := range causeVerbs {
		if i := wordIndex(body, v); i >= 0 && (verbAt < 0 || i < verbAt) {
			verbAt = i
		}
	}
	if verbAt < 0 {
		return false
	}
	lead := strings.Fields(body[:verbAt])
	for len(lead) > 0 && !slices.Contains(possibilityModals, lead[0]) {
		lead = lead[1:]
	}
	if len(lead) < 2 || len(lead) > 5 || slices.Contains([]string{"be", "been", "have", "has"}, lead[len(lead)-1]) {
		return false
	}
	if mentionAt >= verbAt {
		return true // the effect asked about
	}
	// The subject is taken as said ("could my tablets upset my stomach?"),
	// unless the question makes the taking a condition ("…if I take them
	// often?").
	return hasWord(sentence, "if") && (m.Type == ontology.TypeDrug || m.Type == ontology.TypeDrugClass)
}

// lastWordIndex returns the byte index of the last whole-word occurrence
// of w in s, or -1.
func lastWordIndex(s, w string) int {
	for end := len(s); end > 0; {
		i := strings.LastIndex(s[:end], w)
		if i < 0 {
			return -1
		}
		j := i + len(w)
		if (i == 0 || !isLatinByte(s[i-1])) && (j == len(s) || !isLatinByte(s[j])) {
			return i
		}
		end = i
	}
	return -1
}

// endsWithAnyWord reports whether s ends with one of words as a whole word.
func endsWithAnyWord(s string, words []string) bool {
	for _, w := range words {
		if strings.HasSuffix(s, w) && (len(s) == len(w) || !isLatinByte(s[len(s)-len(w)-1])) {
			return true
		}
	}
	return false
}

// hypotheticalEffects marks the mentions of a patient's question that ask
// what something could do (see askedPossibleEffect) as hypothetical: asked
// about, not reported.
func hypotheticalEffects(x extract.Result, said string) extract.Result {
	tx := newText(said)
	var marked []extract.Mention
	for i, m := range x.Mentions {
		if m.Assertion.Hypothetical || m.Assertion.Negated || !askedPossibleEffect(m, tx) {
			continue
		}
		if marked == nil {
			marked = append([]extract.Mention(nil), x.Mentions...)
		}
		marked[i].Assertion.Hypothetical = true
	}
	if marked != nil {
		x.Mentions = marked
	}
	return x
}

// unmarkedQuestionOpeners open a clinician's yes/no question; a speech recogniser
// often drops its question mark ("did you take any ibuprofen for it").
var unmarkedQuestionOpeners = []string{"did you", "do you", "have you", "are you", "were you", "had you", "would you have", "did he", "did she",
	"does he", "does she", "is he", "is she", "has he", "has she", "anything like", "any chance you"}

// orderCues after a question opener start something the clinician tells
// the patient to do, which is no longer asked ("have you tried it? ok stop
// the metformin").
var orderCues = []string{"stop", "start", "continue", "carry on", "keep", "increase", "reduce", "switch", "i'll", "i will", "i'm going to",
	"i am going to", "let's", "we'll", "we will", "you should", "i want you", "i'd like you", "please"}

// askedNotOrdered drops what a clinician's turn would state about a drug
// the clinician only asks about: "did you take any ibuprofen for it",
// said without a question mark, is no order to take ibuprofen. A mention
// counts as asked when its sentence opens a question before it and no
// order cue comes between; the statement is dropped only when every
// mention of its concept is asked, so "do you take ibuprofen? stop it"
// still stops it.
func askedNotOrdered(x extract.Result, said string, statements []Statement) []Statement {
	tx := newText(said)
	asked := map[string]bool{}
	told := map[string]bool{}
	for _, m := range x.Mentions {
		if m.Type != ontology.TypeDrug && m.Type != ontology.TypeDrugClass {
			continue
		}
		before := sentenceBefore(tx, m)
		at := -1
		for _, q := range unmarkedQuestionOpeners {
			if i := lastWordIndex(before, q); i > at {
				at = i
			}
		}
		if at >= 0 && !hasAnyWord(before[at:], orderCues) || zhWhNamed(tx, m) {
			asked[m.ConceptID] = true
		} else {
			told[m.ConceptID] = true
		}
	}
	kept := statements[:0]
	for _, s := range statements {
		if (s.Type == Medication) && asked[s.Concept] && !told[s.Concept] {
			continue
		}
		kept = append(kept, s)
	}
	return kept
}

// zhWhBeforeName, right before a drug's name, ask which one it is: "吃的
// 什么止痛药", "之前吃过什么激素类的药", "用的哪种降压药".
var zhWhBeforeName = []string{"什么", "什麼", "啥", "啥子", "哪种", "哪種", "哪个", "哪個", "哪些", "哪样", "哪類", "哪类", "咩", "乜嘢", "什么样的", "啥样的"}

// zhWhNamed reports whether a drug's name in a Chinese clinician's turn is
// what a question word right before it asks about ("吃的什么止痛药"): the
// clinician asks which painkiller, and orders none. "什么都别吃" asks
// nothing.
func zhWhNamed(tx text, m extract.Mention) bool {
	if !isHan(m.Text) {
		return false
	}
	before := strings.TrimRight(tx.before(m), " ")
	for _, w := range zhWhBeforeName {
		if !strings.HasSuffix(before, w) {
			continue
		}
		rs := []rune(before)
		near := string(rs[max(0, len(rs)-len([]rune(w))-2):]) + tx.between(m.Span[0], m.Span[1])
		return !containsAny(near, zhWhNotAsking) // "没什么止痛药好吃的"
	}
	return false
}

// ambiguousAbbreviations are the capitalised abbreviations the lexicon
// holds for more than one diagnosis ("MS" is mitral stenosis and multiple
// sclerosis, "AS" aortic stenosis and ankylosing spondylitis), built once
// from the Reader's lexicon.
var (
	ambiguousOnce          sync.Once
	ambiguousAbbreviations map[string]bool
)

// ambiguousAbbreviation reports whether mention i is such an abbreviation
// without a value of its own: the matcher takes one of its concepts, and
// a guess between two diagnoses is no fact ("the MS fatigue" wrote mitral
// stenosis for a patient with multiple sclerosis). A value read for it
// ("TB 15") keeps it: that is the lab's abbreviation.
func (r *Reader) ambiguousAbbreviation(x extract.Result, i int) bool {
	ambiguousOnce.Do(func() {
		concepts := map[string]map[string]bool{}
		for _, c := range r.onto.Concepts() {
			for _, n := range c.Names {
				// A lab's abbreviation names a value; without one, only
				// the diagnosis it shares a name with is meant ("TB").
				if abbreviation(n.Text) && c.Type != ontology.TypeLab && c.Type != ontology.TypeVital {
					if concepts[n.Text] == nil {
						concepts[n.Text] = map[string]bool{}
					}
					concepts[n.Text][c.ID] = true
				}
			}
		}
		ambiguousAbbreviations = map[string]bool{}
		for name, ids := range concepts {
			if len(ids) > 1 {
				ambiguousAbbreviations[name] = true
			}
		}
	})
	if !ambiguousAbbreviations[x.Mentions[i].Text] {
		return false
	}
	for _, ms := range x.Measurements {
		if ms.Mention == i {
			return false
		}
	}
	return true
}

// justAfterBareNo matches what a patient says there is after a bare "no"
// that answered the question: "…i'm just knackered", "…it's just a bit".
var justAfterBareNo = regexp.MustCompile(`\b(i'm|im|i am|it's|its) just( a bit| a little| really| very| so)? *$`)

// affirmedAfterBareNo reports whether a negated English mention is what
// the patient names as the only thing there is, after a bare "no" that
// opened the answer: "no i'm with it i'm just knackered", said without
// punctuation, denies the confusion asked about, not the tiredness. With
// another denial word between ("no i don't think i'm just tired") the
// negation stands.
func affirmedAfterBareNo(m extract.Mention, tx text) bool {
	if !m.Assertion.Negated || m.Assertion.Uncertain || m.Assertion.Hypothetical || isHan(m.Text) {
		return false
	}
	before := sentenceBefore(tx, m)
	rest, ok := "", false
	for _, no := range []string{"no ", "nah ", "nope "} {
		if r, found := strings.CutPrefix(strings.TrimLeft(before, " "), no); found {
			rest, ok = r, true
			break
		}
	}
	if !ok || !justAfterBareNo.MatchString(rest) {
		return false
	}
	return !hasAnyWord(rest, []string{"no", "not", "never", "nothing", "none", "without", "nor"}) && !strings.Contains(rest, "n't")
}

// periodsEndedWords say why periods have stopped for good: the menopause
// or an operation, or an absence counted in years.
var periodsEndedWords = []string{"years", "year", "decade", "decades", "menopause", "the change", "hysterectomy", "womb out", "womb removed"}

// periodsEnded reports whether "no periods" is told of periods that ended
// long ago ("I haven't had a period in, gosh, six years"; "no periods
// since the menopause"): that is the menopause, no missed period, which
// in a woman of childbearing age asks whether she is pregnant. Weeks or
// months ("haven't had a period for six weeks") stay a missed period.
func periodsEnded(m extract.Mention, tx text) bool {
	if m.ConceptID != "sym:missed_period" || isHan(m.Text) {
		return false
	}
	return hasAnyWord(tx.afterInPart(m), periodsEndedWords)
}
