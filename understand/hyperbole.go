package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A finding said in jest ("排队排得我头晕，开玩笑的", "forms give me a
// headache, no offence") or as what the speaker is "about to" have ("我都要中暑了") is
// no complaint told: the first is a claim for a clinician to ask about,
// the second not had.

// jestMarks, in a finding's clause or the next, say it is said in jest. A
// laugh does not: "还胖了二斤呢，哈哈" is a true gain, told cheerfully.
var jestMarks = []string{"开玩笑", "开个玩笑", "说笑的", "说着玩", "讲笑", "不是真的痛", "不是真的疼", "打个比方", "joking", "kidding", "no offence", "no offense"}

// saidInJest reports whether finding m's clause, or the clause after it,
// marks it as said in jest.
func saidInJest(tx text, m extract.Mention) bool {
	return containsAny(tx.clauseOf(m.Span[0]), jestMarks) || containsAny(tx.nextClause(m), jestMarks)
}

// zhAboutTo reports whether a Chinese finding is one the speaker is only
// "about to" have: "我都要中暑了", "心脏病都要犯了".
func zhAboutTo(tx text, m extract.Mention) bool {
	before := tx.before(m)
	after := tx.after(m)
	return strings.HasSuffix(before, "都要") || strings.HasSuffix(before, "快要") && strings.HasSuffix(strings.TrimRight(after, "。！!，, 哦啊"), "了") ||
		strings.HasPrefix(after, "都要犯了") || strings.HasPrefix(after, "都快犯了")
}

// invertedIf reports whether m's sentence opens with the inverted "if"
// ("Should the itching start up again, I'll just grab some antihistamines"):
// what it supposes and what would follow are not the case now. A question
// ("Should it be this swollen?") has no clause of what would follow.
func invertedIf(tx text, m extract.Mention) bool {
	s := strings.TrimLeft(tx.sentenceOf(m.Span[0]), " ")
	if !strings.HasPrefix(s, "should ") {
		return false
	}
	comma := strings.Index(s, ",")
	return comma > 0 && startsWithAny(strings.TrimLeft(s[comma+1:], " "), []string{"i'll", "i will", "i'd", "i would", "then", "we'll", "we will"}) != ""
}

// zhRemovedAfter, after a condition in its sentence, tell it taken out by
// an operation: "胆结石那年做手术拿掉了，胆囊都切了".
var zhRemovedAfter = []string{"拿掉了", "切掉了", "切除了", "摘掉了", "摘除了", "做掉了", "取出来了", "割掉了", "开刀拿了"}

// zhRemovedBySurgery reports whether Chinese condition m is told taken out
// by an operation, and not back since ("又长了", "复发").
func zhRemovedBySurgery(tx text, m extract.Mention) bool {
	if !isHan(m.Text) {
		return false
	}
	rest := restOfSentence(tx, m)
	return containsAny(rest, zhRemovedAfter) && !containsAny(rest, []string{"又长", "复发", "又有", "还有", "又犯"})
}

// allergyFeared, in an allergy's sentence, tell it as a worry: "本来还怕过敏",
// "伊拉讲头孢要当心过敏额", "I was worried I'd be allergic".
var allergyFeared = regexp.MustCompile(`(?:怕|担心|当心|小心|留意)(?:会|是)?过敏|\b(?:worried|scared|afraid|nervous) (?:i'd|i would|i might|i was|i'm|i am|it'd|it might) (?:be )?(?:allergic|react)`)

// reactionHad, beside a feared allergy, tell the fear came true.
var reactionHad = []string{"真的起", "真的过敏", "果然", "还真", "结果起了", "结果过敏", "and i came out", "and it did", "and i did", "sure enough"}

// feared reports whether allergy mention m's sentence tells it as a worry
// (see allergyFeared) that did not come true.
func feared(tx text, m extract.Mention) bool {
	s := tx.sentenceOf(m.Span[0])
	return allergyFeared.MatchString(s) && !containsAny(s, reactionHad)
}

// zhAskedMe, before a drug in its sentence, relay what a clinician asked:
// "牙医问我有没有吃抗凝的药 还有那个啥个阿仑膦酸钠".
var zhAskedMe = []string{"问我有没有", "问我有冇", "问我是不是", "问我吃没吃", "问我在不在吃", "问我吃不吃"}
