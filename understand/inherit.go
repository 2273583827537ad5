package understand

// A parent who said in one session that they ask for their child ("我是孩子
// 他爸，帮我儿子问问") seldom says it again at the next visit: "大夫，俩礼
// 拜到了，孩子晚上不咳了，也不喘了" (s49, blind round 16 zh04). Read as
// the patient's own words, 孩子 is the speaker's child and the cough that
// is over becomes their family history, while the patient's cough stays
// open. A young child does not type for themselves, so the parent is
// taken to speak again until the new session says otherwise. A daughter
// who spoke for her father is not carried over: he may well come alone
// next time, and his own complaints would become her family history.

// Inherit returns the announcement a new session takes from last, the
// reading of the patient's last turn of the session before: a parent's
// or grandparent's speaking for their child, or none.
func Inherit(last Reading) Announcement {
	switch last.TypingFor {
	case "child", "grandchild":
		return Announcement{Typist: last.Typist, TypingFor: last.TypingFor}
	}
	return Announcement{}
}

// withInherited puts an inherited announcement before prior, as the
// patient turn that said it, while the session has no patient turn of its
// own; every rule that asks who speaks for the patient (typistNow) then
// reads it as said in the session.
func withInherited(prior []Prior, a Announcement) []Prior {
	if a.Typist == "" || !firstPatientTurn(prior) {
		return prior
	}
	said := Prior{Speaker: Patient, Reading: Reading{Version: Version, Typist: a.Typist, TypingFor: a.TypingFor}}
	return append([]Prior{said}, prior...)
}
