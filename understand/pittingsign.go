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
		if m.ConceptID == "sym:edema" && containsAny(m.Text, pitWords) && swollenIn(tx.clauseAndOneBefore(m)) {
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

// clauseAndOneBefore returns the text before m from the start of the
// clause before m's, within m's sentence: what a pit follows ("脚脖子还有点
// 肿，按下去一个坑"), not a swelling told earlier in a long sentence ("肿是
// 比上回强点儿，早上起来脚脖子不咋肿了，到下午还是一按一个坑儿", zh dev
// zh-r1-007).
func (t text) clauseAndOneBefore(m extract.Mention) string {
	from, _ := t.bounds(t.clause, m.Span[0])
	if sent := t.sentenceStart(m.Span[0]); from > sent {
		from, _ = t.bounds(t.clause, from-1)
		from = max(from, sent)
	}
	return string(t.runes[from:m.Span[0]])
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
