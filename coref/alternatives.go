package coref

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/ontology"
)

// Drugs offered as alternatives for one purpose ("脱发可以外用米诺地尔，或者口服
// 非那雄胺", "for the sleep you could try zopiclone, or mirtazapine at night",
// "zopiclone or mirtazapine, see how you go") were offered for the same
// thing, whatever the lexicon knows of their uses: a reference told by that
// purpose or class ("上回你说的那个 治掉头发的", "the sleeping one you
// mentioned") fits both, and stays asked about, never the one the lexicon
// happens to list for it (zh-dev33-010 resolved to finasteride, wrong).

// alternativeLead opens a clause that offers another drug instead.
var alternativeLead = regexp.MustCompile(`^[\s,，、;；。.]*(或者|或是|或|还是|要不然|要不|要么|再不然|抑或|or\b|or else\b|alternatively\b|otherwise\b|either\b|instead\b)`)

// alternativeWithin joins two drugs inside one clause: "zopiclone or
// mirtazapine", "佐匹克隆或者米氮平".
var alternativeWithin = regexp.MustCompile(`\bor\b|或者|或是|还是|要么`)

// alternativeTrail closes the clause of the first of two drugs a turn
// offers in one breath: "we could go with zopiclone or ".
var alternativeTrail = regexp.MustCompile(`(\bor|或者|或是|还是|要么|要不)[\s,，]*$`)

// alternativesOf returns, for each drug the window's turns offered as an
// alternative to another in the same turn, the drugs it was set beside.
func alternativesOf(window []WindowMention) map[string][]string {
	out := map[string][]string{}
	var prev *WindowMention
	for i := range window {
		w := &window[i]
		if w.Type != ontology.TypeDrug || w.ConceptID == "" {
			continue
		}
		if prev != nil && prev.Seq == w.Seq && prev.ConceptID != w.ConceptID {
			lead := alternativeLead.MatchString(strings.ToLower(w.Clause))
			within := w.Clause != "" && w.Clause == prev.Clause && alternativeWithin.MatchString(strings.ToLower(w.Clause))
			trail := alternativeTrail.MatchString(strings.ToLower(prev.Clause))
			if lead || within || trail {
				out[w.ConceptID] = append(out[w.ConceptID], prev.ConceptID)
				out[prev.ConceptID] = append(out[prev.ConceptID], w.ConceptID)
			}
		}
		prev = w
	}
	return out
}

// withAlternatives widens fit, for a reference told by a purpose or a
// class, to a drug of the window offered as an alternative to one it fits.
func withAlternatives(ref Reference, window []WindowMention, fit func(string, string) bool) func(string, string) bool {
	if ref.Kind != KindDrug || ref.Topic == "" && ref.ClassID == "" {
		return fit
	}
	alt := alternativesOf(window)
	if len(alt) == 0 {
		return fit
	}
	return func(id, typ string) bool {
		if fit(id, typ) {
			return true
		}
		for _, other := range alt[id] {
			if fit(other, ontology.TypeDrug) {
				return true
			}
		}
		return false
	}
}
