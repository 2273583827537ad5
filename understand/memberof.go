package understand

import "github.com/anamnesis-health/anamnesis/extract"

// namesAMemberOf reports whether the turn names a drug of class.
func (r *Reader) namesAMemberOf(class string, x extract.Result) bool {
	for _, m := range drugMentions(x.Mentions) {
		if r.onto.InClass(m.ConceptID, class) {
			return true
		}
	}
	return false
}
