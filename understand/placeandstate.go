package understand

import (
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A hand or a foot and how it feels (s41 blind round): "脚有时候有点麻" is
// numbness ("麻" alone after the place, "有时候" before it; the lexicon
// names only "发麻", "脚麻"), "手上有点红肿" a swollen hand that is red, and "，不疼" right
// after, with no place of its own, denies the pain of that place.

// zhStatesOfHandsAndFeet are zhStates rows for the hands and feet. 红肿 is
// two findings, a swelling and a redness, as the annotators list them
// ("旁边都红肿了": toe swelling and skin redness).
// "有时候" before the state is said here only: between any place and state
// it read "大腿有时候酸" as a leg pain the annotator had as myalgia (zh dev
// wrong writes 110 → 111).
var zhStatesOfHandsAndFeet = []struct{ places, states, concept string }{
	{"手脚|手指头|手指|手上|手|脚底板|脚底下|脚底|脚面|脚上|脚|腿上|腿", "麻|有时候麻|有时候有点麻|有时麻|有时有点麻|偶尔麻|偶尔有点麻", "sym:numbness"},
	{"手背|手指头|手指|手上|手", "肿|肿了|发肿|浮肿|红肿", "sym:hand_swelling"},
	{"手背|手指头|手指|手上|手|脚背|脚面|脚上|脚", "红肿", "sym:skin_redness"},
}

// placeStates are the generic findings a place is told to have before its
// pain is denied.
var placeStates = map[string]bool{"sym:edema": true, "sym:skin_redness": true, "sym:numbness": true}

// zhNotStates begin with a state's character but are no state: "麻烦",
// "麻将", "麻醉".
var zhNotStates = []string{"麻烦", "麻将", "麻醉", "麻辣", "麻利", "麻花", "吐不出"} // "咽又咽不下去，吐又吐不出来" is a lump in the throat

// zhPainDenied is a clause that denies a pain and names nothing else:
// "不疼", "也不痛", "倒不疼".
var zhPainDenied = []string{"不疼", "不痛", "也不疼", "也不痛", "倒不疼", "倒不痛", "倒是不疼", "没疼", "不怎么疼", "不太疼"}

// painDeniedAtThePlace adds the pain denied, at the place the clause before
// it in the sentence opens with, when that clause told a finding there:
// "手上有点红肿，不疼" denies hand pain. Only a place the lexicon has a pain
// of, and not when the turn already says that pain.
func (r *Reader) painDeniedAtThePlace(x extract.Result, tx text, st []Statement) []Statement {
	told := false
	for _, s := range st {
		g := s.Concept
		if r.genericOf[g] != "" {
			g = r.genericOf[g]
		}
		// A swelling, a redness or a numbness: "脖子上摸到一个疙瘩，不疼" is a
		// painless lump, said of the lump.
		lump := s.Concept == "sym:lump" || strings.HasSuffix(s.Concept, "_lump") // a neck lump composes of a swelling too
		told = told || s.Type == Symptom && !s.Negated && s.Experiencer == extract.Patient && placeStates[g] && !lump
	}
	if !told {
		return st
	}
	for _, m := range x.Mentions {
		if m.ConceptID != "sym:pain_symptom" || !m.Assertion.Negated || m.Assertion.Experiencer != extract.Patient || !isHan(m.Text) {
			continue
		}
		clause := strings.Trim(tx.clauseOf(m.Span[0]), " ，,。.！!")
		if !slices.Contains(zhPainDenied, clause) {
			continue
		}
		start, _ := tx.bounds(tx.clause, m.Span[0])
		if start == 0 || tx.sent[start-1] != tx.sent[m.Span[0]] {
			continue
		}
		before, _ := tx.bounds(tx.clause, start-1)
		site := ""
		for _, s := range x.Mentions {
			if s.Span[0] != before || s.Assertion.Negated {
				continue
			}
			if s.Type == ontology.TypeBodySite {
				site = s.ConceptID
			}
			if sites := r.namedSites[s.ConceptID]; s.Type == ontology.TypeSymptom && len(sites) == 1 {
				for k := range sites {
					site = k // "手肿了，不疼": the place the finding names
				}
			}
		}
		pain := r.composed[[2]string{m.ConceptID, site}]
		if site == "" || pain == "" || hasConcept(st, pain) {
			continue
		}
		st = append(st, Statement{Type: Symptom, Concept: pain, Display: r.Display(pain, "en"), Attributes: map[string]string{},
			Negated: true, Experiencer: extract.Patient, Confidence: 0.9})
	}
	return st
}

// hasConcept reports whether st holds a statement of concept.
func hasConcept(st []Statement, concept string) bool {
	for _, s := range st {
		if s.Concept == concept {
			return true
		}
	}
	return false
}
