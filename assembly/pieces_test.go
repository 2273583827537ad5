package assembly

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/tiktoken-go/tokenizer"
)

// wholeCounter counts whole texts with the library, the reference the
// piece counts must sum to.
func wholeCounter(t testing.TB) codecCounter {
	t.Helper()
	c, err := tokenizer.Get(tokenizer.Cl100kBase)
	if err != nil {
		t.Fatal(err)
	}
	return codecCounter{c: c}
}

// checkPieces fails unless the counts of text's pieces sum to the library's
// count of text, and the pieces are text in order, skipping only DEL.
func checkPieces(t *testing.T, whole codecCounter, text string) {
	t.Helper()
	var pieces []string
	sum := 0
	cl100kPieces(text, func(p string) {
		pieces = append(pieces, p)
		sum += whole.count(p)
	})
	if want := whole.count(text); sum != want {
		t.Errorf("%q: pieces %q sum to %d tokens, the library counts %d", text, pieces, sum, want)
	}
	if joined, want := strings.Join(pieces, ""), strings.ReplaceAll(text, "\x7f", ""); joined != want {
		t.Errorf("%q: pieces %q are not the text", text, pieces)
	}
}

var pieceCases = []string{
	"", "a", "I'm fine, you're not; we'll see what they've done. He'd go.",
	"DON'T SHOUT", "it'S", "x'Ll", "'LL", "'re'", "'ſ", "'ſx", "'", "''s",
	"a  b", "a   b", "a \n\n  b", "\n \n", "  \n", "x   ", "   ", "\t\tfoo", " 123", "1234567", "12 345", "v1.2.3",
	"٣٤٥٦", "²³⁴x", "Ⅻ roman", "。\n", "?!\r\n\r\nx", "--> ", " ...\n\n\n", "a\r\nb", "\r\r\n \n\t x",
	"a\x7fb", "\x7f\x7f", " \x7f", "\x7f\n", "e\u0301t\u0301", "😀 ok 🙂🙂", "\u00a0a\u3000b\u2028c\u2029d\u0085e",
	"\x01\x02ab\x1f", "我昨晚膝盖又疼了，和上周爬山有关系吗？", "血压150/100 mmHg，吃了络活喜5mg。",
	"- 2025-06-02 the patient said: I've had a headache for 3 days",
	"## 长期档案\n- 用药: 氨氯地平; dose 5mg [2025-06-02]\n## Current question\nCan I take ibuprofen?\nAnswer only from the record above.",
	"患者：我的降压药能和布洛芬一起吃吗？ 助理：好的。\n\n\n  Patient:   ok  ",
}

func TestPiecesSumToTheLibrarysCount(t *testing.T) {
	whole := wholeCounter(t)
	for _, text := range pieceCases {
		checkPieces(t, whole, text)
	}
	t.Run("random text over the characters the pattern tells apart", func(t *testing.T) {
		alphabet := []rune("aZé'sStTrRvVmMlLdDſ0129٣²Ⅻ .,!?-/()。，？：\u0301\t\n\r\v\f\u00a0\u3000\u2028\x7f\x01😀我血压")
		r := rand.New(rand.NewPCG(3, 4))
		for range 20000 {
			var b strings.Builder
			for range r.IntN(24) {
				b.WriteRune(alphabet[r.IntN(len(alphabet))])
			}
			checkPieces(t, whole, b.String())
			if t.Failed() {
				return
			}
		}
	})
}

func TestCachedPieceCountsMatchTheLibrary(t *testing.T) {
	whole := wholeCounter(t)
	c := codecCounter{c: whole.c, pieces: newPieceCounts(16)} // small: generations turn over
	for range 3 {
		for _, text := range pieceCases {
			if got, want := c.Count(text), whole.count(text); got != want {
				t.Errorf("%q: %d tokens, want %d", text, got, want)
			}
		}
	}
	if bad := "ok \xff\xfe bytes"; c.Count(bad) != whole.count(bad) {
		t.Errorf("invalid UTF-8: %d tokens, want the library's %d", c.Count(bad), whole.count(bad))
	}
}

func FuzzPiecesSumToTheLibrarysCount(f *testing.F) {
	for _, s := range pieceCases {
		f.Add(s)
	}
	whole := wholeCounter(f)
	f.Fuzz(func(t *testing.T, text string) {
		if !utf8.ValidString(text) {
			t.Skip("the API refuses invalid UTF-8")
		}
		checkPieces(t, whole, text)
	})
}

func BenchmarkCount(b *testing.B) {
	line := "- 2025-06-02 the patient said: I've had a headache for 3 days, 我昨晚膝盖又疼了，和上周爬山有关系吗？"
	whole := wholeCounter(b)
	pieces := codecCounter{c: whole.c, pieces: newPieceCounts(1000)}
	b.Run("library", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			whole.Count(line)
		}
	})
	b.Run("pieces", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			pieces.Count(line)
		}
	})
}
