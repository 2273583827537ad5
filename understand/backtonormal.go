package understand

import (
	"regexp"
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// Chinese often says a complaint is over by saying the normal state is
// back, with no word of the complaint: "听得真真儿的，也不堵了" after the
// wax is syringed out (zh dev zh-t1-025, the hearing told as poor two weeks
// before), "手也不抖了，汗也停了" after the glucose (zh-l1-009, the cold sweat
// told at the start), "因为晚上老睡不着…加了米氮平…现在心情好多了，睡得也
// 行" (zh-i1-026). Read as nothing, the complaint stayed active in the record.
// A back-to-normal phrase that follows the complaint told earlier in the
// session, or earlier in the same turn, says it is over: the complaint is
// past. Told with no complaint before it, a good night's sleep ("夜里睡得
// 还可以", answering "晚上睡得好吗？") denies the complaint; a clear hearing
// or a sweat that stopped says nothing unless the complaint was told.
//
// Not read: a question ("睡得好吗"), a state with 不 in it ("睡得不好",
// "听得不清楚"), a good sleep that only sets up a change ("本来睡得好好的，半
// 夜就醒了": the state word must end its clause), and another's ("我老伴儿
// 睡得挺好").

// backToNormal is one complaint and the phrases that say it is over.
type backToNormal struct {
	concept string
	phrase  *regexp.Regexp
	// denies: told with no complaint before it, the phrase denies it.
	denies bool
}

var backToNormalRows = []backToNormal{
	// "听得到" is left out: "喂，听得到吗？" "听得到听得到" is the line, not
	// the ears (zh dev zh-j1-007). Nor does a clear hearing deny a
	// complaint never told, for the same reason.
	{"sym:hearing_decline", regexp.MustCompile(`(听|聽)得(也|都|还|還)?(真真儿的|真真的|清清楚楚|清楚|清|见|見|真)(了|的|啦)?([，,。.！!；; ]|$)`), false},
	{"sym:sweating", regexp.MustCompile(`(冷汗|虚汗|汗)(也|都|就|已经|已經)?(停了|止住了|止了|收了|不出了|没了|沒了|退了)([，,。.！!；; ]|$)`), false},
	{"sym:insomnia", regexp.MustCompile(`(睡得|睡觉|睡眠|覺)(也|都|还|還|倒|就)?(还|還|挺|蛮|很|也)?(行|可以|好|香|踏实|踏實|不错|不錯)(了|啦)?([，,。.！!；; ]|$)`), true},
}

// zhOverBefore, in a back-to-normal phrase's clause before it, deny it or
// make it a wish.
var zhOverBefore = []string{"不", "没", "沒", "希望", "想", "要是", "如果", "能不能", "怎么", "怎样"}

// backToNormalTold marks past the complaints st or an earlier patient turn
// told that a back-to-normal phrase of the turn says are over, and adds a
// denial of a complaint never told that a phrase of sleep or hearing denies.
func (r *Reader) backToNormalTold(x extract.Result, tx text, st []Statement, prior []Prior) []Statement {
	s := tx.str
	for _, row := range backToNormalRows {
		if _, ok := r.onto.Concept(row.concept); !ok {
			continue
		}
		loc := row.phrase.FindStringIndex(s)
		if loc == nil {
			continue
		}
		at := len([]rune(s[:loc[0]]))
		if !patientSaysAt(tx, at) {
			continue // "睡得好吗？", "我老伴儿睡得挺好"
		}
		here := -1
		for i, y := range st {
			if y.Concept != row.concept || y.Experiencer != extract.Patient || y.Negated || y.Uncertain || y.Hypothetical {
				continue
			}
			if m, named := mentionOf(x, y.Concept); named && m.Span[1] <= at {
				here = i // told before the phrase, not after it ("睡得还行，就是老醒")
			}
		}
		switch {
		case here >= 0:
			st[here].Historical = true
		case complaintToldBefore(row.concept, prior):
			st = append(st, Statement{Type: Symptom, Concept: row.concept, Display: r.Display(row.concept, "en"), Attributes: map[string]string{},
				Historical: true, Experiencer: extract.Patient, Confidence: 0.9})
		case row.denies && !slices.ContainsFunc(st, func(y Statement) bool { return y.Concept == row.concept }):
			st = append(st, Statement{Type: Symptom, Concept: row.concept, Display: r.Display(row.concept, "en"), Attributes: map[string]string{},
				Negated: true, Experiencer: extract.Patient, Confidence: 0.9})
		}
	}
	return st
}

// complaintToldBefore reports whether an earlier patient turn told the patient's
// complaint concept as theirs and current.
func complaintToldBefore(concept string, prior []Prior) bool {
	told := false
	for _, p := range prior {
		if p.Speaker != Patient {
			continue
		}
		for _, x := range p.Reading.Statements {
			if x.Concept == concept && x.Experiencer == extract.Patient && !x.Hypothetical {
				told = !x.Negated && !x.Historical
			}
		}
	}
	return told
}

// patientSaysAt reports whether the words at rune offset at are the
// patient's own telling: not in a question, with no word before them in
// their clause that already ends something (zhOverBefore), and no one else
// named before them in their sentence ("我老伴儿睡得挺好").
func patientSaysAt(tx text, at int) bool {
	if !toldPlainlyAt(tx, at) {
		return false
	}
	who := extract.LastPerson(tx.between(tx.sentenceStart(at), at))
	return who == "" || who == extract.Patient
}

// asked reports whether a sentence is a question, by its mark or by 吗.
func asked(sent string) bool {
	return strings.ContainsAny(sent, "？?") || strings.Contains(sent, "吗") || strings.Contains(sent, "嗎")
}

// toldPlainlyAt reports whether the words at rune offset at are told, not
// asked, with no word before them in their clause that already ends
// something or makes it a wish (zhOverBefore).
func toldPlainlyAt(tx text, at int) bool {
	if asked(tx.sentenceOf(at)) {
		return false
	}
	cs, _ := tx.bounds(tx.clause, at)
	return !containsAny(tx.between(cs, at), zhOverBefore)
}
