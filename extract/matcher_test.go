package extract

import (
	"strings"
	"testing"
	"time"
)

func TestMatcherFindsLongestTermsAndMapsSpansToTheOriginal(t *testing.T) {
	m := testMatcher(t)
	type want struct {
		text, concept string
		span          [2]int
	}
	cases := []struct {
		name string
		text string
		want []want
	}{
		{"a body site in the middle of a Chinese sentence has rune offsets", "我昨晚膝盖又疼了",
			[]want{{"膝盖", "site:knee", [2]int{3, 5}}, {"疼", "sym:pain", [2]int{6, 7}}}},
		{"the longest term wins over the term inside it", "我有高血压",
			[]want{{"高血压", "cond:hypertension", [2]int{2, 5}}}},
		{"a longer dictionary entry beats a prefix", "I took a painkiller",
			[]want{{"painkiller", "class:analgesic", [2]int{9, 19}}}},
		{"an abbreviation is not matched inside a longer word", "HTNX is not HTN",
			[]want{{"HTN", "cond:hypertension", [2]int{12, 15}}}},
		{"a term is not matched inside a longer unknown word", "painful and painless",
			nil},
		{"English plurals match their singular entry", "my knees and headaches",
			[]want{{"knees", "site:knee", [2]int{3, 8}}, {"headaches", "sym:headache", [2]int{13, 22}}}},
		{"case is folded", "I take Norvasc and METFORMIN",
			[]want{{"Norvasc", "drug:amlodipine", [2]int{7, 14}}, {"METFORMIN", "drug:metformin", [2]int{19, 28}}}},
		{"full-width letters and spaces keep original offsets", "我吃ＡＳＰＩＲＩＮ　和　ｍｅｔｆｏｒｍｉｎ",
			[]want{{"ＡＳＰＩＲＩＮ", "drug:aspirin", [2]int{2, 9}}, {"ｍｅｔｆｏｒｍｉｎ", "drug:metformin", [2]int{12, 21}}}},
		{"traditional characters match simplified terms", "頭疼，沒有發燒",
			[]want{{"頭疼", "sym:headache", [2]int{0, 2}}, {"發燒", "sym:fever", [2]int{5, 7}}}},
		{"Chinese needs no word boundaries", "我妈妈有2型糖尿病和高血压",
			[]want{{"妈妈", "family:mother", [2]int{1, 3}}, {"2型糖尿病", "cond:t2dm", [2]int{4, 9}}, {"高血压", "cond:hypertension", [2]int{10, 13}}}},
		{"a multi-word English term is found across spaces", "no shortness of breath",
			[]want{{"shortness of breath", "sym:dyspnea", [2]int{3, 22}}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := m.Extract(c.text, at).Mentions
			if len(got) != len(c.want) {
				t.Fatalf("Extract(%q) found %d mentions %+v, want %d", c.text, len(got), got, len(c.want))
			}
			runes := []rune(c.text)
			for i, w := range c.want {
				g := got[i]
				if g.Text != w.text || g.ConceptID != w.concept || g.Span != w.span {
					t.Errorf("mention %d = %q %s %v, want %q %s %v", i, g.Text, g.ConceptID, g.Span, w.text, w.concept, w.span)
				}
				if s := string(runes[g.Span[0]:g.Span[1]]); s != g.Text {
					t.Errorf("span %v of %q is %q, not the mention text %q", g.Span, c.text, s, g.Text)
				}
			}
		})
	}
}

func TestMatcherKeepsSpansWhenACustomNormalizerChangesLength(t *testing.T) {
	// A normalizer that expands "ß" to "ss" changes the rune count; spans must
	// still point into the original text.
	expand := func(s string) string { return strings.ReplaceAll(strings.ToLower(s), "ß", "ss") }
	m := NewMatcher([]Term{{Text: "strasse pain", ConceptID: "x:1", Type: "symptom"}, {Text: "knee", ConceptID: "site:knee", Type: "body_site"}}, expand)
	got := m.Extract("Straße pain in the KNEE", at).Mentions
	if len(got) != 2 {
		t.Fatalf("got %d mentions %+v, want 2", len(got), got)
	}
	if got[0].Span != [2]int{0, 11} || got[0].Text != "Straße pain" {
		t.Errorf("first mention %q %v, want \"Straße pain\" [0 11]", got[0].Text, got[0].Span)
	}
	if got[1].Span != [2]int{19, 23} || got[1].Text != "KNEE" {
		t.Errorf("second mention %q %v, want \"KNEE\" [19 23]", got[1].Text, got[1].Span)
	}
}

func TestNormalizeFoldsWidthCaseAndTraditionalCharacters(t *testing.T) {
	cases := []struct{ in, want string }{
		{"ＡＢＣ１２３", "abc123"},
		{"血壓１５０／１００", "血压150/100"},
		{"我　沒有", "我 没有"},
		{"It’s OK", "it's ok"},
		{"醫生說", "医生说"},
		{"我幫我爸問一下", "我帮我爸问一下"}, // who asks for whom (coref zh-dev41-002)
		{"我係佢個女", "我係佢个女"},     // Cantonese 係 ("is") stays
	}
	for _, c := range cases {
		if got := Normalize(c.in); got != c.want {
			t.Errorf("Normalize(%q) = %q, want %q", c.in, got, c.want)
		}
		if len([]rune(Normalize(c.in))) != len([]rune(c.in)) {
			t.Errorf("Normalize(%q) changed the rune count", c.in)
		}
	}
}

