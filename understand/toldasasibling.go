package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A thing asked that the answer tells, after its first sentence, under a
// sibling name is answered by those words, not by the answer's no: "Any
// cough or trouble swallowing?" "no cough. swallowing hurts tho" denied the
// dysphagia asked, beside the painful swallowing the answer tells (s43
// blind round 8, en05). The no is the cough's; of the swallowing the
// answer says it hurts, which is no denial of trouble swallowing. A
// sibling is a symptom the answer affirms, at a body site of the thing
// asked, whose words hold a word of one of its short names ("swallowing" of
// "trouble swallowing"), a word that is not just pain or trouble. Without
// the site, "Hearing's the same" or "Heart wasn't racing" after a no took
// 25 denials of the en and PriMock57 dev annotators (en R 0.552 → 0.550).

// siblingWordsIgnored are words of a name that say nothing of which
// finding it is.
var siblingWordsIgnored = map[string]bool{"pain": true, "painful": true, "ache": true, "aches": true, "trouble": true, "difficulty": true,
	"problem": true, "problems": true, "issues": true, "sore": true, "hurts": true, "bad": true, "the": true, "my": true, "of": true,
	"in": true, "on": true, "with": true, "to": true, "a": true, "and": true, "when": true, "i": true, "is": true, "feeling": true, "feel": true}

// toldAsASibling reports whether an answer affirms, after its first
// sentence, a symptom other than asked (not a measure: "Weight's the same"
// is no sibling of weight loss) whose words share a telling word
// with a short English name of asked (see above).
func (r *Reader) toldAsASibling(asked, answer string, x extract.Result) bool {
	c, ok := r.onto.Concept(asked)
	if !ok {
		return false
	}
	words := map[string]bool{}
	for _, n := range c.Names {
		fs := strings.Fields(strings.ToLower(n.Text))
		if n.Lang != "en" || len(fs) > 2 {
			continue
		}
		for _, w := range fs {
			if !siblingWordsIgnored[w] {
				words[w] = true
			}
		}
	}
	sites := map[string]bool{}
	for _, st := range c.Sites {
		sites[st] = true
	}
	ss := sentences(answer)
	if len(ss) < 2 {
		return false
	}
	rs := []rune(extract.Normalize(answer))
	for _, m := range x.Mentions {
		a := m.Assertion
		if m.ConceptID == asked || m.Type != ontology.TypeSymptom || a.Negated || a.Uncertain || a.Hypothetical || a.Experiencer != extract.Patient || ss[0].in(m.Span) || m.Span[1] > len(rs) {
			continue
		}
		if !r.sharesASite(m.ConceptID, sites) {
			continue // "Hearing's the same", "Heart wasn't racing": no sibling of what was asked
		}
		for _, w := range strings.Fields(strings.ToLower(string(rs[m.Span[0]:m.Span[1]]))) {
			if words[strings.Trim(w, ".,!?'")] {
				return true
			}
		}
	}
	return false
}

// sharesASite reports whether concept occurs at one of sites.
func (r *Reader) sharesASite(concept string, sites map[string]bool) bool {
	c, ok := r.onto.Concept(concept)
	if !ok {
		return false
	}
	for _, st := range c.Sites {
		if sites[st] {
			return true
		}
	}
	return false
}
