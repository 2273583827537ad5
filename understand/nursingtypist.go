package understand

import "github.com/anamnesis-health/anamnesis/extract"

// A mother who said she asks for her baby ("我系BB阿妈，帮佢问下", a typist,
// typist.go) and then asks whether her own illness or drug matters while
// she nurses ("我自己呢两日喉咙发炎，喺度食紧头孢呋辛，喂奶有冇影响㗎？")
// asks about the baby's safety, as the mother who opened with her baby
// does (nursingask.go): her throat infection is told only to ask, and is
// no family history of the baby (it does not run in families); her drug is
// no one's (round 16, zh/r16-zh03). What she tells without asking about
// the feeding keeps the typist's reading: her own chronic illness is the
// baby's family history.

// typistNursingAsksOwn gives to no one what a turn that asks about nursing
// tells of the typist, once a typist has been announced.
func typistNursingAsksOwn(raw string, st []Statement, prior []Prior) []Statement {
	typist, _ := typistNow(prior)
	if typist == "" || !containsAny(raw, nursingWords) || !containsAny(raw, askWords) {
		return st
	}
	for i := range st {
		if st[i].Experiencer == typist {
			st[i].Experiencer = extract.Other
		}
	}
	return st
}
