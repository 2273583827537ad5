package coref

import (
	"regexp"
	"slices"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A drug a turn leaves as it is may be said inside the clause that starts
// another ("I'd like to start him on memantine as well as the donepezil",
// "We'll add memantine on top of your donepezil"), and what the turn does
// to the other may be a new dose rather than an addition ("碳酸锂早上一片，
// 晚上两片；丙戊酸还是老样子，不用变"). Either way the one kept is not what a
// later "the one you're starting him on", "夜里向吃两片个那只" asks about, as
// for unchanged.go's "keep the lisinopril the same, and I'm adding…". Both
// re-dosed, or nothing kept, keep both asked about.
var (
	// keptBefore ends the words right before a drug carried on beside
	// the one the clause starts.
	keptBefore = regexp.MustCompile(`\b(?:as well as|alongside|on top of|in addition to)\s+(?:the\s+|your\s+|his\s+|her\s+|their\s+|my\s+)?$`)
	// keptAsIs says a drug's own clause leaves it as it was: 还是老样子,
	// 不用变, 照吃, 不动它.
	keptAsIs = regexp.MustCompile(`老样子|不用变|不变|不用动|不动|照吃|照样吃|照样|原样`)
	// redosed sets a new dose: "加到一天三片", "早上一片，晚上两片", "put it up
	// to 20 mg".
	redosed = regexp.MustCompile(`(?:加到|减到|改成|改为|增加到|减少到|调到)|[一二两三四五六半\d]+\s*(?:片|粒|颗|毫克|mg\b)|\b(?:increase|increasing|put (?:it |him |her |you )?up|up to|reduce|reducing|down to)\b`)
)

// givenHere starts a drug as "giving" does: "I am giving memantine
// alongside the donepezil".
var givenHere = regexp.MustCompile(`\b(?:give|giving|try (?:him|her|you) on|put (?:him|her|them) on)\b`)

// setAside reports whether the window's turn that named c kept it as it is
// or withdrew it (WindowMention.Replaced): said with no dose or time, it
// leaves the drug the turn did tell apart by its own still the one meant
// (bySchedule).
func setAside(c scored, window []WindowMention) bool {
	return slices.ContainsFunc(window, func(w WindowMention) bool { return w.ConceptID == c.ConceptID && w.Seq == c.seq && w.Replaced })
}

// keptBesideIn reports whether the turn keeps the drug as it is beside one
// it starts or re-doses.
func keptBesideIn(w turnWords, mentions []extract.Mention, conceptID string, spans [][2]int) bool {
	rs := w.lowerRunes
	started := w.adds || w.gives
	if started {
		for _, m := range mentions {
			if m.Type != ontology.TypeDrug || m.ConceptID != conceptID || !validSpan(m.Span, len(rs)) {
				continue
			}
			from := max(0, m.Span[0]-30)
			if keptBefore.MatchString(string(rs[from:m.Span[0]])) {
				return true
			}
		}
	}
	if !started && !w.redoses {
		return false
	}
	for _, sp := range spans {
		if !validSpan(sp, len(rs)) {
			continue
		}
		own := string(rs[sp[0]:sp[1]])
		if keptAsIs.MatchString(own) && !addedHere.MatchString(own) && !redosed.MatchString(own) {
			return true
		}
	}
	return false
}
