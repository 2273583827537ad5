package coref

import (
	"slices"
	"strings"
	"unicode"
)

// A drug told apart by words the window said with it: "那个救急的" after "憋
// 得厉害的时候就用那个蓝色的救急喷雾，万托林"; "that rub" after "I have been
// rubbing it on the knee"; "those ones he said I must finish" after "he said I
// must finish everything, seven days". Of the window's drugs, the one alone
// whose own words (WindowMention.Clause, to the next drug's clause or its
// sentence's end) share a content word with the
// reference's clause is meant; when none does, or several, recency decides
// as before.

// sharedWordsOnly returns the one candidate whose window words share a
// content word with what the turn says around the reference, or cands.
func sharedWordsOnly(ref Reference, cands []scored, window []WindowMention) []scored {
	if ref.Kind != KindDrug || len(cands) < 2 || ref.Said == "" || ref.ClassID != "" || ref.Topic != "" || ref.Ordinal != 0 {
		return cands
	}
	said := contentWords(ref.Said)
	if len(said) == 0 {
		return cands
	}
	var shared []scored
	for _, c := range cands {
		var own []string
		for _, w := range window {
			if w.ConceptID == c.ConceptID {
				own = append(own, contentWords(w.Clause)...)
			}
		}
		if slices.ContainsFunc(said, func(s string) bool { return slices.ContainsFunc(own, func(o string) bool { return sameWord(s, o) }) }) {
			shared = append(shared, c)
		}
	}
	if len(shared) == 1 {
		return shared
	}
	return cands
}

// contentWords returns the English words of three letters or more and the
// Chinese character pairs of text that are no function words: what may tell
// one drug from another.
func contentWords(text string) []string {
	var out []string
	rs := []rune(text) // lowercased by the caller (Reference.Said, WindowMention.Clause)
	for _, w := range splitWords(rs) {
		if len([]rune(w.text)) >= 3 && !sharedStop[w.text] && !strings.Contains(w.text, "'") { // "i'm", "don't", "mornin'"
			out = append(out, w.text)
		}
	}
	for i := 0; i+1 < len(rs); i++ {
		a, b := rs[i], rs[i+1]
		if unicode.Is(unicode.Han, a) && unicode.Is(unicode.Han, b) && !strings.ContainsRune(zhSharedStop, a) && !strings.ContainsRune(zhSharedStop, b) {
			out = append(out, string(rs[i:i+2]))
		}
	}
	return out
}

// sameWord reports whether two content words are one: equal, or one the
// other with an English ending ("finish", "finished"; "rub", "rubbing").
func sameWord(a, b string) bool {
	if a == b {
		return true
	}
	if len(a) > len(b) {
		a, b = b, a
	}
	if len(a) < 3 || !isLatinWord(a) || !strings.HasPrefix(b, a) {
		return false
	}
	rest := strings.TrimPrefix(b[len(a):], a[len(a)-1:]) // "rub|b|ing"
	return slices.Contains([]string{"s", "es", "ed", "ing", "er", "ers"}, b[len(a):]) || slices.Contains([]string{"ed", "ing", "er"}, rest)
}

// zhSharedStop are Chinese characters of grammar, of people, of taking a
// drug and of time, and those of everyday words (时候, 医生, 因为, 已经,
// 然后, 现在, 觉得, 知道, 应该): no pair with one of them tells a drug
// apart (when it is taken is read by the schedule's rules, schedule.go).
const zhSharedStop = "的了吗呢啊吧呀嘛哦喔咯哈就也都还又在是我你他她它们这那个些一二两三不没有要会能可以得着过给把被让用吃药片粒颗次天上下来去说讲问想看么什怎样好点儿子礼拜星期周月年早晚夜时候医生因为已经然后现觉知道应该"

// sharedStop are English words of grammar (in dialect too: Caribbean "tek",
// "wid", "dat"; Scots "aye"), of people, of taking a drug and of time: no
// drug is told apart by them (when it is taken is read by the schedule's
// rules).
var sharedStop = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`the and but for with without that this these those then than them they their there here what which who whom whose when where why how
		are was were been being have has had having does did doing done can could will would shall should may might must not nor yet also just only
		you your yours she her hers him his its our ours mine myself yourself itself
		one ones thing things stuff bit lot lots some any all each every more most much many few other another
		take takes taking took taken tablet tablets pill pills medicine medicines medication medications med meds drug drugs dose doses
		doctor doc nurse said say says tell told ask asked okay alright right fine good well yes yeah yep nope
		day days week weeks month months year years time times today now still again ever never always sometimes
		morning mornings mornin mornin' evening evenings evenin evenin' night nights nite afternoon bedtime daily weekly once twice
		get gets got getting give gives gave given put puts make makes made keep keeps kept use uses used using
		from into onto about over under after before since till until like really very too quite bit abit sorry please thanks
		think feel feels felt need needs want wants know going went come comes came see saw look bad better worse
		is it i me my mi ma am an a of to in on at by or so as up out off no be do go if
		tek tak teks takin takin' wid dat dis dem pon fi ting yuh unu weh nah cyaan dey ye ye'll d'ye aye och wee gonna wanna gotta`) {
		m[w] = true
	}
	return m
}()
