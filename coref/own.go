package coref

import (
	"strings"
	"unicode"
)

// A possessive standing alone for the patient's own drug, set against
// someone else's: "Mam's on memantine, I'm on the patch myself … and mine,
// can I…?", "他吃的是非洛地平，我吃的是拉西地平 … 我那个，早上空着肚子吃行不
// 行？". The phrase names no drug; it is one only where the window names a
// drug that is someone else's (WindowMention.Against), and then it is the
// patient's own drug of the window, never the relative's, never the
// record's (Resolve).

// enOwnOpeners may stand before "mine" that opens its clause: a
// connective, or what asks about it ("what about mine?").
var enOwnOpeners = map[string]bool{"": true, "and": true, "but": true, "so": true, "now": true, "then": true, "okay": true, "ok": true,
	"well": true, "right": true, "about": true, "for": true}

// enOwnMy are "my" before "one": "my one", dialect "me one", "ma one".
var enOwnMy = map[string]bool{"my": true, "me": true, "ma": true, "mi": true}

// enOwnAux are the words a question opens with before its subject: "is
// mine the kind…", "can mine be…".
var enOwnAux = map[string]bool{"is": true, "isn't": true, "does": true, "doesn't": true, "can": true, "could": true, "will": true, "would": true,
	"should": true, "shall": true, "has": true, "was": true, "did": true, "might": true, "must": true}

// enOwnRefs finds "mine" or "my one" as the subject or topic of its clause:
// opening it ("And mine, can I…", "Mine's the patch", "what about mine?")
// or after the auxiliary a question opens with ("Is mine the kind…"). Not
// "the mine", "coal mine", "a friend of mine", "the scan was mine".
func enOwnRefs(rs []rune, taken [][2]int) []Reference {
	s := strings.ToLower(string(rs))
	if !containsAnyWord(s, drugContext) && !containsAnyWord(s, enOwnUse) && !withDrink.MatchString(s) {
		return nil // "mine" in a turn that takes nothing: a reading, a scan
	}
	lower := []rune(s)
	words := splitWords(lower)
	for k, w := range words {
		var span [2]int
		switch {
		case w.text == "mine" || w.text == "mine's" || w.text == "mines": // the clitic is no part of the phrase; "mines" is Scots and Caribbean "mine"
			span = [2]int{w.start, w.start + len([]rune(strings.TrimSuffix(w.text, "'s")))}
		case enOwnMy[w.text] && k+1 < len(words) && (words[k+1].text == "one" || words[k+1].text == "one's") && spaced(lower, w, words[k+1]):
			span = [2]int{w.start, words[k+1].start + 3}
		default:
			continue
		}
		if overlapsAny(span, taken) || !opensOwn(lower, words, k) {
			continue
		}
		return []Reference{{Span: span, Kind: KindDrug, Own: true}}
	}
	return nil
}

// opensOwn reports whether word k opens its clause, after a connective or
// an opener at most ("and", "what about"), or follows an auxiliary that
// does so ("is mine…", "and can mine…").
func opensOwn(lower []rune, words []word, k int) bool {
	prev := func(i int) (string, bool) {
		// The word before word i in the same clause, "" at its start.
		if i == 0 || !sameClause(lower, words[i-1].end, words[i].start) {
			return "", true
		}
		return words[i-1].text, spaced(lower, words[i-1], words[i])
	}
	before, ok := prev(k)
	if !ok {
		return false
	}
	if before == "about" || before == "for" {
		// "what about mine", "how about mine", "as for mine".
		if k < 2 {
			return false
		}
		p, _ := prev(k - 1)
		return p == "what" || p == "how" || p == "as"
	}
	if enOwnOpeners[before] {
		return true
	}
	if !enOwnAux[before] {
		return false
	}
	p, _ := prev(k - 1)
	return enOwnOpeners[p] && p != "about" && p != "for"
}

// enOwnUse, besides drugContext, make a turn about using a drug: putting
// a patch on, getting hooked, coming off, mixing it.
var enOwnUse = []string{"stick it on", "stick them on", "stick one on", "stick on", "sticking it on", "hooked", "addicted", "addictive", "habit-forming",
	"come off", "coming off", "get off", "wean", "double up", "miss a dose", "missed a dose", "interact", "mix with", "mixed with", "clash with",
	"drowsy", "drive on", "generic", "brand"}

