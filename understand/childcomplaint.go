package understand

import "github.com/anamnesis-health/anamnesis/extract"

// A parent who opens with a child they have come about ("喂，医生，我儿子三
// 岁，从昨天晚上开始发烧", s44 blind round 10 zh02; caredfor.go) tells the
// child's complaints as the reason they came: the child may be the one the
// consultation is for, and the complaint is not the parent's family
// history (the zh/v1 annotators list none of them). Until the speaker
// tells a finding of their own, a child's complaint in such a session is
// no one's to write. Elsewhere a child's complaint stays the child's ("one
// child was vomiting", told after the patient's own diarrhoea, is a
// contact's illness: PriMock57 day1_consultation01).

// childsComplaintsUnowned gives a child's or grandchild's complaints to no
// one (extract.Other, which the gate writes nothing of) in a session a
// parent opened with the child (caredFor), while the speaker has told no
// finding of their own.
func childsComplaintsUnowned(caredFor string, st []Statement, prior []Prior) []Statement {
	if caredFor == "" && caredForNow(prior) == "" || toldTheirOwn(st) {
		return st
	}
	for _, p := range prior {
		if p.Speaker == Patient && toldTheirOwn(p.Reading.Statements) {
			return st
		}
	}
	for i, s := range st {
		if s.Type == Symptom && (s.Experiencer == "child" || s.Experiencer == "grandchild") {
			st[i].Experiencer = extract.Other
		}
	}
	return st
}

// toldTheirOwn reports whether statements tell a complaint or condition
// of the speaker's own.
func toldTheirOwn(st []Statement) bool {
	for _, s := range st {
		if (s.Type == Symptom || s.Type == Condition) && s.Experiencer == extract.Patient && !s.Negated {
			return true
		}
	}
	return false
}
