package extract

import "time"

// Referring is a word of a turn that stands for a concept told before,
// which the reader found (a form word for the one current drug of that
// form: "栓剂都不用了" after "双氯芬酸栓"): the word is read as a mention of
// the concept, with the assertion its own place in the turn gives it, as
// if the concept had been named there.
type Referring struct {
	Span      [2]int // rune offsets in the turn's text
	ConceptID string
}

// ExtractReferring is Extract with refs read as mentions of their
// concepts. A ref that overlaps a mention, or whose concept no term names,
// is left out.
func (m *Matcher) ExtractReferring(text string, at time.Time, refs []Referring) Result {
	res := m.extract(text, at, refs)
	for i, mn := range res.Mentions {
		for _, ref := range refs {
			if mn.Span == ref.Span && mn.ConceptID == ref.ConceptID {
				res.Mentions[i].Referring = true
			}
		}
	}
	return res
}

// WithoutReferring returns mentions without those ExtractReferring added.
func WithoutReferring(mentions []Mention) []Mention {
	for _, m := range mentions {
		if m.Referring {
			out := make([]Mention, 0, len(mentions))
			for _, n := range mentions {
				if !n.Referring {
					out = append(out, n)
				}
			}
			return out
		}
	}
	return mentions
}

// referringSpans adds refs to spans, in the normalized text's offsets.
func (m *Matcher) referringSpans(nt normText, spans []span, refs []Referring) []span {
	for _, ref := range refs {
		term := -1
		for i, t := range m.terms {
			if t.ConceptID == ref.ConceptID && (term < 0 || m.terms[term].Provisional && !t.Provisional) {
				term = i
			}
		}
		s, e := -1, -1
		for k, o := range nt.src {
			if o == ref.Span[0] && s < 0 {
				s = k
			}
			if o < ref.Span[1] {
				e = k + 1
			}
		}
		if term < 0 || s < 0 || e <= s {
			continue
		}
		overlaps := false
		for k, sp := range spans {
			if sp.start == s && sp.end == e && m.terms[sp.term].Type == "drug_class" {
				spans[k].term = term // "the inhaler": the class is the form's word
				overlaps = true
				continue
			}
			overlaps = overlaps || sp.start < e && sp.end > s
		}
		if !overlaps {
			spans = append(spans, span{start: s, end: e, term: term})
		}
	}
	sortSpans(spans)
	return spans
}
