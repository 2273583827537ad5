package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A condition described by a general head and then named in apposition is
// one condition, the one named: "It's a fungal infection, tinea cruris",
// "this is a bladder infection, a UTI", "a skin condition, eczema". The
// description says what kind of thing it is; the name after the comma says
// which. Recording both would record one illness twice, once too broadly.

// generalHeads end a description of a condition by its kind.
var generalHeads = []string{"infection", "condition", "problem", "disease", "disorder", "issue", "illness", "inflammation", "virus", "bug"}

// appositionGap is what may stand between the description and the name:
// a comma, an article, a site, "what we call", "called", "also known as".
var appositionGap = regexp.MustCompile(`^( of (the|your|my) [a-z]+)?\s*,\s*(or |i\.e\. |that is |what we call |which we call |called |also called |also known as |known as )?(a |an |the )?$`)

// describedThenNamed reports whether condition mention i is a description
// by a general head that a condition named right after it in apposition
// names precisely.
func describedThenNamed(x extract.Result, tx text, i int) bool { return namedAfter(x, tx, i) >= 0 }

// namedAfter returns the index of the condition mention that names, in
// apposition, what condition mention i describes by a general head, or -1.
// A list ("a chest infection, asthma and eczema") names several things,
// not one twice.
func namedAfter(x extract.Result, tx text, i int) int {
	m := x.Mentions[i]
	if m.Type != ontology.TypeCondition || !hasAnyWord(strings.ToLower(m.Text), generalHeads) {
		return -1
	}
	for j := i + 1; j < len(x.Mentions); j++ {
		n := x.Mentions[j]
		if n.Type == ontology.TypeBodySite {
			continue
		}
		if n.Type != ontology.TypeCondition || n.ConceptID == m.ConceptID || !appositionGap.MatchString(tx.between(m.Span[1], n.Span[0])) ||
			hasAnyWord(strings.ToLower(n.Text), generalHeads) {
			// "urinary tract infection, bladder infection": two
			// descriptions, neither the name of the other.
			return -1
		}
		if after := strings.TrimLeft(tx.after(n), " "); startsWithAny(after, []string{"and", "or"}) != "" || strings.HasPrefix(after, ",") && listGoesOn(x, tx, j) {
			return -1
		}
		return j
	}
	return -1
}

// listGoesOn reports whether another condition follows mention j after a
// comma or "and": j is one item of a list.
func listGoesOn(x extract.Result, tx text, j int) bool {
	for _, n := range x.Mentions[j+1:] {
		if n.Type == ontology.TypeBodySite {
			continue
		}
		gap := strings.TrimSpace(tx.between(x.Mentions[j].Span[1], n.Span[0]))
		return n.Type == ontology.TypeCondition && (gap == "," || gap == "and" || gap == ", and")
	}
	return false
}
