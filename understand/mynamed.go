package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A husband, a wife or a child is spoken of in much of Britain and Ireland
// as "my" and a given name, as "our Brian" is (whose.go): "My Dai's on
// warfarin, could that get mixed up with mine at all?" (s50 blind round 19
// en03, a Welsh wife of her husband Dai) wrote the husband's warfarin as
// the patient's. The name must be the subject of the clause that tells the
// finding or the drug, with its verb right after it ("my Dai's on", "my
// Sandra has", "my Kevin takes"), no word of the patient's between, and
// must name no finding, drug or kin itself: "My Ventolin's run out" and
// "my Mum's on warfarin" are read as they were.

// myNamed is "my" (or "me", "mi") and a capitalised name, with the verb
// whose subject the name is.
var myNamed = regexp.MustCompile(`(?:^|[^\p{L}])[Mm][eyi] ([A-Z][a-z]{1,14})(?:'s|’s| is| was| has| had| takes| took| uses| used| gets| got| needs)(?:[^\p{L}]|$)`)

// notAName are capitalised words after "my" that name no one: an oath, a
// title, a place of care, a device.
var notAName = map[string]bool{"God": true, "Gosh": true, "Goodness": true, "Lord": true, "Doctor": true, "Dr": true, "Doc": true,
	"Surgery": true, "Practice": true, "Consultant": true, "Nurse": true, "Fitbit": true, "Garmin": true, "Apple": true,
	"Monday": true, "Tuesday": true, "Wednesday": true, "Thursday": true, "Friday": true, "Saturday": true, "Sunday": true}

// myNamedSubject reports whether m's clause, before m, is told of someone
// named with "my" (see myNamed).
func myNamedSubject(x extract.Result, tx text, raw string, m extract.Mention) bool {
	rs := []rune(raw)
	if len(rs) != len(tx.runes) {
		return false
	}
	start, _ := tx.bounds(tx.clause, m.Span[0])
	lead := string(rs[start:m.Span[0]])
	locs := myNamed.FindAllStringSubmatchIndex(lead, -1)
	if len(locs) == 0 {
		return false
	}
	last := locs[len(locs)-1]
	name := lead[last[2]:last[3]]
	if notAName[name] || len(extract.People(strings.ToLower(name))) > 0 || extract.LastPerson(strings.ToLower("my "+name)) != "" &&
		extract.LastPerson(strings.ToLower("my "+name)) != extract.Patient {
		return false
	}
	// The name is no term the turn read: a drug or a device by brand.
	nameAt := start + len([]rune(lead[:last[2]]))
	for _, n := range x.Mentions {
		if n.Span[0] < nameAt+len([]rune(name)) && n.Span[1] > nameAt {
			return false
		}
	}
	return !hasAnyWord(strings.ToLower(lead[last[3]:]), firstPersonWords)
}
