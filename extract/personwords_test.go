package extract

import "testing"

// PersonWords finds who a text names and whether a relation is the
// speaker's own ("我妈") or a third person's ("他爸"); SpeakerAlone reads a
// transcript's speaker label.
func TestPersonWords(t *testing.T) {
	cases := []struct {
		text string
		want []PersonWord
	}{
		{"我自己是过敏性鼻炎", []PersonWord{{Start: 0, End: 1, Who: Patient}, {Start: 1, End: 3, Who: Patient}}},
		{"我妈自个儿也老忘事儿", []PersonWord{{Start: 0, End: 2, Who: "mother", Mine: true}}},
		{"他爸说他尿到十岁", []PersonWord{{Start: 0, End: 1, Who: Pronoun}, {Start: 1, End: 2, Who: "father", Theirs: true}, {Start: 3, End: 4, Who: Pronoun}}},
		{"我阿妹都有", []PersonWord{{Start: 0, End: 1, Who: Patient}, {Start: 1, End: 3, Who: "sibling", Mine: true}}},
		{"he has a cough, my mum too", []PersonWord{{Start: 0, End: 2, Who: Pronoun}, {Start: 16, End: 22, Who: "mother", Mine: true}}},
		{"themed heroes", nil},
		// Results, not people: "they show" the patient's findings.
		{"They show two things: anaemia and a low thyroid", nil},
		{"they came back fine, he said", []PersonWord{{Start: 21, End: 23, Who: Pronoun}}},
	}
	for _, c := range cases {
		got := PersonWords(c.text)
		if len(got) != len(c.want) {
			t.Errorf("PersonWords(%q) = %+v, want %+v", c.text, got, c.want)
			continue
		}
		for i := range got {
			if got[i] != c.want[i] {
				t.Errorf("PersonWords(%q)[%d] = %+v, want %+v", c.text, i, got[i], c.want[i])
			}
		}
	}
	for text, want := range map[string]string{"女儿": "child", "丈夫": Spouse, "儿媳": InLaw, "Mum": "mother", "他": "", "我": "", "女儿说": "", "保姆": Other} {
		if got := SpeakerAlone(text); got != want {
			t.Errorf("SpeakerAlone(%q) = %q, want %q", text, got, want)
		}
	}
}
