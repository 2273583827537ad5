package extract

import "strings"

// Turn kinds returned by Classify.
const (
	KindInfo     = "info"
	KindConfirm  = "confirm"
	KindChitchat = "chitchat"
)

// confirmWords are short answers to a yes/no question, in normalized form.
var confirmWords = map[string]bool{
	"是": true, "是的": true, "是啊": true, "是呀": true, "对": true, "对的": true, "对啊": true, "对呀": true,
	"嗯": true, "嗯嗯": true, "好": true, "好的": true, "没错": true, "有": true, "有的": true, "有啊": true,
	"没有": true, "没": true, "不是": true, "不": true, "不对": true, "没有的": true, "还没有": true, "不用": true, "没吃": true, "吃了": true,
	"yes": true, "no": true, "yeah": true, "yep": true, "yup": true, "nope": true, "nah": true, "right": true,
	"correct": true, "sure": true, "ok": true, "okay": true, "not really": true, "i do": true, "i don't": true,
	"i did": true, "i didn't": true, "i have": true, "i haven't": true, "that's right": true, "exactly": true,
	"yes i do": true, "no i don't": true, "yes, i do": true, "no, i don't": true, "of course": true, "absolutely": true,
}

// Classify returns the kind of a turn: "confirm" for a short yes/no answer,
// "info" when the turn carries clinical content (a clinical mention, a
// measurement, a dose, a duration, or nothing but a time, which answers a
// "when" question), and "chitchat" otherwise. r must be Extract's result for
// the same text.
func Classify(text string, r Result) string {
	core := strings.TrimSpace(strings.TrimRight(strings.TrimSpace(Normalize(text)), "。.!！?？~～，, "))
	if confirmWords[core] {
		return KindConfirm
	}
	for _, m := range r.Mentions {
		if clinicalType(m.Type) {
			return KindInfo
		}
	}
	if len(r.Measurements) > 0 || len(r.Doses) > 0 || len(r.Durations) > 0 {
		return KindInfo
	}
	if len(r.Times) > 0 {
		covered := 0
		for _, t := range r.Times {
			covered += t.Span[1] - t.Span[0]
		}
		n := 0
		for _, c := range core {
			if !strings.ContainsRune(" 。.!！?？，,了的啊吧呢", c) {
				n++
			}
		}
		if n > 0 && covered*10 >= n*6 {
			return KindInfo
		}
	}
	// A yes/no answer with a few words more: "是的，谢谢", "no, thanks".
	for _, w := range []string{"是的", "对", "没有", "yes", "no", "yeah", "nope"} {
		if strings.HasPrefix(core, w) && len([]rune(core)) <= len([]rune(w))+6 {
			rest := strings.TrimLeft(core[len(w):], " ，,")
			if rest == "" || isCourtesy(rest) {
				return KindConfirm
			}
		}
	}
	return KindChitchat
}

func isCourtesy(s string) bool {
	switch s {
	case "谢谢", "谢谢你", "谢谢医生", "thanks", "thank you", "thx":
		return true
	}
	return false
}
