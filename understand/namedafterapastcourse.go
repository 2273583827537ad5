package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A drug named after a comma, in apposition to what a past course was on,
// is that course's drug: "I was on the combined pill before I got pregnant,
// Microgynon" (s44 blind round 10, en12), "I used to take a statin,
// simvastatin". The course's verb is out of the drug's own reach, so the
// name alone read as a drug taken now.

// pastCourseVerb opens a course that was, of the patient's.
var pastCourseVerb = regexp.MustCompile(`\b(?:i was on|i was taking|i was using|i used to take|i used to be on|i used to use|i used to have|i'd been on|i had been on|i came off|i stopped taking|i stopped)\b`)

// courseNameGap ends the words before a name given to what was said before
// it: a comma, "called", an article.
var courseNameGap = regexp.MustCompile(`(?:,|-|—|:)\s*(?:called |namely |it was |that was |the |a |an )?$`)

// courseGoesOn put the course, or another, in the present: "I was on the
// pill before, now I take Cerazette".
var courseGoesOn = []string{"now", "currently", "these days", "at the moment", "still", "but", "then", "switched", "changed", "instead", "?"}

// namedAfterAPastCourse reports whether English drug mention i is named
// after a comma in the sentence of a past course, with no other drug
// between that is not the drug's own class, and nothing that puts the
// course or another in the present.
func (r *Reader) namedAfterAPastCourse(x extract.Result, tx text, i int) bool {
	m := x.Mentions[i]
	if isHan(m.Text) || m.Type != ontology.TypeDrug {
		return false
	}
	before := strings.ToLower(sentenceBefore(tx, m))
	locs := pastCourseVerb.FindAllStringIndex(before, -1)
	if len(locs) == 0 {
		return false
	}
	span := before[locs[len(locs)-1][1]:]
	if !courseNameGap.MatchString(span) || containsAny(span, courseGoesOn) {
		return false
	}
	from := m.Span[0] - len([]rune(span))
	for _, o := range x.Mentions {
		if o.Span[0] < from || o.Span[0] >= m.Span[0] || o.Type != ontology.TypeDrug && o.Type != ontology.TypeDrugClass {
			continue
		}
		if o.Type == ontology.TypeDrug || !r.onto.InClass(m.ConceptID, o.ConceptID) {
			return false // "I was on ibuprofen, naproxen": a list, or another kind
		}
	}
	rest := strings.ToLower(tx.between(m.Span[1], tx.sentenceEnd(m)))
	return !containsAny(rest, courseGoesOn)
}
