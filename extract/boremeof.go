package extract

import "regexp"

// A mother who carried or bore the patient is who the sentence is about:
// in "我妈怀我的时候也有妊娠糖尿病", "我妈生我的时候大出血" the 我 is what she
// carried, not a new subject, and the diabetes is hers (family history), as
// "my mum had gestational diabetes when she was pregnant with me" is. Only
// right after a relative named with the verb between: "怀我的时候我有妊娠糖尿病"
// and "我怀孕的时候有…" are the patient's.

// bearingVerbs are the verbs of carrying or bearing a child that take the
// patient as their object.
var bearingVerbs = []string{"怀", "怀着", "怀上", "生", "生下", "生了"}

// deliveredSince are the verbs of a birth that is over, said with how long
// ago: "我生完宝宝三周了，…，这两天左边乳房又红又肿" (review 11 Z13) tells of
// the mother now. Without the time since ("生完孩子那阵子…") they date what
// follows to then, and the child stays a person of the sentence.
var deliveredSince = []string{"生完", "生好", "刚生完", "生完了"}

// sinceBirth is how long ago the birth was, right after the child, or a
// since: "生完孩子以后老觉得有点漏尿" (zh dev l1-048).
var sinceBirth = regexp.MustCompile(`^(?:[零一二两三四五六七八九十百几多半\d]+\s*(?:个)?\s*(?:天|周|星期|礼拜|月)(?:多)?了|以后|之后)`)

// objectOfBearing reports whether the self trigger t is the object of a
// bearing verb whose subject is a relative named right before the verb.
func (c *contextInfo) objectOfBearing(t foundTrigger) bool {
	if t.flags&fSelf == 0 || string(c.text[t.start:t.end]) != "我" {
		return false
	}
	for _, v := range bearingVerbs {
		n := len([]rune(v))
		at := t.start - n
		if at <= 0 || string(c.text[at:t.start]) != v {
			continue
		}
		for _, o := range c.trigs {
			if o.end == at && o.flags&fExp != 0 && o.flags&fPron == 0 && BloodRelative(o.who) {
				return true
			}
		}
	}
	return false
}

// childBorne reports whether the child trigger t is the child a bearing
// verb carried or bore: in "怀我女儿的时候得过妊娠糖尿病", "生儿子那年血压高"
// the daughter is what the patient carried, and what the sentence tells
// is the patient's, not the daughter's (session 69's review).
func (c *contextInfo) childBorne(t foundTrigger) bool {
	if t.flags&fExp == 0 || t.flags&fPron != 0 || t.who != "child" {
		return false
	}
	at := t.start
	if at > 0 && c.text[at-1] == '我' { // "怀我女儿"
		at--
	}
	for _, v := range bearingVerbs {
		if n := len([]rune(v)); at-n >= 0 && string(c.text[at-n:at]) == v {
			return true
		}
	}
	for _, v := range deliveredSince {
		if n := len([]rune(v)); at-n >= 0 && string(c.text[at-n:at]) == v && sinceBirth.MatchString(string(c.text[t.end:])) {
			return true
		}
	}
	return false
}
