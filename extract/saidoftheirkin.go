package extract

import "strings"

// Someone not of the family who says something of "his mother" speaks of
// his own: "我老公话佢阿媽以前餵奶都生過乳腺炎" (s50 blind round 19 zh10)
// is the husband's mother, an in-law, but the 佢 before 阿媽 was read as
// standing for no one and 阿媽 as the patient's mother, so the
// mother-in-law's mastitis became family history. throughOthers reads
// "我老公他妈" as the husband's mother; a verb of saying between the
// person and the pronoun ("老公说他妈", "同事讲她爸") keeps the pronoun that
// person, the one who says it: he tells of his own kin. A blood relative
// who says it ("我妈说她妈") is left to relativesOfKin's chains. English
// reads the same: "my husband says his mum had breast cancer".

// sayingVerbs stand between a person and what they say.
var sayingVerbs = map[string]bool{"说": true, "讲": true, "话": true, "讲过": true, "说过": true, "话过": true,
	"就说": true, "也说": true, "老说": true, "总说": true, "跟我说": true, "跟我讲": true, "同我讲": true,
	"话我知": true, "同我讲过": true, "告诉我": true, "讲伊": true,
	"說": true, "講": true, "話": true, "說過": true, "講過": true, "話過": true, "同我講": true,
	"says": true, "said": true, "told me": true, "tells me": true, "reckons": true}

// throughOthersSaying gives a blood relative named by a pronoun after a
// person who is not one and a verb of saying to that person (see above).
func (c *contextInfo) throughOthersSaying() {
	var via foundTrigger // the last person named, pronouns skipped
	for k, t := range c.trigs {
		if t.flags&fExp == 0 {
			continue
		}
		if t.flags&fPron == 0 {
			via = t
			continue
		}
		if via.end == 0 || k+1 >= len(c.trigs) || !sayingVerbs[strings.Trim(string(c.text[via.end:t.start]), " ，,：:")] {
			continue
		}
		next := c.trigs[k+1]
		if next.flags&fExp == 0 || next.flags&fPron != 0 || !BloodRelative(next.who) || !possessiveGap(c.text[t.end:next.start]) {
			continue
		}
		switch via.who {
		case Spouse, InLaw:
			c.trigs[k+1].who = InLaw
		case Step, Other:
			c.trigs[k+1].who = Other
		}
	}
}
