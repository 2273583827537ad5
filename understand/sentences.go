package understand

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/anamnesis-health/anamnesis/extract"
)

// sentence is a sentence of a turn: rune offsets [start, end) into the
// text, and its folded text.
type sentence struct {
	start, end int
	text       string // lower case, full-width folded
	question   bool
}

// sentences splits text at sentence punctuation; a decimal point is not a
// sentence end. A sentence is a question when it ends in a question mark.
func sentences(text string) []sentence {
	rs := []rune(extract.Normalize(text))
	var out []sentence
	start := 0
	flush := func(end int, q bool) {
		s := strings.TrimSpace(string(rs[start:end]))
		if s != "" {
			out = append(out, sentence{start: start, end: end, text: s, question: q})
		}
		start = end
	}
	for i, r := range rs {
		switch r {
		case '?', '？':
			flush(i+1, true)
		case '。', '!', '！', '\n', '…', ';', '；':
			flush(i+1, false)
		case '.':
			if i > 0 && i+1 < len(rs) && unicode.IsDigit(rs[i-1]) && unicode.IsDigit(rs[i+1]) {
				continue
			}
			flush(i+1, false)
		}
	}
	flush(len(rs), false)
	for i := range out {
		if !out[i].question {
			out[i].question = zhQuestion(out[i].text)
		}
	}
	return out
}

// notAsking have the shape of "A-not-A" and ask nothing: "时不时" is "now
// and then", "动不动" "at every turn".
var notAsking = map[string]bool{"时不时": true, "动不动": true}

// zhQuestion reports whether a Chinese sentence without a question mark is
// a question: it ends in a question particle or in "…了没(有)", or asks
// "A-not-A" ("有没有", "疼不疼").
func zhQuestion(s string) bool {
	t := strings.TrimRight(s, "。.!！~～ 啊呀")
	// "了冇", "了冇得", "过冇" are the Wuhan and Cantonese "…了没": "头孢克洛
	// 吃完了冇"; "咗未" the Cantonese "…了没有": "食咗藥未". A closing "嘛"
	// after a thing done explains, it does not ask: "三年前放了支架嘛"
	// (session 71's review 7, Z20) told the stent as a hedge. It still asks
	// or requests elsewhere: "你给我拿一盒头孢嘛", "你们不是抽了血嘛" (zh dev
	// s1-002, r1-029).
	if strings.HasSuffix(t, "嘛") && !strings.HasSuffix(t, "干嘛") && strings.ContainsAny(t, "了过") && !strings.Contains(t, "不是") {
		return false
	}
	for _, p := range []string{"吗", "么", "嘛", "呢", "了没", "了没有", "过没", "过没有", "了冇", "了冇得", "过冇", "过冇得", "了没得", "过没得", "咗未", "咗冇"} {
		if strings.HasSuffix(t, p) {
			return true
		}
	}
	rs := []rune(t)
	for i := 0; i+2 < len(rs); i++ {
		if (rs[i+1] == '不' || rs[i+1] == '没') && rs[i] == rs[i+2] && unicode.Is(unicode.Han, rs[i]) && !notAsking[string(rs[i:i+3])] && !doubledRepairAt(rs, i) {
			// 有没有, 是不是, 疼不疼, 吃没吃; unless what comes before
			// it, up to here, says it is what will be seen: "看看肌肉痛会
			// 不会好" is no question. Checked only once the pattern is
			// found, since each check reads the whole text before it.
			for j := 0; j <= i; j++ {
				if embeddedAsk(rs[:j]) {
					return false
				}
			}
			return true
		}
	}
	return false
}

// in reports whether the rune span [s, e) lies in the sentence.
func (s sentence) in(span [2]int) bool { return span[0] >= s.start && span[1] <= s.end }

// hasWord reports whether text holds w, on word boundaries when w starts or
// ends with a Latin letter.
func hasWord(text, w string) bool { return wordIndex(text, w) >= 0 }

// wordIndex returns the byte offset of the first w in text that hasWord
// would find, or -1.
func wordIndex(text, w string) int {
	for from := 0; ; {
		i := strings.Index(text[from:], w)
		if i < 0 {
			return -1
		}
		i += from
		e := i + len(w)
		okStart := i == 0 || !latinAt(w, 0) || !isLatinByte(text[i-1])
		okEnd := e == len(text) || !latinAt(w, len(w)-1) || !isLatinByte(text[e])
		if okStart && okEnd {
			return i
		}
		from = i + 1
	}
}

func latinAt(w string, i int) bool { return isLatinByte(w[i]) }

func isLatinByte(b byte) bool { return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b == '\'' }

// hasAnyWord reports whether text holds any of words (see hasWord).
func hasAnyWord(text string, words []string) bool {
	for _, w := range words {
		if hasWord(text, w) {
			return true
		}
	}
	return false
}

// startsWithAny returns the first of words that text starts with as a whole
// word, or "".
func startsWithAny(text string, words []string) string {
	best := ""
	for _, w := range words {
		if strings.HasPrefix(text, w) && (len(text) == len(w) || !latinAt(w, len(w)-1) || !isLatinByte(text[len(w)])) && len(w) > len(best) {
			best = w
		}
	}
	return best
}

// firstIndexOfAny returns the byte offset in s of the earliest of words, or
// -1 when none is there.
func firstIndexOfAny(s string, words []string) int {
	first := -1
	for _, w := range words {
		if i := strings.Index(s, w); i >= 0 && (first < 0 || i < first) {
			first = i
		}
	}
	return first
}

// afterAnnouncement is a question without the words that announce it
// before a colon: "先问几个啊：这两周发没发过烧？" asks yes or no, and the 几 of
// its announcement ("a few") asks nothing.
func afterAnnouncement(question string) string {
	if i := strings.LastIndexAny(question, "：:"); i >= 0 {
		_, size := utf8.DecodeRuneInString(question[i:])
		return question[i+size:]
	}
	return question
}
