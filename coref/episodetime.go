package coref

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A drug told by a time that is over, an episode of illness the patient
// took it in: "the tablets I had that time I caught it out there", "the
// medicine they gave me the time I had malaria", "我长带状疱疹那回吃的那个
// 药". The drug was taken then, for that episode, and the patient asks
// about it now that the episode is over: a drug they no longer take. Read
// as no qualifier at all, "the tablets" became the patient's one current
// tablet (amlodipine for the antimalarial), a confident wrong answer.
// When the turn names the illness of the episode ("that time I had
// shingles"), the drug is one given for it: an old stopped drug of another
// purpose is not it.

// enTakenAtEpisode is, right after the phrase, a past verb of taking or
// giving followed by a time that is over: "I had that time", "I took the
// time I had shingles", "they gave me that one time", "I got out there
// that time", or the phrase placed at that time ("the tablets from that
// time I had shingles"). Not "I take at that time" (present), nor "since
// the time" or "from the time" (still taken).
var enTakenAtEpisode = regexp.MustCompile(`^(?:(?:that |which )?(?:(?:i|we) (?:had|took|got|used|was given|were given)|(?:they|you|he|she|the doctors?|the hospital|the gp) gave (?:me|us))` +
	`(?: (?:for it|for that|for them|out there|over there|abroad|back then|there))?` +
	` (?:(?:that|the) (?:one |other )?time|one time|that once)|from that (?:one )?time)\b`)

// timeOfWords after "time" make it no episode: "the pill I had that time
// of the month", "the tablet I took the time of day you said", and "the
// one you gave me the time before", which may be a session or a dose.
var timeOfWords = map[string]bool{"of": true, "slot": true, "before": true, "after": true}

// zhTakenAtEpisode is, in the reference's clause, a time that is over
// (那回, 那次, 那阵子, 那会儿, 那年, 那时候) with what happened then, and a
// verb of taking or using with 的: "我长带状疱疹那回吃的", "那次长蛇盘疮吃
// 的", "住院那阵子打的". Not 那回事 ("不是那回事"), nor 那会 of "那会不会"
// ("then would it"), nor a time the listener did something in ("那次你给我
// 开的", which may be a drug still taken). 点 and 上 are no verbs here:
// "那次说的 八点的那个药" is a time of day, "晚上的" an evening.
var zhTakenAtEpisode = regexp.MustCompile(`那一?(?:回|次|阵子?|会儿|年|时候?)[^你您事]{0,10}?(?:吃|用|打|抹|擦|涂|喝|滴|喷|贴)过?的`)

// zhLastEpisode is 上回 / 上次 told by what the patient had then and what
// they took for it: "上回打摆子吃的那个药", "上次感冒吃的药" are "the last
// time I had malaria, the medicine I took", as "the last time I had
// shingles" is in English (notLastSession), not the last session. Only
// with a condition or symptom named between (zhLastEpisodes), and nothing
// of a visit or of the listener there: "上回你给我开的", "上回跟你说的",
// "上次来看胃疼拿的" are the last session.
var zhLastEpisode = regexp.MustCompile(`上一?(?:次|回|趟)([^，。！？；,.!?;你您说讲提聊开拿来看]{1,8}?)(?:吃|用|打|抹|擦|涂|喝|滴|喷|贴)过?的`)

// zhLastEpisodes returns the rune spans of the zhLastEpisode phrases of
// lower whose middle names a condition or symptom the patient had, with
// the first such concept of each.
func zhLastEpisodes(lower string, mentions []extract.Mention) (spans [][2]int, topics []string) {
	for _, loc := range zhLastEpisode.FindAllStringSubmatchIndex(lower, -1) {
		lo, hi := utf8.RuneCountInString(lower[:loc[2]]), utf8.RuneCountInString(lower[:loc[3]])
		for _, m := range mentions {
			if (m.Type == ontology.TypeCondition || m.Type == ontology.TypeSymptom) && !m.Assertion.Negated && m.Span[0] >= lo && m.Span[1] <= hi &&
				(m.Assertion.Experiencer == "" || m.Assertion.Experiencer == extract.Patient) {
				spans = append(spans, [2]int{utf8.RuneCountInString(lower[:loc[0]]), utf8.RuneCountInString(lower[:loc[1]])})
				topic := ""
				if m.Type == ontology.TypeCondition {
					topic = m.ConceptID
				}
				topics = append(topics, topic)
				break
			}
		}
	}
	return spans, topics
}

// withoutLastEpisodes blanks the 上回 of zhLastEpisodes phrases, so that
// lastTimeAsked does not read them as the last session.
func withoutLastEpisodes(lower string, mentions []extract.Mention) string {
	spans, _ := zhLastEpisodes(lower, mentions)
	if len(spans) == 0 {
		return lower
	}
	rs := []rune(lower)
	for _, s := range spans {
		rs[s[0]] = ' ' // 上: what is left (回吃的) asks for no session
	}
	return string(rs)
}

// episodeReach is how far (in runes) from the time word the illness of an
// episode is looked for: "that time I had shingles", "我长带状疱疹那回".
const episodeReach = 24

