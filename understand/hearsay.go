package understand

import (
	"regexp"
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// An allergy the patient knows only from what a relative or a friend told
// them ("My ma always said I'm allergic to penicillin"), or one they say
// themselves they doubt ("… so I don't know if it's true"), is a claim for
// a clinician to weigh, not a fact: nobody who could tell an allergy from
// a baby's rash has seen it. What a doctor or a nurse said is relayed
// speech, which the gate already handles, and is left alone here.

// layHearsay opens what someone who is not a clinician says of the
// patient: "my ma always said", "my wife reckons", "me mam told me".
var layHearsay = regexp.MustCompile(`\b(my|me|our) (ma|mum|mom|mam|mammy|mother|mummy|mommy|dad|da|father|pa|parents|folks|family|wife|husband|partner|gran|granny|nan|nana|nanna|grandma|grandmother|grandad|granddad|grandfather|auntie|aunt|aunty|uncle|sister|brother|friend|mate|girlfriend|boyfriend)( always| once| has always| had always| used to| keeps)? (said|says|say|told me|tells me|reckons|reckoned|thinks|thought|swears|swore|claims|claimed)\b`)

// bareKinHearsay is the same told with a parent's or grandparent's name
// for them, no "my", as a child says it: "Oh, Mum says I'm allergic to
// strawberries", "Dad reckons it's hay fever". Only at the head of its
// clause, so that "my mum says" or "ask mum" reads as before.
var bareKinHearsay = regexp.MustCompile(`(^|[,.;!?]\s*|\b(oh|well|and|but|cos|because|though|apparently|like)\s+)(mum|mom|mam|ma|mammy|mummy|mommy|dad|daddy|da|nan|nana|nanna|gran|granny|grandma|grandad|granddad)( always| once| has always| had always| used to| keeps)? (said|says|say|told me|tells me|reckons|reckoned|thinks|thought|swears|swore|claims|claimed)\b`)

// selfDoubt, after an allergy, says the patient is not sure of it.
var selfDoubt = regexp.MustCompile(`\b(don't|do not|dont|dunno|not|never) (know|sure|been sure)( if| whether)? (it's|its|that's|thats|it is|that is|it was|that was|this is) (true|right|correct|real|an allergy|really an allergy|a real allergy)\b|\bnever (been|got) tested\b|\bnot (really )?sure (if|whether) i am\b|\bnot (really )?sure (if|whether) i'm\b`)

// hearsayAllergies makes uncertain the allergies told on a layperson's
// word or with the patient's own doubt, in the sentence that names their
// allergen.
func (r *Reader) hearsayAllergies(x extract.Result, tx text, st []Statement) []Statement {
	for i := range st {
		s := &st[i]
		if s.Type != Allergy || !current(*s) || s.Uncertain {
			continue
		}
		for _, m := range x.Mentions {
			if m.Type != ontology.TypeDrug && m.Type != ontology.TypeDrugClass && m.Type != ontology.TypeAllergen ||
				m.ConceptID != s.Concept && r.allergenFor(m.ConceptID, m.Text) != s.Concept {
				continue
			}
			sent := strings.ToLower(tx.sentenceOf(m.Span[0]))
			before := strings.ToLower(sentenceBefore(tx, m))
			if layHearsay.MatchString(before) || zhLaySaysOfMe(before) || bareKinHearsay.MatchString(strings.TrimLeft(before, " ")) || selfDoubt.MatchString(sent) || toldByOthersOnly(tx) {
				s.Uncertain = true // "My ma always said I'm allergic to penicillin … I don't know if it's true"
				break
			}
		}
	}
	return st
}

// hearsayConditions makes uncertain the conditions the patient tells on a
// layperson's word: "My wife says I snore like a train and sometimes stop
// breathing at night" is what she saw, a symptom at most, and no one has
// made the diagnosis its lay words name (sleep apnoea). Whether it is one
// is for a clinician.
func hearsayConditions(x extract.Result, tx text, st []Statement) []Statement {
	return conditionsOnWord(x, tx, st, func(before string) bool {
		return layHearsay.MatchString(before) || bareKinHearsay.MatchString(strings.TrimLeft(before, " ")) || zhLaySaysOfMe(before)
	})
}

// zhLayHearsay is a layperson saying what the patient has: "俺一个老伙计非说俺
// 这是胃癌", "我老婆总说我是打呼噜打出病来了", "邻居讲我这是痛风", "你别听我媳妇
// 瞎说 她老说我对海鲜过敏" (must-not probe m4-zh-067: a pronoun may stand for
// a doctor too, and then the allergy is only a claim).
var zhLayHearsay = regexp.MustCompile(`(她|他|朋友|老伙计|伙计|邻居|同事|老乡|老婆|老公|媳妇儿?|爱人|老伴儿?|对象|妈|爸|娘|爹|姐|哥|弟|妹|闺女|儿子|女儿|亲戚|家里人|别人|人家)[^，。,.!?？！]{0,3}(说|讲|讲话|话|覺得|觉得|认为|認為)[^，。,.!?？！]{0,3}(我|俺|咱|阮)`)

// zhLaySaysOfMe reports whether before holds what a layperson says the
// patient has. "我跟老婆说我…" is the patient telling, not being told.
func zhLaySaysOfMe(before string) bool {
	for _, loc := range zhLayHearsay.FindAllStringIndex(before, -1) {
		lead := []rune(before[:loc[0]])
		if !slices.ContainsFunc(lead[max(0, len(lead)-2):], func(r rune) bool { return strings.ContainsRune("跟和对對给給同向", r) }) {
			return true // no "跟" or "跟我" right before the person
		}
	}
	return false
}

// conditionsOnWord makes uncertain the patient's current conditions every
// mention of which is on someone's or something's word: onWord is given
// the lower-cased sentence before the mention. Every mention must be:
// "migraine since college … my mom says dont take pills with migraine" is
// the patient's own.
func conditionsOnWord(x extract.Result, tx text, st []Statement, onWord func(before string) bool) []Statement {
	for i := range st {
		s := &st[i]
		if s.Type != Condition || !current(*s) || s.Uncertain || s.Experiencer != extract.Patient {
			continue
		}
		said, all := false, true
		for _, m := range x.Mentions {
			if m.ConceptID != s.Concept {
				continue
			}
			said = true
			all = all && onWord(strings.ToLower(sentenceBefore(tx, m)))
		}
		s.Uncertain = said && all
	}
	return st
}

// swellingOfAnAllergy reports whether the sentence with rune offset at,
// where the patient says they swelled up, tells an allergy: the swelling
// is its reaction, kept on the allergy, not a complaint of now.
func swellingOfAnAllergy(x extract.Result, tx text, at int) bool {
	if at >= len(tx.sent) {
		return false
	}
	for _, m := range x.Mentions {
		if IsAllergyWord(m) && tx.sent[m.Span[0]] == tx.sent[at] {
			return true
		}
	}
	return false
}
