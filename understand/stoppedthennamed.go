package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A stop told first and the drug named after it, as an aside: "the doctor
// took me off my water tablet back in March, the furosemide", "医生把我那个
// 降压药停了，就是氨氯地平", "大夫给停了，呋塞米那个". The stop's own words end
// at the comma (extract reads a past word within its clause), so the drug
// named after it was read as taken now. And a drug's second name in
// apposition ("the bendroflumethiazide, the little water tablet") is what
// the first name is: stopped with it.

// stopsBefore end a stop whose object is named after it.
var stopsBefore = []string{"took me off", "taken me off", "take me off", "taking me off", "stopped", "binned", "ditched", "came off",
	"come off", "got rid of", "gave up", "packed in",
	"停了", "停掉了", "停掉", "给停了", "断了", "不吃了", "没吃了", "甭吃了", "别吃了", "莫吃了", "不让吃了", "撤了", "去掉了"}

// apposedBy end the words before a drug named in apposition.
var apposedBy = []string{"the", "my", "that", "那个", "就是", "也就是", "这个", "叫", "叫做"}

// notAnAside, between a stop and a drug, tell something else of the drug:
// that it is taken now, or started instead.
var notAnAside = []string{"now", "instead", "onto", "on to", "put me on", "started", "switched", "changed", "but", "still", "take", "taking",
	"现在", "换", "转", "改", "开了", "吃着", "在吃", "还在", "继续", "但", "可是", "不过", "又"}

// takenOnAfter, after a drug in its clause, say it is taken now.
var takenOnAfter = []string{"every day", "daily", "a day", "照常", "每天", "一天", "吃到", "加到", "减到", "用着"}

// firstWord returns the first Latin word of s.
func firstWord(s string) string {
	f := strings.FieldsFunc(s, func(r rune) bool { return !(r >= 'a' && r <= 'z' || r == '\'') })
	if len(f) == 0 {
		return ""
	}
	return f[0]
}

// stoppedThenNamed reports whether drug m is named, as an aside, after a
// stop its sentence told before it (see above).
func stoppedThenNamed(x extract.Result, tx text, m extract.Mention) bool {
	start := tx.sentenceStart(m.Span[0])
	before := tx.between(start, m.Span[0])
	at, stop := -1, ""
	for _, w := range stopsBefore {
		if i := lastWordIndex(before, w); i > at {
			at, stop = i, w
		}
	}
	if at < 0 || hasAnyWord(lastRunes(before[:at], 12), []string{"haven't", "have not", "hasn't", "not", "never", "didn't", "don't", "won't"}) {
		return false // "I haven't stopped the bisoprolol"
	}
	between := before[at+len(stop):]
	trimmed := strings.TrimRight(between, " ")
	apposed := strings.HasSuffix(trimmed, ",") || strings.HasSuffix(trimmed, "，") || endsWithAny(trimmed, apposedBy)
	if len([]rune(between)) > 40 || !apposed || containsAny(between, notAnAside) || strings.HasSuffix(firstWord(between), "ing") ||
		containsAny(tx.after(m), notAnAside) || containsAny(tx.after(m), takenOnAfter) {
		return false // "stopped drinking, metformin…", "停了，二甲双胍照常吃"
	}
	from := start + len([]rune(before[:at]))
	for _, n := range x.Mentions {
		if n.Span[0] >= from && n.Span[1] <= m.Span[0] && n.Type == ontology.TypeDrug && n.ConceptID != m.ConceptID {
			return false // "stopped the ibuprofen, the naproxen…": another drug's aside; a class between ("my water tablet") is the drug's
		}
	}
	return true
}

// apposedToStopped reports whether drug m is a second name, in apposition,
// of a drug named just before it that st holds stopped (see above).
func apposedToStopped(x extract.Result, tx text, m extract.Mention, st []Statement) bool {
	for _, n := range x.Mentions {
		if n.Span[1] > m.Span[0] || !tx.sameSentence(n, m) || n.ConceptID == m.ConceptID || n.Type != ontology.TypeDrug && n.Type != ontology.TypeDrugClass {
			continue
		}
		between := tx.between(n.Span[1], m.Span[0])
		if !strings.HasPrefix(between, ",") && !strings.HasPrefix(between, "，") || len([]rune(between)) > 14 {
			continue
		}
		rest := strings.Trim(between, ",， ")
		for _, w := range []string{"the ", "my ", "that ", "那个", "就是", "也就是", "little ", "small ", "blue ", "white ", "pink ", "小"} {
			rest = strings.TrimPrefix(rest, w)
		}
		if strings.Contains(rest, " ") || isHan(rest) && len([]rune(rest)) > 2 || containsAny(rest, notAnAside) {
			continue
		}
		if heldStopped(st, n.ConceptID) {
			return true
		}
	}
	return false
}

// lastRunes returns the last n runes of s.
func lastRunes(s string, n int) string {
	rs := []rune(s)
	return string(rs[max(0, len(rs)-n):])
}

// offItAfter, later in a drug's sentence, say the speaker no longer takes
// "it": "The tramadol had me dizzy as anything after the op, but I'm off it
// now".
var offItAfter = []string{"i'm off it", "i'm off them", "i am off it", "i came off it", "came off it", "come off it", "i'm not on it any more",
	"i'm not on it anymore", "not on it any more", "not on it anymore", "i stopped it", "i stopped them", "stopped taking it", "stopped taking them",
	// "Mi did deh pon atenolol too but dem tek mi off it" (review 14 E19).
	"took me off it", "took me off them", "taken me off it", "tek mi off it", "tek me off it", "took mi off it", "stopped it", "stopped them"}

// offItLater reports whether drug m's clause, or the clause right after
// it, says the speaker is off "it" (see offItAfter): further on, "it" may
// be a drug the lexicon does not know ("my brown inhaler, for my asthma,
// and the acne ones, lymecycline, but I stopped them").
func offItLater(tx text, m extract.Mention) bool {
	if containsAny(tx.after(m), offItAfter) {
		return true
	}
	for e := tx.clauseEnd(m.Span[0]); e < len(tx.runes) && tx.sent[e] == tx.sent[m.Span[0]]; e = tx.clauseEnd(e) {
		if c := strings.Trim(tx.clauseOf(e), " ,，"); c != "" {
			return containsAny(c, offItAfter) // the first clause with words in it
		}
	}
	return false
}
