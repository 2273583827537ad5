package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A Chinese complaint told of "that day" or "that time" ("那天胃口不好",
// "那次发作的时候胸口疼") is told of an occasion spoken of before, which is
// over: how the patient was then, not how they are now. What dates the
// time from which it goes on ("那天以后一直头疼") or carries it on to now
// keeps it current.

// thatOccasions name a day or a time gone by that was spoken of before.
var thatOccasions = []string{"那天", "那日", "那晚", "那夜", "那次", "那回", "那一次", "那一回", "那会儿", "那阵子", "那几天", "嗰日", "嗰次"}

// sinceThen carry what is told from that occasion on to now.
var sinceThen = []string{"以后", "之后", "以来", "开始", "起", "到现在", "至今", "一直", "还", "现在", "今天", "这两天", "这几天", "最近", "老是", "总是", "经常", "又"}

// toldOfThatOccasion reports whether Chinese mention m is dated, earlier
// in its clause, by one of thatOccasions, with nothing carrying it on to
// now and no comparison with then.
func toldOfThatOccasion(tx text, m extract.Mention) bool {
	if !isHan(m.Text) {
		return false
	}
	// Only the clause's own time dates it: "食晚饭嗰阵食鲩鱼，…吞口水都痛"
	// tells when the bone stuck, and the pain goes on.
	before := tx.before(m)
	k := -1
	for _, w := range thatOccasions {
		if i := strings.LastIndex(before, w); i >= 0 && i+len(w) > k {
			k = i + len(w)
		}
	}
	if k < 0 || strings.Contains(before, "比") {
		return false // "比过年那会儿重了十来斤": now, weighed against then
	}
	return !containsAny(before[k:], sinceThen) && !containsAny(tx.after(m), sinceThen) && !containsAny(restOfSentence(tx, m), stillNow)
}

// stillNow, later in the sentence, say it goes on: "那天头疼，现在还疼".
var stillNow = []string{"现在还", "现在也", "还在", "到现在", "至今", "一直", "又", "还是"}
