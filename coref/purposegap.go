package coref

// What a drug is for may follow it past a longer clause of taking than
// enTakenGaps holds: when it is taken ("the one I take before bed for my
// bladder") or who gave it and when ("them tablets the nurse gave me last
// week for my waterworks"). A recency word may stand before the drug noun
// ("the new medicine for vomiting"), which asks for the newest of those
// serving the purpose.

// enGivers give the patient a drug in a clause of taking: "the nurse gave
// me", "the doctor put me on".
var enGivers = map[string]bool{"nurse": true, "doctor": true, "gp": true, "chemist": true, "pharmacist": true, "consultant": true,
	"specialist": true, "hospital": true, "surgeon": true, "doc": true, "dentist": true, "midwife": true}

// enWhenWords may tell when a drug is taken or was given, between the
// clause of taking and "for": "before bed", "at night", "last week",
// "every morning".
var enWhenWords = map[string]bool{"before": true, "bed": true, "at": true, "night": true, "in": true, "the": true, "morning": true,
	"mornings": true, "evening": true, "evenings": true, "last": true, "week": true, "month": true, "year": true, "every": true,
	"day": true, "each": true, "daily": true, "now": true, "bedtime": true, "nights": true, "a": true, "while": true, "back": true}

// purposeGap returns how many words between a drug noun and "for" its
// purpose (starting at word j) are a clause of taking: one of
// enTakenGaps, or "the <giver> gave me" / "put me on", then up to four
// enWhenWords. None of a clause, 0.
func purposeGap(words []word, j int) int {
	n := takenForGap(words, j)
	if n == 0 && j+3 < len(words) && words[j].text == "the" && enGivers[words[j+1].text] &&
		(words[j+2].text == "gave" && words[j+3].text == "me" || words[j+2].text == "put" && words[j+3].text == "me" && j+4 < len(words) && words[j+4].text == "on") {
		n = 4
		if words[j+2].text == "put" {
			n = 5
		}
	}
	if n == 0 {
		return 0
	}
	for w := 0; w < 4 && j+n < len(words) && enWhenWords[words[j+n].text]; w++ {
		n++
	}
	return n
}

// enRecentNoun reports whether words k and k+1 are a recency word and a
// drug noun: "new medicine", "latest tablets".
func enRecentNoun(words []word, k int) bool {
	return k+1 < len(words) && (words[k].text == "new" || words[k].text == "newer" || words[k].text == "latest") && enTopicDrug[words[k+1].text]
}
