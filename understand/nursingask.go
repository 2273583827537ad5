package understand

import "github.com/anamnesis-health/anamnesis/extract"

// A mother who opened the consultation with her baby ("宝宝五个月了，昨天开始
// 咳嗽，鼻涕也多", caredfor.go) may ask about her own illness only as it
// bears on the feeding: "我自己这两天嗓子发炎在吃头孢呋辛，喂奶有没有影响？"
// (s47 blind round 15 zh16). Her own finding ended the child's session
// (caredForNow), so her pharyngitis and her cefuroxime went in as the
// patient's. A turn that asks whether something is safe while she nurses is
// still about the baby: what it tells of the speaker is hers, written
// nowhere, and the baby's session goes on. A mother who tells her own
// finding without asking about the feeding ("我自己都有啲喉咙痛，系咪佢传畀我啊",
// zh dev zh-v1-007, whose annotator made her the patient) turns to herself
// as before, and so does one who opened with her own complaint (zh-q1-022).

// nursingWords name breastfeeding.
var nursingWords = []string{"喂奶", "餵奶", "哺乳", "母乳", "喂紧奶", "餵緊奶", "喂母乳", "奶水"}

// askWords make a turn ask.
var askWords = []string{"？", "?", "吗", "嗎", "能不能", "可不可以", "有没有影响", "有冇影响", "有冇影響", "会不会", "會不會", "要不要", "行不行"}

// nursingAsksOwn gives to no one what a patient turn tells of the speaker
// when the session is still a child's (caredForNow) and the turn asks
// about nursing.
func nursingAsksOwn(raw string, st []Statement, prior []Prior) []Statement {
	if caredForNow(prior) == "" || !containsAny(raw, nursingWords) || !containsAny(raw, askWords) {
		return typistNursingAsksOwn(raw, st, prior) // "我系BB阿妈，帮佢问下" … "喂奶有冇影响㗎？" (nursingtypist.go)
	}
	for i := range st {
		if st[i].Experiencer == extract.Patient {
			st[i].Experiencer = extract.Other
		}
	}
	return st
}

// caredForCarried returns whom the speaker still answers for after this
// turn, whose statements are st: the CaredFor of the session's earlier
// patient turns, while none of them nor this one told anything of the
// speaker's own; "" otherwise, and on the session's first patient turn,
// which caredForOf reads. Only the last few turns are read before a turn
// (memory's window), so the first turn's CaredFor is carried on: zh16's
// eighth turn no longer saw it.
func caredForCarried(st []Statement, prior []Prior) string {
	if firstPatientTurn(prior) || toldAnyOwn(st) {
		return ""
	}
	return caredForSince(prior)
}
