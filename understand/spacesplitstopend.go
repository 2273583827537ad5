package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// The mirror of spacesplitstop.go: a drug told as taken now, then a space
// and another drug with its stop, is not stopped by it: "二甲双胍一天两道 一道
// 一颗 格列齐特去年就没吃了 老是低血糖" (s51 blind round 20 zh02) wrote the
// metformin stopped with the gliclazide. When the words right after the drug
// say it is taken now (一天, 每天, 吃着…), its stop scope ends at the first
// space after it that another drug follows. Unchanged: "二甲双胍 格列齐特都
// 停了" (no words of now), "二甲双胍一天两道，格列齐特没吃了" (the comma ended
// the clause already), "二甲双胍一天两道 格列齐特也一天一片 都停了" (both).

// zhStoppedAll stop every drug told before them.
var zhStoppedAll = []string{"都停", "全停", "全都停", "一起停", "都没吃", "都不吃", "都没再吃", "都冇食", "全部停"}

// zhSpaceSplitEnd returns where drug mention i's stop scope ends, from end:
// the first space after it before another drug, when the above holds.
func zhSpaceSplitEnd(x extract.Result, tx text, i, end int) int {
	m := x.Mentions[i]
	if !isHan(m.Text) {
		return end
	}
	if startsWithAny(strings.TrimLeft(tx.after(m), " "), zhTakenNowRight) == "" {
		return stopOfItsOwnDrug(x, tx, i, end)
	}
	if containsAny(tx.between(m.Span[1], end), zhStoppedAll) {
		return end // "…格列齐特也一天一片 都停了": both
	}
	for k := m.Span[1]; k < end; k++ {
		if tx.runes[k] == ' ' && otherDrugIn(x, i, k, end) {
			return k
		}
	}
	return end
}

// stopOfItsOwnDrug returns where drug mention i's stop scope ends when the
// stop is said in a stretch between spaces that names its own drug: "呋塞米
// 早上一片 螺内酯 还有沙库巴曲缬沙坦 一天两回 地高辛去年医生给停了" (review 13
// Z15) stopped the digoxin alone, not the furosemide and spironolactone
// listed before it. "二甲双胍 格列齐特都停了" stops both.
func stopOfItsOwnDrug(x extract.Result, tx text, i, end int) int {
	m := x.Mentions[i]
	rest := tx.between(m.Span[1], end)
	at := firstIndexOfAny(rest, stopWords)
	if at < 0 || containsAny(rest, zhStoppedAll) {
		return end
	}
	stop := m.Span[1] + len([]rune(rest[:at]))
	chunk, _ := hanChunk(tx, stop) // allergyofanotherchunk.go
	if chunk <= m.Span[1] || !otherDrugIn(x, i, chunk, stop) {
		return end
	}
	return chunk - 1
}