func TestTraditionalTableMapsOnlyToDifferentCharacters(t *testing.T) {
	for tr, si := range tradToSimp {
		if tr == si {
			t.Errorf("identity pair %q in tradToSimp", tr)
		}
		if _, again := tradToSimp[si]; again {
			t.Errorf("%q maps to %q, which is itself mapped: the pair list is misaligned", tr, si)
		}
	}
}

func TestMatcherWithACustomNormalizerStillFindsTriggersAndUnits(t *testing.T) {
	// A caller normalizer that only maps one traditional character: case and
	// width folding must still happen so English triggers and units match.
	trad := func(s string) string { return strings.ReplaceAll(s, "糖", "糖") }
	m := NewMatcher([]Term{{Text: "Fever", ConceptID: "sym:fever", Type: "symptom"}, {Text: "BP", ConceptID: "vital:bp", Type: "vital"}}, trad)
	r := m.Extract("NO FEVER. BP 140/90 MMHG", at)
	if len(r.Mentions) != 2 || !r.Mentions[0].Assertion.Negated {
		t.Fatalf("mentions = %+v, want a negated fever and a BP", r.Mentions)
	}
	if len(r.Measurements) != 1 || r.Measurements[0].Unit != "mmHg" || r.Measurements[0].UnitInferred {
		t.Fatalf("measurements = %+v, want 140/90 with its stated mmHg", r.Measurements)
	}
}

func TestCaseSensitiveTermsMatchOnlyAsWritten(t *testing.T) {
	m := NewMatcher([]Term{
		{Text: "AS", ConceptID: "cond:ankylosing_spondylitis", Type: "condition", CaseSensitive: true},
		{Text: "MG", ConceptID: "cond:myasthenia_gravis", Type: "condition", CaseSensitive: true},
		{Text: "flu", ConceptID: "cond:influenza", Type: "condition"},
	}, nil)
	at := time.Date(2026, 11, 29, 9, 0, 0, 0, time.UTC)
	for text, want := range map[string]string{
		"I am as tired as ever":       "",
		"amlodipine 5 mg once a day":  "",
		"diagnosed with AS last year": "cond:ankylosing_spondylitis",
		"my MG is worse":              "cond:myasthenia_gravis",
		"I had the FLU":               "cond:influenza",
	} {
		got := ""
		for _, mn := range m.Extract(text, at).Mentions {
			got += mn.ConceptID
		}
		if got != want {
			t.Errorf("%q: mentions %q, want %q", text, got, want)
		}
	}
}

// Spoken English pauses inside a term ("high, um, blood pressure") and
// restarts it ("high blood, uh, blood pressure"): the term is still said.
func TestMatcherReadsATermThroughAPause(t *testing.T) {
	m := testMatcher(t)
	for _, c := range []struct{ text, concept, said string }{
		{"I have high, um, blood pressure.", "cond:hypertension", "high, um, blood pressure"},
		{"I have high blood, uh, blood pressure.", "cond:hypertension", "high blood, uh, blood pressure"},
		{"I get shortness of, erm, erm, breath on the stairs.", "sym:dyspnea", "shortness of, erm, erm, breath"},
		{"some chest uh pain now and then", "sym:chest_pain", "chest uh pain"},
	} {
		found := false
		for _, mn := range m.Extract(c.text, at).Mentions {
			if mn.ConceptID == c.concept {
				found = mn.Text == c.said
			}
		}
		if !found {
			t.Errorf("%q: no mention of %s as %q in %+v", c.text, c.concept, c.said, m.Extract(c.text, at).Mentions)
		}
	}
}

// A normalizer that collapses whitespace, as the ontology's does, changes
// the rune count of a text with a double or a trailing space. Read rune by
// rune it dropped every space, so "I take metformin  daily" was one glued
// word and named nothing.
func TestACollapsingNormalizerKeepsWordsApart(t *testing.T) {
	collapse := func(s string) string { return strings.Join(strings.Fields(strings.ToLower(s)), " ") }
	m := NewMatcher([]Term{{Text: "metformin", ConceptID: "drug:metformin", Type: "drug"}, {Text: "high blood pressure", ConceptID: "cond:hypertension", Type: "condition"}}, collapse)
	for _, tc := range []struct {
		text string
		want []string // the original text of each mention
	}{
		{"I take metformin  daily", []string{"metformin"}},
		{"I take metformin ", []string{"metformin"}},
		{"   Metformin and high\t blood pressure", []string{"Metformin", "high\t blood pressure"}},
		{"metformin\n\nhigh blood pressure", []string{"metformin", "high blood pressure"}},
	} {
		var got []string
		for _, mn := range m.Extract(tc.text, time.Time{}).Mentions {
			got = append(got, string([]rune(tc.text)[mn.Span[0]:mn.Span[1]]))
		}
		if strings.Join(got, "|") != strings.Join(tc.want, "|") {
			t.Errorf("%q: mentions %q, want %q", tc.text, got, tc.want)
		}
	}
}
