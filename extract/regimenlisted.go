package extract

import "strings"

// A past time dates the rest of its sentence, but not a drug listed after
// it in a clause of its own with the schedule it is taken on: "Eliquis 5
// twice a day, they switched me off the warfarin last spring after my
// clot, metoprolol 25 twice a day, and levothyroxine 75 in the morning"
// (session 73's review 14, E14) stopped the metoprolol and the
// levothyroxine with the warfarin. A drug that opens its clause (after
// "and", "then", a filler) and is followed there by how often it is taken
// ("twice a day", "每天两次", or right after it 每天, 一天, 吃着…) is an item
// of the list of what is taken now. Unchanged: "last spring I was on
// metoprolol 25 twice a day" (one clause), "last year, metoprolol, it made
// me dizzy" (no schedule).

// listOpeners may stand before a listed drug at the start of its clause.
var listOpeners = map[string]bool{"and": true, "then": true, "also": true, "plus": true, "um": true, "uh": true, "erm": true, "er": true, "the": true, "还有": true, "和": true, "跟": true, "再": true, "以及": true}

// listedWithItsSchedule reports whether the drug at [ms, me) opens a
// clause after the one of offset from and is followed in it by a schedule
// (see above).
func (c *contextInfo) listedWithItsSchedule(from, ms, me int, typ string) bool {
	if typ != "drug" || from >= ms || c.clause[from] == c.clause[ms] {
		return false
	}
	cl := c.clause[ms]
	cs := ms
	for cs > 0 && c.clause[cs-1] == cl {
		cs--
	}
	for _, w := range strings.Fields(strings.Trim(string(c.text[cs:ms]), " ,，、;；")) {
		if !listOpeners[w] {
			return false
		}
	}
	if c.saysTakenNow(me) {
		return true
	}
	for i := me; i < len(c.text) && c.clause[i] == cl; i++ {
		if end, _ := freqTrie.longestAt(c.text, i); end > 0 && end <= len(c.text) && c.clause[end-1] == cl {
			return true
		}
	}
	return false
}
