package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
)

// zhThenOut tells, after what came first, that the patient then lost
// consciousness: "后来就迷糊了", "然后就晕过去了", "接着就啥也不知道了".
var zhThenOut = regexp.MustCompile(`(后来|後來|然后|然後|接着|接著|之后|之後)(就|便)?(迷糊|晕过去|暈過去|晕倒|暈倒|昏过去|昏過去|昏倒|倒地|倒了|啥也不知道|啥都不知道|什么都不知道|什么也不知道|不省人事|人事不省|断片|晕了|暈了|昏了|冇知觉|冇知覺)`)

// zhLeadUpToFaint reports whether a Chinese symptom is one of what came
// before the patient passed out, told in the sentence that ends in the
// faint ("就记得在饭店上厕所，浑身冒汗，手直哆嗦，眼前发花，后来就迷糊了"):
// the patient, now telling it, came round, so the episode is over. What is
// told after the faint ("…后来就晕了，现在头还疼") is not.
func zhLeadUpToFaint(tx text, m extract.Mention) bool {
	if !isHan(m.Text) {
		return false
	}
	start := tx.sentenceStart(m.Span[0])
	sent := tx.between(start, tx.sentenceEnd(m))
	loc := zhThenOut.FindStringIndex(sent)
	if loc == nil {
		return false
	}
	return start+len([]rune(sent[:loc[1]])) >= m.Span[1]
}
