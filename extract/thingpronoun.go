package extract

import "strings"

// Cantonese 佢 is "he", "she" and "it": after a verb of stopping or taking
// with its aspect ("停咗佢", "食晒佢", "戒咗佢") it is the drug the clause
// stops or takes, not a person. "噻吗洛尔会令哮喘差咗，即刻停咗佢，改用布林佐
// 胺" (s49 blind round 18 zh11, a clinician) made the brinzolamide someone
// else's, since the 佢 stood for a third person whose the clauses after it
// were. Unchanged: "我问咗佢" (asking is no taking: a person), "佢食紧降压药"
// (a subject, before its verb), "打佢" (no aspect: maybe "hit him").

// thingVerbs take a drug as their object.
var thingVerbs = []string{"停", "食", "用", "戒", "搽", "涂", "塗", "减", "減", "加", "换", "換", "饮", "飲"}

// thingAspects stand between the verb and the pronoun: without one ("打佢",
// "hit him") the object may be a person.
var thingAspects = []string{"咗", "晒", "埋", "掉"}

// thingPronoun reports whether pronoun trigger t is a Cantonese 佢 that is
// the object of a verb of stopping or taking.
func (c *contextInfo) thingPronoun(t foundTrigger) bool {
	if t.flags&fPron == 0 || string(c.text[t.start:t.end]) != "佢" {
		return false
	}
	before := string(c.text[max(0, t.start-2):t.start])
	for _, v := range thingVerbs {
		for _, a := range thingAspects {
			if strings.HasSuffix(before, v+a) {
				return true
			}
		}
	}
	return false
}
