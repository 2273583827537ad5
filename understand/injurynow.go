package understand

import (
	"regexp"
	"strings"
	"time"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// injuries are the events of a knock, a twist or a burn: told as done
// ("崴脚了", "got a knock to the head") they are history only when nothing
// keeps them of now, since the consultation is most often about them.
var injuries = map[string]bool{"cond:sprain": true, "cond:ankle_sprain": true, "cond:fracture": true, "cond:head_injury": true,
	"cond:burn": true, "cond:concussion": true}

// injuryRecent date an injury to today or yesterday.
var injuryRecent = []string{"today", "tonight", "this morning", "this afternoon", "this evening", "just now", "earlier today",
	"an hour ago", "hours ago", "yesterday", "last night",
	"今天", "今早", "今儿", "今晚", "刚才", "刚刚", "早上", "上午", "下午", "昨天", "昨晚", "昨儿"}

// injuryNow tell what an injury does now: it is swollen, it hurts.
var injuryNow = []string{"swollen", "swelling", "swelled", "hurts", "hurting", "sore", "bruised", "bleeding", "can't walk", "cannot walk",
	"can't put weight", "肿", "疼", "痛", "走不了", "走不动", "站不起来", "动不了", "淤青", "青紫", "流血"}

// injuryHad tell an injury as had long ago, or healed: "小时候", "早好了",
// "healed". A date of weeks or years back is read from the turn's times.
var injuryHad = []string{"以前", "那次", "那年", "小时候", "早就", "好了", "痊愈", "愈合", "when i was", "as a kid",
	"as a child", "used to", "years back", "healed", "in the past", "last year", "last month", "last week", "去年", "前年", "上个月", "上个礼拜", "上礼拜",
	"上周", "上星期"}

// injuryHadZh tell an injury as ever had, by 过 on its verb: "骨折过一次",
// "崴过脚".
var injuryHadZh = regexp.MustCompile(`(崴|扭|折|伤|摔|撞|磕|烫|烧|跌)过`)

// injuryOfNow reports whether injury mention m, told as done, is of now:
// dated today or yesterday in its sentence, or told with what it does now
// after it in the turn (before another finding: "把脚崴了，吃了几天布洛芬，
// 吃了就开始胃痛" is the drug's pain), with nothing that dates it back more than two
// weeks or tells it as had or healed.
func injuryOfNow(x extract.Result, tx text, i int, at time.Time) bool {
	m := x.Mentions[i]
	if !injuries[m.ConceptID] || datedEarlier(x, tx, m, at, 14*24*time.Hour) {
		return false
	}
	sent := strings.ToLower(tx.sentenceOf(m.Span[0]))
	after := strings.ToLower(untilNextNamed(x, tx, i))
	if containsAny(sent, injuryHad) || containsAny(after, injuryHad) || injuryHadZh.MatchString(sent) || strings.HasPrefix(after, "过") {
		return false
	}
	return containsAny(sent, injuryRecent) || containsAny(after, injuryNow)
}

// fallResults are what a fall does to the body: pain where it landed,
// swelling, a bruise.
func fallResult(concept string) bool {
	return strings.HasSuffix(concept, "_pain") || strings.HasSuffix(concept, "_swelling") ||
		concept == "sym:pain" || concept == "sym:swelling" || concept == "sym:bruising"
}

// hurtByTheFall reports whether symptom m is told after the fall in its
// sentence as what the fall did ("昨天在卫生间摔了一跤，右边髋部疼，站不
// 起来"): the injury now, not the episode the story tells.
func hurtByTheFall(tx text, m extract.Mention, concept string) bool {
	if !fallResult(concept) {
		return false
	}
	s := m.Span[0]
	for s > 0 && tx.sent[s-1] == tx.sent[m.Span[0]] {
		s--
	}
	before := tx.between(s, m.Span[0])
	return fallEvent.MatchString(before) && !containsAny(tx.from(m.Span[1]), injuryHad)
}

// untilNextNamed returns the rest of the turn after mention i, up to the
// next mention that is not a body site or what an injury does ("脚脖子肿得鞋
// 都穿不上" goes on telling the sprain): a drug ends it, as another
// illness does.
func untilNextNamed(x extract.Result, tx text, i int) string {
	m := x.Mentions[i]
	for _, n := range x.Mentions[i+1:] {
		if n.Type != ontology.TypeBodySite && !fallResult(n.ConceptID) && n.Span[0] >= m.Span[1] {
			return tx.between(m.Span[1], n.Span[0])
		}
	}
	return tx.from(m.Span[1])
}
