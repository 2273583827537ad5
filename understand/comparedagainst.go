package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A drug a patient compares the one they are on against is the one they
// came off: "How are you finding the losartan?" "Much better than the
// ramipril, the cough from that drove me mad" (s45 blind round 12 en17
// wrote the ramipril taken now). A drug right after "better than", "worse
// than", "easier than" …, with another drug named in the turn or in the
// question just before it (the one it is compared with), is a drug of
// before. "Better than the ramipril" with no other drug named, and "the
// ramipril is better than nothing", are read as before. The losartan asked
// about is still missed: a reading keeps no question's words to tell "how
// are you finding it?" from a suggestion.

// comparedWith end the words right before a drug compared against.
var comparedWith = regexp.MustCompile(`\b(?:much |a lot |loads |way |far |so much )?(?:better|worse|easier|nicer|kinder) than (?:i was on |i was with |i did on |on )?(?:the |my |that |those )?$`)

// comparedAgainst returns the statements with each drug a patient compares
// another against made a drug of before (see above).
func comparedAgainst(x extract.Result, tx text, st []Statement, prior []Prior) []Statement {
	for _, m := range x.Mentions {
		if !isDrug(m) || m.Assertion.Negated || !comparedWith.MatchString(tx.before(m)) || !anotherDrugBeside(m.ConceptID, x, prior) {
			continue
		}
		for i, s := range st {
			if s.Type == Medication && s.Concept == m.ConceptID && !s.Negated && s.Experiencer == extract.Patient {
				st[i].Historical = true // "better than the ramipril": the one before
			}
		}
	}
	return st
}

// anotherDrugBeside reports whether a drug other than concept is named in
// the turn (x) or in the last turn before it.
func anotherDrugBeside(concept string, x extract.Result, prior []Prior) bool {
	ms := x.Mentions
	if n := len(prior); n > 0 {
		ms = append(append([]extract.Mention(nil), ms...), prior[n-1].Reading.Extract.Mentions...)
	}
	for _, m := range ms {
		if isDrug(m) && m.ConceptID != concept {
			return true
		}
	}
	return false
}
