package extract

import "strings"

// A denial such as "no" governs the noun phrases listed after it ("no
// chest pain no blood and no fever"), not a clause with its own verb. In
// unpunctuated speech a filler is the comma: "no chest pain uh sleep is
// kinda bad" (r16-en05, an ASR transcript) denies the chest pain and tells
// the bad sleep, as "no chest pain, uh, sleep is kinda bad" would. So a
// filler right after a finding ends the clause when the next finding is
// told as a clause (its words hold a verb of being: "sleep is kinda bad",
// "my knee's been sore"); before a bare name ("no fever um cough") the
// list may go on and nothing changes.

// clauseFillers are the hesitations that stand for a pause.
var clauseFillers = map[string]bool{"um": true, "uh": true, "er": true, "erm": true, "umm": true, "uhm": true, "uhh": true}

// findingVerbs, inside a finding's own words, make it a clause.
var findingVerbs = []string{" is ", " was ", " are ", " were ", "'s ", " has been ", " have been ", " been "}

// fillerBeforeClause adds a terminator at each filler that stands between
// a finding and a finding told as a clause.
func (c *contextInfo) fillerBeforeClause(text []rune, covered []bool) {
	for k, s := range c.spans {
		if !clinicalType(c.types[k]) {
			continue
		}
		// The words between a finding and this one: one filler only.
		i := s.start - 1
		for i >= 0 && text[i] == ' ' {
			i--
		}
		e := i + 1
		for i >= 0 && isLatin(text[i]) {
			i--
		}
		w := strings.ToLower(string(text[i+1 : e]))
		if !clauseFillers[w] || i < 1 || text[i] != ' ' || !covered[i-1] {
			continue
		}
		if !containsAnyOf(" "+strings.ToLower(string(text[s.start:s.end]))+" ", findingVerbs) {
			continue
		}
		c.trigs = append(c.trigs, foundTrigger{i + 1, e, trigger{flags: fTerm}})
	}
}

func containsAnyOf(s string, words []string) bool {
	for _, w := range words {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}
