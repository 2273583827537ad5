package extract

import "strings"

// A relative of a parent is the patient's relative one step further out:
// "My mum had breast cancer at 45 and her sister had ovarian cancer" (s44
// blind round 10, en06) wrote the patient's sibling, as "my mum's sister"
// and "my dad's brother" did. A parent's sibling is an aunt or uncle, a
// parent's parent a grandparent, a sibling's child a niece or nephew.
// "her" or "his" stands for the parent named last only when its sex fits
// the parent's word; any other chain is left as it was read.

// kinOfKin is who a relative of a relative is to the patient, by the first
// relation and the second.
var kinOfKin = map[[2]string]string{
	{"mother", "sibling"}: "aunt_uncle", {"father", "sibling"}: "aunt_uncle", {"parent", "sibling"}: "aunt_uncle",
	{"mother", "mother"}: "grandparent", {"mother", "father"}: "grandparent", {"father", "mother"}: "grandparent",
	{"father", "father"}: "grandparent", {"mother", "parent"}: "grandparent", {"father", "parent"}: "grandparent",
	{"sibling", "child"}: "niece_nephew",
}

// notKinOfKin is who a blood relative of someone not of the patient's
// blood is to the patient: "my husband's brother" is an in-law, "my
// friend's mum" anyone else (asked/en-x2-028 wrote the brother-in-law's
// epilepsy as the patient's family history).
var notKinOfKin = map[string]string{Spouse: InLaw, InLaw: InLaw, Step: Step, Other: Other, Animal: Other}

// herWords and hisWords are the English words of a woman and of a man a
// possessive pronoun may stand for.
var (
	herWords = []string{"mum", "mother", "mom", "mam", "mummy", "mommy", "mama", "ma", "sister", "sis"}
	hisWords = []string{"dad", "father", "daddy", "papa", "pa", "da", "brother", "bro"}
)

// relativesOfKin rewrites a blood relative named as a parent's or a
// sibling's ("my mum's sister", "…and her sister") as who that person is
// to the patient.
func (c *contextInfo) relativesOfKin() {
	var last foundTrigger // the last relative named, pronouns skipped
	for k, t := range c.trigs {
		if t.flags&fExp == 0 {
			last = foundTrigger{}
			continue
		}
		if t.flags&fPron != 0 {
			continue
		}
		if BloodRelative(t.who) && last.end > 0 && k > 0 {
			prev := c.trigs[k-1]
			word := strings.ToLower(strings.TrimSpace(string(c.text[last.start:last.end])))
			word = strings.TrimPrefix(word, "my ")
			switch {
			case prev.start == last.start && possessiveGap(c.text[last.end:t.start]):
				// "my mum's sister"
			case prev.flags&fPron != 0 && strings.TrimSpace(string(c.text[prev.end:t.start])) == "" &&
				(strings.EqualFold(string(c.text[prev.start:prev.end]), "her") && containsWord(herWords, word) ||
					strings.EqualFold(string(c.text[prev.start:prev.end]), "his") && containsWord(hisWords, word)):
				// "my mum … and her sister"
			default:
				last = c.trigs[k]
				continue
			}
			if who, ok := kinOfKin[[2]string{last.who, t.who}]; ok {
				c.trigs[k].who = who
			} else if who, ok := notKinOfKin[last.who]; ok {
				c.trigs[k].who = who // "my husband's brother has it": no blood of the patient's
			}
		}
		last = c.trigs[k]
	}
}

func containsWord(words []string, w string) bool {
	for _, x := range words {
		if x == w {
			return true
		}
	}
	return false
}
