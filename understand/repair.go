package understand

import (
	"regexp"
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A repair is a speaker's correction of a word they have just said, in
// either language: "the amlodipine, no sorry, the atenolol", "布洛芬，不对，
// 是洛索洛芬", "the metformin no the gliclazide", "吃了奥美拉唑……不是，雷贝拉
// 唑". What was said before the repair is not what the speaker means, so
// each mention on either side of one is read to one of three outcomes, all
// decided in this file:
//
//   - withdrawn: the word taken back says nothing, neither had nor denied
//     ("普萘洛尔，不对，那是我媳妇儿治心慌的": no propranolol of the
//     patient's) — withdrawnMentions, retractedDrugs, repairedAway;
//   - switched: the correction says the drug was changed for another or
//     stopped ("呋塞米……不是不是，出院换了，托拉塞米"), so the name taken
//     back is the drug of before, not nothing — retractedDrugs;
//   - repaired-to: the name settled on is asserted as said; a "no" that
//     opened the repair, or came again after its words ("no sorry no it's
//     the naproxen"), denies nothing — drugRepairedTo, noSaidAgain.
//
// Elsewhere the repair words only keep a reading from taking a repair for
// something else: an echo answered "no" (echoDenials skips what a repair
// took back), a "对不对" question (zhQuestion asks doubledRepairAt), and
// confusion said of one's own words (speechSlip). A comma that only marks a
// restart ("on my, on my upper lip") is text.go's repairAt: it joins
// clauses and withdraws no mention.

// repairWords open a self-correction ("Tuesday, no wait, it was Monday",
// "孩子……哦不是，是我自己").
var repairWords = []string{"no wait", "no sorry", "no actually", "no hang on", "no, hang on", "hang on, no", "no, wait", "no, sorry", "no, actually", "wait, no, that's my", "wait no, that's my", "wait, no", "wait no", "no, no, that", "no no, that", "no, that's my", "no, that is my", "no, that was my", "no that was my", "no that's my", "哦不对", "不对", "哦不是", "哦说错了",
	"说错了", "我说错了", "sorry, i mean", "sorry i mean", "i mean,",
	// "I take metformin 500 mg, sorry no, 850" (session 69): the no that
	// follows a sorry repairs; it denies nothing.
	"sorry no", "sorry, no"}

// doseBeforeRepair is a dose said right after a drug's name, and the pause
// after it.
var doseBeforeRepair = regexp.MustCompile(`^[0-9]+(?:\.[0-9]+)?\s*(?:mg|mcg|micrograms?|milligrams?|g|ml|毫克|微克)?\s*[,，.…—–-]*\s*`)

// wasTheOneBefore, after a repair, say the drug just named was the one before.
var wasTheOneBefore = []string{"that was before", "that was the old one", "that's the old one", "that was my old", "以前的", "以前吃的", "那是以前"}

// selfQuestions stand between a word and its repair while the speaker
// doubts it: "a hernia, was it, no, that was my brother".
var selfQuestions = []string{"or was it", "was it", "is it", "i think", "erm", "um", "uh", "er"}

// repairWordAt returns the repair word that opens the text from rune
// offset i on, past a pause and a doubt (selfQuestions), or "" when none
// does, and the text from the pause on.
func repairWordAt(tx text, i int) (word, rest string) {
	rest = strings.TrimLeft(tx.from(i), " ,，.…—–-")
	// "Atorvastatin 40... no wait, that was before" (session 72's review
	// 10, E19): the dose said with the name comes before the repair.
	// A repair of the dose alone ("metformin 500 mg, sorry no, 850") is
	// no repair of the drug: only one that says the drug was before.
	if d := doseBeforeRepair.FindString(rest); d != "" {
		if w := startsWithAny(rest[len(d):], repairWords); w != "" && startsWithAny(strings.TrimLeft(rest[len(d)+len(w):], " ,，"), wasTheOneBefore) != "" {
			rest = rest[len(d):]
		}
	}
	// "the Synthroid, oh wait, no, that's my wife's" (session 71's review
	// 8, E13): an "oh" opens the repair.
	for _, oh := range []string{"oh ", "oh, ", "ah ", "ah, ", "欸", "诶", "哎", "呃", "啊", "唉", "哎呀"} {
		if r, ok := strings.CutPrefix(rest, oh); ok && startsWithAny(r, repairWords) != "" {
			rest = r
		}
	}
	for range 2 {
		q := startsWithAny(rest, selfQuestions)
		if q == "" || len(rest) == len(q) || !strings.ContainsRune(" ,?", rune(rest[len(q)])) {
			break
		}
		rest = strings.TrimLeft(rest[len(q):], " ,?…—–-")
	}
	return startsWithAny(rest, repairWords), rest
}

// isRepair reports whether the text from rune offset i on opens a
// self-correction: a "no" followed by "wait" or "sorry", in one clause or
// the next.
func isRepair(tx text, i int) bool {
	word, _ := repairWordAt(tx, i)
	return word != ""
}

// selfCorrections returns the mentions of a patient's turn its repairs
// withdraw, and the drugs they say were switched from, which are read as
// the drugs of before: a drug's correction that names no other drug the
// lexicon knows ("布洛芬，不对，是洛索洛芬") withdraws it as well.
func selfCorrections(x extract.Result, tx text) (withdrawn, switched map[int]bool) {
	withdrawn = withdrawnMentions(x, tx)
	return withdrawn, retractedDrugs(x, tx, withdrawn)
}

// isDrug reports whether m names a drug or a class of drugs: the repairs
// that say more than "not that word" are told of drugs.
func isDrug(m extract.Mention) bool {
	return m.Type == ontology.TypeDrug || m.Type == ontology.TypeDrugClass
}

// drugMentions returns, in order, the mentions that name a drug or a class
// of drugs.
func drugMentions(ms []extract.Mention) []extract.Mention {
	var out []extract.Mention
	for _, m := range ms {
		if isDrug(m) {
			out = append(out, m)
		}
	}
	return out
}

// withdrawnMentions returns the mentions a self-correction takes back:
// "氯沙坦，哦不对，是替米沙坦", "the ramipril, no sorry, the lisinopril". The
// patient settles on what follows the repair, a mention of the same type;
// what they withdrew says nothing. A repair that gives the word to someone
// else ("no, that was my brother") takes it back with nothing after it.
func withdrawnMentions(x extract.Result, tx text) map[int]bool {
	out := map[int]bool{}
	for i, m := range x.Mentions {
		if m.Type == ontology.TypeBodySite {
			continue
		}
		word, _ := repairWordAt(tx, m.Span[1])
		if word == "" && repairedLater(x, tx, i) {
			word = "later" // "阿托伐他汀，晚上一粒，哦不是，是瑞舒伐他汀" (repairedlater.go)
		}
		if word == "" {
			continue
		}
		if strings.HasSuffix(word, " my") {
			out[i] = true // "asthma, was it, no, that was my sister": someone else's, whatever follows
			continue
		}
		// The correction must come in the same sentence or the next
		// clause: the repair opens it.
		for _, n := range x.Mentions[i+1:] {
			if n.Type == m.Type && n.Span[0] > m.Span[1] && n.Span[0]-m.Span[1] <= 60 {
				out[i] = true
				break
			}
		}
	}
	return out
}

// switchedWords, in the correction, say the drug named first was changed
// for the one named after, or stopped: "the glimi glimepiride no sorry that
// one the doctor stopped last year only now it is gliclazide".
var switchedWords = []string{"换了", "换成", "换药", "改了", "改成", "换咗", "停了", "停掉", "不吃了", "swapped", "switched", "changed me", "changed it", "changed to", "changed over",
	"stopped", "took me off", "taken off", "came off"}

// bareRepair reports whether rest, the words right after a name with the
// pause trimmed, open with a bare "不是" said as a correction: "奥美拉唑……不
// 是，雷贝拉唑", "呋塞米……不是不是". A "不是" that goes on into its clause
// ("阿司匹林不是很管用") denies something else.
func bareRepair(rest string) bool {
	r, ok := strings.CutPrefix(rest, "不是")
	if !ok {
		return false
	}
	r = strings.TrimPrefix(r, "不是")
	return startsWithAny(r, []string{"，", ",", "。", "…", "、", " "}) != ""
}

// retractedDrugs adds to withdrawn the patient's drugs a self-correction
// takes back, and returns those of them the correction says were switched
// from, which are read as the drugs of before rather than dropped. Words
// must follow the repair: "布洛芬，不对" at the end of a turn may answer a
// "对吧".
func retractedDrugs(x extract.Result, tx text, withdrawn map[int]bool) map[int]bool {
	switched := map[int]bool{}
	for i, m := range x.Mentions {
		if !isDrug(m) || m.Assertion.Negated {
			continue
		}
		word, rest := repairWordAt(tx, m.Span[1])
		if word == "" && bareRepair(rest) {
			word = "不是"
		}
		if word == "" {
			continue
		}
		at := len(tx.runes) - len([]rune(rest)) + len([]rune(word))
		if at >= len(tx.runes) {
			continue
		}
		// The correction is the rest of the repair's sentence: "阿托伐他汀……
		// 不对，是瑞舒伐他汀，晚上一片。那个氯吡格雷…我就停了" stops another.
		end := at
		for end < len(tx.runes) && end-at < 60 && tx.sent[end] == tx.sent[at] {
			end++
		}
		correction := strings.Trim(tx.between(at, end), " ,，.。…—–-不是对")
		if correction == "" {
			continue
		}
		if amountCorrectedAt(x, tx, at) {
			continue // "metformin, no, sorry, twice a day": how often repaired, the drug stands
		}
		if containsAny(strings.ToLower(correction), switchedWords) || containsAny(strings.ToLower(correction), wasTheOneBefore) {
			switched[i] = true
			delete(withdrawn, i)
			continue
		}
		withdrawn[i] = true
	}
	return switched
}

// repairFunctionWords before a spoken "no" make it a denial of what
// follows ("I take no aspirin", "on no tablets"), not a repair.
var repairFunctionWords = []string{"i", "i'm", "im", "take", "takes", "taking", "took", "have", "has", "had", "having", "on", "with", "and",
	"or", "but", "is", "was", "are", "were", "there's", "theres", "there", "got", "get", "use", "using", "used", "need", "want", "say", "said",
	"says", "yes", "yeah", "oh", "so", "well", "then", "just", "any", "some", "definitely", "absolutely", "certainly", "really", "at", "all",
	"no", "not", "never", "do", "does", "did", "can", "could", "will", "would", "should", "be", "been", "to", "for", "of", "in", "the", "a", "an",
	"my", "me", "it", "that", "this", "these", "those", "one", "ones"}

// repairDeterminers may stand between the "no" of a repair and what the
// speaker settles on: "the metformin no the gliclazide".
var repairDeterminers = []string{"the", "a", "an", "my", "that", "this"}

// drugRepairedTo reports whether an English drug is what a spoken
// self-repair settles on, so that the "no" before it withdraws the word
// before and denies nothing: "the metformin no the gliclazide", "the dapa
// no cana canagliflozin" (a restart of the name). Before the "no" stands
// another drug, or a word that is not a verb or a function word and the
// name is restarted after it; "I take no aspirin" and "on no tablets" stay
// denials, and "metformin no, gliclazide yes" answers two drugs (its comma
// and its yes).
func drugRepairedTo(x extract.Result, i int, tx text) bool {
	m := x.Mentions[i]
	if isHan(m.Text) || !m.Assertion.Negated || !isDrug(m) || inAllergyTalk(m, tx) {
		return false
	}
	if answeredAfter(tx, m) {
		return false
	}
	if noSaidAgain(x, i, tx) {
		return true
	}
	words := strings.Fields(strings.ToLower(tx.before(m)))
	k := len(words)
	restarted := false
	if k > 0 && words[k-1] != "no" && len(words[k-1]) >= 2 && strings.HasPrefix(strings.ToLower(m.Text), words[k-1]) && words[k-1] != strings.ToLower(m.Text) {
		k, restarted = k-1, true // "cana canagliflozin"
	}
	if k > 0 && slices.Contains(repairDeterminers, words[k-1]) {
		k--
	}
	if k < 2 || words[k-1] != "no" {
		return false
	}
	withdrawn := strings.Trim(words[k-2], ",.;:!?")
	if withdrawn != words[k-2] || slices.Contains(repairFunctionWords, withdrawn) || k >= 3 && words[k-3] == "no" {
		return false // "no aspirin no ibuprofen" denies both
	}
	if restarted {
		return true
	}
	return repairedAway(x, i-1, tx)
}

// repairLeads may stand between the "no" said again after a repair word
// and the name settled on: "no sorry no it's the naproxen".
var repairLeads = []string{"no", "sorry", "wait", "it's", "its", "it", "is", "that's", "the", "a", "an", "my", "this", "that"}

// noSaidAgain reports whether drug mention i comes after a repair word
// that follows the drug before it and a "no" said again right after the
// repair word, with only repairLeads between: "the ibuprofen no sorry no
// it's the naproxen that I take". Speech runs the repair's words together,
// and extract's negation, which knows "no sorry" but not the "no" after
// it, takes that "no" for a denial of the name settled on. Words of their
// own ("no sorry no not the naproxen", "I don't take the naproxen") still
// deny.
func noSaidAgain(x extract.Result, i int, tx text) bool {
	m := x.Mentions[i]
	for j := i - 1; j >= 0; j-- {
		w := x.Mentions[j]
		if !isDrug(w) {
			continue
		}
		word, rest := repairWordAt(tx, w.Span[1])
		if word == "" || w.Span[1] > m.Span[0] || m.Span[0]-w.Span[1] > 60 {
			return false
		}
		from := len(tx.runes) - len([]rune(rest)) + len([]rune(word))
		if from > m.Span[0] {
			return false
		}
		between := strings.Fields(strings.NewReplacer(",", " ", "，", " ").Replace(strings.ToLower(tx.between(from, m.Span[0]))))
		if len(between) == 0 || between[0] != "no" || len(between) > 5 {
			return false
		}
		for _, lead := range between[1:] {
			if !slices.Contains(repairLeads, lead) {
				return false
			}
		}
		return true
	}
	return false
}

// doubledRepairAt reports whether the "A-not-A" at rune i of rs ("对不
// 对", "是不是") is the tail of a doubled repair word, "不对不对" or "不是
// 不是", with the correction after its pause: "布洛芬，不对不对，不是，是萘普
// 生" corrects a name and asks nothing. Said last, it may answer a "对吧",
// and is left to the question reading.
func doubledRepairAt(rs []rune, i int) bool {
	if i == 0 || i+3 >= len(rs) || rs[i-1] != '不' || rs[i+1] != '不' || rs[i] != '对' && rs[i] != '是' {
		return false
	}
	return strings.ContainsRune(" ,，、…", rs[i+3]) && strings.Trim(string(rs[i+3:]), " ,，、…。.!！") != ""
}

// repairedAway reports whether drug mention j is the word a spoken
// self-repair withdraws: it stands right before the "no" of a repair
// that settles on the next drug ("the metformin no the gliclazide": the
// metformin is withdrawn, not taken).
func repairedAway(x extract.Result, j int, tx text) bool {
	if j < 0 || j+1 >= len(x.Mentions) {
		return false
	}
	m, next := x.Mentions[j], x.Mentions[j+1]
	if isHan(m.Text) || m.Assertion.Negated || !isDrug(m) || !isDrug(next) ||
		m.Span[1] > next.Span[0] || tx.clause[m.Span[0]] != tx.clause[next.Span[0]] {
		return false
	}
	between := strings.Fields(strings.ToLower(tx.between(m.Span[1], next.Span[0])))
	if len(between) == 0 || between[0] != "no" || len(between) > 3 {
		return false
	}
	for _, w := range between[1:] {
		if !slices.Contains(repairDeterminers, w) && !strings.HasPrefix(strings.ToLower(next.Text), w) {
			return false
		}
	}
	return !inAllergyTalk(m, tx) && !answeredAfter(tx, next)
}

// answeredAfter reports whether a yes or a no follows m in its clause:
// "metformin no, gliclazide yes" answers for each drug, and "penicillin no
// amoxicillin no" denies both, where a repair would settle on one.
func answeredAfter(tx text, m extract.Mention) bool {
	return hasAnyWord(strings.ToLower(tx.after(m)), []string{"yes", "yeah", "no", "not", "never"})
}

// inAllergyTalk reports whether m's sentence speaks of allergies, where
// "allergic to penicillin no amoxicillin" may as well deny the second as
// repair the first: which is for a clinician to ask, not to guess.
func inAllergyTalk(m extract.Mention, tx text) bool {
	return strings.Contains(strings.ToLower(tx.sentenceOf(m.Span[0])), "allerg")
}
