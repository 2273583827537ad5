package understand

import (
	"strings"
	"unicode/utf8"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A Chinese no made of one word denied ("不硬", "不怕") answers the
// question that asked by that word, not every question of the turn:
// "脖子硬不硬？怕不怕光？" "脖子能转，不硬。就是灯光有点刺眼。"
// (asked/zh-x1-020) denies the stiff neck and says nothing of the light,
// which the patient goes on to tell. Read as a no to both, it wrote the
// photophobia denied, a confident wrong fact. The word belongs to an asked
// concept when one of the concept's Chinese names holds it (脖子硬); when
// exactly one asked concept's names hold it and another's do not, the no
// is that concept's alone, when the rest of the turn denies nothing more.
// A turn that goes on with another denial ("不痒，身上也没起东西", "不烧，…
// 心脏没毛病", "不晕，头也不疼") may be denying the others in words the
// reading does not take, and its no is read as before. A no of no word ("没有", "都不") and a word that
// is in every asked concept's names, or in none, stay as read. verbno.go
// does the same for a bare turn of the symptom verbs (不咳, 不疼).

// noWordOf returns the word the first answering clause of text denies
// bare ("不硬", "不怕了"), or 0.
func noWordOf(text string) rune {
	for _, c := range strings.FieldsFunc(extract.Normalize(text), func(r rune) bool { return strings.ContainsRune(",，.。!！?？;；…、 ", r) }) {
		a := answerWord(c)
		if a == "" {
			continue
		}
		if a != answerNo {
			return 0
		}
		c = strings.TrimRight(withoutFillers(c), "了的啊呀嘞哦")
		rest, ok := strings.CutPrefix(c, "不")
		if !ok || utf8.RuneCountInString(rest) != 1 {
			return 0
		}
		w, _ := utf8.DecodeRuneInString(rest)
		if !extract.HanRune(w) || strings.ContainsRune("是会用行要太大", w) {
			return 0
		}
		return w
	}
	return 0
}

// noOfAnotherWord reports whether the turn's no is a word denied that
// asks another concept of asks, and not concept (see above).
func (r *Reader) noOfAnotherWord(text, concept string, asks []Ask) bool {
	w := noWordOf(text)
	if w == 0 || r.namesHold(concept, w) || deniesMore(text) {
		return false
	}
	for _, a := range asks {
		if a.Concept != concept && !a.Measure && r.namesHold(a.Concept, w) {
			return true
		}
	}
	return false
}

// namesHold reports whether one of concept's Chinese names holds w.
func (r *Reader) namesHold(concept string, w rune) bool {
	c, ok := r.onto.Concept(concept)
	if !ok {
		return false
	}
	for _, n := range c.Names {
		if strings.ContainsRune(n.Text, w) {
			return true
		}
	}
	return false
}

// deniesMore reports whether text holds a denial after its first no.
func deniesMore(text string) bool {
	rs := []rune(extract.Normalize(text))
	first := -1
	for i, c := range rs {
		if strings.ContainsRune("不没沒冇无無", c) {
			if first >= 0 && i > first+1 {
				return true
			}
			if first < 0 {
				first = i
			}
		}
	}
	return false
}
