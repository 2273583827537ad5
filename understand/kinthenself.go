package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A relative may name the patient first and say who they are after: "喂！
// 我儿子抽了！我是他爸爸" (s46 blind round 13 zh17, a father on an emergency
// call). "我是他爸爸" said of the son just named is the same announcement
// as "我是他爸爸，我儿子…" (selfNamedOf): the father speaks for his son, and
// "给他吃了美林" is the son's ibuprofen, not someone else's. The kin named
// first must be the one the relation makes the patient ("我儿子" … "我是他
// 爸爸"), so "我妈有高血压，我是她女儿" announces as well and "我老婆咳嗽，我是
// 他爸爸" does not; a turn that tells the speaker's own findings is left as
// read. Henan and Shandong 俺 is 我: "俺带俺爹来复查，俺是他儿子" (s53 blind
// round 21 zh14).

// selfAfter: the speaker's relation to 他/她, anywhere in the turn.
var selfAfter = regexp.MustCompile(`[我俺]是(他|她)的?`)

// kinThenSelfOf returns, for a patient turn as above, who the speaker is to
// the patient and who the patient is to them; "", "" otherwise. x is the
// turn read with no one announced.
func kinThenSelfOf(x extract.Result, raw string) (typist, typingFor string) {
	if tellsOwnFinding(x) {
		return "", ""
	}
	text := extract.Normalize(raw)
	loc := selfAfter.FindStringSubmatchIndex(text)
	if loc == nil {
		return "", ""
	}
	rs := []rune(text)
	at := len([]rune(text[:loc[0]]))
	self, them := relationToPronoun(text, loc)
	if self == "" {
		return "", ""
	}
	for k := 0; k+1 < at; k++ {
		if rs[k] != '我' && rs[k] != '俺' {
			continue
		}
		if who, _ := kinAfter(rs[k+1 : at]); who != "" {
			if who != them {
				return "", "" // the first kin the speaker names as theirs
			}
			return self, them
		}
	}
	return "", ""
}
