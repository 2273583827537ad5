package understand

import (
	"maps"
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A bare "有点疼" right after a finding of one organ is that organ's pain
// (blind round 10: "左眼红了两天，有点疼" is eye pain, zh06; "尿频尿急，有点
// 疼" painful urination, zh15). The clause names no place, so it read as
// nothing; painDeniedAtThePlace already reads "…，不疼" so. A pain placed
// elsewhere ("头有点疼") is its place's, and one after a finding of no one
// organ ("发烧，有点疼") stays nothing.

// organPain is the pain of the organ a finding is of.
var organPain = map[string]string{
	"sym:red_eye": "sym:eye_pain", "sym:eye_discharge": "sym:eye_pain",
	"sym:urinary_frequency": "sym:dysuria", "sym:urinary_urgency": "sym:dysuria",
	"sym:ear_discharge": "sym:ear_pain",
}

// barePain is a clause that is only a pain, with how much.
var barePain = regexp.MustCompile(`^(?:还|也|而且|就是)?(?:有点儿|有一点|有点|有些|一点|挺|很|特别|比较)?(?:疼|痛)(?:得厉害|得很|的)?$`)

// painOfTheOrgan adds the organ's pain for a bare pain clause right after
// the organ's finding, in the same sentence.
func (r *Reader) painOfTheOrgan(x extract.Result, tx text, st []Statement) []Statement {
	byConcept := map[string]Statement{}
	for _, s := range st {
		byConcept[s.Concept] = s
	}
	for i := 0; i < len(tx.runes); {
		end := tx.clauseEnd(i)
		clause := strings.Trim(tx.between(i, end), " ，,。.；;…！!")
		if barePain.MatchString(clause) {
			if pain, finding, ok := r.findingBefore(x, tx, i); ok {
				f, told := byConcept[finding]
				if _, had := byConcept[pain]; told && !had && current(f) && f.Experiencer == extract.Patient {
					p := f
					p.Concept, p.Display, p.Attributes = pain, r.Display(pain, "en"), maps.Clone(f.Attributes)
					st = append(st, p)
					byConcept[pain] = p
				}
			}
		}
		if end <= i {
			end = i + 1
		}
		i = end
	}
	return st
}

// findingBefore returns the organ's pain and the finding of the last
// mention before rune i in its sentence, when that finding is an organ's.
// A finding read with its place ("左眼" and "红了") is the one composed.
func (r *Reader) findingBefore(x extract.Result, tx text, i int) (pain, finding string, ok bool) {
	last := -1
	for k, m := range x.Mentions {
		if m.Span[1] <= i && tx.sent[m.Span[0]] == tx.sent[i] && m.Type != "body_site" && (last < 0 || m.Span[0] > x.Mentions[last].Span[0]) {
			last = k
		}
	}
	if last < 0 || x.Mentions[last].Assertion.Negated {
		return "", "", false
	}
	finding = x.Mentions[last].ConceptID
	if site := r.attachSites(x, tx)[last]; site != "" && r.composed[[2]string{finding, site}] != "" {
		finding = r.composed[[2]string{finding, site}]
	}
	return organPain[finding], finding, organPain[finding] != ""
}