// takenAtEpisode reports whether the drug phrase at span is told by a time
// that is over (enTakenAtEpisode, zhTakenAtEpisode, zhLastEpisodes);
// whether that time is an illness the turn says the patient had then
// (over: "that time I caught it out there", "the time I had shingles",
// "我长带状疱疹那回", "住院那阵子"), and the condition it names, if any. A
// time told by a sign or nothing ("that time I felt dizzy", "那会儿头晕")
// is an episode but no illness that is over: the drug taken then may be
// one still taken. A dose missed or doubled then ("那次忘了吃的", "the
// one I forgot that time") is no episode at all.
func takenAtEpisode(rs []rune, span [2]int, mentions []extract.Mention) (episode, over bool, topic string) {
	if !validSpan(span, len(rs)) {
		return false, false, ""
	}
	lead := len(string(rs[span[1]:])) - len(strings.TrimLeft(string(rs[span[1]:]), " "))
	from := span[1] + lead // rune offset of rest: spaces are one byte
	rest := string(rs[from:])
	if loc := enTakenAtEpisode.FindStringIndex(rest); loc != nil {
		end := from + utf8.RuneCountInString(rest[:loc[1]])
		if _, next := wordAfter(rs, end); !timeOfWords[next] {
			after := string(rs[end:min(len(rs), end+2*episodeReach)])
			if i := strings.IndexAny(after, ".?!"); i >= 0 {
				after = after[:i]
			}
			if enDoseEvent.MatchString(after) {
				return false, false, ""
			}
			topic := episodeCondition(rs, mentions, end, end+episodeReach)
			return true, topic != "" || enIllnessThen.MatchString(after), topic
		}
	}
	lo := span[1] - len([]rune(clauseBefore(rs, span[1])))
	if loc := zhTakenAtEpisode.FindStringIndex(string(rs[lo:span[1]])); loc != nil {
		at := lo + utf8.RuneCountInString(string(rs[lo:span[1]])[:loc[0]])
		verb := lo + utf8.RuneCountInString(string(rs[lo:span[1]])[:loc[1]])
		told := string(rs[max(lo, at-episodeReach/2):verb])
		if zhDoseEvent.MatchString(told) {
			return false, false, ""
		}
		topic := episodeCondition(rs, mentions, max(lo, at-episodeReach/2), verb)
		return true, topic != "" || zhIllnessThen.MatchString(told), topic
	}
	spans, topics := zhLastEpisodes(string(rs), mentions)
	for k, s := range spans {
		if s[0] >= lo && s[1] <= span[1] {
			told := string(rs[s[0]:s[1]])
			return true, topics[k] != "" || zhIllnessThen.MatchString(told), topics[k]
		}
	}
	return false, false, ""
}

// enIllnessThen, in the clause after the time, says the patient was ill
// then: caught something, went down with it, was in hospital or poorly.
var enIllnessThen = regexp.MustCompile(`\b(?:i|we)\s+(?:caught|picked up|came down with|went down with|got (?:it|that|ill|sick|the bug|a bug|something)|` +
	`(?:was|were)\s+(?:in hospital|in the hospital|admitted|ill|poorly|sick|unwell|laid up|bad with))\b`)

// enDoseEvent, after the time, is a dose missed or doubled: no episode.
var enDoseEvent = regexp.MustCompile(`\b(?:forgot|forget|missed|miss|doubled|double|took two|by mistake|too many|extra)\b`)

// zhIllnessThen, in what the time is told by, says the patient was ill
// then: "住院", "感冒", "发烧", "生病", "打摆子" (malaria, colloquially).
var zhIllnessThen = regexp.MustCompile(`住院|住医院|感冒|发烧|发高烧|生病|得病|病了|患病|打摆子|开刀|手术|出疹子`)

// zhDoseEvent is a dose missed or doubled then: "那次忘了吃的", "漏吃的".
var zhDoseEvent = regexp.MustCompile(`忘|漏|少吃|多吃|吃多|吃错|补吃`)

// episodeCondition returns the condition a mention within [lo, hi) names,
// the first one, or "".
func episodeCondition(rs []rune, mentions []extract.Mention, lo, hi int) string {
	for _, m := range mentions {
		if m.Type == ontology.TypeCondition && !m.Assertion.Negated && m.Span[0] >= lo && m.Span[1] <= hi && validSpan(m.Span, len(rs)) &&
			(m.Assertion.Experiencer == "" || m.Assertion.Experiencer == extract.Patient) {
			return m.ConceptID
		}
	}
	return ""
}

// holdsCurrent reports whether the record holds the condition (or one
// under its code) as current: an illness that comes back, such as
// migraine, rather than an episode that is over, such as malaria.
func holdsCurrent(record []entity.Fact, conditionID string, v Vocabulary) bool {
	for _, f := range record {
		if f.Type != entity.Condition || !current(f) {
			continue
		}
		if c, ok := v.Concept(f.Attributes[conceptAttribute]); ok && namedFits(conditionID, c, v) {
			return true
		}
	}
	return false
}
