package understand

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A denial said after what it denies, in the words of speech rather than
// of a question's answer.

// Words that deny what was just named when they end its clause: "Fever
// no.", "Phlegm no, dry cough only", "心慌……没有吧", "喘气还行". The ones
// with 吧 deny with a hedge.
var (
	deniesBefore = []string{"ha, i wish", "ha i wish", "i wish", "och no", "ach no", "oh no", "god no", "lord no", "not really", "no doctor", "no sir", "no madam", "nope", "nah", "no", "nil", "没有过", "没有吧", "没有", "没得", "冇得", "没", "冇", "还行吧", "还行",
		"还好", "还可以", "好好的", "挺好的", "蛮好的", "没啥事",
		// "气促……都冇", "气短……也没有": 都 and 也 before the denial, after a
		// pause, deny what was named as surely as the bare one.
		// With the 过 of ever ("尿不出来……也没有过", s49 blind round 18 zh06),
		// before the bare ones, which its 过 would leave unended.
		"都没有过", "也没有过", "都冇过", "也冇过", "都没过", "也没过",
		// Hunan and Sichuan 冇得, 没得 ("鼻涕……也冇得", zh dev zh-j1-021) before
		// the bare 冇 and 没, which their 得 would leave unended.
		"都冇得", "也冇得", "都没得", "也没得",
		"都没有", "也没有", "都冇", "也冇", "都没", "也没"}
	hedgedDenial = map[string]bool{"没有吧": true, "还行吧": true, "not really": true}
	// pauseRunes may stand between a symptom and its denial.
	pauseRunes = " …?？,，、"
)

// deniedAfter reports whether the words after position end (a mention's
// end, in folded runes) deny it, ending their clause, and whether with a
// hedge.
func deniedAfter(rs []rune, end int) (denied, hedged bool) {
	if d, h := denialAt(rs, end); d {
		return d, h
	}
	if end > 0 && toppedDenial(rs, end) {
		return true, false // "气喘就唔系点喘", "烧是冇烧"
	}
	if end < len(rs) && unicode.Is(unicode.Han, rs[end]) {
		return denialAt(rs, end+1) // the rest of a word matched in part: "喘" of "喘气还行"
	}
	return false, false
}

// toppedDenial reports whether a Chinese topic is denied by its own verb
// after it: the topic, 就/是/倒, a negation, and the topic's last
// character again ("气喘就唔系点喘", "烧是冇烧", "吐倒没吐").
func toppedDenial(rs []rune, end int) bool {
	verb := rs[end-1]
	i := end
	for _, w := range []string{"倒是", "就", "是", "倒"} {
		if runesHavePrefix(rs[i:], w) {
			i += len([]rune(w))
			break
		}
	}
	if i == end {
		return false
	}
	for _, neg := range []string{"唔系点", "唔系好", "唔系几", "没有", "没", "冇", "不", "唔"} {
		if runesHavePrefix(rs[i:], neg) {
			j := i + len([]rune(neg))
			return j < len(rs) && rs[j] == verb
		}
	}
	return false
}

func denialAt(rs []rune, i int) (denied, hedged bool) {
	// "tingling... no, nothing like that": dots that trail off pause too;
	// one full stop ends the sentence.
	for i < len(rs) && (strings.ContainsRune(pauseRunes, rs[i]) || rs[i] == '.' && (i+1 < len(rs) && rs[i+1] == '.' || i > 0 && rs[i-1] == '.')) {
		i++
	}
	rest := rs[afterConcessive(rs, i):] // "痛倒是還好" (concessive.go)
	for _, w := range deniesBefore {
		if !runesHavePrefix(rest, w) {
			continue
		}
		after := withoutToneParticles(rest[utf8.RuneCountInString(w):]) // "耳鸣……冇喎"
		if len(after) == 0 || strings.ContainsRune(".。!！;；,，…?？", after[0]) {
			return true, hedgedDenial[w]
		}
		return false, false
	}
	return false, false
}

// noneOfThat end a list of things asked about, each named alone, and deny
// them all: "Vomiting, vision going funny, waking up with it, nah, none of
// that."
var noneOfThat = []string{"none of that", "none of those", "none of them", "none of it", "no to all of that", "no to all", "那些都没有", "都冇"}

// listDenied reports whether m's clause names it alone and its sentence ends
// with one of noneOfThat.
func listDenied(tx text, m extract.Mention) bool {
	clause := strings.Trim(tx.clauseOf(m.Span[0]), " ,，、.。")
	if !strings.EqualFold(clause, strings.TrimSpace(m.Text)) {
		return false
	}
	sent := strings.TrimRight(strings.ToLower(tx.sentenceOf(m.Span[0])), " .。!！")
	for _, w := range noneOfThat {
		if strings.HasSuffix(sent, w) {
			return true
		}
	}
	return false
}

// whenStates open a state that is the time of something else, not a
// complaint: "I chew Nicorette sometimes when I'm stressed".
var whenStates = []string{"when i'm", "when i am", "whenever i'm", "whenever i am", "when im"}

// whenState reports whether the text before a symptom ends in one of
// whenStates.
func whenState(before string) bool {
	before = strings.TrimRight(before, " ")
	for _, w := range whenStates {
		if strings.HasSuffix(before, w) {
			return true
		}
	}
	return false
}

// noFollowers may follow an answer's "no" and keep it an answer that ends
// its clause: "no not really", "no I haven't", "no never", "no thanks", "no o".
var noFollowers = []string{"no", "nope", "nah", "not", "never", "nothing", "none", "neither", "i", "i'm", "im", "i've", "ive", "i'd",
	"i don't", "i dont", "we", "he", "she", "they", "it", "it's", "its", "that", "that's", "thats", "there", "there's", "theres",
	"haven't", "havent", "hasn't", "don't", "dont", "didn't", "didnt", "thanks", "thank", "sir", "madam", "doctor", "doc", "dr",
	"really", "definitely", "absolutely", "certainly", "sorry", "just", "way", "actually", "honestly", "thankfully", "luckily",
	"fortunately", "no way", "tho", "though", "as such",
	// Particles and terms of address that close an answer: "Pregnant, no
	// o, I'm fifty-four" (en/k1), "no lah", "no ma".
	"o", "oh", "oo", "ooo", "eh", "ah", "lah", "sha", "jare", "ma", "ma'am", "maam", "mate", "love", "dear"}

// noOpensPhrase reports whether an English clause opens with a "no" that
// is the determiner of the words after it ("no blood", "no vom tho", "no
// blood in it"): it denies what it opens, not a finding named before it.
// A no that ends its clause ("no", "no.", "no not really", "no I
// haven't") is an answer.
func noOpensPhrase(clause string) bool {
	s := withoutFillers(clause)
	if startsWithAny(s, noAnswers) != "no" {
		return false
	}
	rest := strings.Trim(s[len("no"):], " .!?…")
	return rest != "" && isLatinWordy(rest) && startsWithAny(rest, noFollowers) == ""
}
