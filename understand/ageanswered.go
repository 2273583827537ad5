package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A clinician who opens by asking a child's age ("宝宝几个月啦，哪里不好",
// zh dev zh-v1-017; "你是孩子妈妈吧？孩子多大？", zh-u1-017) has a parent in
// front of them who brought the child. The parent's first turn answers
// with the age and goes on to the complaint without saying whose ("八个
// 月，嗯，拉肚子，昨天开始的"): it opens the consultation for the child as
// "我儿子三岁，从昨天晚上开始发烧" does (caredfor.go), and the child's
// complaints, readings and drugs are nobody's to write until the speaker
// tells one of their own (childcomplaint.go). Read as the speaker's, the
// baby's diarrhoea and temperatures went in as the mother's.
//
// Asked what ails the child ("娃娃咋个了", zh-w1-006), the parent's
// answer ("咳了三四天了…前天烧了，三十八度几") is the child's the same way,
// with or without the age.
//
// Only a question that names the child in the third person counts: "小朋
// 友，几岁了？" speaks to the child, who answers for herself (zh-o1-016).
// And only an answer that opens with the age and tells a complaint: "对，
// 孩子七个月了，剖的" (zh-l1-048, a mother come for her own coil) is not
// read.

// zhChildAgeAsked asks how old a child is, the child named by a word that
// is not said to them; zhChildAilsAsked asks what ails them ("娃娃咋个
// 了", zh dev zh-w1-006).
var (
	zhChildAgeAsked  = regexp.MustCompile(zhChildAsked + `(几个月|幾個月|几岁|幾歲|几多岁|幾多歲|多大)`)
	zhChildAilsAsked = regexp.MustCompile(zhChildAsked + `(咋个了|咋了|怎么了|怎么啦|怎麼了|哪里不舒服|哪里不好|哪儿不舒服|哪不舒服|咋回事|怎么回事|边度唔舒服|邊度唔舒服|有什么不舒服)`)
)

// zhChildAsked names the child a question asks of.
const zhChildAsked = `(宝宝|寶寶|孩子|小孩|小孩子|娃|娃娃|娃儿|伢|囡囡|细路|細路|BB|bb)(现在|現在|今年|有)?`

// zhAgeAnswer opens a turn with an age: "八个月，", "一岁半。", "三岁了".
var zhAgeAnswer = regexp.MustCompile(`^(?:(?:嗯|哦|噢|啊|呃)[，, ]*)?(?:今年|刚|剛|快|才)?[0-9一二两兩三四五六七八九十]+(?:个多月|個多月|个半月|個半月|个月|個月|岁半|歲半|岁|歲)(?:了|啦|咯|嘞|喇)?(?:[，,。.！! ]|$)`)

// childAsked returns "age" when a clinician's or the assistant's turn asks
// the age of a child it names, "ails" when it asks what ails them, ""
// otherwise.
func childAsked(raw string) string {
	s := extract.Normalize(raw)
	switch {
	case zhChildAgeAsked.MatchString(s):
		return "age"
	case zhChildAilsAsked.MatchString(s):
		return "ails"
	}
	return ""
}

// childAgeAnswered returns "child", with the complaints of st that no
// first person claims given to the child, when a patient's first turn
// answers the clinician's question of a child's age with the age, or
// their question of what ails the child, and tells a complaint; "" and st unchanged otherwise. A complaint the
// question's child was given already ("孩子多大？" read as asking of a
// relative) is the child's whatever the sentence says of the speaker ("吓死
// 我了").
func childAgeAnswered(x extract.Result, tx text, raw string, st []Statement, prior []Prior) (string, []Statement) {
	n := len(prior)
	if !firstPatientTurn(prior) || n == 0 || prior[n-1].Reading.ChildAsked == "" {
		return "", st
	}
	if prior[n-1].Reading.ChildAsked == "age" && !zhAgeAnswer.MatchString(strings.TrimSpace(extract.Normalize(raw))) {
		return "", st
	}
	var mine []int
	told := false
	for i, s := range st {
		if s.Experiencer != extract.Patient && s.Experiencer != "child" || s.Type != Symptom && s.Type != Condition && s.Type != Medication && s.Type != Observation {
			continue
		}
		sent := tx.str
		if m, found := mentionOf(x, s.Concept); found {
			sent = tx.sentenceOf(m.Span[0])
		}
		if s.Experiencer == extract.Patient && containsAny(zhNotSubjectMe.ReplaceAllString(sent, ""), zhSpeakerSelf) {
			continue // "我量的三十九度五": what the speaker did, not whose it is
		}
		mine = append(mine, i)
		told = told || (s.Type == Symptom || s.Type == Condition) && !s.Negated
	}
	if !told {
		return "", st
	}
	for _, i := range mine {
		st[i].Experiencer = "child"
	}
	return "child", st
}
