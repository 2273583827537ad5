package extract

import "testing"

// Spoken English pauses on fillers between a denial and what it denies,
// and names past times the trigger lists must know (issue 7).
func TestAssertionsInSpokenEnglish(t *testing.T) {
	m := testMatcher(t)
	for _, c := range []struct {
		text    string
		concept string
		want    func(Assertion) bool
	}{
		{"I don't have, um, any chest pain.", "sym:chest_pain", func(a Assertion) bool { return a.Negated }},
		{"I'm not, like, coughing much.", "sym:cough", func(a Assertion) bool { return a.Negated }},
		{"No, um, I have a cough.", "sym:cough", func(a Assertion) bool { return !a.Negated }},
		{"I had a headache ages ago.", "sym:headache", func(a Assertion) bool { return a.Historical }},
		{"I had it when I had a headache.", "sym:headache", func(a Assertion) bool { return a.Historical }},
		{"And potentially, um, a headache.", "sym:headache", func(a Assertion) bool { return a.Uncertain }},
		{"I've always kept away from ibuprofen.", "drug:ibuprofen", func(a Assertion) bool { return a.Negated }},
		{"She steers clear of aspirin these days.", "drug:aspirin", func(a Assertion) bool { return a.Negated }},
	} {
		r := m.Extract(c.text, at)
		found := false
		for _, mn := range r.Mentions {
			if mn.ConceptID == c.concept {
				found = true
				if !c.want(mn.Assertion) {
					t.Errorf("%q: %s read %+v", c.text, mn.Text, mn.Assertion)
				}
			}
		}
		if !found {
			t.Errorf("%q: no mention of %s in %+v", c.text, c.concept, r.Mentions)
		}
	}
}

// Scots "ma" before what it names is "my": the patient's own, where "Ma
// has…" is still a mother.
func TestDialectMaBeforeAMentionIsMy(t *testing.T) {
	m := testMatcher(t)
	for _, c := range []struct {
		text, concept, who string
	}{
		{"Ma knee's been killing me for a week.", "site:knee", Patient},
		{"Ma diabetes is worse since Christmas.", "cond:diabetes", Patient},
		{"Ma has diabetes.", "cond:diabetes", "mother"},
		{"My ma had a stroke.", "cond:stroke", "mother"},
	} {
		r := m.Extract(c.text, at)
		found := false
		for _, mn := range r.Mentions {
			if mn.ConceptID == c.concept {
				found = true
				if mn.Assertion.Experiencer != c.who {
					t.Errorf("%q: %s is %q's, want %q's", c.text, mn.Text, mn.Assertion.Experiencer, c.who)
				}
			}
		}
		if !found {
			t.Errorf("%q: no mention of %s in %+v", c.text, c.concept, r.Mentions)
		}
	}
}
