package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// What a leaflet, the television or the internet says a drug can do ("网上
// 说二甲双胍吃久了会拉肚子，还缺维生素B12", "电视上那个养生节目说他汀伤肝，还会肌肉
// 痛", "the leaflet says it can give you a rash") is general knowledge read
// or heard, no complaint of the patient's: hypothetical, as "can cause" in
// a clinician's remark is.

// mediaSays, before a finding in its sentence, tell it as what a medium
// says.
var mediaSays = []string{"网上说", "网上看", "网上查", "电视上", "电视里", "节目说", "节目里", "说明书上", "说明书说", "说明书里", "百度", "抖音上",
	"书上说", "报纸上", "都说", "人家说", "别人说", "听人说", "they say", "people say", "everyone says", "the leaflet", "leaflet says", "leaflet said", "i read online", "read online", "online it says", "google says",
	"googled", "online about", "read about", "reading about", "read up on", "on the telly", "on tv", "the internet says", "on the internet", "side effects include", "the label says", "the box says"}

// mediaSaysBefore reports whether finding m's sentence tells, before it,
// what a medium says (see above), and nothing after the medium of the
// patient's own ("…，我吃了以后也头晕" is the patient's).
func mediaSaysBefore(x extract.Result, tx text, m extract.Mention) bool {
	before := sentenceBefore(tx, m)
	i := firstIndexOfAny(before, mediaSays)
	if i < 0 || hasAnyWord(before[i:], []string{"我也", "我就", "我吃了", "i've got", "i've had", "i get", "i got", "i'm getting", "and i", "but i"}) {
		return false
	}
	for _, n := range x.Mentions {
		if n.ConceptID == m.ConceptID && n.Span[0] > m.Span[0] && !tx.sameClause(n, m) {
			return false // "说明书上说会头晕，我吃了以后也头晕": said again as the patient's
		}
	}
	// What is said must be a drug's doing: "网上说掉头发、心慌也可能是（产后抑郁）"
	// names the patient's own complaints as signs of something. Or it is
	// what the patient read about: "read too much online about muscle pains".
	if containsAny(before[i:], drugCan) || endsWithAny(before, []string{"online about", "read about", "reading about", "read up on"}) {
		return true
	}
	from := tx.sentenceStart(m.Span[0]) + len([]rune(before[:i]))
	for _, n := range x.Mentions {
		if n.Span[0] >= from && n.Span[1] <= m.Span[0] && (n.Type == ontology.TypeDrug || n.Type == ontology.TypeDrugClass) {
			return true
		}
	}
	return false
}

// drugCan, before a finding, tell what a drug can do.
var drugCan = []string{"can give you", "can cause", "may cause", "might cause", "could cause", "can make you", "may give you", "side effects include",
	"打完会", "吃了会", "吃完会", "用了会", "会引起", "会导致", "可能会"}

// omenWords, right after an illness, make it what a sign foretells: "手麻就是
// 脑梗前兆", "这是中风的征兆吗". Whoever says so, the illness has not come.
var omenWords = regexp.MustCompile(`^\s*的?(前兆|征兆|徵兆|先兆|苗头|苗頭)`)

// foretold reports whether condition m is named as what a sign foretells.
func foretold(tx text, m extract.Mention) bool { return omenWords.MatchString(tx.after(m)) }

// heardSays tell what is said by nobody in particular: "听说布洛芬伤胃".
var heardSays = []string{"听说", "听别人说", "i heard", "i've heard", "heard that"}

// ownTaking say a drug is the patient's, taken or given up: "my
// metformin", "我吃了五年了", "后来听说是激素，就不敢抹了".
var ownTaking = []string{"my ", "i take", "i'm on", "i am on", "i've been on", "i'm taking", "i am taking", "i've been taking", "i have been taking",
	"i've taken", "i took", "i started", "i stopped", "so i stopped", "came off", "我吃的", "我在吃", "我吃了", "我一直", "我正在", "我用的", "我用了", "我现在吃",
	"我每天", "我天天", "不敢用", "不敢吃", "不敢抹", "不敢再", "停了", "不用了", "不吃了", "不抹了"}

// drugReadAbout reports whether drug m is named only in what a medium or
// hearsay says ("I read online that ibuprofen can cause stomach ulcers. Is
// that true?", "我在网上看到说二甲双胍伤肾", "听说布洛芬伤胃，我能吃吗？"): no
// drug of the patient's, unless the turn says it is theirs after the
// medium ("…my metformin…", "…，我吃了五年了").
func drugReadAbout(tx text, m extract.Mention) bool {
	before := sentenceBefore(tx, m)
	i := firstIndexOfAny(before, mediaSays)
	if j := firstIndexOfAny(before, heardSays); i < 0 || j >= 0 && j < i {
		i = j
	}
	return i >= 0 && !hasAnyWord(before[i:]+tx.from(m.Span[1]), ownTaking)
}
