package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A drug class said and then, in apposition, the drug of that class meant
// is one drug said twice: "I'd like to start you on an antidepressant,
// mirtazapine", "start you on an antibiotic, azithromycin", "I'm on a
// water tablet, furosemide". The class only says what kind of drug the
// name after the comma is; recording it too would record a second, vaguer
// drug. A list ("antibiotics, steroids and an inhaler") or a drug of
// another class after the comma says more than one thing.

// classNameGap is what may stand between the class and the drug's name: a
// comma, "called", "namely", an article.
var classNameGap = regexp.MustCompile(`^\s*(?:,|-|—|:)\s*(?:called |namely |it's |that's |i\.e\. |which is )?(?:a |an |the )?$|^\s+called\s+(?:a |an |the )?$`)

// zhClassNameGap is the Chinese gap, which must name the drug: "新开了一个降
// 压药，叫厄贝沙坦". A bare comma ("降压药，氨氯地平") is left to the
// rules that read Chinese lists.
var zhClassNameGap = regexp.MustCompile(`^\s*[，,：:]?\s*(?:叫|叫做|名字叫|名叫|药名叫|名字是)\s*$`)

// classNamedByDrugAfter reports whether every mention in the turn of drug
// class mention m's class is followed, in apposition, by a drug of that
// class: "a combination inhaler, Symbicort … stop the blue inhaler" still
// tells of an inhaler of its own.
func (r *Reader) classNamedByDrugAfter(x extract.Result, tx text, m extract.Mention) bool {
	if m.Type != ontology.TypeDrugClass {
		return false
	}
	for _, c := range x.Mentions {
		if c.ConceptID == m.ConceptID && !r.drugNamedAfter(x, tx, c) {
			return false
		}
	}
	return true
}

// drugNamedAfter reports whether drug class mention m is followed, in
// apposition, by a drug of its class, and by that drug alone: "the
// suppository, the Miralax and the Reglan" is a list of three.
func (r *Reader) drugNamedAfter(x extract.Result, tx text, m extract.Mention) bool {
	for j, n := range x.Mentions {
		if n.Span[0] < m.Span[1] || n.Type == ontology.TypeBodySite {
			continue
		}
		gap := classNameGap
		if isHan(m.Text) {
			gap = zhClassNameGap
		}
		if n.Type != ontology.TypeDrug || !gap.MatchString(tx.between(m.Span[1], n.Span[0])) || !r.onto.InClass(n.ConceptID, m.ConceptID) {
			return false
		}
		// "one of the statins, pravastatin or rosuvastatin": the class is
		// sure, which drug of it is not.
		after := strings.TrimLeft(tx.from(n.Span[1]), " ,")
		if startsWithAny(after, []string{"or", "and", "i think", "maybe"}) != "" {
			return false
		}
		for _, o := range x.Mentions[j+1:] {
			if o.Type == ontology.TypeDrug || o.Type == ontology.TypeDrugClass {
				return !listGap.MatchString(tx.between(n.Span[1], o.Span[0]))
			}
		}
		return true
	}
	return false
}

// listGap stands between two items of a list of drugs: ", ", ", the ".
var listGap = regexp.MustCompile(`^\s*,\s*(?:and |or )?(?:the |a |an |some |my )?$`)