// zhOwnUse make a Chinese turn about using a drug.
var zhOwnUse = []string{"吃", "食", "服", "用", "停", "喷", "打针", "贴", "抹", "涂", "滴", "药", "空腹", "空着肚子", "饭前", "饭后", "副作用", "上瘾", "依赖", "成瘾", "伤肝", "伤肾", "伤胃"}

// zhOwnHeads are "my one" in Chinese, after 我 or 俺: "我那个", "我的那个",
// "我自己那个", "我吃的那个"; longest first.
var zhOwnHeads = []string{"自个儿的那个", "自己的那个", "自个儿那个", "自己那个", "吃的那个", "用的那个", "的那个", "那个", "那种", "的那种",
	// Cantonese: "我嗰只", "我食嗰只", "我嘅嗰只", "我食嗰个".
	"食嘅嗰只", "食嗰只", "嘅嗰只", "食嘅嗰个", "食嗰个", "嘅嗰个", "嗰只", "嗰个"}

// zhOwnAsked is "mine?" asked back: "那我的呢？", "我吃的呢？".
var zhOwnAsked = []string{"吃的呢", "用的呢", "的呢", "嘅呢"}

// zhOwnObject: 我 after these is an object ("给我那个单子"), not the owner
// of a drug.
const zhOwnObject = "给帮让叫问对替教"

// zhOwnNext may follow the phrase as the start of what is said of it:
// "我那个能不能…", "我那个跟柚子…", "我那个是不是…". Any other word after it
// is a noun it names (我那个膝盖, 我那个检查).
var zhOwnNext = []string{"是", "能", "可以", "可不可以", "要", "需要", "得", "跟", "和", "同", "会", "还", "也", "就是说", "到底", "究竟",
	"算", "属于", "有没有", "怎么", "咋", "啥时候", "什么时候", "一天", "每天", "早上", "晚上", "饭前", "饭后", "吃", "用", "呢",
	"係", "可唔可以", "使唔使", "食"}

// zhFillers after the phrase and its pause make it a hesitation
// ("我那个……怎么说呢", "我那个，那个，就是…"), not a reference.
var zhFillers = []string{"那个", "这个", "就是", "怎么说", "咋说", "嗯", "呃", "额", "啊", "哎"}

// zhOwnRefs finds "我那个" standing alone for the patient's own drug.
func zhOwnRefs(rs []rune, taken [][2]int) []Reference {
	if !containsAnyWord(string(rs), zhOwnUse) {
		return nil // "我那个，高不高？" of a reading
	}
	for i, r := range rs {
		if r != '我' && r != '俺' {
			continue
		}
		if strings.ContainsRune(zhOwnObject, prevRune(rs, i)) {
			continue
		}
		n := hasPrefixAny(rs[i+1:], zhOwnHeads)
		if n == 0 {
			if a := hasPrefixAny(rs[i+1:], zhOwnAsked); a > 0 && zhOwnStands(rs, i+1+a) {
				// "我的呢？": the phrase ends before 呢; not "我的呢子大衣".
				if span := [2]int{i, i + a}; !overlapsAny(span, taken) {
					return []Reference{{Span: span, Kind: KindDrug, Own: true}}
				}
			}
			continue
		}
		end := i + 1 + n
		span := [2]int{i, end}
		if overlapsAny(span, taken) || !zhOwnStands(rs, end) {
			continue
		}
		return []Reference{{Span: span, Kind: KindDrug, Own: true}}
	}
	return nil
}

// zhOwnStands reports whether the phrase ending at end stands alone: a
// pause and then no filler, or the start of what is said of it.
func zhOwnStands(rs []rune, end int) bool {
	if end == len(rs) {
		return true
	}
	if rs[end] == '…' || rs[end] == '.' || rs[end] == '-' || rs[end] == '—' || rs[end] == '~' {
		return false
	}
	if isClauseBreak(rs[end]) || unicode.IsSpace(rs[end]) {
		j := end
		for j < len(rs) && (isClauseBreak(rs[j]) || unicode.IsSpace(rs[j])) {
			j++
		}
		return hasPrefixAny(rs[j:], zhFillers) == 0 && (j == len(rs) || rs[j] != '…')
	}
	return hasPrefixAny(rs[end:], zhOwnNext) > 0
}

// prevRune is the rune before i, or 0.
func prevRune(rs []rune, i int) rune {
	if i == 0 {
		return 0
	}
	return rs[i-1]
}
