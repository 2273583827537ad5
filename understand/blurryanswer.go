package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// An answer to a vision question that is only how things look (s46 blind
// round 13 en10): "Any change in your vision? Discharge?" "Bit blurry.
// There's a bit of gunk in the morning" read nothing (two things asked, no
// yes), and "A bit blurry." to the vision alone read only a change of
// vision. A short clause of blurry, blurred, fuzzy or hazy, with degree
// words only before it, answering a question of vision is blurred vision,
// in place of the change of vision the yes gave. With no vision asked the
// words say nothing.

// visionAsked are the concepts a vision question asks after.
var visionAsked = map[string]bool{"sym:visual_disturbance": true, "sym:blurred_vision": true, "sym:vision_loss": true}

// blurryWords are how blurred vision looks.
var blurryWords = []string{"blurry", "blurred", "fuzzy", "hazy", "a blur", "misty"}

// blurryAnswered reads blurred vision from such an answer.
func (r *Reader) blurryAnswered(text string, asks []Ask, st []Statement) []Statement {
	asked := false
	for _, a := range asks {
		asked = asked || visionAsked[a.Concept]
	}
	if !asked || !blurryClause(text) {
		return st
	}
	kept := st[:0]
	for _, s := range st {
		if s.Concept == "sym:blurred_vision" && s.Experiencer == extract.Patient {
			return st // already read
		}
		if s.Concept == "sym:visual_disturbance" && current(s) {
			continue // the yes of the change, now named
		}
		kept = append(kept, s)
	}
	return append(kept, Statement{Type: Symptom, Concept: "sym:blurred_vision", Display: r.Display("sym:blurred_vision", "en"),
		Attributes: map[string]string{}, Experiencer: extract.Patient, Confidence: 0.85})
}

// blurryClause reports whether a clause of text is only degree words and
// a word of blur.
func blurryClause(text string) bool {
	for _, c := range answerClauses(strings.ToLower(extract.Normalize(text))) {
		c = strings.TrimSpace(strings.TrimRight(c, ",，.。!！?？;；…"))
		for changed := true; changed; {
			changed = false
			if p := startsWithAny(c, append([]string{"yes", "yeah", "it's", "its", "it is", "a bit of a", "bit of a"}, enDegrees...)); p != "" {
				c, changed = strings.TrimLeft(c[len(p):], " ,"), true
			}
		}
		if w := startsWithAny(c, blurryWords); w != "" && strings.TrimSpace(c[len(w):]) == "" {
			return true
		}
	}
	return false
}
