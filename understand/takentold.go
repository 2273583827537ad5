package understand

import (
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// zhTakenLeads, right before a drug a clinician names, tell it as taken
// already: "吃了阿莫西林常见的反应", "用了激素以后".
var zhTakenLeads = []string{"吃了", "用了", "打了", "吃过", "用过", "吃咗", "食咗", "食过", "用咗"}

// zhYouTook, right before a drug, make the patient its subject: "你吃阿莫西林
// 起疹子".
var zhYouTook = []string{"你吃", "您吃", "你用", "您用", "你食", "你打", "您打"}

// clinicianToldTaken reports whether a drug in a clinician's turn is one
// the patient took, told for what it did, not an order: the perfective
// before it ("是这个病吃了阿莫西林常见的反应"), or "you took" before it and a
// complaint after it in the same clause ("你吃阿莫西林起疹子").
func clinicianToldTaken(x extract.Result, tx text, m extract.Mention) bool {
	if !isHan(m.Text) {
		return false
	}
	before := strings.TrimSpace(sentenceBefore(tx, m))
	if endsWithAny(before, zhTakenLeads) {
		return true
	}
	if !endsWithAny(before, zhYouTook) {
		return false
	}
	for _, n := range x.Mentions {
		if n.Span[0] >= m.Span[1] && n.Type == ontology.TypeSymptom && tx.clause[n.Span[0]] == tx.clause[m.Span[0]] {
			return true
		}
	}
	return false
}

// zhNormalEffect, after a drug and what it does, tell it as expected:
// "吃铁剂大便发黑是正常的" (zh/y1), "吃二甲双胍拉肚子很常见".
var zhNormalEffect = []string{"是正常的", "是正常现象", "很正常", "属于正常", "正常现象", "很常见", "是常见的", "比较常见", "系正常嘅", "好正常"}

// zhGenericTake is a bare "taking" before a drug that names no one: "吃铁剂…".
var zhGenericTake = []string{"吃", "服用", "用", "食", "服"}

// effectToldNormal reports whether a drug in a clinician's turn is named
// only to say what it does is expected ("吃铁剂大便发黑是正常的"): the drug
// taken in general, with a complaint after it and "normal" or "common"
// closing the sentence, is an explanation, no order.
func effectToldNormal(x extract.Result, tx text, m extract.Mention) bool {
	if !isHan(m.Text) {
		return false
	}
	before := strings.TrimSpace(sentenceBefore(tx, m))
	if !slices.Contains(zhGenericTake, before) && before != "" {
		return false
	}
	if after := tx.after(m); containsAny(after, takeOrders) || containsAny(after, stopOrders) || containsAny(after, stopAfter) {
		return false // "铁剂继续吃，大便发黑是正常的": an order, the effect told after
	}
	sent := tx.sentenceOf(m.Span[0])
	if !containsAny(sent, zhNormalEffect) {
		return false
	}
	for _, n := range x.Mentions {
		if n.Span[0] >= m.Span[1] && n.Type == ontology.TypeSymptom && tx.sentenceStart(n.Span[0]) == tx.sentenceStart(m.Span[0]) {
			return true
		}
	}
	return false
}
