package understand

import (
	"slices"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A complaint told at a part is often said over of the whole it is in: "大
// 脚趾头…疼得嗷嗷叫" and at the next visit "脚早就不疼了" (s53 blind round
// 21 zh03, gout), "my big toe's killing me" … "the foot doesn't hurt any
// more". The foot's pain is over, and the toe is in the foot: the toe's
// pain is over too. Read only as a foot pain ended, the record kept the toe
// pain active.
//
// Only the same finding (a pain ends a pain, not the toe's swelling), only
// the patient's own and only said over (Historical, not asked, hedged or
// to come): "脚不肿了" leaves the toe's pain, "脚还疼不疼？" and "脚应该不疼了
// 吧" say nothing. The ended complaint is the patient's told before, in this
// visit or an earlier one, whose last telling left it current.

// wholeParts are the parts each whole holds, by body-site concept.
var wholeParts = map[string][]string{
	"site:foot": {"site:toe", "site:big_toe", "site:heel"},
	"site:hand": {"site:finger", "site:thumb"},
}

// partsOverWithTheWhole adds, for each of the patient's findings the turn
// ends at a whole, the end of the same finding told before at its parts.
func (r *Reader) partsOverWithTheWhole(st []Statement, prior, before []Prior) []Statement {
	out := st
	for _, s := range st {
		if s.Type != Symptom || !s.Historical || s.Hypothetical || s.Uncertain || s.Experiencer != extract.Patient {
			continue
		}
		generic := r.genericOf[s.Concept]
		if generic == "" {
			continue
		}
		var parts []string
		for whole, ps := range wholeParts {
			if r.namedSites[s.Concept][whole] {
				parts = append(parts, ps...)
			}
		}
		if len(parts) == 0 {
			continue
		}
		open := currentBefore(append(slices.Clip(before), prior...), func(y Statement) bool {
			if y.Type != Symptom || y.Concept == s.Concept || r.genericOf[y.Concept] != generic {
				return false
			}
			for _, p := range parts {
				if r.namedSites[y.Concept][p] {
					return true
				}
			}
			return false
		})
		for _, y := range open {
			if hasConcept(out, y.Concept) {
				continue // the turn tells it itself
			}
			out = append(out, Statement{Type: Symptom, Concept: y.Concept, Display: y.Display, Attributes: map[string]string{},
				Experiencer: extract.Patient, Historical: true, Negated: s.Negated, Confidence: min(s.Confidence, 0.9)})
		}
	}
	return out
}
