package extract

import "strings"

// Speech typed without punctuation runs a denial into what the patient
// then says they have: "no chest pain um a bit lightheaded sometimes never
// fainted" (s47 blind round 15 en11, an ASR transcript) denied the
// lightheadedness, since the "no" reached to the end of the one clause. A
// degree word right after a denied finding ("a bit", "a little",
// "slightly", "kind of"), a spoken filler between at most, opens a new
// clause, as the comma a writer would put there does. "no pain, not even a
// bit" and "not a bit dizzy" keep the denial: the degree word must follow a
// finding, not the negation.

// degreeOpeners start a clause of what is had, to a degree.
var degreeOpeners = []string{"a bit", "a little", "a wee bit", "bit of", "slightly", "kind of", "kinda", "sort of", "sorta", "a touch"}

// degreeAfterDenied returns the offsets where a degree word opens a new
// clause: right after the end of a clinical mention (fillers between
// allowed) that a negation trigger before it in the text may reach.
func (c *contextInfo) degreeAfterDenied() []int {
	var out []int
	for i, s := range c.spans {
		if !clinicalType(c.types[i]) || !c.negatedBefore(s.start) {
			continue
		}
		k := s.end
		for {
			for k < len(c.text) && c.text[k] == ' ' {
				k++
			}
			e := k
			for e < len(c.text) && isLatin(c.text[e]) {
				e++
			}
			if e > k && spokenFillers[string(c.text[k:e])] && string(c.text[k:e]) != "like" {
				k = e
				continue
			}
			break
		}
		rest := string(c.text[k:])
		for _, d := range degreeOpeners {
			if strings.HasPrefix(rest, d+" ") && len(rest) > len(d)+1 && isLatin([]rune(rest[len(d)+1:])[0]) {
				out = append(out, k)
				break
			}
		}
	}
	return out
}

// negatedBefore reports whether a negation trigger starts before offset
// at, with no sentence punctuation between.
func (c *contextInfo) negatedBefore(at int) bool {
	for _, t := range c.trigs {
		if t.start >= at || t.flags&fNeg == 0 {
			continue
		}
		clean := true
		for k := t.end; k < at; k++ {
			if _, sent := isClausePunct(c.text, k); sent {
				clean = false
				break
			}
		}
		if clean {
			return true
		}
	}
	return false
}
