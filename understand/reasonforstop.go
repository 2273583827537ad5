package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A Chinese turn may tell a drug stopped, then why: "呋塞米后来就没吃了，尿太
// 多了，一晚上跑好几趟", "氨氯地平停了，脚肿得厉害". The complaint told right
// after the stop is what the drug did, the reason it was stopped: it went
// with the drug, and is past. (zhEffectThenStopped reads the other order,
// the effect first and the stop after.) A complaint said to go on or to come
// after the stop ("停了以后腿又肿了", "现在还头晕") is of now.

// zhStoppedNow are the words that tell a drug stopped.
var zhStoppedNow = append([]string{"没吃了", "没有吃了", "不用了", "没用了", "没打了", "没再用", "冇食了", "唔食了"}, zhStoppedAfter...)

// zhGoesOnAfterStop, between the stop and the complaint, make the complaint
// one of now or one that came after the stop.
var zhGoesOnAfterStop = []string{"现在", "現在", "还", "還", "又", "一直", "以后", "以後", "之后", "之後", "后来", "後來", "最近", "这两天", "而家", "仲"}

// zhReasonAfterStop reports whether the complaint at rune offset at is told
// right after a drug of its sentence is said stopped (see above).
func zhReasonAfterStop(x extract.Result, tx text, at int) bool {
	if at >= len(tx.runes) || !isHan(tx.str) {
		return false
	}
	start := tx.sentenceStart(at)
	before := tx.between(start, at)
	stop, end := -1, -1
	for _, w := range zhStoppedNow {
		if i := strings.LastIndex(before, w); i >= 0 && i+len(w) > end {
			stop, end = i, i+len(w)
		}
	}
	if stop < 0 {
		return false
	}
	between := before[end:]
	if !strings.HasPrefix(between, "，") && !strings.HasPrefix(between, ",") || containsAny(between, zhGoesOnAfterStop) {
		return false // "停了以后腿又肿了"; "没吃了尿" is no clause of its own
	}
	stopAt := start + len([]rune(before[:stop]))
	for _, m := range x.Mentions {
		if (m.Type == ontology.TypeDrug || m.Type == ontology.TypeDrugClass) && m.Span[1] <= stopAt && m.Span[0] >= start {
			return true // the drug stopped is named before the stop
		}
	}
	return false
}

// The same in English: a complaint told in the past, in the sentence of
// a drug's stop or the one just before or after it, is what the drug did
// and why it was stopped ("that one I stopped. I got a, a yeast infection
// … so I just quit", "I stopped that, it bunged me right up, I was that
// constipated", "I stopped it, doctor, after two weeks. It was making me
// dizzy"). It went with the drug. A complaint told in the present or the
// perfect ("now I get headaches", "I've got a rash"), or said to come after
// the stop or go on ("since I stopped it", "still"), is of now.

// enStopOfADrug is a stop said of a drug, named or pointed at: "I stopped
// it", "that one I stopped", "so I just quit", "I came off them".
var enStopOfADrug = regexp.MustCompile(`\b(i|we) (just |then )?(stopped|quit|came off|gave up|packed in|left off)( taking| using)? (it|that|them|those|that one)\b|\b(that|this|which)( one)? (i|we) (just )?(stopped|quit|came off|gave up)\b|\bso (i|we) (just )?(stopped|quit|left)( it| that| them)?\s*([,.!?;]|$)`)

// enPastComplaintLead, in the clause of a complaint, tells it in the past as
// what happened to the patient or what the drug did.
var enPastComplaintLead = regexp.MustCompile(`\b((it|that|they|those|these)( one| ones)? (was|were) (making|giving|leaving) (me|my)|(it|that|they|those|these)( one| ones)? (made|gave|bunged|brought|left|sent|knocked|turned) (me|my)|i (got|had|was|were|felt|ended up|came out|broke out|developed))\b`)

// enAfterTheStop, between the stop and the complaint, make the complaint one
// that came after the stop or goes on.
var enAfterTheStop = []string{"since", "after i", "after that", "afterwards", "ever since", "once i", "now", "still", "these days", "at the moment"}

// enReasonForAStop reports whether complaint m is told as why a drug,
// named in the turn or in the question before it, was stopped (see above).
func enReasonForAStop(x extract.Result, tx text, m extract.Mention, prior []Prior) bool {
	if isHan(m.Text) || !enPastComplaintLead.MatchString(tx.clauseOf(m.Span[0])) || !drugInTurnOrAsked(x, prior) {
		return false
	}
	sent := tx.sentenceOf(m.Span[0])
	if containsAny(sent, nowWords) || hasAnyWord(sent, []string{"i've", "i have", "has been", "have been"}) {
		return false
	}
	start := tx.sentenceStart(m.Span[0])
	if loc := enStopOfADrug.FindStringIndex(sent); loc != nil {
		stopAt := start + len([]rune(sent[:loc[0]]))
		if stopAt < m.Span[0] {
			between := tx.between(stopAt, m.Span[0])
			return !containsAny(between, enAfterTheStop)
		}
		return true // "I got a yeast infection … so I just quit"
	}
	if start > 0 {
		prev := tx.sentenceOf(start - 1)
		if enStopOfADrug.MatchString(prev) && !containsAny(prev, enAfterTheStop) {
			return true // "I stopped it, after two weeks. It was making me dizzy"
		}
	}
	if _, next, ok := tx.nextSentence(m); ok && enStopOfADrug.MatchString(next) && !containsAny(next, enAfterTheStop) {
		return true
	}
	return false
}

// drugInTurnOrAsked reports whether the turn, or the turn before it, names
// a drug or a class of drugs.
func drugInTurnOrAsked(x extract.Result, prior []Prior) bool {
	names := func(ms []extract.Mention) bool {
		for _, d := range ms {
			if d.Type == ontology.TypeDrug || d.Type == ontology.TypeDrugClass {
				return true
			}
		}
		return false
	}
	return names(x.Mentions) || len(prior) > 0 && names(prior[len(prior)-1].Reading.Extract.Mentions)
}
