package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A bare 糖 eaten is a sweet, not a blood sugar: "低血糖有过吗？" "上礼拜有一回
// 半夜出汗 测了3.6 吃了块糖就好了" (s47 blind round 15 zh05) read the 糖 as the
// blood glucose and "就好了" as the diabetes over. A 糖 told as eaten or
// counted out (吃糖, 吃了块糖, 含颗糖, 一粒糖, 喝点糖水) names no reading; "糖高
// 了", "糖控制得好" and "血糖" are unchanged.

// sweetBefore, right before a bare 糖, make it something eaten.
var sweetBefore = []string{"吃", "食", "含", "喝", "块", "塊", "颗", "顆", "粒", "口", "包", "吃了", "吃点", "吃了点", "吃了块", "吃块", "吃颗", "喝了", "喝点"}

// sweetEaten reports whether m is a bare 糖 told as eaten.
func sweetEaten(m extract.Mention, tx text) bool {
	if m.ConceptID != "lab:glucose" || m.Text != "糖" {
		return false
	}
	before := strings.TrimRight(tx.before(m), " ")
	return endsWithAny(before, sweetBefore) || strings.HasPrefix(tx.from(m.Span[1]), "水")
}
