package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A drug the patient would like to take, then asks leave for, is a
// question, not a drug taken. Three constructions of speech the older
// rules (askedwhether.go, whether.go) did not see, each of which wrote the
// drug active:
//
//   - a wish, then a bare ask for leave after it: "我呢几日间中肚痛，想食布
//     洛芬，得唔得㗎？" (s49 blind round 18 zh03), "想吃点布洛芬，行不行？";
//   - the Wu ask with 伐 after the drug: "伊拉讲西地那非好用，阿拉好吃伐？"
//     (zh06: 好 is "may", 伐 asks);
//   - a drug the patient has at home in a turn that asks what may be taken:
//     "感冒了能吃点啥不？我家里有布洛芬。" (zh19).
//
// The drug taken now ("布洛芬我一直吃着，想接着吃，行不行") stays taken, as it
// does in askedwhether.go.

// zhWishLead, right before the drug, wishes to take it: "想食", "想吃点",
// "想试下".
var zhWishLead = regexp.MustCompile(`想(要)?(吃|食|用|喝|打|搽|抹|试|試)(下|一下|返|点|點|些|啲|一点|一點)?$`)

// zhLeaveAsk, after the drug in its sentence, asks leave with no verb of
// its own: "得唔得", "行不行", "可以吗".
var zhLeaveAsk = regexp.MustCompile(`得唔得|得不得|行不行|行唔行|行吗|行嗎|中不中|可以吗|可以嗎|可以不|可不可以|可唔可以|好不好|好唔好|有冇问题|有冇問題|有没有问题|有沒有問題`)

// zhWuMayAfter, after the drug in its sentence, is the Wu ask "好吃伐",
// "可以用伐".
var zhWuMayAfter = regexp.MustCompile(`(好|可以|能)(吃|用|食|搽|涂|塗)(伐|哇)`)

// zhAtHomeLead, right before the drug in its clause, says the patient has
// it at home: "我家里有", "屋企仲有", or has it and another before it ("家里
// 有布洛芬跟").
var zhAtHomeLead = regexp.MustCompile(`(家里|家裡|屋里|屋裡|屋企|屋头|屋頭)(还|還|仲|也)?(有|备着|備著|备了|備了|放着|放著)(点|點|些|啲)?([^，,。？?！!\s]{1,12}(跟|和|与|與|、|还有|還有|同埋|同|及))?$`)

// zhWhatMayAsk asks in the turn what or whether something may be taken,
// or which: "能吃点啥不？", "可以吃什么药？", "吃哪个好" (zh/e1 dev).
var zhWhatMayAsk = regexp.MustCompile(`(能|可以|可不可以|能不能|可唔可以)(吃|用|食)[^。！!？?]*[？?]|(吃|用|食)(哪个|哪個|哪种|哪種|哪样|哪樣|哪一个|哪一個|哪一种|哪一種|边个|邊個|边种|邊種)`)

// zhWishedThenAsked reports whether the patient's Chinese drug mention m
// is wished for and asked leave for, asked after in Wu, or had at home in a
// turn asking what may be taken (see above).
func zhWishedThenAsked(tx text, m extract.Mention) bool {
	if !isHan(m.Text) || containsAny(tx.sentenceOf(m.Span[0]), zhTakenNow) {
		return false
	}
	before := strings.TrimRight(tx.before(m), " ")
	rest := tx.between(m.Span[1], tx.sentenceEnd(m))
	switch {
	case zhWishLead.MatchString(before) && zhLeaveAsk.MatchString(rest):
		return true
	case zhWuMayAfter.MatchString(rest):
		return true
	}
	return zhAtHomeLead.MatchString(before) && zhWhatMayAsk.MatchString(tx.str)
}
