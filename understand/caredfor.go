package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A parent may bring a child and answer for them: "边个唔舒服呀" "我个仔，
// 五岁，佢琴晚开始发烧…然后就话耳仔痛" (zh/v1). The speaker holds the
// patient's role, and what they go on to tell without saying whose ("鼻涕有
// 嘅，流咗成个礼拜喇", "食咗美林，即系布洛芬", "哦，中耳炎。佢细个都试过一次")
// is still the child's, until they speak of themselves ("我自己都有啲喉咙
// 痛") or the clinician asks them about themselves ("你有冇发烧").

// zhChildOpener opens a patient's first turn with the child who is unwell:
// "我个仔，五岁，佢…", "我女儿三岁，她…", "孩子两岁半，昨天开始…", after a
// greeting too ("喂，医生，我儿子三岁，…", s44 blind round 10 zh02). The child
// is set as the topic, then taken up by a pronoun or given an age.
var zhChildOpener = regexp.MustCompile(`^(?:(?:喂|你好|您好|医生|大夫|哎)[，,。！! ]*)*[^，,。]{0,6}?(我个仔|我個仔|我仔|我个女|我個女|我囡|我儿子|我兒子|我女儿|我女兒|我孩子|我家孩子|我家娃|我家宝宝|我家闺女|我闺女|我家儿子|我家女儿|我家姑娘|我家小子|我家丫头|我家寶寶|我宝宝|我寶寶|孩子|宝宝|寶寶)[，, ]*(今年)?([0-9一二两兩三四五六七八九十半]+(岁|歲|个月|個月)|佢|他|她)`)

// zhParentOf, right after "孩子他", name the child's parent, by whom a
// spouse is often called: "孩子他爸", "孩子她妈".
var zhParentOf = []string{"爸", "妈", "媽", "爹", "娘"}

// caredForOf returns whom a patient's first turn tells of as the one
// unwell (the experiencer of its findings), or "" when the turn is not
// the first, does not open with a child, or tells any finding of the
// speaker's own.
func caredForOf(raw string, st []Statement, prior []Prior) string {
	if !firstPatientTurn(prior) {
		return ""
	}
	opening := strings.TrimSpace(extract.Normalize(raw))
	loc := zhChildOpener.FindStringIndex(opening)
	if loc == nil || startsWithAny(opening[loc[1]:], zhParentOf) != "" {
		return "" // "孩子他爸昨天确诊甲流了": the child's father, not the child
	}
	who := ""
	for _, s := range st {
		if s.Type != Symptom && s.Type != Condition || s.Negated {
			continue
		}
		if s.Experiencer == extract.Patient {
			return ""
		}
		who = s.Experiencer
	}
	return who
}

// caredForNow returns whom the session's patient turns still tell of when
// the speaker answers for a child they brought (see above): the first
// turn's CaredFor, while no patient turn since told anything of the
// speaker's own and the clinician's last turn did not ask the speaker
// about themselves ("你有冇发烧"). "" otherwise.
func caredForNow(prior []Prior) string {
	who := caredForSince(prior)
	if n := len(prior); who != "" && n > 0 && prior[n-1].Speaker != Patient {
		for _, m := range prior[n-1].Reading.Extract.Mentions {
			if m.Assertion.Subject == extract.SecondPerson {
				return "" // "你有冇发烧": the clinician asks the speaker
			}
		}
	}
	return who
}

// caredForSince returns the CaredFor of the first patient turn of prior,
// while no patient turn after it told anything of the speaker's own; ""
// once the speaker has turned to themselves.
func caredForSince(prior []Prior) string {
	who := ""
	for _, p := range prior {
		if p.Speaker != Patient {
			continue
		}
		if who == "" {
			if who = p.Reading.CaredFor; who == "" {
				return ""
			}
			continue
		}
		if toldAnyOwn(p.Reading.Statements) {
			return "" // the speaker has turned to themselves
		}
	}
	return who
}

// toldAnyOwn reports whether statements tell anything of the speaker's
// own.
func toldAnyOwn(st []Statement) bool {
	for _, s := range st {
		if s.Experiencer == extract.Patient && !s.Negated {
			return true
		}
	}
	return false
}

// zhSpeakerSelf are the words by which a speaker tells of themselves.
var zhSpeakerSelf = []string{"我", "俺", "阮", "自己", "自个", "自個"}

// toTheCaredFor gives to the child a parent answers for what a patient
// turn tells without saying whose: its sentence names no first person.
func toTheCaredFor(x extract.Result, tx text, st []Statement, prior []Prior) []Statement {
	who := caredForNow(prior)
	if who == "" {
		return st
	}
	for i := range st {
		s := &st[i]
		if s.Experiencer != extract.Patient || s.Type != Symptom && s.Type != Condition && s.Type != Medication && s.Type != Observation {
			continue
		}
		m, found := mentionOf(x, s.Concept)
		sent := tx.str
		if found {
			sent = tx.sentenceOf(m.Span[0])
		}
		if containsAny(zhNotSubjectMe.ReplaceAllString(sent, ""), zhSpeakerSelf) {
			continue
		}
		s.Experiencer = who
	}
	return st
}
