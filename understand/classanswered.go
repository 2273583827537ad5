package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A yes to a question about a class of drugs, in an answer that names a
// drug of that class and tells it is over ("Have you been on any
// antibiotics recently?" "Yes, I had a chest infection … the GP gave me
// clarithromycin … I finished it last Wednesday"), says the class was
// taken as that drug was: stopped. Left as it was asked, the class would
// stand as a drug taken now when the one named is done.
//
// Only a class given in courses (antibiotics, antivirals, antifungals: see
// shortCourse) ends with its course. Of a class taken on and off
// ("painkillers", "inhalers"), one drug given up says nothing of the
// others the patient may take unnamed.

// answeredByMemberOver reports whether class, written from the question
// and not named in the answer, is answered by drugs of its class that the
// turn says are stopped, and by none still taken.
func (r *Reader) answeredByMemberOver(class string, all []Statement) bool {
	if !strings.HasPrefix(class, "class:") || !r.shortCourse(class) {
		return false
	}
	over := false
	for _, s := range all {
		if s.Type != Medication || s.Concept == class || s.Negated || s.Experiencer != extract.Patient || !r.InClass(s.Concept, class) {
			continue
		}
		if s.Status != Stopped && !s.Historical {
			return false
		}
		over = true
	}
	return over
}
