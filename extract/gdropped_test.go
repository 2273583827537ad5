package extract

import (
	"testing"
)

func TestAGDroppedWordIsTheWordNotATypo(t *testing.T) {
	m := NewMatcher([]Term{
		{Text: "bleeding", Type: "symptom", ConceptID: "sym:bleeding"},
		{Text: "wheezing", Type: "symptom", ConceptID: "sym:wheezing"},
		{Text: "itching", Type: "symptom", ConceptID: "sym:itching"},
		{Text: "metformin", Type: "drug", ConceptID: "drug:metformin"},
		{Text: "gums", Type: "body_site", ConceptID: "site:gum"},
	}, nil)
	for _, c := range []struct{ text, want string }{
		// s50 blind round 19 en15: read as a typo, the closing statement
		// was too weak to close the record's bleeding gums.
		{"Gums have stopped bleedin' now", "site:gum sym:bleeding"},
		{"I've been wheezin' all night", "sym:wheezing"},
		{"the itchin's gone", "sym:itching"},
		{"'bleedin' again', she said", "sym:bleeding"},
		// Near misses: without the apostrophe the word is a misspelling
		// as before; a word whose g-form is no term names nothing; a
		// letter after the apostrophe is another word.
		{"gums bleedin now", "site:gum sym:bleeding~"},
		{"a bit thin' like", ""},
		{"on metformin' and that", "drug:metformin"},
		{"bleedin'ly awful", ""},
	} {
		var got string
		for _, mn := range m.Extract(c.text, at).Mentions {
			if got != "" {
				got += " "
			}
			got += mn.ConceptID
			if mn.Fuzzy {
				got += "~"
			}
		}
		if got != c.want {
			t.Errorf("Extract(%q) = %q, want %q", c.text, got, c.want)
		}
	}
}
