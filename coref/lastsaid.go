package coref

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// An earlier session's drug is told without a class word or a noun of its
// own: "what I brought up last visit", "what you suggested last time",
// "the one I mentioned last time", Wu "上趟侬讲个药" (上回你说的药). "The one"
// so told is a reference of its own beside another the turn holds ("Is the
// one I mentioned last time okay with my pill?", en-dev37-009), which the
// pronoun finders, run only when the turn has none, never read; and the
// session it names is not the other's ("my pill" is taken now). Alone, "what I said" and "你说的药" are
// anything the patient ever said or was told; a session named right by
// them makes them what was said there, and qualify sends the search to
// that session (LastTime, BeforeLast): a session that named two drugs
// leaves both asked about, one that named none leaves nothing.

// enSaidInSession is "what" said or asked of in a named session: "what I
// brought up last visit", "what you mentioned at my last appointment",
// "what the doctor suggested the time before last".
var enSaidInSession = regexp.MustCompile(`\b(what|the one|that one) (?:i|you|we|the doctor|the doc|the nurse|he|she) ` +
	`(?:brought up|mentioned|told you about|told me about|talked about|asked about|asked you about|raised|suggested|recommended|said about|was on about) ` +
	`(?:at |in |during |on )?(?:my |our |the |me )?(?:last (?:time|visit|appointment|session|consultation|chat)|time before last|(?:two|2) (?:visits|appointments|sessions|times) (?:ago|back))\b`)

// zhSaidInSession is a drug said or prescribed in the last session, said
// with 的 and no determiner: "上趟侬讲个药" (Wu 个 read as 的 by Find), "上回
// 你说的药", "上次大夫开的药". The session word opens the clause.
var zhSaidInSession = regexp.MustCompile(`(?:上上|上一|上)(?:次|回|趟|遭)(?:你|侬|您|医生|大夫|我|俺)?(?:跟我|同我|和我|给我)?((?:说|讲|提|推荐|介绍|建议|开)(?:过)?的药)`)

// sessionSaidRefs finds an enSaidInSession "what" or a zhSaidInSession
// drug.
func sessionSaidRefs(rs []rune, taken [][2]int) []Reference {
	lower := strings.ToLower(string(rs))
	var out []Reference
	for _, re := range []*regexp.Regexp{enSaidInSession, zhSaidInSession} {
		for _, loc := range re.FindAllStringSubmatchIndex(lower, -1) {
			start := utf8.RuneCountInString(lower[:loc[2]])
			span := [2]int{start, start + utf8.RuneCountInString(lower[loc[2]:loc[3]])}
			if validSpan(span, len(rs)) && !overlapsAny(span, taken) {
				out = append(out, Reference{Span: span, Kind: KindDrug})
				taken = append(taken, span)
			}
		}
	}
	return out
}

// bareThing reports whether a drug reference is one only by default: it
// names no drug noun, class, topic or form ("上次跟你说的那个", "the thing I
// told you about last time"), so what the patient said may as well have
// been a condition.
func bareThing(ref Reference) bool {
	if ref.Kind != KindDrug || ref.ClassID != "" || ref.Topic != "" || ref.Form != "" || ref.Named != "" {
		return false
	}
	lower := strings.ToLower(ref.Text)
	if strings.ContainsAny(lower, "药针片丸膏剂") {
		return false
	}
	for _, w := range splitWords([]rune(lower)) {
		if enTopicDrug[w.text] && w.text != "one" && w.text != "ones" || enDrug[w.text] {
			return false
		}
	}
	return true
}

// conditionsToldLast returns, for a bareThing reference, the conditions
// the last earlier session told; nil for any other.
func conditionsToldLast(ref Reference, in Input, v Vocabulary) []scored {
	if !bareThing(ref) {
		return nil
	}
	cond := ref
	cond.Kind = KindCondition
	return sessionCandidates(cond, in.earlier(0), in.Record, v, fitter(cond, v), false)
}
