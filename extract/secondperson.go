package extract

import "strings"

// A term the lexicon writes in the patient's words, with "my" ("thoughts
// of ending my life", "light hurts my eyes", "can't turn my neck"), is the
// same term when a clinician asks it of the patient with "your": "Have you
// had any thoughts of ending your life?" (asked/en-x1-019). The matcher
// skips a determiner in the text, but not one the key holds, so the "your"
// form of each such key is added. A key of the same text already in the
// lexicon wins (the first insert of a key wins), and blockers are inserted
// before these, so an idiom stays blocked.
func secondPersonKeys(text string) []string {
	if !strings.HasPrefix(text, "my ") && !strings.Contains(text, " my ") {
		return nil
	}
	words := strings.Split(text, " ")
	for i, w := range words {
		if w == "my" {
			words[i] = "your"
		}
	}
	return []string{strings.Join(words, " ")}
}

// insertForms adds the other forms of each term's key: its "your" form
// and its intensified ones (intensified.go).
func (m *Matcher) insertForms(terms []Term) {
	for i, t := range terms {
		key := string(m.norm(t.Text).runes)
		for _, v := range append(secondPersonKeys(key), intensifiedKeys(key)...) {
			m.dict.insert(m.norm(v).runes, i)
		}
	}
}
