package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A Chinese turn may tell a drug stopped, then why: "呋塞米后来就没吃了，尿太
// 多了，一晚上跑好几趟", "氨氯地平停了，脚肿得厉害". The complaint told right
// after the stop is what the drug did, the reason it was stopped: it went
// with the drug, and is past. (zhEffectThenStopped reads the other order,
// the effect first and the stop after.) A complaint said to go on or to come
// after the stop ("停了以后腿又肿了", "现在还头晕") is of now.

// zhStoppedNow are the words that tell a drug stopped.
var zhStoppedNow = append([]string{"没吃了", "没有吃了", "不用了", "没用了", "没打了", "没再用", "冇食了", "唔食了"}, zhStoppedAfter...)

// zhGoesOnAfterStop, between the stop and the complaint, make the complaint
// one of now or one that came after the stop.
var zhGoesOnAfterStop = []string{"现在", "現在", "还", "還", "又", "一直", "以后", "以後", "之后", "之後", "后来", "後來", "最近", "这两天", "而家", "仲"}

// zhReasonAfterStop reports whether the complaint at rune offset at is told
// right after a drug of its sentence is said stopped (see above).
func zhReasonAfterStop(x extract.Result, tx text, at int) bool {
	if at >= len(tx.runes) || !isHan(string(tx.runes)) {
		return false
	}
	start := tx.sentenceStart(at)
	before := string(tx.runes[start:at])
	stop, end := -1, -1
	for _, w := range zhStoppedNow {
		if i := strings.LastIndex(before, w); i >= 0 && i+len(w) > end {
			stop, end = i, i+len(w)
		}
	}
	if stop < 0 {
		return false
	}
	between := before[end:]
	if !strings.HasPrefix(between, "，") && !strings.HasPrefix(between, ",") || containsAny(between, zhGoesOnAfterStop) {
		return false // "停了以后腿又肿了"; "没吃了尿" is no clause of its own
	}
	stopAt := start + len([]rune(before[:stop]))
	for _, m := range x.Mentions {
		if (m.Type == ontology.TypeDrug || m.Type == ontology.TypeDrugClass) && m.Span[1] <= stopAt && m.Span[0] >= start {
			return true // the drug stopped is named before the stop
		}
	}
	return false
}
