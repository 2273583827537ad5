package extract

import (
	"math/rand"
	"strings"
	"testing"
	"unicode/utf8"
)

// toFullWidth turns printable ASCII into its full-width form and spaces into
// ideographic spaces, as some Chinese input methods type them.
func toFullWidth(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == ' ':
			b.WriteRune('\u3000')
		case r > 0x20 && r < 0x7F:
			b.WriteRune(r - 0x21 + 0xFF01)
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// checkSpans fails when a span is out of range or does not cover the text it
// claims to.
func checkSpans(t *testing.T, text string, r Result) {
	t.Helper()
	runes := []rune(text)
	check := func(what, got string, sp [2]int) {
		if sp[0] < 0 || sp[1] > len(runes) || sp[0] > sp[1] {
			t.Fatalf("%s span %v out of range for %q", what, sp, text)
		}
		if string(runes[sp[0]:sp[1]]) != got {
			t.Fatalf("%s span %v of %q is %q, but its text is %q", what, sp, text, string(runes[sp[0]:sp[1]]), got)
		}
	}
	for _, m := range r.Mentions {
		check("mention", m.Text, m.Span)
	}
	for _, m := range r.Measurements {
		check("measurement", m.Text, m.Span)
	}
	for _, d := range r.Doses {
		check("dose", d.Text, d.Span)
	}
	for _, d := range r.Durations {
		check("duration", d.Text, d.Span)
	}
	for _, tr := range r.Times {
		check("time", tr.Text, tr.Span)
	}
}

func TestFullWidthInputFindsTheSameMentionsAndAssertions(t *testing.T) {
	m := testMatcher(t)
	for _, e := range loadCorpus(t) {
		half := m.Extract(e.Text, at)
		fwText := toFullWidth(e.Text)
		full := m.Extract(fwText, at)
		checkSpans(t, fwText, full)
		if len(half.Mentions) != len(full.Mentions) {
			t.Errorf("%q: %d mentions half-width, %d full-width", e.Text, len(half.Mentions), len(full.Mentions))
			continue
		}
		for i := range half.Mentions {
			h, f := half.Mentions[i], full.Mentions[i]
			if h.ConceptID != f.ConceptID || h.Span != f.Span || h.Assertion != f.Assertion {
				t.Errorf("%q: mention %d differs: half %+v, full %+v", e.Text, i, h, f)
			}
		}
		if len(half.Measurements) != len(full.Measurements) {
			t.Errorf("%q: %d measurements half-width, %d full-width", e.Text, len(half.Measurements), len(full.Measurements))
		}
	}
}

func TestSpansAlwaysCoverTheirTextOnTheCorpus(t *testing.T) {
	m := testMatcher(t)
	for _, path := range []string{"testdata/corpus.yaml", "testdata/heldout.yaml"} {
		for _, e := range loadEntries(t, path) {
			checkSpans(t, e.Text, m.Extract(e.Text, at))
		}
	}
}

func FuzzExtract(f *testing.F) {
	for _, s := range []string{"我昨晚膝盖又疼了", "血压150/100", "HbA1c 6.5%", "三十八度五", "每天两次，每次一片", "2019年", "if", "。。", "１５０／", "一个半", "not", ""} {
		f.Add(s)
	}
	terms, err := loadTerms("testdata/terms.tsv")
	if err != nil {
		f.Fatalf("load terms: %v", err)
	}
	m := NewMatcher(terms, nil)
	f.Fuzz(func(t *testing.T, s string) {
		if !utf8.ValidString(s) {
			return
		}
		r := m.Extract(s, at)
		checkSpans(t, s, r)
		_ = Classify(s, r)
	})
}

func TestRandomFragmentMixesNeverPanicAndKeepSpansExact(t *testing.T) {
	m := testMatcher(t)
	frags := []string{"我", "没有", "头疼", "发烧", "血压", "150/100", ".5", " mg", "一", "两", "三十", "半", "个", "多", "月", "天",
		"周", "年", "前", "后", "点", "度", "次", "每分钟", "if ", "not ", "days ", "ago", "over ", "in 2019", "年的话", "，", "。", "？",
		"％", "／", "１５０", "．", "'s", "-", "HbA1c", "mmol/L", "吗", "能不能", "过敏", "妈妈", "doctor said ", "上周六", "昨晚", "早上", "的"}
	rng := rand.New(rand.NewSource(7))
	for n := 0; n < 20000; n++ {
		var b strings.Builder
		for k := rng.Intn(12); k >= 0; k-- {
			b.WriteString(frags[rng.Intn(len(frags))])
		}
		s := b.String()
		r := m.Extract(s, at)
		checkSpans(t, s, r)
		_ = Classify(s, r)
	}
}

// BenchmarkExtractLongTurn is the worst case the API admits: 8,000 runes of
// unpunctuated Chinese dense with mentions and triggers.
func BenchmarkExtractLongTurn(b *testing.B) {
	m := testMatcher(b)
	s := strings.Repeat("我没有头疼和发烧也不咳嗽好像血压高", 470)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_ = m.Extract(s, at)
	}
}
