package extract

import "testing"

func TestAWordOfADrugAndATestFollowedByAResultIsTheTest(t *testing.T) {
	m := NewMatcher([]Term{
		{Text: "potassium", Type: "drug_class", ConceptID: "class:A12BA"},
		{Text: "potassium", Type: "lab", ConceptID: "lab:potassium"},
	}, nil)
	for _, c := range []struct{ text, want string }{
		// s50 blind round 19 en17.
		{"the bloods came back her potassium was 3.1 so the doctors started her on sando k", "lab:potassium"},
		{"Your potassium is 4.1.", "lab:potassium"},
		{"potassium came back at 5.6", "lab:potassium"},
		// Near misses: a dose, a tablet, no value.
		{"I take potassium 600 mg twice a day", "class:A12BA"},
		{"They gave me potassium tablets", "class:A12BA"},
		{"potassium was low", "class:A12BA"},
		{"I'm on potassium at 2 tablets a day", "class:A12BA"},
	} {
		var got string
		for _, mn := range m.Extract(c.text, at).Mentions {
			got += mn.ConceptID
		}
		if got != c.want {
			t.Errorf("Extract(%q) = %q, want %q", c.text, got, c.want)
		}
	}
}
