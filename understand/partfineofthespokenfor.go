package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A relative who speaks for the patient says "her face", "his breathing"
// of the patient's part: "Is she completely back to normal now? Any facial
// droop?" "Yeah she's chatting away now. Her face looked fine." (s47 blind
// round 15 en18, a daughter calling about her mother) wrote the facial
// droop as had, the yes to "back to normal" taken for it. Spoken for, the
// part said fine with her/his denies what was asked of it, as "my face
// looked fine" would, and the yes says nothing of it. Not spoken for, "her
// face" is someone else's and denies nothing (partOpeners).

// herPart is a third person's possessive right before a word.
var herPart = regexp.MustCompile(`\b(?:her|his)\s+`)

// spokenForPartsFine reads the parts said fine with her/his in a turn
// that speaks for the patient (typist, as typistOf and the rest name the
// speaker), and replaces what the answers said of the
// findings asked of them with their denial.
func (r *Reader) spokenForPartsFine(text string, asks []Ask, typist string, answers []Statement) []Statement {
	if typist == "" || len(asks) == 0 {
		return answers
	}
	lower := strings.ToLower(extract.Normalize(text))
	if !herPart.MatchString(lower) || isHan(lower) {
		return answers
	}
	fine := finePartsAnswered(herPart.ReplaceAllString(lower, "my "), asks)
	if len(fine) == 0 {
		return answers
	}
	out := answers[:0]
	for _, s := range answers {
		if _, ok := fine[s.Concept]; !ok {
			out = append(out, s)
		}
	}
	for _, a := range asks {
		if _, ok := fine[a.Concept]; ok {
			delete(fine, a.Concept)
			out = append(out, Statement{Type: a.Type, Concept: a.Concept, Display: r.Display(a.Concept, "en"), Attributes: map[string]string{},
				Experiencer: extract.Patient, Confidence: 0.9, Negated: true})
		}
	}
	return out
}
