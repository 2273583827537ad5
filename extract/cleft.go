package extract

import "regexp"

// A cleft names whose a finding is after it: "打呼噜的是我们家老头子" (the
// one who snores is the husband; asked/zh-x2 dev wrote the snoring as the
// patient's). cleftIs is what stands between the finding and the person:
// a few more words of the finding, then 的是.
var cleftIs = regexp.MustCompile(`^[^，,。；;！!？?\s]{0,6}?的(?:是|系|係|就是|都是)(?:我们家|我家|俺家|我的|我)?$`)

// cleftOwner returns who a cleft after the mention ending at me, in clause
// cl, names as its experiencer, if it names anyone but the patient.
func (c *contextInfo) cleftOwner(sentTrigs []foundTrigger, me, cl int) (string, bool) {
	for _, t := range sentTrigs {
		if t.start < me || c.clause[t.start] != cl || t.flags&fSelf != 0 {
			continue
		}
		if t.flags&fExp == 0 || t.flags&fPron != 0 {
			return "", false
		}
		if cleftIs.MatchString(string(c.text[me:t.start])) {
			return c.experiencerOf(t), true
		}
		return "", false
	}
	return "", false
}
