package understand

import (
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// text is a turn's text prepared for the reading rules: folded runes and
// the clause and sentence each rune belongs to. Offsets are rune offsets
// into the original text (folding keeps one rune per rune).
type text struct {
	runes []rune
	// str is runes as a string and off the byte offset in it of each rune
	// (and of the end): the rules read the text from an offset on at
	// every mention and clause, and converting the runes again each time
	// made reading a long turn quadratic (tx.from, tx.between).
	str    string
	off    []int
	clause []int
	sent   []int
	// part is like clause, but only a break word or a sentence end starts
	// a new one, not a comma: "青霉素，我过敏" is one part.
	part []int
}

// clauseBreakWords end a clause as punctuation does: what follows them is
// said of something else ("allergic to penicillin but I take amoxicillin").
var clauseBreakWords = []string{"but", "so", "because", "'cause", "'cos", "cos", "coz", "cuz", "although", "though", "however", "whereas", "and then",
	"但是", "但", "可是", "不过", "所以", "因为", "然后", "后来", "现在", "如今"}

func newText(s string) text {
	rs := []rune(strings.ToLower(extract.Normalize(s)))
	t := text{runes: rs, str: string(rs), off: make([]int, len(rs)+1), clause: make([]int, len(rs)+1), sent: make([]int, len(rs)+1), part: make([]int, len(rs)+1)}
	k := 0
	for b := range t.str {
		t.off[k] = b
		k++
	}
	t.off[len(rs)] = len(t.str)
	cl, se, pa := 0, 0, 0
	for i := 0; i < len(rs); i++ {
		if w := t.breakWordAt(i); w > 0 {
			cl++
			pa++
			for k := i; k < i+w; k++ {
				t.clause[k], t.sent[k], t.part[k] = cl, se, pa
			}
			i += w - 1
			continue
		}
		t.clause[i], t.sent[i], t.part[i] = cl, se, pa
		switch rs[i] {
		case ',':
			if !repairAt(rs, i) {
				cl++
			}
		case '，', ':', '：':
			cl++
		case '。', '!', '！', '?', '？', ';', '；', '\n', '…':
			cl++
			se++
			pa++
		case ' ':
			// Typed or dictated Chinese sets a clause that turns to now off
			// by a space ("胃镜复查说没事了 现在就吃点多潘立酮"), as extract reads it.
			if i > 0 && extract.HanRune(rs[i-1]) && extract.HanShiftAt(rs, i+1) {
				cl++
			}
		case '.':
			if !(i > 0 && i+1 < len(rs) && unicode.IsDigit(rs[i-1]) && unicode.IsDigit(rs[i+1])) && !titleAt(rs, i) && !genusAt(rs, i) {
				cl++
				se++
				pa++
			}
		}
	}
	t.clause[len(rs)], t.sent[len(rs)], t.part[len(rs)] = cl, se, pa
	return t
}

// from returns the text from rune i on: string(t.runes[i:]), without the
// copy.
func (t text) from(i int) string { return t.str[t.off[i]:] }

// between returns the text of runes i to j: string(t.runes[i:j]), without
// the copy; "" when j is before i, as it is for a mention that runs past
// the end of the sentence a rule measures from its start.
func (t text) between(i, j int) string {
	if j < i {
		return ""
	}
	return t.str[t.off[i]:t.off[j]]
}

// runesHavePrefix reports whether rs opens with w: strings.HasPrefix on
// the runes, without converting the rest of the turn to test a word.
func runesHavePrefix(rs []rune, w string) bool {
	k := 0
	for _, r := range w {
		if k == len(rs) || rs[k] != r {
			return false
		}
		k++
	}
	return true
}

// titles end in a dot that ends no sentence: "Dr. Singh switched me".
var titles = []string{"dr", "mr", "mrs", "ms", "st", "prof"}

// species follow a genus abbreviated to its letter ("h. pylori", "c. diff").
var species = []string{"pylori", "diff", "difficile", "coli", "aureus", "pneumoniae", "albicans", "trachomatis", "gonorrhoeae", "faecalis", "vaginalis"}

// genusAt reports whether the dot at i abbreviates a genus before its
// species: one letter, then the species. That dot ends no sentence: "They
// said it was an H. pylori infection" was read as two, the lexicon's
// "H. pylori infection" ran across the break, and the turn failed with a
// 500 (session 71).
func genusAt(rs []rune, i int) bool {
	if i < 1 || !isLatinRune(rs[i-1]) || i >= 2 && isLatinRune(rs[i-2]) {
		return false
	}
	rest := strings.TrimLeft(string(rs[i+1:min(len(rs), i+16)]), " ")
	for _, w := range species {
		if strings.HasPrefix(rest, w) && (len(rest) == len(w) || !isLatinRune(rune(rest[len(w)]))) {
			return true
		}
	}
	return false
}

// titleAt reports whether the dot at i ends a title.
func titleAt(rs []rune, i int) bool {
	for _, w := range titles {
		n := len(w)
		if i >= n && string(rs[i-n:i]) == w && (i == n || !isLatinRune(rs[i-n-1])) {
			return true
		}
	}
	return false
}

// repairAt reports whether the comma at i only marks a spoken repair, the
// words before it said again after it ("a swelling on my, on my upper
// lip", "I, I feel"), or sets off a filler ("some pain, uh, in my
// tummy"): what is repaired or paused is one clause.
func repairAt(rs []rune, i int) bool {
	before := strings.Fields(string(rs[max(0, i-24):i]))
	after := strings.Fields(string(rs[i+1 : min(len(rs), i+25)]))
	isFiller := func(w string) bool {
		switch w {
		case "uh", "um", "er", "erm", "uhm", "umm", "uhh":
			return true
		}
		return false
	}
	if len(after) > 0 && strings.HasSuffix(after[0], ",") && isFiller(strings.TrimSuffix(after[0], ",")) {
		return true // "pain, uh,"
	}
	if len(before) > 0 && isFiller(before[len(before)-1]) && i-len(before[len(before)-1])-2 >= 0 && rs[i-len(before[len(before)-1])-2] == ',' {
		return true // ", uh, in my tummy"
	}
	for n := 3; n >= 1; n-- {
		if len(before) < n || len(after) < n {
			continue
		}
		same := true
		for k := 0; k < n; k++ {
			b, a := before[len(before)-n+k], strings.TrimRight(after[k], ",.?!")
			same = same && b == a && isLatinWordy(b)
		}
		if same {
			return true
		}
	}
	return false
}

// notBreaks holds, for a break word, the runes that make it part of a
// longer word instead: "不过" is "but", "不过敏" is "not allergic".
var notBreaks = map[string]string{"不过": "敏"}

// complementVerbs holds, for a break word, the verbs it completes right
// after them: "喘不过气", "透不过气" (cannot get one's breath), "睡不过来" are
// no "but", and a clause that broke inside "喘不过气" split the finding
// from itself, which crashed the reading of "我头疼，有点喘不过气。".
var complementVerbs = map[string]string{"不过": "喘透倒缓回转忙睡吃看"}

// breakWords are clauseBreakWords as runes, by their first rune, in the
// order of clauseBreakWords: newText tries them at every position of every
// text it reads.
var breakWords = func() map[rune][][]rune {
	out := map[rune][][]rune{}
	for _, w := range clauseBreakWords {
		wr := []rune(w)
		out[wr[0]] = append(out[wr[0]], wr)
	}
	return out
}()

// breakWordAt returns the length of a clause-break word starting at i, or 0.
func (t text) breakWordAt(i int) int {
	for _, wr := range breakWords[t.runes[i]] {
		if i+len(wr) > len(t.runes) || !slices.Equal(t.runes[i:i+len(wr)], wr) {
			continue
		}
		if isLatinRune(wr[0]) && (i > 0 && isLatinRune(t.runes[i-1]) || i+len(wr) < len(t.runes) && isLatinRune(t.runes[i+len(wr)])) {
			continue
		}
		if next := i + len(wr); next < len(t.runes) && strings.ContainsRune(notBreaks[string(wr)], t.runes[next]) {
			continue
		}
		if i > 0 && strings.ContainsRune(complementVerbs[string(wr)], t.runes[i-1]) {
			continue
		}
		return len(wr)
	}
	return 0
}

func isLatinRune(r rune) bool { return r < 0x80 && isLatinByte(byte(r)) }

// clauseOf returns the folded text of the clause holding rune offset i.
func (t text) clauseOf(i int) string { return t.span(t.clause, i) }

// partOf returns the folded text of the part holding rune offset i.
func (t text) partOf(i int) string { return t.span(t.part, i) }

// partStart returns the rune offset where the part holding rune i starts.
func (t text) partStart(i int) int {
	start, _ := t.bounds(t.part, i)
	return start
}

// sentenceOf returns the folded text of the sentence holding rune offset i.
func (t text) sentenceOf(i int) string { return t.span(t.sent, i) }

// sentenceStart returns the offset where the sentence that holds rune
// offset i begins.
func (t text) sentenceStart(i int) int {
	start, _ := t.bounds(t.sent, i)
	return start
}

// sentenceEnd returns the offset just past the sentence that holds m.
func (t text) sentenceEnd(m extract.Mention) int {
	_, e := t.bounds(t.sent, m.Span[0])
	return e
}

// clauseStart returns the offset where the clause holding rune offset i
// begins.
func (t text) clauseStart(i int) int {
	start, _ := t.bounds(t.clause, i)
	return start
}

// clauseEnd returns the offset just past the clause holding rune offset i.
func (t text) clauseEnd(i int) int {
	_, e := t.bounds(t.clause, i)
	return e
}

// nextSentence returns the offset and the text, without leading spaces and
// commas, of the sentence after m's; ok is false when m's is the last.
func (t text) nextSentence(m extract.Mention) (start int, sentence string, ok bool) {
	e := t.sentenceEnd(m)
	if e >= len(t.runes) {
		return e, "", false
	}
	return e, strings.TrimLeft(t.sentenceOf(e), " ,，"), true
}

// nextClause returns the clause after m's, in the same sentence, without
// the spaces and commas that open it, or "".
func (t text) nextClause(m extract.Mention) string {
	e := t.clauseEnd(m.Span[0])
	if e >= len(t.runes) || t.sent[e] != t.sent[m.Span[0]] {
		return ""
	}
	return strings.TrimLeft(t.clauseOf(e), " ,，")
}

func (t text) span(ids []int, i int) string {
	if i >= len(t.runes) {
		i = len(t.runes) - 1
	}
	if i < 0 {
		return ""
	}
	s, e := t.bounds(ids, i)
	return string(t.runes[s:e])
}

// bounds returns where the unit of ids (a clause, part or sentence number
// per rune) that holds rune offset i starts and ends.
func (t text) bounds(ids []int, i int) (start, end int) {
	start, end = i, i
	for start > 0 && ids[start-1] == ids[i] {
		start--
	}
	for end < len(t.runes) && ids[end] == ids[i] {
		end++
	}
	return start, end
}

// before and after return the folded text of m's clause before and after it.
func (t text) before(m extract.Mention) string {
	s := m.Span[0]
	for s > 0 && t.clause[s-1] == t.clause[m.Span[0]] {
		s--
	}
	return string(t.runes[s:m.Span[0]])
}

// conceptsAfter returns the concepts of the mentions keep accepts whose
// clause, before them, matches clause: "I have a history of" before an
// illness, "they want to" before an operation.
func conceptsAfter(x extract.Result, tx text, clause *regexp.Regexp, keep func(extract.Mention) bool) map[string]bool {
	out := map[string]bool{}
	for _, m := range x.Mentions {
		if keep(m) && clause.MatchString(tx.before(m)) {
			out[m.ConceptID] = true
		}
	}
	return out
}

// afterInPart returns the folded text after m to the end of its part
// ("muscle aches, which are gone now").
func (t text) afterInPart(m extract.Mention) string {
	e := m.Span[1]
	for e < len(t.runes) && t.part[e] == t.part[m.Span[0]] {
		e++
	}
	return string(t.runes[m.Span[1]:e])
}

func (t text) after(m extract.Mention) string {
	e := m.Span[1]
	for e < len(t.runes) && t.clause[e] == t.clause[m.Span[0]] {
		e++
	}
	return string(t.runes[m.Span[1]:e])
}

// restOfSentence returns the original text after m to the end of its
// sentence.
func (t text) restOfSentence(m extract.Mention) string {
	return string(t.runes[m.Span[1]:max(m.Span[1], t.sentenceEnd(m))])
}

// sameClause and sameSentence compare the positions of two mentions.
func (t text) sameClause(a, b extract.Mention) bool {
	return t.clause[a.Span[0]] == t.clause[b.Span[0]]
}

func (t text) sameSentence(a, b extract.Mention) bool { return t.sent[a.Span[0]] == t.sent[b.Span[0]] }

// topicPauses are what a speaker leaves after a topic before telling about
// it ("安眠药……上趟邻居拨我两粒"): a pause, not the end of what is said of it.
var topicPauses = []string{"……", "…", "——", "...", "。。。"}

// drugTellingEnd returns where what a Chinese drug's sentence tells of it
// ends: at the next drug named, which what follows is about (speech
// transcribed without punctuation runs several drugs in one sentence:
// "熊去氧胆酸 吃着 头孢克肟吃好了"), else at the sentence's end. A drug said
// as a topic and followed by a pause ("安眠药……") has its story in the
// sentence after the pause, so the telling runs to that sentence's end.
func drugTellingEnd(x extract.Result, tx text, m extract.Mention) int {
	e := sentenceOrPauseEnd(tx, m)
	for _, n := range x.Mentions {
		// A form or name right after the drug ("妥布霉素眼药水", "降压药拉
		// 西地平") is the same drug, not the next.
		apart := n.Span[0] > m.Span[1] && strings.TrimSpace(tx.between(m.Span[1], n.Span[0])) != ""
		if apart && n.Span[0] < e && (n.Type == ontology.TypeDrug || n.Type == ontology.TypeDrugClass) {
			e = n.Span[0]
		}
	}
	return e
}

// sentenceOrPauseEnd returns the end of m's sentence, or, when m is a
// topic followed by a pause, of the sentence after the pause.
func sentenceOrPauseEnd(tx text, m extract.Mention) int {
	e := tx.sentenceEnd(m)
	between := strings.TrimSpace(tx.between(m.Span[1], min(e+3, len(tx.runes))))
	if startsWithAny(between, topicPauses) == "" {
		return e
	}
	// Skip the pause itself (it may be several sentence-ending runes) and
	// take the end of the sentence it opens.
	i := m.Span[1]
	for i < len(tx.runes) && strings.ContainsRune("…—.。 ", tx.runes[i]) {
		i++
	}
	if i >= len(tx.runes) {
		return e
	}
	_, next := tx.bounds(tx.sent, i)
	return next
}
