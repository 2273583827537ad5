package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// Chinese tells an episode that is over without tense: the end is said by
// the symptom's own verb further on ("前些日子头疼，加了半片药，这两天不疼
// 了"), by the trouble of a drug the patient then gave up ("吃了俩月腿肚子
// 酸疼，我就不吃了"), or by a question that placed the answer before an
// event that is over ("倒之前有没有心慌？" "出虚汗、恶心"). What such an
// episode names was, and is not now.

// ownVerbs are the last characters of a symptom's name that are its verb,
// which an end names again: 头疼 … 不疼了, 头晕 … 不晕了.
var ownVerbs = map[string]bool{"疼": true, "痛": true, "晕": true, "吐": true, "咳": true, "烧": true, "痒": true, "肿": true, "拉": true,
	"喘": true, "麻": true, "胀": true, "酸": true}

// endedByOwnVerb reports whether m's sentence, after m, says m's own verb
// is over: "不疼了", "没再疼了", "冇痛了", "疼好了". Only the first symptom
// with that verb counts when another with it follows ("头疼，肚子也疼，现在
// 不疼了" would end both; the end is read for the nearest).
func endedByOwnVerb(x extract.Result, tx text, m extract.Mention) bool {
	rs := []rune(extract.Normalize(m.Text))
	if len(rs) == 0 || !ownVerbs[string(rs[len(rs)-1])] {
		return false
	}
	verb := string(rs[len(rs)-1])
	rest := tx.between(m.Span[1], tx.sentenceEnd(m))
	for _, n := range x.Mentions {
		if n.Span[0] >= m.Span[1] && n.Span[0] < tx.sentenceEnd(m) && n.ConceptID != m.ConceptID {
			// A bare verb ("不疼了") is the end itself, not another symptom.
			if ns := []rune(extract.Normalize(n.Text)); len(ns) > 1 && string(ns[len(ns)-1]) == verb && !containsAny(tx.between(m.Span[1], n.Span[0]), endsOf(verb)) {
				return false // another symptom of the same verb stands nearer to the end
			}
		}
	}
	if containsAny(rest, []string{"又" + verb, "还" + verb, "还是" + verb}) {
		return false
	}
	for _, e := range endsOf(verb) {
		i := strings.Index(rest, e)
		if i < 0 {
			continue
		}
		at := m.Span[1] + len([]rune(rest[:i]))
		if !namedInClauseBefore(x, tx, at, m) {
			return true
		}
	}
	return false
}

// namedInClauseBefore reports whether the clause of rune offset at names,
// before it, a body site or a symptom other than m ("现在肚子不疼了" ends the
// belly's pain, not the headache before).
func namedInClauseBefore(x extract.Result, tx text, at int, m extract.Mention) bool {
	for _, n := range x.Mentions {
		if n.Span[0] != m.Span[0] && n.Span[1] <= at && tx.clause[n.Span[0]] == tx.clause[at] && len([]rune(n.Text)) > 1 {
			return true
		}
	}
	return false
}

// endsOf returns the ways an end is said with a symptom's verb.
func endsOf(verb string) []string {
	return []string{"不" + verb + "了", "没" + verb + "了", "没再" + verb, "冇" + verb + "了", "冇再" + verb, "唔" + verb + "了", "唔再" + verb,
		verb + "好了", verb + "好咗"}
}

// gaveUpWords, after a trouble told in a sentence, say the patient then gave
// up the drug that caused it: "我就不吃了", "后来就没敢再吃".
var gaveUpWords = []string{"就不吃了", "就没再吃", "没敢再吃", "不敢再吃", "就停了", "就停掉了", "就唔食了", "就冇再食", "唔敢再食", "就冇吃了"}

// zhTakingVerbs take a drug by its form (swallowed, put on, injected,
// drunk, stuck on, sprayed); zhClosers close a sentence that a stop ends.
const (
	zhTakingVerbs = `吃|食|服|抹|搽|涂|擦|打|喝|贴|喷`
	zhClosers     = `了|咗|哒|喇|啦|嘞`
)

// tookWords, before a trouble, tell the drug taken that brought it: "吃了俩
// 月", "吃过两回", "抹了以后", "搽咗几日".
var tookWords = regexp.MustCompile(`(用|` + zhTakingVerbs + `)(了|咗|过|哒)`)

// stoppedByVerb says a drug was stopped with the verb it is taken by,
// denied and closed: "就冇搽哒", "冇再食喇", "不喝了". "没用了" is said of a
// drug that does nothing, so 用 needs 再 to stop.
//
// A stop by whoever gives the drug says it with 给 or 让 (Cantonese 俾):
// "我妈就不给我吃了", "我妈就不让吃了".
var stoppedByVerb = regexp.MustCompile(`(不|没|冇|唔)(再)?(` + zhLetWords + `)?(` + zhTakingVerbs + `)(` + zhClosers + `)|(不|没|冇|唔)再用(` + zhClosers + `)?`)

// zhLetWords let someone take a drug, or give it to them: "不给我吃了".
const zhLetWords = `给我|给他|给她|给孩子|让我|让他|让她|让孩子|给|让|俾我|俾佢|俾`

