package extract

import "testing"

// The 头 that ends a noun (脚趾头, 手指头, 骨头, 拳头, 舌头) is no head: 头疼
// after it is no headache (s52, followup dev fu-zh-y1-004 "右脚大脚趾头疼得走
// 不了路"). Near misses: 头疼 alone, after 额 (the forehead), after 个 ("记个头
// 疼" notes a headache) and after a day word keep their head.
func TestTheHeadOfANounIsNoHead(t *testing.T) {
	m := testMatcher(t)
	cases := []struct {
		text     string
		headache bool
	}{
		{"右脚大脚趾头疼得走不了路，一碰就疼。", false}, // fu-zh-y1-004
		{"左脚大脚趾头痛得遭不住了", false},
		{"手指头疼", false},
		{"指头疼了两天", false},
		{"拳头疼", false},
		{"舌头疼，吃不了饭", false},
		{"骨头疼", false},
		{"头疼", true},
		{"额头疼", true},
		{"记个头疼的日子", true},
		{"这个头疼一直不好", true},
		{"抽烟头疼", true},
		{"手指头疼，头疼也有", true},
	}
	for _, c := range cases {
		got := false
		for _, x := range m.Extract(c.text, at).Mentions {
			if x.ConceptID == "sym:headache" {
				got = true
			}
		}
		if got != c.headache {
			t.Errorf("Extract(%q): headache %v, want %v", c.text, got, c.headache)
		}
	}
}

// A site just before the 头 of its noun takes the 头 into its span, so the
// pain after it is placed there ("大脚趾" + "头" is the big toe); a symptom
// before it does not.
func TestASiteTakesTheHeadOfItsNoun(t *testing.T) {
	m := NewMatcher([]Term{{Text: "大脚趾", ConceptID: "site:big_toe", Type: "body_site"},
		{Text: "头疼", ConceptID: "sym:headache", Type: "symptom"}, {Text: "疼", ConceptID: "sym:pain", Type: "symptom"}}, nil)
	got := m.Extract("大脚趾头疼", at).Mentions
	if len(got) != 2 || got[0].ConceptID != "site:big_toe" || got[0].Span != [2]int{0, 4} || got[0].Text != "大脚趾头" ||
		got[1].ConceptID != "sym:pain" || got[1].Span != [2]int{4, 5} {
		t.Fatalf("Extract(大脚趾头疼) = %+v, want the big toe [0 4] and a pain [4 5]", got)
	}
	got = m.Extract("大脚趾疼，头疼", at).Mentions
	if len(got) != 3 || got[2].ConceptID != "sym:headache" {
		t.Fatalf("Extract(大脚趾疼，头疼) = %+v, want the headache kept", got)
	}
}
