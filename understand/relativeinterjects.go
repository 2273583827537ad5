package understand

import "github.com/anamnesis-health/anamnesis/extract"

// A relative in the room may break into the patient's own session and say
// who they are: "烟戒了三年了" … "我是他老婆，他哪里戒了，他还偷偷抽，一天半包"
// (s46 blind round 13 zh16). The "他" is the man who has been speaking, the
// patient, but with no one announced it was read as someone else's, and
// his "quit" stood. A patient turn that opens with the speaker's relation
// to 他/她, after the patient has already spoken in the session, is read as
// the relative's words about the patient, for that turn only: the patient
// may speak again next. At the session's start "我是他闺女" is left to the
// typist rules (typistOf, selfNamedOf).
//
// What the relative tells of themself in that turn is theirs: "我是他爱人哈，
// 我自己血糖也高，医生说我是糖耐量异常" (s47 blind round 15 zh05) wrote the wife's
// prediabetes as the patient's when a turn telling the speaker's own
// finding was left out of this rule. A spouse's finding is no one's, a
// daughter's family history, as for any typist.

// relativeInterjects returns, for such a turn, who the speaker is to the
// patient and who the patient is to them; "", "" otherwise. x is the turn
// read with no one announced.
func relativeInterjects(x extract.Result, raw string, prior []Prior) (typist, typingFor string) {
	if !patientHasSpoken(prior) {
		return "", ""
	}
	text := extract.Normalize(raw)
	loc := openingSelf.FindStringSubmatchIndex(text)
	if loc == nil {
		return "", ""
	}
	return relationToPronoun(text, loc)
}

// relationToPronoun reads "我是他爸爸" matched at loc in text (group 1 the
// 他 or 她, the kin word right after the match), as relationTo does.
func relationToPronoun(text string, loc []int) (self, them string) {
	self, _ = kinAfter([]rune(text[loc[1]:]))
	return relationTo(self, text[loc[2]:loc[3]] == "他")
}

// firstPatientTurn reports whether no patient turn came before in the
// session: an opening says who the consultation is about.
func firstPatientTurn(prior []Prior) bool {
	for _, p := range prior {
		if p.Speaker == Patient {
			return false
		}
	}
	return true
}

// patientHasSpoken reports whether an earlier patient turn of the session
// told something of the patient's own.
func patientHasSpoken(prior []Prior) bool {
	for _, p := range prior {
		if p.Speaker == Patient && p.Reading.Typist == "" && len(p.Reading.Statements) > 0 {
			return true
		}
	}
	return false
}

// withoutOpeningSelf returns seg, the start of a sentence, without the
// speaker's opening "我是他女儿，": her word for herself is no one a "他"
// after it could be ("我是他女儿，他晚上老咳嗽" is the father's cough).
func withoutOpeningSelf(seg string) string {
	loc := openingSelf.FindStringSubmatchIndex(seg)
	if loc == nil {
		return seg
	}
	rs := []rune(seg[loc[1]:])
	if _, n := kinAfter(rs); n > 0 {
		return string(rs[n:])
	}
	return seg
}
