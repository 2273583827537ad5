package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A Chinese complaint followed by 没有了 ("no more") is gone, not denied: the
// 了 of a change says it was there. "不疼了，早就不疼了，恶心也没有了。" (s49 blind
// round 18 zh04, at the next visit) wrote the nausea refuted beside the
// nausea still active from the visit before; told as over, it closes it. A
// complaint, then 也, 都, 现在, 已经 or 早就 or not, then 没有了, 没了, 冇了,
// 没得了, 冇得了 or 莫得了 ending its clause, is past. Unchanged: "恶心没有" and
// "恶心也没有" (no 了: a denial), "头疼没有了吗" (a question), "好像没有了"
// (hedged, left to the hedge).

// zhNoLongerLeads may stand between the complaint and its 没有了.
var zhNoLongerLeads = []string{"也", "都", "现在", "現在", "已经", "已經", "早就", "而家", "就",
	// When it went, or how: "之前那个咳嗽上礼拜就没了" (s51 change dev zh-z1-009).
	"上礼拜", "上个礼拜", "上星期", "上周", "上个月", "前两天", "前几天", "昨天", "前天", "几天前", "后来", "後來", "慢慢", "自己", "早", "老早"}

// zhNoLongerWords say there is no more of it.
var zhNoLongerWords = []string{"没有了", "沒有了", "没了", "沒了", "冇了", "没得了", "冇得了", "莫得了"}

// zhNoMore reports whether symptom mention m is followed by a no-more
// that ends its clause (see above).
func zhNoMore(tx text, m extract.Mention) bool {
	if !isHan(m.Text) || m.Assertion.Uncertain || strings.ContainsAny(tx.sentenceOf(m.Span[0]), "？?") {
		return false
	}
	rest := strings.TrimLeft(tx.between(m.Span[1], tx.clauseEnd(m.Span[0])), " ")
	for range 3 {
		if w := startsWithAny(rest, zhNoLongerLeads); w != "" {
			rest = rest[len(w):]
		}
	}
	w := startsWithAny(rest, zhNoLongerWords)
	if w == "" {
		return false
	}
	rest = strings.Trim(rest[len(w):], "啊呀啦喇嘞哦喔 ")
	return rest == "" || strings.ContainsRune("，,。.！!；;…", []rune(rest)[0])
}
