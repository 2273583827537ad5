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
//
// The child's illnesses go the same way: "我家闺女十岁，有哮喘，这两天换季又
// 喘上了" (s46 blind round 14 zh13) wrote the asthma as family history, and
// "社区医生说是湿疹", told after "宝宝8个月 脸上…起了好多红疹子" (zh05), the
// eczema, when the child is the one the consultation is for; a reading
// the parent took ("体温37度5", zh13) went in as a family history of a body
// temperature. A child's illness told in a session opened otherwise ("我闺
// 女对花生过敏", "我儿子有哮喘" after the speaker's own cough) stays family
// history. "我家闺女" and its like now open such a session as "我女儿" does
// (caredfor.go).

// childsComplaintsUnowned gives a child's or grandchild's complaints and
// illnesses to no one (extract.Other, which the gate writes nothing of) in
// a session a parent opened with the child (caredFor), while the speaker
// has told no finding of their own.
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
		if (s.Type == Symptom || s.Type == Condition || s.Type == Observation) && (s.Experiencer == "child" || s.Experiencer == "grandchild") {
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
