package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A pit a finger leaves ("按下去一个坑", "一按一个窝") is how a swelling is
// shown to be oedema. After a swelling its sentence tells ("脚脖子还有点肿，
// 按下去一个坑", zh dev zh-u1-027), it is a sign of that swelling, not a
// second, general oedema, which would also take the place of an oedema the
// sentence told over ("眼皮不肿了").
var pitWords = []string{"一按一个坑", "一按一个窝", "按下去一个坑", "一按一个凹"}

// pitsOfTheSwelling drops the oedema mentions of x that are such a pit.
func pitsOfTheSwelling(x extract.Result, s string) extract.Result {
	tx := newText(s)
	kept := x.Mentions[:0:0]
	for _, m := range x.Mentions {
		if m.ConceptID == "sym:edema" && containsAny(m.Text, pitWords) && swollenIn(clauseAndOneBefore(string(tx.runes[tx.sentenceStart(m.Span[0]):m.Span[0]]))) {
			continue
		}
		kept = append(kept, m)
	}
	if len(kept) == len(x.Mentions) {
		return x
	}
	x.Mentions = kept
	return x
}

// clauseAndOneBefore returns the end of s from the start of its clause
// before the last: what a pit at the end of s follows ("脚脖子还有点肿，按
// 下去一个坑"), not a swelling told earlier in a long sentence ("肿是比上回
// 强点儿，早上起来脚脖子不咋肿了，到下午还是一按一个坑儿", zh dev zh-r1-007).
func clauseAndOneBefore(s string) string {
	rs := []rune(s)
	marks := 0
	for i := len(rs) - 1; i >= 0; i-- {
		if strings.ContainsRune("，,；;、", rs[i]) {
			if marks++; marks == 2 {
				return string(rs[i+1:])
			}
		}
	}
	return s
}

// swollenIn reports whether s tells a swelling that is there: a 肿 no
// negator comes just before ("脚脖子还有点肿", not "脚脖子不咋肿了", after
// which the pit is the swelling still there by the afternoon).
func swollenIn(s string) bool {
	for i := 0; ; {
		k := strings.Index(s[i:], "肿")
		if k < 0 {
			return false
		}
		k += i
		before := []rune(s[:k])
		if n := len(before); !containsAny(string(before[max(0, n-2):]), []string{"不", "没", "勿", "冇"}) {
			return true
		}
		i = k + len("肿")
	}
}