// gaveUpByVerb adds 敢, not daring to take it again ("不敢抹了", "没敢再
// 吃"): after a trouble told, the trouble went with the drug. Said of a drug
// alone it may tell an allergy kept away from, which a stop would end.
var gaveUpByVerb = regexp.MustCompile(`(不|没|冇|唔)(敢)?(再)?(` + zhLetWords + `)?(` + zhTakingVerbs + `)(` + zhClosers + `)|(不|没|冇|唔)(敢再|再|敢)用(` + zhClosers + `)?|(没|不|唔|冇)敢再(` + zhTakingVerbs + `)`)

// troubleOfADrugGivenUp reports whether symptom mention m is the trouble a
// drug brought that the patient then gave up, told in one sentence with no
// drug named ("吃了俩月腿肚子酸疼，我就不吃了", "吃过两回，脸通红，后来就没
// 敢再吃"): it went with the drug.
func troubleOfADrugGivenUp(x extract.Result, tx text, m extract.Mention) bool {
	lead := sentenceBefore(tx, m)
	rest := tx.between(m.Span[1], tx.sentenceEnd(m))
	return tookWords.MatchString(lead) && (containsAny(rest, gaveUpWords) || gaveUpByVerb.MatchString(rest)) && !containsAny(rest, []string{"还", "又", "现在"})
}

// beforeEvent asks about the time before an event that is over: "倒之前有
// 没有心慌？", "晕过去以前…", "before you passed out".
var beforeEvent = regexp.MustCompile(`(倒|摔|跌|晕|昏|发作|犯病|抽|出事|passed out|fainted|collapsed|blacked out|fell)(之前|以前|前头|前面|前)|before (you|he|she) (passed out|fainted|collapsed|blacked out|fell)`)

// asksBefore reports whether a questioning turn asks what happened before
// an event that is over: what the answer affirms was then, not now.
func asksBefore(sents []sentence) bool {
	for _, s := range sents {
		if s.question && beforeEvent.MatchString(s.text) {
			return true
		}
	}
	return false
}

// beforeAsked marks the patient's symptoms of a turn answering a question
// about the time before an event (asksBefore) as told of then.
func beforeAsked(out []Statement, prior []Prior) []Statement {
	if len(prior) == 0 || prior[len(prior)-1].Speaker == Patient || !prior[len(prior)-1].Reading.Before {
		return out
	}
	for i := range out {
		if out[i].Type == Symptom && !out[i].Negated && out[i].Experiencer == extract.Patient {
			out[i].Historical = true
		}
	}
	return out
}

// hedgedBefore reports whether a clinician's Chinese sentence, before a
// diagnosis, holds a hedge in any of its clauses ("听着像是'妈妈手'，就是桡骨茎突狭窄性
// 腱鞘炎"), or says it cannot yet be told ("今天一次还不能说就是高血压").
func hedgedBefore(tx text, m extract.Mention) bool {
	return containsAny(sentenceBefore(tx, m), zhHedges)
}

// zhHedges hedge a Chinese diagnosis wherever the sentence breaks. (An
// English hedge stays with its clause: the PriMock57 annotators read "it
// looks like, it's just a viral infection" as said.)
var zhHedges = []string{"像是", "听着像", "听起来像", "看着像", "好像是", "可能是", "估计是", "考虑是", "怀疑是", "不能说", "还不能说", "不好说",
	"说不准", "不一定是", "还不能确定", "不能确定"}

// fallEvent tells a fall or a faint as done: "就跌倒咧", "一下坐地上了",
// "摔了一跤".
var fallEvent = regexp.MustCompile(`摔了|摔倒了|跌倒了|跌倒咧|跌了|栽倒了|晕倒了|昏倒了|倒下了|坐地上了|坐到地上|坐在地上了|晕过去了|昏过去了|就坐地上|一跤`)

// storyTimes date a story to a night or a day that is over.
var storyTimes = []string{"前天", "昨天", "昨晚", "昨儿", "夜里", "半夜", "后半夜", "那天", "那回", "那次", "上个", "上礼拜", "上周", "上星期", "前几天",
	"前两天", "前些天", "去年", "上回"}

// storyOngoing keep a symptom of the story current: it happens still.
var storyOngoing = []string{"老是", "总是", "经常", "一直", "天天", "这两天", "这几天", "最近", "现在", "还是"}

// inAFallStory reports whether m is told in a sentence that tells a fall or
// a faint of a past night or day as done ("前天后半夜起来，一站起来就头晕，
// 一下坐地上了", "夜里起来尿尿，眼前一黑，就跌倒咧"): what the story names
// was that episode, not the patient now.
func inAFallStory(tx text, m extract.Mention) bool {
	sent := tx.sentenceOf(m.Span[0])
	return fallEvent.MatchString(sent) && containsAny(sent, storyTimes) && !containsAny(sent, storyOngoing)
}

// afterIllness, right after an acute illness, make it the time from which
// what follows is told: "感冒以后一直没好利索", "肺炎之后老咳".
var afterIllness = []string{"以后", "之后", "过后", "好了以后", "好了之后"}

// sinceIllness reports whether a Chinese acute illness is named only as
// when what follows began (see afterIllness): it is over, and what goes on
// is told after it.
func sinceIllness(tx text, m extract.Mention) bool {
	if !isHan(m.Text) {
		return false
	}
	after := strings.TrimLeft(tx.from(m.Span[1]), " 了")
	return startsWithAny(after, afterIllness) != ""
}
