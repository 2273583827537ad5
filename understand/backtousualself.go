package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A complaint denied right after "back to his usual self" was had, and is
// over: "He finished day seven of the cefalexin yesterday, temperature's
// normal now, 36.8, and he's back to his usual self, not confused at all"
// (s51 blind round 20 en09, a care-home carer at the next call, after
// "he's been more muddled since yesterday" at the first). Read as denied,
// it wrote a refuted confusion beside the active one of the first call,
// which stayed current; being back to one's usual self says the symptom
// was there and has gone, so it is read as over, as "not confused any
// more" is (notanymore.go), and closes the one recorded. Only a symptom
// denied after the phrase in its sentence, of the patient (or the one
// spoken for): "he's not back to his usual self, not eating" and "back to
// his usual self but not sleeping" keep the denial as it was.

// backToSelf says one is as one was before: back to one's usual self, back
// to normal.
var backToSelf = regexp.MustCompile(`(?i)\bback to (?:(?:his|her|my|their|your|the) (?:usual|normal|old|own|old normal|usual old|normal happy|usual cheeky) ?self|(?:him|her|my|them|your)sel(?:f|ves)|normal)\b`)

// notBackBefore, just before "back", deny being back.
var notBackBefore = []string{"not", "n't", "never", "isn't", "wasn't", "not quite", "not yet", "nowhere near"}

// deniedBackToSelf turns a patient's symptom denied after a back-to-self
// phrase in its sentence into one that is over (see above).
func deniedBackToSelf(x extract.Result, tx text, sts []Statement) []Statement {
	for i, s := range sts {
		if s.Type != Symptom || !s.Negated || s.Uncertain || s.Hypothetical || s.Experiencer != extract.Patient {
			continue
		}
		for _, m := range x.Mentions {
			if m.ConceptID != s.Concept || m.Type != ontology.TypeSymptom || !m.Assertion.Negated {
				continue
			}
			before := sentenceBefore(tx, m)
			locs := backToSelf.FindAllStringIndex(before, -1)
			if len(locs) == 0 {
				continue
			}
			loc := locs[len(locs)-1]
			lead := strings.ToLower(strings.TrimRight(before[:loc[0]], " "))
			if endsWithAny(lead, notBackBefore) || hasAnyWord(strings.ToLower(before[loc[1]:]), []string{"but", "except", "apart", "until", "though"}) {
				continue
			}
			sts[i].Negated, sts[i].Historical = false, true
			break
		}
	}
	return sts
}
