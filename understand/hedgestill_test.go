package understand_test

import "testing"

// A hedge before "还有点" hedges what follows ("他最近好像还有点抑郁",
// typed by a daughter, zh/r16-zh19): a claim, not a fact. "还有点" after a
// denial in another clause is not hedged, nor denied.
func TestHedgeBeforeStillABit(t *testing.T) {
	runCases(t, []readCase{
		{"r16-zh19: a father's depression, hedged by his daughter", [][2]string{patient("这是我爸的账号 我是他闺女 帮他打字。"), patient("他最近好像还有点抑郁 整天不爱说话 也不愿意出门")},
			[]string{"condition cond:depression uncertain"}},
		{"a cough hedged", [][2]string{patient("我好像还有点咳嗽")},
			[]string{"symptom sym:cough uncertain"}},
		{"near miss: no headache, and a bit of nausea", [][2]string{patient("没有头疼，还有点恶心")},
			[]string{"symptom sym:headache negated", "symptom sym:nausea"}},
	})
}
