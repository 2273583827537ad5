package understand

import "github.com/anamnesis-health/anamnesis/extract"

// askedOfTheOneSpokenFor gives a question about the relative someone
// speaks for (typist.go) to the patient: "孩子有药物过敏吗？", asked by the
// assistant or a clinician after "我是孩子妈妈，帮他问一下", asks the child
// whose record it is, not a relative of theirs (s43 blind round 8: the
// child's own cephalosporin allergy became family history). Another
// relative asked ("孩子爸爸有哮喘吗？") stays that relative.
func askedOfTheOneSpokenFor(rd *Reading, prior []Prior) {
	_, typingFor := typistNow(prior)
	if typingFor == "" {
		return
	}
	if rd.Relative == typingFor || typingFor == extract.Patient && rd.Relative == extract.Other {
		rd.Relative = "" // a carer's "她平时吃什么药？" asks of the one cared for (carertellsof.go)
	}
	for i := range rd.Asks {
		if rd.Asks[i].Relative == typingFor {
			rd.Asks[i].Relative = ""
		}
	}
}
